// SQL of the standard fare chart itself: the chart of an employee and its journeys.
import type { TSfcStatus } from '../../../src/contract/fare-chart';
import type { Queryable } from '../../db/database';
import type { JourneyPrice } from './fare-engine';

export interface ChartRow {
  stpfcId: number;
  employeeId: number;
  effectiveFromDate: string | null;
}

export async function findChartOfEmployee(db: Queryable, employeeId: number, forUpdate = false) {
  const rows = await db.query<ChartRow>(
    `select id as "stpfcId", employee_id as "employeeId", effective_from_date as "effectiveFromDate"
       from stpfc where employee_id = $1 ${forUpdate ? 'for update' : ''}`,
    [employeeId],
  );
  return rows[0];
}

export async function findChart(db: Queryable, stpfcId: number): Promise<ChartRow | undefined> {
  const rows = await db.query<ChartRow>(
    `select id as "stpfcId", employee_id as "employeeId", effective_from_date as "effectiveFromDate"
       from stpfc where id = $1`,
    [stpfcId],
  );
  return rows[0];
}

/** The employee's chart, created on the first journey; concurrent first saves share one. */
export async function ensureChart(db: Queryable, companyId: number, employeeId: number): Promise<ChartRow> {
  await db.query(
    'insert into stpfc (company_id, employee_id) values ($1, $2) on conflict (employee_id) do nothing',
    [companyId, employeeId],
  );
  return (await findChartOfEmployee(db, employeeId, true)) as ChartRow;
}

export async function setChartEffectiveFrom(db: Queryable, stpfcId: number, date: string | null) {
  await db.query('update stpfc set effective_from_date = $2 where id = $1', [stpfcId, date]);
}

/** A journey as stored: ids, amounts in paise, distances in km. */
export interface JourneyRecord {
  stpfcId: number;
  stpfcDetailid: number;
  fromTerritoryId: number;
  toTerritoryId: number;
  fromCityId: number;
  toCityId: number;
  categoryId: number;
  transportId: number;
  transportName: string;
  categoryName: string;
  fromCityName: string;
  toCityName: string;
  effectiveDate: string;
  specification: string;
  oneWayDistanceKm: number;
  twoWayDistanceKm: number;
  oneWayFarePaise: number;
  twoWayFarePaise: number;
  allowancePaise: number;
  totalPaise: number;
  remarks: string;
  numberOfChemist: number;
  numberOfDoctors: number;
  sequenceNo: number;
  status: TSfcStatus;
  reason: string | null;
}

const JOURNEY_SELECT = `
  select d.stpfc_id as "stpfcId", d.id as "stpfcDetailid",
         d.from_territory_id as "fromTerritoryId", d.to_territory_id as "toTerritoryId",
         d.from_city_id as "fromCityId", d.to_city_id as "toCityId",
         d.category_id as "categoryId", d.transport_id as "transportId",
         t.name as "transportName", c.name as "categoryName",
         fc.name as "fromCityName", tc.name as "toCityName",
         d.effective_date as "effectiveDate", d.specification,
         d.one_way_distance_km as "oneWayDistanceKm", d.two_way_distance_km as "twoWayDistanceKm",
         d.one_way_fare_paise as "oneWayFarePaise", d.two_way_fare_paise as "twoWayFarePaise",
         d.allowance_paise as "allowancePaise", d.total_paise as "totalPaise",
         d.remarks, d.number_of_chemist as "numberOfChemist", d.number_of_doctors as "numberOfDoctors",
         d.sequence_no as "sequenceNo", d.status, d.reason
    from stpfc_detail d
    join transport_mode t on t.company_id = d.company_id and t.id = d.transport_id
    join category c on c.company_id = d.company_id and c.id = d.category_id
    join city fc on fc.id = d.from_city_id
    join city tc on tc.id = d.to_city_id`;

export async function listJourneys(db: Queryable, stpfcId: number): Promise<JourneyRecord[]> {
  return db.query<JourneyRecord>(`${JOURNEY_SELECT} where d.stpfc_id = $1 order by d.sequence_no`, [stpfcId]);
}

