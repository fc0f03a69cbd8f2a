// SQL of the daily call report: customers of a territory, calls of a day, and what the flags read.
import type { TCustomerType } from '../../../src/contract/calls';
import type { Queryable } from '../../db/database';

interface CustomerRow {
  customerId: number;
  name: string;
  customerType: TCustomerType;
  cityId: number;
  cityName: string;
  isConfirmed: boolean;
}

const CUSTOMER_SELECT = `select cu.id as "customerId", cu.name, cu.customer_type as "customerType",
                                cu.city_id as "cityId", ci.name as "cityName", cu.is_confirmed as "isConfirmed"
                           from customer cu join city ci on ci.id = cu.city_id`;

/** The employee's territory and company, or undefined for an unknown employee. */
export async function findTerritoryOf(db: Queryable, employeeId: number) {
  const rows = await db.query<{ territoryId: number | null; companyId: number }>(
    'select territory_id as "territoryId", company_id as "companyId" from employee where id = $1',
    [employeeId],
  );
  return rows[0];
}

/** The territory's active customers whose name or city contains `search` ('wai'), by name, at most 200. */
export function listTerritoryCustomers(
  db: Queryable,
  territoryId: number,
  search: string,
): Promise<CustomerRow[]> {
  return db.query<CustomerRow>(
    `${CUSTOMER_SELECT}
      where cu.territory_id = $1 and cu.is_active
        and (strpos(lower(cu.name), lower($2)) > 0 or strpos(lower(ci.name), lower($2)) > 0)
      order by lower(cu.name), ci.name limit 200`,
    [territoryId, search],
  );
}

export function listTerritoryCities(db: Queryable, territoryId: number) {
  return db.query<{ cityId: number; cityName: string }>(
    'select id as "cityId", name as "cityName" from city where territory_id = $1 order by name',
    [territoryId],
  );
}

export async function findCustomer(db: Queryable, customerId: number) {
  const rows = await db.query<CustomerRow & { territoryId: number; isActive: boolean }>(
    `${CUSTOMER_SELECT.replace(' from customer', ', cu.territory_id as "territoryId", cu.is_active as "isActive" from customer')}
      where cu.id = $1`,
    [customerId],
  );
  return rows[0];
}

export async function findCustomerByName(db: Queryable, cityId: number, name: string): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'select id from customer where city_id = $1 and lower(name) = lower($2)',
    [cityId, name],
  );
  return (rows[0] as { id: number }).id;
}

export async function findCityInTerritory(db: Queryable, cityId: number, territoryId: number) {
  const rows = await db.query<{ cityId: number; companyId: number }>(
    'select id as "cityId", company_id as "companyId" from city where id = $1 and territory_id = $2',
    [cityId, territoryId],
  );
  return rows[0];
}

/** Adds a customer an employee met, unconfirmed; undefined when the city already has one of that name. */
export async function insertFieldCustomer(
  tx: Queryable,
  customer: {
    companyId: number;
    territoryId: number;
    cityId: number;
    name: string;
    customerType: TCustomerType;
    addedBy: number;
  },
): Promise<number | undefined> {
  const rows = await tx.query<{ id: number }>(
    `insert into customer (company_id, territory_id, city_id, name, customer_type, is_confirmed, added_by)
     values ($1, $2, $3, $4, $5, false, $6)
     on conflict (company_id, city_id, lower(name)) do nothing returning id`,
    [
      customer.companyId,
      customer.territoryId,
      customer.cityId,
      customer.name,
      customer.customerType,
      customer.addedBy,
    ],
  );
  return rows[0]?.id;
}

/**
 * Whether a day's calls may change: its month has no row yet or is 'Unsubmitted', or the approvers
 * rejected the day in a month they decided (My Expense's isDayOpen). The month row is held 'for
 * share' so a final submit waits for the call being written.
 */
export async function findDayState(tx: Queryable, employeeId: number, date: string, lock: boolean) {
  const rows = await tx.query<{ status: string; isRejected: boolean }>(
    `select x.status,
            exists (select 1 from expense_detail d join expense_day_decision dd on dd.expense_detail_id = d.id
                     where d.expense_id = x.id and d.activity_date = $2 and dd.is_closed and dd.status = 'R')
              as "isRejected"
       from expense x
      where x.employee_id = $1 and x.year = extract(year from $2::date) and x.month = extract(month from $2::date)
      ${lock ? 'for share of x' : ''}`,
    [employeeId, date],
  );
  return rows[0];
}

export interface CallWrite {
  employeeId: number;
  customerId: number;
  cityId: number;
  date: string;
  time: string;
  stamp: { latitude: number; longitude: number; accuracy: number } | null;
}

