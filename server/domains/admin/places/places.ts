// Territories, cities and road distances as an administrator changes them (issue 24). Distances are
// effective-dated: a change is a row from its date on, so what was priced for an earlier date keeps
// its price (DESIGN.md section 8 'Rates over time').
import { ADMIN_SAYS } from '../../../../src/contract/admin-answer-texts';
import type { TCityClass } from '../../../../src/contract/limits';
import { businessDate } from '../../../../src/pure/calendar';
import type { Database, Queryable } from '../../../db/database';
import type { Caller } from '../../../http/caller';
import { conflict, forbidden } from '../../../http/errors';
import { recordChange } from '../audit/audit';
import { cityRecord, datedValues, distanceRecord, territoryRecord } from '../audit/records';
import { assertCompanyRow, assertNotRepricing, FOREIGN_RECORD } from '../company-rows';
import {
  findCity,
  insertCity,
  insertTerritory,
  isNameTaken,
  listCities,
  listDistancesOn,
  listPairDistances,
  listTerritories,
  updateCity,
  updateTerritory,
  upsertDistance,
} from './queries';

export async function listPlaces(db: Queryable, companyId: number) {
  const territories = await listTerritories(db, companyId);
  const cities = await listCities(db, companyId);
  const distances = await listDistancesOn(db, companyId, businessDate());
  distances.sort((x, y) => x.fromCity.localeCompare(y.fromCity) || x.toCity.localeCompare(y.toCity));
  return { territories, cities, distances };
}

async function assertUniqueName(
  tx: Queryable,
  table: 'territory' | 'city',
  companyId: number,
  name: string,
  id: number | null,
) {
  if (await isNameTaken(tx, table, companyId, name, id)) {
    throw conflict(
      table === 'territory' ? ADMIN_SAYS.territoryTaken({ name }) : ADMIN_SAYS.cityTaken({ name }),
    );
  }
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
    const id =
      before && body.territoryId !== null
        ? await updateTerritory(tx, body.territoryId, body.name)
        : await insertTerritory(tx, caller.companyId, body.name);
    if (before?.name === body.name) return ADMIN_SAYS.saved({ name: body.name });
    await recordChange(tx, {
      companyId: caller.companyId,
      actorId: caller.employeeId,
      ...territoryRecord({ id, name: body.name }),
      action: before ? 'changed' : 'created',
      oldValue: before ? { name: before.name } : null,
      newValue: { name: body.name },
    });
    return ADMIN_SAYS.saved({ name: body.name });
  });
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
    cityClass?: TCityClass | undefined;
  },
) {
  return db.transaction(async (tx) => {
    const territory = await assertCompanyRow(tx, 'territory', caller.companyId, body.territoryId);
    const before = body.cityId === null ? undefined : await findCity(tx, body.cityId);
    if (body.cityId !== null && before?.companyId !== caller.companyId) throw forbidden(FOREIGN_RECORD);
    await assertUniqueName(tx, 'city', caller.companyId, body.name, body.cityId);
    // Coordinates left out of the request stay as they are.
    const latitude = body.latitude === undefined ? (before?.latitude ?? null) : body.latitude;
    const longitude = body.longitude === undefined ? (before?.longitude ?? null) : body.longitude;
    const cityClass = body.cityClass ?? before?.cityClass ?? 'Z';
    const fields = { territoryId: body.territoryId, name: body.name, latitude, longitude, cityClass };
    const id =
      before && body.cityId !== null
        ? await updateCity(tx, body.cityId, fields)
        : await insertCity(tx, caller.companyId, fields);
    const after = { name: body.name, territory: territory.name, latitude, longitude, cityClass };
    if (
      before &&
      before.name === after.name &&
      before.territory === after.territory &&
      before.latitude === latitude &&
      before.longitude === longitude &&
      before.cityClass === cityClass
    )
      return ADMIN_SAYS.saved({ name: body.name });
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
            cityClass: before.cityClass,
          }
        : null,
      newValue: after,
    });
    return ADMIN_SAYS.saved({ name: body.name });
  });
}

export async function saveDistance(
  db: Database,
  caller: Caller,
  body: { fromCityId: number; toCityId: number; km: number; effectiveFrom: string },
) {
  if (body.fromCityId === body.toCityId) throw conflict(ADMIN_SAYS.twoCities);
  return db.transaction(async (tx) => {
    const from = await assertCompanyRow(tx, 'city', caller.companyId, body.fromCityId);
    const to = await assertCompanyRow(tx, 'city', caller.companyId, body.toCityId);
    const what = ADMIN_SAYS.distanceWhat({ from: from.name, to: to.name });
    const existing = await listPairDistances(tx, caller.companyId, body.fromCityId, body.toCityId);
    const same = existing.find((row) => row.effectiveFrom === body.effectiveFrom);
    if (same?.km === body.km)
      return ADMIN_SAYS.distanceAlready({ what, km: body.km, date: body.effectiveFrom });
    assertNotRepricing(body.effectiveFrom, existing.length > 0, what);
    await upsertDistance(tx, caller.companyId, body);
    const last = existing.filter((row) => row.effectiveFrom <= body.effectiveFrom).at(-1);
    await recordChange(tx, {
      companyId: caller.companyId,
      actorId: caller.employeeId,
      ...distanceRecord({ id: body.fromCityId, name: from.name }, { id: body.toCityId, name: to.name }),
      action: last ? 'changed' : 'created',
      oldValue: last ? datedValues('distance', last.km, last.effectiveFrom) : null,
      newValue: datedValues('distance', body.km, body.effectiveFrom),
    });
    return ADMIN_SAYS.distanceSaved({ what, km: body.km, date: body.effectiveFrom });
  });
}
