// SQL for expense months, their days and the bills attached to them.
import type { Queryable } from '../../db/database';
import { dayFiguresJoin } from '../month-figures/day-figures';

export type MonthStatus =
  | 'Unsubmitted'
  | 'Submitted'
  | 'Approved'
  | 'Rejected'
  | 'Partially Approved'
  | 'Paid';

/** Months the last approver decided with rejected days: those days are open again (issue 10). */
export const REOPENED_STATUSES: readonly MonthStatus[] = ['Rejected', 'Partially Approved'];

/**
 * A day the employee may change: any day of an 'Unsubmitted' month, or a day the approvers
 * rejected in a month decided 'Rejected' or 'Partially Approved' (DESIGN.md 'Expense approval').
 */
export function isDayOpen(status: MonthStatus, day: { isRejected: boolean }): boolean {
  return status === 'Unsubmitted' || (REOPENED_STATUSES.includes(status) && day.isRejected);
}

/** The approvers' last decision on the day was R, in a round the last level closed. */
const DAY_REJECTED = `exists (select 1 from expense_day_decision dd
                               where dd.expense_detail_id = d.id and dd.is_closed and dd.status = 'R')`;

export interface MonthRow {
  id: number;
  employeeId: number;
  status: MonthStatus;
}

export interface MonthRecord extends MonthRow {
  companyId: number;
  year: number;
  month: number;
}

export interface DayRow {
  expenseDetailId: number;
  expenseId: number;
  activityDate: string;
  isHoliday: boolean;
  activity: string;
  activityTypeId: number | null;
  fromCityId: number | null;
  toCityId: number | null;
  fromCity: string;
  toCity: string;
  /** The towns of the day's legs in order ('Satara → Karad → Satara'), '' unless it has two or more. */
  route: string;
  categoryId: number | null;
  category: string;
  transportId: number | null;
  modeOfTransport: string;
  distance: number;
  farePaise: number;
  allowancePaise: number;
  period: number;
  isStay: boolean;
  remarks: string;
  isModified: boolean;
  /** Attached bills of expense types ('E'); sundry bills count toward the month instead. */
  billsPaise: number;
  /** Attached sundry bills ('S'): the month's, though attached to this day. */
  sundryPaise: number;
  /** Rejected by the approvers' decision on the month: open again for the employee. */
  isRejected: boolean;
}

interface DayOwner {
  expenseId: number;
  employeeId: number;
  activityDate: string;
  isHoliday: boolean;
  isRejected: boolean;
}

export async function findMonth(
  db: Queryable,
  employeeId: number,
  year: number,
  month: number,
): Promise<MonthRow | undefined> {
  const rows = await db.query<MonthRow>(
    `select id, employee_id as "employeeId", status from expense
      where employee_id = $1 and year = $2 and month = $3`,
    [employeeId, year, month],
  );
  return rows[0];
}

/** The month's row, or undefined when another request created it first (it commits with its days). */
export async function insertMonth(
  tx: Queryable,
  month: { employeeId: number; companyId: number; year: number; month: number },
): Promise<number | undefined> {
  const rows = await tx.query<{ id: number }>(
    `insert into expense (employee_id, company_id, year, month) values ($1, $2, $3, $4)
     on conflict (employee_id, year, month) do nothing returning id`,
    [month.employeeId, month.companyId, month.year, month.month],
  );
  return rows[0]?.id;
}

/**
 * One line per day, in one statement: Sundays and company holidays are holidays; every other
 * day is an HQ field-work day at the employee's HQ city with the HQ daily allowance of their
 * grade in effect on that day (category 1 is HQ, spec section 9).
 */
export async function insertMonthDays(
  tx: Queryable,
  expenseId: number,
  employeeId: number,
  first: string,
  last: string,
): Promise<void> {
  await tx.query(
    `insert into expense_detail (expense_id, activity_date, is_holiday, activity, activity_type_id, from_city_id,
                                 to_city_id, category_id, allowance_paise)
     select $1, day.date, off.is_holiday,
            case when off.is_holiday then coalesce(off.name, 'Holiday') else 'Field Work' end,
            case when off.is_holiday then null else 1 end,
            case when off.is_holiday then null else e.hq_city_id end,
            case when off.is_holiday then null else e.hq_city_id end,
            case when off.is_holiday then null else 1 end,
            case when off.is_holiday then 0 else coalesce(da.amount_paise, 0) end
       from employee e
      cross join lateral (select $3::date + n as date from generate_series(0, $4::date - $3::date) n) day
      left join company_holiday h on h.company_id = e.company_id and h.holiday_date = day.date
      cross join lateral (select extract(isodow from day.date) = 7 or h.name is not null as is_holiday,
                                 h.name) off
      left join lateral (
        select a.amount_paise from daily_allowance a
         where a.company_id = e.company_id and a.category_id = 1 and a.grade_id = e.grade_id
           and a.effective_from <= day.date
         order by a.effective_from desc limit 1) da on true
      where e.id = $2`,
    [expenseId, employeeId, first, last],
  );
}

export async function setMonthStatus(tx: Queryable, expenseId: number, status: MonthStatus): Promise<void> {
  await tx.query(
    `update expense set status = $2,
            submitted_at = case when $2 = 'Unsubmitted' then null when $2 = 'Submitted' then now()
                                else coalesce(submitted_at, now()) end
      where id = $1`,
    [expenseId, status],
  );
}

