// SQL of the tour programme: plans and their days, and what a day is planned from (the employee's
// approved journeys, their territory's customers, the company's holidays and cut-off).
import type { TTpStatus, TWorkType } from '../../../src/contract/tour-programme';
import type { Queryable } from '../../db/database';

export interface PlanRow {
  id: number;
  companyId: number;
  employeeId: number;
  year: number;
  month: number;
  status: Exclude<TTpStatus, 'N'>;
  isLate: boolean;
}

const PLAN_SELECT = `select p.id, p.company_id as "companyId", p.employee_id as "employeeId", p.year, p.month,
                            p.status, p.is_late as "isLate"
                       from tour_plan p`;

export async function findPlan(
  db: Queryable,
  employeeId: number,
  year: number,
  month: number,
  lock = false,
): Promise<PlanRow | undefined> {
  const rows = await db.query<PlanRow>(
    `${PLAN_SELECT} where p.employee_id = $1 and p.year = $2 and p.month = $3${lock ? ' for update' : ''}`,
    [employeeId, year, month],
  );
  return rows[0];
}

export async function findPlanById(
  db: Queryable,
  planId: number,
  lock = false,
): Promise<PlanRow | undefined> {
  const rows = await db.query<PlanRow>(`${PLAN_SELECT} where p.id = $1${lock ? ' for update' : ''}`, [
    planId,
  ]);
  return rows[0];
}

/** The month's plan, made as a draft when there is none (a concurrent first save lands on the same row). */
export async function ensurePlan(
  tx: Queryable,
  companyId: number,
  employeeId: number,
  year: number,
  month: number,
): Promise<PlanRow> {
  await tx.query(
    `insert into tour_plan (company_id, employee_id, year, month) values ($1, $2, $3, $4)
     on conflict (employee_id, year, month) do nothing`,
    [companyId, employeeId, year, month],
  );
  return (await findPlan(tx, employeeId, year, month, true)) as PlanRow;
}

export interface PlanDayRow {
  date: string;
  workType: TWorkType;
  journeyId: number | null;
  customerIds: number[];
  isJointWork: boolean;
  status: 'D' | 'S' | 'A' | 'R';
  reason: string;
}

export function listPlanDays(db: Queryable, planId: number): Promise<PlanDayRow[]> {
  return db.query<PlanDayRow>(
    `select to_char(plan_date, 'YYYY-MM-DD') as date, work_type as "workType", stpfc_detail_id as "journeyId",
            customer_ids as "customerIds", is_joint_work as "isJointWork", status, reason
       from tour_plan_day where plan_id = $1 order by plan_date`,
    [planId],
  );
}

export interface DayWrite {
  workType: TWorkType;
  journeyId: number | null;
  customerIds: readonly number[];
  isJointWork: boolean;
}

/** Plans a day as a draft; a day rejected before keeps its reason until it is submitted again. */
export async function upsertPlanDay(tx: Queryable, planId: number, date: string, day: DayWrite) {
  await tx.query(
    `insert into tour_plan_day (plan_id, plan_date, work_type, stpfc_detail_id, customer_ids, is_joint_work)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (plan_id, plan_date) do update
        set work_type = excluded.work_type, stpfc_detail_id = excluded.stpfc_detail_id,
            customer_ids = excluded.customer_ids, is_joint_work = excluded.is_joint_work`,
    [planId, date, day.workType, day.journeyId, day.customerIds, day.isJointWork],
  );
}

export async function deletePlanDay(tx: Queryable, planId: number, date: string) {
  await tx.query('delete from tour_plan_day where plan_id = $1 and plan_date = $2', [planId, date]);
}

/** Submits the plan: its draft and rejected days wait again, approved days stay approved. */
export async function submitPlan(tx: Queryable, planId: number, isLate: boolean) {
  await tx.query(`update tour_plan_day set status = 'S' where plan_id = $1 and status in ('D', 'R')`, [
    planId,
  ]);
  await tx.query(
    `update tour_plan set status = 'S', submitted_at = now(), is_late = is_late or $2 where id = $1`,
    [planId, isLate],
  );
}

export async function decidePlanDay(
  tx: Queryable,
  planId: number,
  date: string,
  status: 'A' | 'R',
  reason: string,
) {
  await tx.query('update tour_plan_day set status = $3, reason = $4 where plan_id = $1 and plan_date = $2', [
    planId,
    date,
    status,
    reason,
  ]);
}

export async function setPlanDecided(
  tx: Queryable,
  planId: number,
  status: 'A' | 'R',
  approverId: number,
  forApproverId: number | null = null,
) {
  await tx.query(
    'update tour_plan set status = $2, decided_at = now(), decided_by = $3, decided_for = $4 where id = $1',
    [planId, status, approverId, forApproverId],
  );
}

export interface JourneyRow {
  journeyId: number;
  fromCityId: number;
  toCityId: number;
  fromCity: string;
  toCity: string;
  categoryId: number;
  category: string;
  /** Approved now: what a day may be planned on. A journey planned earlier may have left the chart since. */
  isApproved: boolean;
}

