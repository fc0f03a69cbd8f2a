// SQL of territories, cities and road distances as the administrator keeps them (issue 24).
import type { TDistance } from '../../../../src/contract/admin/places';
import type { TCityClass } from '../../../../src/contract/limits';
import type { Queryable } from '../../../db/database';

export function listTerritories(db: Queryable, companyId: number) {
  return db.query<{ territoryId: number; name: string }>(
    'select id as "territoryId", name from territory where company_id = $1 order by name',
    [companyId],
  );
}

export function listCities(db: Queryable, companyId: number) {
  return db.query<{
    cityId: number;
    name: string;
    territoryId: number;
    territoryName: string;
    latitude: number | null;
    longitude: number | null;
    cityClass: TCityClass;
  }>(
    `select c.id as "cityId", c.name, c.territory_id as "territoryId", t.name as "territoryName",
            c.latitude, c.longitude, c.city_class as "cityClass"
       from city c join territory t on t.id = c.territory_id
      where c.company_id = $1 order by t.name, c.name`,
    [companyId],
  );
}

/** Each pair's distance in effect on the date, or its first one when none is in effect yet. */
export function listDistancesOn(db: Queryable, companyId: number, date: string) {
  return db.query<TDistance>(
    `select distinct on (d.city_a_id, d.city_b_id)
            d.city_a_id as "fromCityId", d.city_b_id as "toCityId", a.name as "fromCity", b.name as "toCity",
            d.distance_km as km, to_char(d.effective_from, 'YYYY-MM-DD') as "effectiveFrom"
       from road_distance d join city a on a.id = d.city_a_id join city b on b.id = d.city_b_id
      where d.company_id = $1
      order by d.city_a_id, d.city_b_id, (d.effective_from <= $2::date) desc,
               case when d.effective_from <= $2::date then d.effective_from end desc, d.effective_from`,
    [companyId, date],
  );
}

/** Another territory or city of the company with the name (any case), besides the one with `id`. */
export async function isNameTaken(
  db: Queryable,
  table: 'territory' | 'city',
  companyId: number,
  name: string,
  id: number | null,
): Promise<boolean> {
  const rows = await db.query(
    `select 1 from ${table} where company_id = $1 and lower(name) = lower($2) and id <> coalesce($3::int, 0)`,
    [companyId, name, id],
  );
  return rows.length > 0;
}

export async function updateTerritory(tx: Queryable, territoryId: number, name: string): Promise<number> {
  const [row] = await tx.query<{ id: number }>('update territory set name = $2 where id = $1 returning id', [
    territoryId,
    name,
  ]);
  return row?.id ?? 0;
}

export async function insertTerritory(tx: Queryable, companyId: number, name: string): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'insert into territory (company_id, name) values ($1, $2) returning id',
    [companyId, name],
  );
  return row?.id ?? 0;
}

export async function findCity(db: Queryable, cityId: number) {
  const [row] = await db.query<{
    companyId: number;
    name: string;
    territory: string;
    latitude: number | null;
    longitude: number | null;
    cityClass: TCityClass;
  }>(
    `select c.company_id as "companyId", c.name, t.name as territory, c.latitude, c.longitude,
            c.city_class as "cityClass"
       from city c join territory t on t.id = c.territory_id where c.id = $1`,
    [cityId],
  );
  return row;
}

interface CityFields {
  territoryId: number;
  name: string;
  latitude: number | null;
  longitude: number | null;
  cityClass: TCityClass;
}

export async function updateCity(tx: Queryable, cityId: number, city: CityFields): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `update city set name = $2, territory_id = $3, latitude = $4, longitude = $5, city_class = $6
      where id = $1 returning id`,
    [cityId, city.name, city.territoryId, city.latitude, city.longitude, city.cityClass],
  );
  return row?.id ?? 0;
}

export async function insertCity(tx: Queryable, companyId: number, city: CityFields): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into city (company_id, territory_id, name, latitude, longitude, city_class)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [companyId, city.territoryId, city.name, city.latitude, city.longitude, city.cityClass],
  );
  return row?.id ?? 0;
}