/**
 * The towns of the day `alias` went through, from its legs in order ('Satara → Karad → Satara'), ''
 * unless it has two or more: My Expense and the approver's claim both read it here (issue 38).
 */
export const legsRoute = (alias: string) => `coalesce(
           (select (array_agg(rf.name order by r.sl_no))[1] || ' → ' || string_agg(rt.name, ' → ' order by r.sl_no)
              from expense_route r
              join city rf on rf.id = r.from_city_id
              join city rt on rt.id = r.to_city_id
             where r.expense_detail_id = ${alias}.id
            having count(*) > 1), '')`;

/** A day's row with the figures it counts today (month-figures/day-figures.ts): `today` is $1. */
const DAY_SELECT = `
  select d.id as "expenseDetailId", d.expense_id as "expenseId", d.activity_date as "activityDate",
         d.is_holiday as "isHoliday", d.activity, d.activity_type_id as "activityTypeId",
         d.from_city_id as "fromCityId", d.to_city_id as "toCityId",
         coalesce(fc.name, '') as "fromCity", coalesce(tc.name, '') as "toCity",
         ${legsRoute('d')} as route,
         d.category_id as "categoryId", coalesce(c.name, '') as category,
         d.transport_id as "transportId", coalesce(t.name, '') as "modeOfTransport",
         d.distance_km as distance, f.fare_paise as "farePaise", f.allowance_paise as "allowancePaise",
         d.period, d.is_stay as "isStay", d.remarks, d.is_modified as "isModified",
         f.bills_paise as "billsPaise", f.sundry_paise as "sundryPaise",
         ${DAY_REJECTED} as "isRejected"
    from expense_detail d
    join expense x on x.id = d.expense_id
    left join city fc on fc.id = d.from_city_id
    left join city tc on tc.id = d.to_city_id
    left join category c on c.company_id = x.company_id and c.id = d.category_id
    left join transport_mode t on t.company_id = x.company_id and t.id = d.transport_id
    ${dayFiguresJoin('d', '$1', 'f')}`;

/** The month's days, each with what it counts on `today`. */
export async function listMonthDays(db: Queryable, expenseId: number, today: string): Promise<DayRow[]> {
  return db.query<DayRow>(`${DAY_SELECT} where d.expense_id = $2 order by d.activity_date`, [
    today,
    expenseId,
  ]);
}

export async function findDay(
  db: Queryable,
  expenseDetailId: number,
  today: string,
): Promise<DayRow | undefined> {
  const rows = await db.query<DayRow>(`${DAY_SELECT} where d.id = $2`, [today, expenseDetailId]);
  return rows[0];
}

/** Holds the month as it is until the transaction ends: a submit waits rather than racing an attach. */
export async function lockMonthForShare(tx: Queryable, expenseId: number): Promise<MonthRow | undefined> {
  return findMonthById(tx, expenseId, 'for share');
}

const MONTH_SELECT = `select id, employee_id as "employeeId", company_id as "companyId", year, month, status
                        from expense`;

/** A month by id; `lock` holds it until the transaction ends (a submit takes it 'for update'). */
export async function findMonthById(
  db: Queryable,
  expenseId: number,
  lock: '' | 'for share' | 'for update' = '',
): Promise<MonthRecord | undefined> {
  const rows = await db.query<MonthRecord>(`${MONTH_SELECT} where id = $1 ${lock}`, [expenseId]);
  return rows[0];
}

/** The employee's earliest open month ('Unsubmitted', or reopened by a rejection) that has begun: what a final submit without a month submits. */
export async function findEarliestOpenMonth(
  db: Queryable,
  employeeId: number,
  current: { year: number; month: number },
): Promise<MonthRecord | undefined> {
  const rows = await db.query<MonthRecord>(
    `${MONTH_SELECT}
      where employee_id = $1 and status in ('Unsubmitted', 'Rejected', 'Partially Approved')
        and year * 12 + month <= $2
      order by year, month limit 1`,
    [employeeId, current.year * 12 + current.month],
  );
  return rows[0];
}

/** The id of the month's line for a date, or undefined when the date is not in the month. */
export async function findDayIdOn(
  db: Queryable,
  expenseId: number,
  activityDate: string,
  lock: '' | 'for update' = '',
): Promise<number | undefined> {
  const rows = await db.query<{ id: number }>(
    `select id from expense_detail where expense_id = $1 and activity_date = $2 ${lock}`,
    [expenseId, activityDate],
  );
  return rows[0]?.id;
}

export async function findDayOwner(tx: Queryable, expenseDetailId: number): Promise<DayOwner | undefined> {
  const rows = await tx.query<DayOwner>(
    `select d.expense_id as "expenseId", x.employee_id as "employeeId", d.activity_date as "activityDate",
            d.is_holiday as "isHoliday", ${DAY_REJECTED} as "isRejected"
       from expense_detail d join expense x on x.id = d.expense_id
      where d.id = $1`,
    [expenseDetailId],
  );
  return rows[0];
}

export async function insertAttachment(
  tx: Queryable,
  attachment: { expenseDetailId: number; billId: number; description: string; travelMode: number },
): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `insert into expense_attachment (expense_detail_id, bill_id, description, travel_mode)
     values ($1, $2, $3, $4) returning id`,
    [attachment.expenseDetailId, attachment.billId, attachment.description, attachment.travelMode],
  );
  return (rows[0] as { id: number }).id;
}
