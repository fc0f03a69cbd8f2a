// SQL for a day of My Expense: its route legs, the approved journeys that price them, the lookups
// of the modify popup, its attachments, and what a submit checks.
import type { Queryable } from '../../db/database';
import { APPROVER_LINES } from '../reporting-line/line';
import type { ChartJourney, PricedDay, PricedLeg } from './route-plan';

/** The employee's approved journeys in effect on a date (the chart's 'A' rows), with names. */
export async function listApprovedJourneys(
  db: Queryable,
  employeeId: number,
  onDate: string,
): Promise<ChartJourney[]> {
  return db.query<ChartJourney>(
    `select d.id as "stpfcDetailId", d.from_city_id as "fromCityId", d.to_city_id as "toCityId",
            d.category_id as "categoryId", d.transport_id as "transportId",
            d.one_way_distance_km as "oneWayDistanceKm", d.one_way_fare_paise as "oneWayFarePaise",
            d.allowance_paise as "allowancePaise", d.effective_date as "effectiveDate"
       from stpfc s join stpfc_detail d on d.stpfc_id = s.id
      where s.employee_id = $1 and d.status = 'A' and d.effective_date <= $2`,
    [employeeId, onDate],
  );
}

export async function listActivityTypes(db: Queryable) {
  return db.query<{ activityTypeId: number; activityName: string }>(
    'select id as "activityTypeId", name as "activityName" from activity_type order by id',
  );
}

export interface CityName {
  cityId: number;
  cityName: string;
}

export async function findCityNames(
  db: Queryable,
  companyId: number,
  cityIds: number[],
): Promise<CityName[]> {
  return db.query<CityName>(
    'select id as "cityId", name as "cityName" from city where company_id = $1 and id = any($2::int[])',
    [companyId, cityIds],
  );
}

/** Every city of the employee's approved journeys: the only cities a leg may visit. */
export async function listChartCities(db: Queryable, employeeId: number): Promise<CityName[]> {
  return db.query<CityName>(
    `select distinct c.id as "cityId", c.name as "cityName"
       from stpfc s
       join stpfc_detail d on d.stpfc_id = s.id
       join city c on c.id in (d.from_city_id, d.to_city_id)
      where s.employee_id = $1 and d.status = 'A'
      order by c.name`,
    [employeeId],
  );
}

/** The cities the employee's days start or end at, in one month or in all. */
export async function listDayCities(
  db: Queryable,
  employeeId: number,
  month: { year: number; month: number } | null,
): Promise<CityName[]> {
  return db.query<CityName>(
    `select distinct c.id as "cityId", c.name as "cityName"
       from expense x
       join expense_detail d on d.expense_id = x.id
       join city c on c.id in (d.from_city_id, d.to_city_id)
      where x.employee_id = $1 and ($2::int is null or (x.year = $2 and x.month = $3))
      order by c.name`,
    [employeeId, month?.year ?? null, month?.month ?? null],
  );
}

export async function findHqCity(db: Queryable, employeeId: number): Promise<CityName | undefined> {
  const rows = await db.query<CityName>(
    `select c.id as "cityId", c.name as "cityName"
       from employee e join city c on c.id = e.hq_city_id where e.id = $1`,
    [employeeId],
  );
  return rows[0];
}

/** The employee's latest working day before a date, in any month: a stay there carries over holidays. */
export async function findPreviousWorkingDay(db: Queryable, employeeId: number, beforeDate: string) {
  const rows = await db.query<{ isStay: boolean; toCityId: number | null; toCityName: string | null }>(
    `select d.is_stay as "isStay", d.to_city_id as "toCityId", c.name as "toCityName"
       from expense x
       join expense_detail d on d.expense_id = x.id
       left join city c on c.id = d.to_city_id
      where x.employee_id = $1 and d.activity_date < $2 and not d.is_holiday
      order by d.activity_date desc
      limit 1`,
    [employeeId, beforeDate],
  );
  return rows[0];
}

interface StoredLeg {
  Slno: number;
  Period: number;
  ActTypeId: number;
  FromCity: number;
  ToCity: number;
  fromCityName: string;
  toCityName: string;
  activityName: string;
  category: string;
  modeOfTransport: string;
  distance: number;
  farePaise: number;
}

export async function listRoute(db: Queryable, expenseDetailId: number): Promise<StoredLeg[]> {
  return db.query<StoredLeg>(
    `select r.sl_no as "Slno", r.period as "Period", r.activity_type_id as "ActTypeId",
            r.from_city_id as "FromCity", r.to_city_id as "ToCity",
            fc.name as "fromCityName", tc.name as "toCityName", a.name as "activityName",
            coalesce(c.name, '') as category, coalesce(t.name, '') as "modeOfTransport",
            r.distance_km as distance, r.fare_paise as "farePaise"
       from expense_route r
       join expense_detail d on d.id = r.expense_detail_id
       join expense x on x.id = d.expense_id
       join city fc on fc.id = r.from_city_id
       join city tc on tc.id = r.to_city_id
       join activity_type a on a.id = r.activity_type_id
       left join category c on c.company_id = x.company_id and c.id = r.category_id
       left join transport_mode t on t.company_id = x.company_id and t.id = r.transport_id
      where r.expense_detail_id = $1
      order by r.sl_no`,
    [expenseDetailId],
  );
}