/** A pair's figures, oldest first: a pair is stored once, the lower city id first. */
export function listPairDistances(db: Queryable, companyId: number, fromCityId: number, toCityId: number) {
  return db.query<{ km: number; effectiveFrom: string }>(
    `select distance_km as km, to_char(effective_from, 'YYYY-MM-DD') as "effectiveFrom" from road_distance
      where company_id = $1 and city_a_id = least($2::int, $3::int) and city_b_id = greatest($2::int, $3::int)
      order by effective_from`,
    [companyId, fromCityId, toCityId],
  );
}

export async function upsertDistance(
  tx: Queryable,
  companyId: number,
  figure: { fromCityId: number; toCityId: number; km: number; effectiveFrom: string },
): Promise<void> {
  await tx.query(
    `insert into road_distance (company_id, city_a_id, city_b_id, distance_km, effective_from)
     values ($1, least($2::int, $3::int), greatest($2::int, $3::int), $4, $5)
     on conflict (company_id, city_a_id, city_b_id, effective_from) do update set distance_km = excluded.distance_km`,
    [companyId, figure.fromCityId, figure.toCityId, figure.km, figure.effectiveFrom],
  );
}

/** Every city with its territory, coordinates and class, for a cities file (planned and exported). */
export function listCitiesForFile(db: Queryable, companyId: number) {
  return db.query<{
    id: number;
    name: string;
    territory: string;
    latitude: number | null;
    longitude: number | null;
    cityClass: TCityClass;
  }>(
    `select c.id, c.name, t.name as territory, c.latitude, c.longitude, c.city_class as "cityClass"
       from city c join territory t on t.id = c.territory_id
      where c.company_id = $1 order by t.name, c.name`,
    [companyId],
  );
}

export function listTerritoryNames(db: Queryable, companyId: number) {
  return db.query<{ id: number; name: string }>('select id, name from territory where company_id = $1', [
    companyId,
  ]);
}

/** A cities file's rows, batched: a city named is moved and renamed, or added. */
export async function writeCityBatch(
  tx: Queryable,
  companyId: number,
  batch: {
    territory: string;
    city: string;
    latitude?: number | null;
    longitude?: number | null;
    cityClass?: TCityClass;
  }[],
): Promise<void> {
  const json = JSON.stringify(
    batch.map(({ territory, city, latitude, longitude, cityClass }) => ({
      territory,
      city,
      has_place: latitude !== undefined,
      latitude: latitude ?? null,
      longitude: longitude ?? null,
      class: cityClass ?? null,
    })),
  );
  await tx.query(
    `update city c set name = r.city, territory_id = t.id,
            latitude = case when r.has_place then r.latitude else c.latitude end,
            longitude = case when r.has_place then r.longitude else c.longitude end,
            city_class = coalesce(r.class, c.city_class)
       from json_to_recordset($2::json)
         as r(territory text, city text, has_place boolean, latitude float8, longitude float8, class text)
       join territory t on t.company_id = $1 and lower(t.name) = lower(r.territory)
      where c.company_id = $1 and lower(c.name) = lower(r.city)`,
    [companyId, json],
  );
  await tx.query(
    `insert into city (company_id, territory_id, name, latitude, longitude, city_class)
     select $1, t.id, r.city, r.latitude, r.longitude, coalesce(r.class, 'Z')
       from json_to_recordset($2::json)
         as r(territory text, city text, has_place boolean, latitude float8, longitude float8, class text)
       join territory t on t.company_id = $1 and lower(t.name) = lower(r.territory)
      where not exists (select 1 from city c where c.company_id = $1 and lower(c.name) = lower(r.city))`,
    [companyId, json],
  );
}

/** The ids of the company's cities with these names, by lower-case name. */
export async function cityIdsByName(tx: Queryable, companyId: number, names: string[]) {
  const rows = await tx.query<{ id: number; name: string }>(
    'select id, lower(name) as name from city where company_id = $1 and lower(name) = any($2::text[])',
    [companyId, names],
  );
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Every figure of every pair, as a distances file lists them. */
export function listDistancesForFile(db: Queryable, companyId: number) {
  return db.query<{ a: string; b: string; km: number; d: string }>(
    `select a.name as a, b.name as b, d.distance_km as km, to_char(d.effective_from, 'YYYY-MM-DD') as d
       from road_distance d join city a on a.id = d.city_a_id join city b on b.id = d.city_b_id
      where d.company_id = $1 order by a.name, b.name, d.effective_from`,
    [companyId],
  );
}