export async function findJourney(
  db: Queryable,
  stpfcDetailid: number,
): Promise<(JourneyRecord & { employeeId: number }) | undefined> {
  const rows = await db.query<JourneyRecord & { employeeId: number }>(
    `select j.*, s.employee_id as "employeeId"
       from (${JOURNEY_SELECT} where d.id = $1) j
       join stpfc s on s.id = j."stpfcId"`,
    [stpfcDetailid],
  );
  return rows[0];
}

export interface JourneyWrite {
  fromTerritoryId: number;
  toTerritoryId: number;
  fromCityId: number;
  toCityId: number;
  categoryId: number;
  transportId: number;
  effectiveDate: string;
  numberOfChemist: number;
  numberOfDoctors: number;
  specification: string;
  remarks: string;
  price: JourneyPrice;
}

function journeyParams(journey: JourneyWrite): unknown[] {
  const { price } = journey;
  return [
    journey.fromTerritoryId,
    journey.toTerritoryId,
    journey.fromCityId,
    journey.toCityId,
    journey.categoryId,
    journey.transportId,
    price.oneWayDistanceKm,
    price.twoWayDistanceKm,
    price.oneWayFarePaise,
    price.twoWayFarePaise,
    price.allowancePaise,
    price.totalPaise,
    journey.numberOfChemist,
    journey.numberOfDoctors,
    journey.effectiveDate,
    journey.specification,
    journey.remarks,
  ];
}

/** Appends a journey at the end of the chart; the caller holds the chart row locked. */
export async function insertJourney(
  db: Queryable,
  chart: { stpfcId: number; companyId: number },
  journey: JourneyWrite,
  status: TSfcStatus = 'D',
  reason: string | null = null,
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `insert into stpfc_detail (
       stpfc_id, company_id, from_territory_id, to_territory_id, from_city_id, to_city_id, category_id,
       transport_id, one_way_distance_km, two_way_distance_km, one_way_fare_paise, two_way_fare_paise,
       allowance_paise, total_paise, number_of_chemist, number_of_doctors, effective_date, specification,
       remarks, status, reason, submitted_at, sequence_no)
     values ($18, $19, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $20, $21,
             $22::timestamptz,
             (select coalesce(max(sequence_no), 0) + 1 from stpfc_detail where stpfc_id = $18))
     returning id`,
    [
      ...journeyParams(journey),
      chart.stpfcId,
      chart.companyId,
      status,
      reason,
      status === 'D' ? null : new Date().toISOString(),
    ],
  );
  return (rows[0] as { id: number }).id;
}

/** Rewrites a journey as a draft again: its reason of a rejection goes with the old values. */
export async function updateJourney(
  db: Queryable,
  stpfcDetailid: number,
  journey: JourneyWrite,
): Promise<void> {
  await db.query(
    `update stpfc_detail
        set from_territory_id = $1, to_territory_id = $2, from_city_id = $3, to_city_id = $4,
            category_id = $5, transport_id = $6, one_way_distance_km = $7, two_way_distance_km = $8,
            one_way_fare_paise = $9, two_way_fare_paise = $10, allowance_paise = $11, total_paise = $12,
            number_of_chemist = $13, number_of_doctors = $14, effective_date = $15, specification = $16,
            remarks = $17, status = 'D', reason = null, submitted_at = null, updated_at = now()
      where id = $18`,
    [...journeyParams(journey), stpfcDetailid],
  );
}

export async function deleteJourney(db: Queryable, stpfcDetailid: number): Promise<void> {
  await db.query('delete from stpfc_detail where id = $1', [stpfcDetailid]);
}

export async function submitDrafts(db: Queryable, stpfcId: number): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `update stpfc_detail set status = 'S', submitted_at = now(), updated_at = now()
      where stpfc_id = $1 and status = 'D' returning id`,
    [stpfcId],
  );
  return rows.length;
}