/** Replaces the day's legs with these, in their order. */
export async function replaceRoute(tx: Queryable, expenseDetailId: number, legs: PricedLeg[]): Promise<void> {
  await tx.query('delete from expense_route where expense_detail_id = $1', [expenseDetailId]);
  for (const [index, leg] of legs.entries()) {
    await tx.query(
      `insert into expense_route (expense_detail_id, sl_no, period, activity_type_id, from_city_id, to_city_id,
                                  stpfc_detail_id, category_id, transport_id, distance_km, fare_paise)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        expenseDetailId,
        index + 1,
        leg.period,
        leg.activityTypeId,
        leg.fromCityId,
        leg.toCityId,
        leg.journey.stpfcDetailId,
        leg.journey.categoryId,
        leg.journey.transportId,
        leg.journey.oneWayDistanceKm,
        leg.journey.oneWayFarePaise,
      ],
    );
  }
}

interface DayRoute {
  period: number;
  activityTypeId: number | null;
  activity: string;
  isStay: boolean;
  remarks: string;
  isModified: boolean;
}

/** Writes the day's route and its price; the legs are written by replaceRoute. */
export async function updateDayRoute(
  tx: Queryable,
  expenseDetailId: number,
  route: DayRoute,
  price: PricedDay,
): Promise<void> {
  await tx.query(
    `update expense_detail
        set period = $2, activity_type_id = $3, activity = $4, is_stay = $5, remarks = $6, is_modified = $7,
            from_city_id = $8, to_city_id = $9, category_id = $10, transport_id = $11, distance_km = $12,
            fare_paise = $13, allowance_paise = $14
      where id = $1`,
    [
      expenseDetailId,
      route.period,
      route.activityTypeId,
      route.activity,
      route.isStay,
      route.remarks,
      route.isModified,
      price.fromCityId,
      price.toCityId,
      price.categoryId,
      price.transportId,
      price.distanceKm,
      price.farePaise,
      price.allowancePaise,
    ],
  );
}

export async function markDaySaved(tx: Queryable, expenseDetailId: number): Promise<void> {
  await tx.query('update expense_detail set saved_at = now() where id = $1', [expenseDetailId]);
}

export interface AttachmentRow {
  expenseAttachmentId: number;
  unReportExpenseId: number;
  expenseType: string;
  amountPaise: number;
  expenseOrSundry: 'E' | 'S';
  invoiceNumber: string;
  invoiceDate: string;
  description: string;
  thumbnail: Uint8Array | null;
  sellerGstin: string | null;
  einvoice: string | null;
}

export async function listDayAttachments(db: Queryable, expenseDetailId: number): Promise<AttachmentRow[]> {
  return db.query<AttachmentRow>(
    `select a.id as "expenseAttachmentId", b.id as "unReportExpenseId", et.name as "expenseType",
            b.amount_paise as "amountPaise", et.expense_or_sundry as "expenseOrSundry",
            b.invoice_number as "invoiceNumber", b.invoice_date as "invoiceDate",
            coalesce(nullif(a.description, ''), b.description) as description, b.thumbnail,
            b.seller_gstin as "sellerGstin", b.einvoice
       from expense_attachment a
       join bill b on b.id = a.bill_id
       join expense_type et on et.id = b.expense_type_id
      where a.expense_detail_id = $1
      order by a.attached_at, a.id`,
    [expenseDetailId],
  );
}

export async function findAttachmentOwner(db: Queryable, expenseAttachmentId: number) {
  const rows = await db.query<{ expenseDetailId: number; billId: number; employeeId: number }>(
    `select a.expense_detail_id as "expenseDetailId", a.bill_id as "billId", x.employee_id as "employeeId"
       from expense_attachment a
       join expense_detail d on d.id = a.expense_detail_id
       join expense x on x.id = d.expense_id
      where a.id = $1
      for update of a`,
    [expenseAttachmentId],
  );
  return rows[0];
}

/** Takes the bill off its day and back onto the unreported list. */
export async function detachBill(tx: Queryable, expenseAttachmentId: number, billId: number): Promise<void> {
  await tx.query('delete from expense_attachment where id = $1', [expenseAttachmentId]);
  await tx.query(`update bill set status = 'U' where id = $1`, [billId]);
}

/** What a final submit checks: how many lines, and the first working day up to a date without an activity. */
export async function monthSubmitFacts(tx: Queryable, expenseId: number, upTo: string) {
  const rows = await tx.query<{ lines: number; firstWithoutActivity: string | null }>(
    `select count(*)::int as lines,
            min(activity_date) filter (
              where not is_holiday and activity_date <= $2 and (activity_type_id is null or activity = '')
            ) as "firstWithoutActivity"
       from expense_detail where expense_id = $1`,
    [expenseId, upTo],
  );
  return rows[0] as { lines: number; firstWithoutActivity: string | null };
}

/** The employee and who approves their month at level 1, told of a submit. */
export async function findEmployeeForSubmit(db: Queryable, employeeId: number) {
  const rows = await db.query<{ employeeName: string; approverId: number | null }>(
    `select e.employee_name as "employeeName", l.level1 as "approverId"
       from employee e join ${APPROVER_LINES} l on l.employee_id = e.id where e.id = $1`,
    [employeeId],
  );
  return rows[0];
}
