// What the add/edit wizard looks up: territories, cities, categories, transport modes, and the
// fare and allowance of a journey, priced by the server at the employee's grade.

import type { TAllowanceTable, TSfcFare } from '../../../src/contract/fare-chart-lookups';
import { SFC_SAYS } from '../../../src/contract/fare-chart-texts';
import { REQUEST_SAYS } from '../../../src/contract/request-texts';
import { businessDate } from '../../../src/pure/calendar';
import { toRupees } from '../../../src/pure/money';
import type { Queryable } from '../../db/database';
import type { Caller } from '../../http/caller';
import { conflict, notFound } from '../../http/errors';
import { journeyCities, loadEmployee } from './chart';
import { allowanceTable, type CategoryAllowance, hqRuleViolation, type JourneyPrice } from './fare-engine';
import { oneWayDistanceOf, priceDistance } from './pricing';
import {
  findCities,
  findTerritory,
  listAllowances,
  listCategories,
  listPricedTransportModes,
  listTerritories,
  listTerritoryCities,
} from './reference-queries';

/** A lookup prices at the date the form holds, or today before one is chosen. */
const onDateOf = (effectiveDate: string | undefined | null) => effectiveDate || businessDate();

function rupeeTable(allowances: CategoryAllowance[]): TAllowanceTable {
  return Object.fromEntries(
    Object.entries(allowanceTable(allowances)).map(([key, paise]) => [key, toRupees(paise)]),
  );
}

function fareAnswer(
  price: JourneyPrice,
  allowances: CategoryAllowance[],
  categoryAllowancePaise: number | null,
  isDistanceKnown: boolean,
): TSfcFare {
  return {
    oneWayDistance: price.oneWayDistanceKm,
    twoWayDistance: price.twoWayDistanceKm,
    oneWayFare: toRupees(price.oneWayFarePaise),
    twoWayFare: toRupees(price.twoWayFarePaise),
    allowance: rupeeTable(allowances),
    categoryAllowance: categoryAllowancePaise === null ? null : toRupees(categoryAllowancePaise),
    total: categoryAllowancePaise === null ? null : toRupees(price.totalPaise),
    isDistanceKnown,
  };
}

export async function fareAndAllowance(
  db: Queryable,
  caller: Caller,
  query: {
    fromTerritoryId: number;
    toTerritoryId: number;
    fromCityId: number;
    toCityId: number;
    categoryId: number;
    transportId: number;
    oneWayDistance?: number | undefined;
    effectiveDate?: string | undefined;
  },
): Promise<TSfcFare> {
  const hq = hqRuleViolation(query.categoryId, query.fromCityId, query.toCityId);
  if (hq) throw conflict(hq);
  const employee = await loadEmployee(db, caller);
  const onDate = onDateOf(query.effectiveDate);
  const pair = await journeyCities(db, employee.companyId, query);
  const distance = await oneWayDistanceOf(db, employee.companyId, pair, query.oneWayDistance, onDate);
  const priced = await priceDistance(
    db,
    employee,
    { oneWayDistanceKm: distance.km, transportId: query.transportId, categoryId: query.categoryId },
    onDate,
  );
  return fareAnswer(priced.price, priced.allowances, priced.categoryAllowancePaise, distance.isKnown);
}

export async function fareForDistance(
  db: Queryable,
  caller: Caller,
  query: {
    oneWayDistance: number;
    transportId?: number | undefined;
    categoryId?: number | undefined;
    effectiveDate?: string | undefined;
  },
): Promise<TSfcFare> {
  const employee = await loadEmployee(db, caller);
  const onDate = onDateOf(query.effectiveDate);
  const transportId = query.transportId ?? (await defaultTransportId(db, employee, onDate));
  const priced = await priceDistance(
    db,
    employee,
    { oneWayDistanceKm: query.oneWayDistance, transportId, categoryId: query.categoryId },
    onDate,
  );
  return fareAnswer(priced.price, priced.allowances, priced.categoryAllowancePaise, false);
}

/**
 * The spec's distance lookup names no transport mode (spec section 7): the contract's default is
 * the first mode (lowest id) with a fare rate at the employee's grade on the date.
 */
async function defaultTransportId(
  db: Queryable,
  employee: { companyId: number; gradeId: number },
  onDate: string,
): Promise<number> {
  const [first] = await listPricedTransportModes(db, employee.companyId, employee.gradeId, onDate);
  if (!first) throw conflict(SFC_SAYS.noModeRate({ date: onDate }));
  return first.transportId;
}

export async function allowanceFor(
  db: Queryable,
  caller: Caller,
  query: { cityId: number; effectiveDate?: string | undefined },
): Promise<{ allowance: TAllowanceTable }> {
  const employee = await loadEmployee(db, caller);
  const [city] = await findCities(db, employee.companyId, [query.cityId]);
  if (!city) throw notFound(REQUEST_SAYS.noSuchCity({ id: query.cityId }));
  return {
    allowance: rupeeTable(
      await listAllowances(db, employee.companyId, employee.gradeId, onDateOf(query.effectiveDate)),
    ),
  };
}

export async function territoriesOf(db: Queryable, caller: Caller) {
  const employee = await loadEmployee(db, caller);
  return { territory: await listTerritories(db, employee, businessDate()) };
}

export async function citiesOf(db: Queryable, caller: Caller, territoryId: number) {
  if (!(await findTerritory(db, caller.companyId, territoryId)))
    throw notFound(REQUEST_SAYS.noSuchTerritory({ id: territoryId }));
  return { cities: await listTerritoryCities(db, caller.companyId, territoryId, businessDate()) };
}

export async function categoriesOf(db: Queryable, caller: Caller) {
  return { categories: await listCategories(db, caller.companyId, businessDate()) };
}

export async function transportModesOf(db: Queryable, caller: Caller) {
  const employee = await loadEmployee(db, caller);
  return {
    transportModes: await listPricedTransportModes(db, employee.companyId, employee.gradeId, businessDate()),
  };
}
