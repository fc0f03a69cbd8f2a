// Places, rates, holidays and expense types as an administrator changes them (issue 24). Rates and
// distances are effective-dated: a change is a row from its date on, so what was priced for an
// earlier date keeps its price (DESIGN.md section 8 'Rates over time').

import type { TDistance } from '../../../src/contract/admin/places';
import type { TAllowance, TFareRate } from '../../../src/contract/admin/rates';
import { businessDate } from '../../../src/pure/calendar';
import { toPaise, toRupees } from '../../../src/pure/money';
import type { Database, Queryable } from '../../db/database';
import type { Caller } from '../../http/caller';
import { conflict, forbidden } from '../../http/errors';
import { recordChange } from './audit';
import {
  cityRecord,
  datedValues,
  distanceRecord,
  expenseTypeRecord,
  holidayRecord,
  rateRecord,
  territoryRecord,
} from './audit-records';
import { FOREIGN_RECORD } from './employees';

/** A row id of one of the company's tables, or 403: another company's id tells nothing more. */
export async function assertCompanyRow(
  db: Queryable,
  table: 'territory' | 'city' | 'expense_type',
  companyId: number,
  id: number,
): Promise<{ name: string }> {
  const [row] = await db.query<{ companyId: number; name: string }>(
    `select company_id as "companyId", name from ${table} where id = $1`,
    [id],
  );
  if (row?.companyId !== companyId) throw forbidden(FOREIGN_RECORD);
  return row;
}

export async function listPlaces(db: Queryable, companyId: number) {
  const territories = await db.query<{ territoryId: number; name: string }>(
    'select id as "territoryId", name from territory where company_id = $1 order by name',
    [companyId],
  );
  const cities = await db.query<{
    cityId: number;
    name: string;
    territoryId: number;
    territoryName: string;
    latitude: number | null;
    longitude: number | null;
  }>(
    `select c.id as "cityId", c.name, c.territory_id as "territoryId", t.name as "territoryName",
            c.latitude, c.longitude
       from city c join territory t on t.id = c.territory_id
      where c.company_id = $1 order by t.name, c.name`,
    [companyId],
  );
  const distances = await db.query<TDistance>(
    `select distinct on (d.city_a_id, d.city_b_id)
            d.city_a_id as "fromCityId", d.city_b_id as "toCityId", a.name as "fromCity", b.name as "toCity",
            d.distance_km as km, to_char(d.effective_from, 'YYYY-MM-DD') as "effectiveFrom"
       from road_distance d join city a on a.id = d.city_a_id join city b on b.id = d.city_b_id
      where d.company_id = $1
      order by d.city_a_id, d.city_b_id, (d.effective_from <= $2::date) desc,
               case when d.effective_from <= $2::date then d.effective_from end desc, d.effective_from`,
    [companyId, businessDate()],
  );
  distances.sort((x, y) => x.fromCity.localeCompare(y.fromCity) || x.toCity.localeCompare(y.toCity));
  return { territories, cities, distances };
}

export async function saveTerritory(
  db: Database,
  caller: Caller,
  body: { territoryId: number | null; name: string },
) {
  return db.transaction(async (tx) => {
    const before =
      body.territoryId === null
        ? null
        : await assertCompanyRow(tx, 'territory', caller.companyId, body.territoryId);
    await assertUniqueName(tx, 'territory', caller.companyId, body.name, body.territoryId);
    const [{ id } = { id: 0 }] = before
      ? await tx.query<{ id: number }>('update territory set name = $2 where id = $1 returning id', [
          body.territoryId,
          body.name,
        ])
      : await tx.query<{ id: number }>(
          'insert into territory (company_id, name) values ($1, $2) returning id',
          [caller.companyId, body.name],
        );
    if (before?.name === body.name) return `${body.name} is saved.`;
    await recordChange(tx, {
      companyId: caller.companyId,
      actorId: caller.employeeId,
      ...territoryRecord({ id, name: body.name }),
      action: before ? 'changed' : 'created',
      oldValue: before ? { name: before.name } : null,
      newValue: { name: body.name },
    });
    return `${body.name} is saved.`;
  });
}

async function assertUniqueName(
  tx: Queryable,
  table: 'territory' | 'city',
  companyId: number,
  name: string,
  id: number | null,
) {
  const [same] = await tx.query(
    `select 1 from ${table} where company_id = $1 and lower(name) = lower($2) and id <> coalesce($3::int, 0)`,
    [companyId, name, id],
  );
  if (same) throw conflict(`There is already a ${table} called ${name}.`);
}