export async function insertCall(tx: Queryable, call: CallWrite): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `insert into call_report (employee_id, customer_id, city_id, call_date, call_time, latitude, longitude, accuracy_m)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      call.employeeId,
      call.customerId,
      call.cityId,
      call.date,
      call.time,
      call.stamp?.latitude ?? null,
      call.stamp?.longitude ?? null,
      call.stamp?.accuracy ?? null,
    ],
  );
  return (rows[0] as { id: number }).id;
}

/** Changes a call; a change without a location keeps the one stamped when it was made. */
export async function updateCall(tx: Queryable, callId: number, call: CallWrite): Promise<void> {
  await tx.query(
    `update call_report set customer_id = $2, city_id = $3, call_date = $4, call_time = $5,
            latitude = coalesce($6, latitude), longitude = coalesce($7, longitude),
            accuracy_m = coalesce($8, accuracy_m)
      where id = $1`,
    [
      callId,
      call.customerId,
      call.cityId,
      call.date,
      call.time,
      call.stamp?.latitude ?? null,
      call.stamp?.longitude ?? null,
      call.stamp?.accuracy ?? null,
    ],
  );
}

export async function lockCall(tx: Queryable, callId: number) {
  const rows = await tx.query<{ employeeId: number; date: string }>(
    'select employee_id as "employeeId", call_date as date from call_report where id = $1 for update',
    [callId],
  );
  return rows[0];
}

export async function deleteCallRow(tx: Queryable, callId: number): Promise<void> {
  await tx.query('delete from call_report where id = $1', [callId]);
}

export interface CallRow {
  callId: number;
  date: string;
  time: string;
  customerId: number;
  customerName: string;
  customerType: TCustomerType;
  cityId: number;
  cityName: string;
  hasLocation: boolean;
}

export function listDayCalls(db: Queryable, employeeId: number, date: string): Promise<CallRow[]> {
  return db.query<CallRow>(
    `select r.id as "callId", r.call_date as date, to_char(r.call_time, 'HH24:MI') as time,
            r.customer_id as "customerId", cu.name as "customerName", cu.customer_type as "customerType",
            r.city_id as "cityId", ci.name as "cityName", r.latitude is not null as "hasLocation"
       from call_report r
       join customer cu on cu.id = r.customer_id
       join city ci on ci.id = r.city_id
      where r.employee_id = $1 and r.call_date = $2
      order by r.call_time, r.id`,
    [employeeId, date],
  );
}

/** A call with what the approver's flags need: the city's coordinates and the stamped location. */
export interface CallPlaceRow {
  callId: number;
  date: string;
  time: string;
  customerName: string;
  customerType: TCustomerType;
  cityId: number;
  cityName: string;
  cityLatitude: number | null;
  cityLongitude: number | null;
  latitude: number | null;
  longitude: number | null;
  accuracyMetres: number | null;
}

const CALL_PLACE_SELECT = `select r.id as "callId", r.call_date as date, to_char(r.call_time, 'HH24:MI') as time,
            cu.name as "customerName", cu.customer_type as "customerType",
            r.city_id as "cityId", ci.name as "cityName",
            ci.latitude as "cityLatitude", ci.longitude as "cityLongitude",
            r.latitude, r.longitude, r.accuracy_m as "accuracyMetres"
       from call_report r
       join customer cu on cu.id = r.customer_id
       join city ci on ci.id = r.city_id`;

export function listCallPlacesOfDay(
  db: Queryable,
  employeeId: number,
  date: string,
): Promise<CallPlaceRow[]> {
  return db.query<CallPlaceRow>(
    `${CALL_PLACE_SELECT} where r.employee_id = $1 and r.call_date = $2 order by r.call_time, r.id`,
    [employeeId, date],
  );
}

/** Every call of the claims' months, in one query: each row names the claim it falls in. */
export function listCallPlacesOfMonths(
  db: Queryable,
  expenseIds: readonly number[],
): Promise<(CallPlaceRow & { expenseId: number })[]> {
  return db.query<CallPlaceRow & { expenseId: number }>(
    `${CALL_PLACE_SELECT.replace('select ', 'select x.id as "expenseId", ')}
       join expense x on x.employee_id = r.employee_id
      where x.id = any($1::int[]) and r.call_date >= make_date(x.year, x.month, 1)
        and r.call_date < make_date(x.year, x.month, 1) + interval '1 month'
      order by r.call_date, r.call_time, r.id`,
    [expenseIds],
  );
}

/** Each day of the claims with the cities of its legs (or its from and to town when it has none). */
export function listMonthRouteCities(db: Queryable, expenseIds: readonly number[]) {
  return db.query<{
    expenseId: number;
    expenseDetailId: number;
    activityDate: string;
    isHoliday: boolean;
    activity: string;
    routeCityIds: number[];
  }>(
    `select d.expense_id as "expenseId", d.id as "expenseDetailId", d.activity_date as "activityDate",
            d.is_holiday as "isHoliday", d.activity,
            coalesce((select array_agg(distinct c.city_id)
                        from expense_route r
                        cross join lateral (values (r.from_city_id), (r.to_city_id)) as c(city_id)
                       where r.expense_detail_id = d.id),
                     array_remove(array[d.from_city_id, d.to_city_id], null))::int[] as "routeCityIds"
       from expense_detail d
      where d.expense_id = any($1::int[])`,
    [expenseIds],
  );
}