/** The journeys of the employee's fare chart, by category and route. */
export function listChartJourneys(db: Queryable, employeeId: number): Promise<JourneyRow[]> {
  return db.query<JourneyRow>(
    `select d.id as "journeyId", d.from_city_id as "fromCityId", d.to_city_id as "toCityId",
            f.name as "fromCity", t.name as "toCity", d.category_id as "categoryId", c.name as category,
            d.status = 'A' as "isApproved"
       from stpfc s join stpfc_detail d on d.stpfc_id = s.id
       join city f on f.id = d.from_city_id join city t on t.id = d.to_city_id
       join category c on c.company_id = d.company_id and c.id = d.category_id
      where s.employee_id = $1
      order by d.category_id, f.name, t.name, d.id`,
    [employeeId],
  );
}

export interface CustomerRow {
  customerId: number;
  name: string;
  customerType: string;
  cityName: string;
}

/** The active customers of the employee's territory, by name. */
export function listTerritoryCustomers(db: Queryable, employeeId: number): Promise<CustomerRow[]> {
  return db.query<CustomerRow>(
    `select cu.id as "customerId", cu.name, cu.customer_type as "customerType", ci.name as "cityName"
       from employee e join customer cu on cu.territory_id = e.territory_id and cu.is_active
       join city ci on ci.id = cu.city_id
      where e.id = $1
      order by lower(cu.name), ci.name`,
    [employeeId],
  );
}

/** The company's holidays of a month (Sundays are not stored: every Sunday is one). */
export function listHolidays(db: Queryable, companyId: number, first: string, last: string) {
  return db.query<{ date: string; name: string }>(
    `select to_char(holiday_date, 'YYYY-MM-DD') as date, name from company_holiday
      where company_id = $1 and holiday_date between $2 and $3`,
    [companyId, first, last],
  );
}

export async function findCutoffDay(db: Queryable, companyId: number): Promise<number> {
  const rows = await db.query<{ day: number }>('select tp_cutoff_day as day from company where id = $1', [
    companyId,
  ]);
  return rows[0]?.day ?? 25;
}

export interface PlannerRow {
  employeeId: number;
  employeeName: string;
  empCode: string;
  designation: string;
  territory: string;
}

export async function findPlanner(db: Queryable, employeeId: number): Promise<PlannerRow | undefined> {
  const rows = await db.query<PlannerRow>(
    `select e.id as "employeeId", e.employee_name as "employeeName", e.emp_code as "empCode",
            e.designation, coalesce(t.name, '') as territory
       from employee e left join territory t on t.id = e.territory_id where e.id = $1`,
    [employeeId],
  );
  return rows[0];
}

export interface ApprovedDayRow {
  date: string;
  workType: TWorkType;
  fromCityId: number | null;
  toCityId: number | null;
}

/** The approved days of an employee's plan of a month, with their journey's cities: what a claim starts from. */
export function listApprovedDays(db: Queryable, employeeId: number, year: number, month: number) {
  return db.query<ApprovedDayRow>(
    `select to_char(d.plan_date, 'YYYY-MM-DD') as date, d.work_type as "workType",
            j.from_city_id as "fromCityId", j.to_city_id as "toCityId"
       from tour_plan p join tour_plan_day d on d.plan_id = p.id and d.status = 'A'
       left join stpfc_detail j on j.id = d.stpfc_detail_id
      where p.employee_id = $1 and p.year = $2 and p.month = $3
      order by d.plan_date`,
    [employeeId, year, month],
  );
}

/** The customers the approved plan meant to be visited on a day, in the order they were planned. */
export function listPlannedCustomers(
  db: Queryable,
  employeeId: number,
  date: string,
): Promise<CustomerRow[]> {
  return db.query<CustomerRow>(
    `select cu.id as "customerId", cu.name, cu.customer_type as "customerType", ci.name as "cityName"
       from tour_plan p
       join tour_plan_day d on d.plan_id = p.id and d.plan_date = $2 and d.status = 'A'
       cross join lateral unnest(d.customer_ids) with ordinality planned(customer_id, position)
       join customer cu on cu.id = planned.customer_id
       join city ci on ci.id = cu.city_id
      where p.employee_id = $1
        and p.year = extract(year from $2::date) and p.month = extract(month from $2::date)
      order by planned.position`,
    [employeeId, date],
  );
}

/**
 * This month's planned calls up to today (a customer on an approved day of the plan) and how many
 * were met (a call on that customer that day): My Activities' 'Planned calls met'.
 */
export async function countPlannedCalls(db: Queryable, employeeId: number, today: string) {
  const rows = await db.query<{ planned: number; met: number }>(
    `select count(*)::int as planned,
            count(*) filter (where exists (
              select 1 from call_report c
               where c.employee_id = p.employee_id and c.call_date = d.plan_date
                 and c.customer_id = planned.customer_id))::int as met
       from tour_plan p
       join tour_plan_day d on d.plan_id = p.id and d.status = 'A' and d.plan_date <= $2::date
       cross join lateral unnest(d.customer_ids) planned(customer_id)
      where p.employee_id = $1
        and p.year = extract(year from $2::date) and p.month = extract(month from $2::date)`,
    [employeeId, today],
  );
  return rows[0] ?? { planned: 0, met: 0 };
}