export async function saveCity(
  db: Database,
  caller: Caller,
  body: {
    cityId: number | null;
    territoryId: number;
    name: string;
    latitude?: number | null | undefined;
    longitude?: number | null | undefined;
  },
) {
  return db.transaction(async (tx) => {
    const territory = await assertCompanyRow(tx, 'territory', caller.companyId, body.territoryId);
    const before =
      body.cityId === null
        ? null
        : (
            await tx.query<{
              companyId: number;
              name: string;
              territory: string;
              latitude: number | null;
              longitude: number | null;
            }>(
              `select c.company_id as "companyId", c.name, t.name as territory, c.latitude, c.longitude
                 from city c join territory t on t.id = c.territory_id where c.id = $1`,
              [body.cityId],
            )
          )[0];
    if (body.cityId !== null && before?.companyId !== caller.companyId) throw forbidden(FOREIGN_RECORD);
    await assertUniqueName(tx, 'city', caller.companyId, body.name, body.cityId);
    // Coordinates left out of the request stay as they are.
    const latitude = body.latitude === undefined ? (before?.latitude ?? null) : body.latitude;
    const longitude = body.longitude === undefined ? (before?.longitude ?? null) : body.longitude;
    const [{ id } = { id: 0 }] = before
      ? await tx.query<{ id: number }>(
          'update city set name = $2, territory_id = $3, latitude = $4, longitude = $5 where id = $1 returning id',
          [body.cityId, body.name, body.territoryId, latitude, longitude],
        )
      : await tx.query<{ id: number }>(
          'insert into city (company_id, territory_id, name, latitude, longitude) values ($1, $2, $3, $4, $5) returning id',
          [caller.companyId, body.territoryId, body.name, latitude, longitude],
        );
    const after = { name: body.name, territory: territory.name, latitude, longitude };
    if (
      before &&
      before.name === after.name &&
      before.territory === after.territory &&
      before.latitude === latitude &&
      before.longitude === longitude
    )
      return `${body.name} is saved.`;
    await recordChange(tx, {
      companyId: caller.companyId,
      actorId: caller.employeeId,
      ...cityRecord({ id, name: body.name, territory: territory.name }),
      action: before ? 'changed' : 'created',
      oldValue: before
        ? {
            name: before.name,
            territory: before.territory,
            latitude: before.latitude,
            longitude: before.longitude,
          }
        : null,
      newValue: after,
    });
    return `${body.name} is saved.`;
  });
}

/**
 * A figure with an effective date on or before today is taken only when the thing has no figure
 * yet (a company moving in); otherwise a change starts tomorrow at the earliest, so nothing
 * already priced changes.
 */
export function assertNotRepricing(effectiveFrom: string, hasEarlier: boolean, what: string): void {
  const today = businessDate();
  if (hasEarlier && effectiveFrom <= today) {
    throw conflict(
      `${what} already has a figure, and days up to today are priced with it: a change can take effect from tomorrow at the earliest.`,
    );
  }
}

export async function saveDistance(
  db: Database,
  caller: Caller,
  body: { fromCityId: number; toCityId: number; km: number; effectiveFrom: string },
) {
  if (body.fromCityId === body.toCityId) throw conflict('A distance is between two different cities.');
  return db.transaction(async (tx) => {
    const from = await assertCompanyRow(tx, 'city', caller.companyId, body.fromCityId);
    const to = await assertCompanyRow(tx, 'city', caller.companyId, body.toCityId);
    const what = `The distance ${from.name}–${to.name}`;
    const existing = await tx.query<{ km: number; effectiveFrom: string }>(
      `select distance_km as km, to_char(effective_from, 'YYYY-MM-DD') as "effectiveFrom" from road_distance
        where company_id = $1 and city_a_id = least($2::int, $3::int) and city_b_id = greatest($2::int, $3::int)
        order by effective_from`,
      [caller.companyId, body.fromCityId, body.toCityId],
    );
    const same = existing.find((row) => row.effectiveFrom === body.effectiveFrom);
    if (same?.km === body.km) return `${what} is already ${body.km} km from ${body.effectiveFrom}.`;
    assertNotRepricing(body.effectiveFrom, existing.length > 0, what);
    await tx.query(
      `insert into road_distance (company_id, city_a_id, city_b_id, distance_km, effective_from)
       values ($1, least($2::int, $3::int), greatest($2::int, $3::int), $4, $5)
       on conflict (company_id, city_a_id, city_b_id, effective_from) do update set distance_km = excluded.distance_km`,
      [caller.companyId, body.fromCityId, body.toCityId, body.km, body.effectiveFrom],
    );
    const last = existing.filter((row) => row.effectiveFrom <= body.effectiveFrom).at(-1);
    await recordChange(tx, {
      companyId: caller.companyId,
      actorId: caller.employeeId,
      ...distanceRecord({ id: body.fromCityId, name: from.name }, { id: body.toCityId, name: to.name }),
      action: last ? 'changed' : 'created',
      oldValue: last ? datedValues('distance', last.km, last.effectiveFrom) : null,
      newValue: datedValues('distance', body.km, body.effectiveFrom),
    });
    return `${what} is ${body.km} km from ${body.effectiveFrom}.`;
  });
}

export async function listRates(db: Queryable, companyId: number) {
  const transportModes = await db.query<{ id: number; name: string }>(
    'select id, name from transport_mode where company_id = $1 order by id',
    [companyId],
  );
  const categories = await db.query<{ id: number; name: string }>(
    'select id, name from category where company_id = $1 order by id',
    [companyId],
  );
  const fares = await db.query<Omit<TFareRate, 'rupeesPerKm'> & { paise: number }>(
    `select r.transport_id as "transportId", m.name as "transportName", r.grade_id as "gradeId",
            r.paise_per_km as paise, to_char(r.effective_from, 'YYYY-MM-DD') as "effectiveFrom"
       from fare_rate r join transport_mode m on m.company_id = r.company_id and m.id = r.transport_id
      where r.company_id = $1 order by r.transport_id, r.grade_id, r.effective_from desc`,
    [companyId],
  );
  const allowances = await db.query<Omit<TAllowance, 'rupees'> & { paise: number }>(
    `select a.category_id as "categoryId", c.name as "categoryName", a.grade_id as "gradeId",
            a.amount_paise as paise, to_char(a.effective_from, 'YYYY-MM-DD') as "effectiveFrom"
       from daily_allowance a join category c on c.company_id = a.company_id and c.id = a.category_id
      where a.company_id = $1 order by a.category_id, a.grade_id, a.effective_from desc`,
    [companyId],
  );
  return {
    transportModes,
    categories,
    fareRates: fares.map(({ paise, ...rate }) => ({ ...rate, rupeesPerKm: toRupees(paise) })),
    allowances: allowances.map(({ paise, ...allowance }) => ({ ...allowance, rupees: toRupees(paise) })),
  };
}

interface RateChange {
  kind: 'fareRate' | 'allowance';
  /** transport id or category id */
  ofId: number;
  gradeId: number;
  rupees: number;
  effectiveFrom: string;
}

export async function saveRate(db: Database, caller: Caller, change: RateChange): Promise<string> {
  return db.transaction(async (tx) => applyRate(tx, caller, change));
}

export async function applyRate(tx: Queryable, caller: Caller, change: RateChange): Promise<string> {
  const isFare = change.kind === 'fareRate';
  const [owner] = await tx.query<{ name: string }>(
    `select name from ${isFare ? 'transport_mode' : 'category'} where company_id = $1 and id = $2`,
    [caller.companyId, change.ofId],
  );
  if (!owner) throw conflict(`There is no ${isFare ? 'transport mode' : 'category'} ${change.ofId}.`);
  const table = isFare ? 'fare_rate' : 'daily_allowance';
  const ofColumn = isFare ? 'transport_id' : 'category_id';
  const amountColumn = isFare ? 'paise_per_km' : 'amount_paise';
  const what = isFare
    ? `The ${owner.name} fare for grade ${change.gradeId}`
    : `The ${owner.name} allowance for grade ${change.gradeId}`;
  const existing = await tx.query<{ paise: number; effectiveFrom: string }>(
    `select ${amountColumn} as paise, to_char(effective_from, 'YYYY-MM-DD') as "effectiveFrom" from ${table}
      where company_id = $1 and ${ofColumn} = $2 and grade_id = $3 order by effective_from`,
    [caller.companyId, change.ofId, change.gradeId],
  );
  const paise = toPaise(change.rupees);
  const unit = isFare ? ' per km' : '';
  if (existing.find((row) => row.effectiveFrom === change.effectiveFrom)?.paise === paise) {
    return `${what} is already ₹${change.rupees}${unit} from ${change.effectiveFrom}.`;
  }
  assertNotRepricing(change.effectiveFrom, existing.length > 0, what);
  await tx.query(
    `insert into ${table} (company_id, ${ofColumn}, grade_id, ${amountColumn}, effective_from)
     values ($1, $2, $3, $4, $5)
     on conflict (company_id, ${ofColumn}, grade_id, effective_from) do update set ${amountColumn} = excluded.${amountColumn}`,
    [caller.companyId, change.ofId, change.gradeId, paise, change.effectiveFrom],
  );
  const last = existing.filter((row) => row.effectiveFrom <= change.effectiveFrom).at(-1);
  await recordChange(tx, {
    companyId: caller.companyId,
    actorId: caller.employeeId,
    ...rateRecord(change.kind, { id: change.ofId, name: owner.name }, change.gradeId),
    action: last ? 'changed' : 'created',
    oldValue: last ? datedValues(change.kind, toRupees(last.paise), last.effectiveFrom) : null,
    newValue: datedValues(change.kind, change.rupees, change.effectiveFrom),
  });
  return `${what} is ₹${change.rupees}${unit} from ${change.effectiveFrom}.`;
}

export async function listHolidays(db: Queryable, companyId: number, year: number) {
  return db.query<{ date: string; name: string }>(
    `select to_char(holiday_date, 'YYYY-MM-DD') as date, name from company_holiday
      where company_id = $1 and holiday_date between make_date($2, 1, 1) and make_date($2, 12, 31)
      order by holiday_date`,
    [companyId, year],
  );
}

export async function saveHoliday(
  db: Database,
  caller: Caller,
  body: { date: string; name: string; remove?: boolean | undefined },
): Promise<string> {
  return db.transaction(async (tx) => applyHoliday(tx, caller, body));
}

export async function applyHoliday(
  tx: Queryable,
  caller: Caller,
  body: { date: string; name: string; remove?: boolean | undefined },
): Promise<string> {
  const [before] = await tx.query<{ name: string }>(
    'select name from company_holiday where company_id = $1 and holiday_date = $2',
    [caller.companyId, body.date],
  );
  if (!body.remove && before?.name === body.name) return `${body.date} is already ${body.name}.`;
  if (body.remove && !before) return `${body.date} is not a holiday.`;
  if (body.date <= businessDate() && (body.remove || !before)) {
    throw conflict(
      'Days up to today are already in the months of the staff: a holiday can be added or removed from tomorrow on.',
    );
  }
  if (body.remove) {
    await tx.query('delete from company_holiday where company_id = $1 and holiday_date = $2', [
      caller.companyId,
      body.date,
    ]);
  } else {
    await tx.query(
      `insert into company_holiday (company_id, holiday_date, name) values ($1, $2, $3)
       on conflict (company_id, holiday_date) do update set name = excluded.name`,
      [caller.companyId, body.date, body.name],
    );
  }
  await recordChange(tx, {
    companyId: caller.companyId,
    actorId: caller.employeeId,
    ...holidayRecord({ date: body.date, name: body.remove ? (before?.name ?? '') : body.name }),
    action: body.remove ? 'removed' : before ? 'changed' : 'created',
    oldValue: before ? { name: before.name } : null,
    newValue: body.remove ? null : { name: body.name },
  });
  return body.remove ? `${body.date} is no longer a holiday.` : `${body.date} is ${body.name}.`;
}

export async function listExpenseTypes(db: Queryable, companyId: number) {
  return db.query<{ expenseTypeId: number; name: string; expenseOrSundry: 'E' | 'S' }>(
    `select id as "expenseTypeId", name, expense_or_sundry as "expenseOrSundry"
       from expense_type where company_id = $1 order by expense_or_sundry, name`,
    [companyId],
  );
}

export async function saveExpenseType(
  db: Database,
  caller: Caller,
  body: { expenseTypeId: number | null; name: string; expenseOrSundry: 'E' | 'S' },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [before] =
      body.expenseTypeId === null
        ? [undefined]
        : await tx.query<{ companyId: number; name: string; expenseOrSundry: string }>(
            `select company_id as "companyId", name, expense_or_sundry as "expenseOrSundry" from expense_type where id = $1`,
            [body.expenseTypeId],
          );
    if (body.expenseTypeId !== null && before?.companyId !== caller.companyId)
      throw forbidden(FOREIGN_RECORD);
    const [same] = await tx.query(
      'select 1 from expense_type where company_id = $1 and lower(name) = lower($2) and id <> coalesce($3::int, 0)',
      [caller.companyId, body.name, body.expenseTypeId],
    );
    if (same) throw conflict(`There is already an expense type called ${body.name}.`);
    const [{ id } = { id: 0 }] = before
      ? await tx.query<{ id: number }>(
          'update expense_type set name = $2, expense_or_sundry = $3 where id = $1 returning id',
          [body.expenseTypeId, body.name, body.expenseOrSundry],
        )
      : await tx.query<{ id: number }>(
          'insert into expense_type (company_id, name, expense_or_sundry) values ($1, $2, $3) returning id',
          [caller.companyId, body.name, body.expenseOrSundry],
        );
    if (before && before.name === body.name && before.expenseOrSundry === body.expenseOrSundry) {
      return `${body.name} is saved.`;
    }
    await recordChange(tx, {
      companyId: caller.companyId,
      actorId: caller.employeeId,
      ...expenseTypeRecord({ id, name: body.name }),
      action: before ? 'changed' : 'created',
      oldValue: before ? { name: before.name, expenseOrSundry: before.expenseOrSundry } : null,
      newValue: { name: body.name, expenseOrSundry: body.expenseOrSundry },
    });
    return `${body.name} is saved.`;
  });
}
