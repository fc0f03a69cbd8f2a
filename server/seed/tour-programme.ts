// The demo's tour programmes (issue 42): last month's and this month's plans approved for the field
// staff, planned as they then claimed, except one of rahul's days in the claim waiting for vikram
// (so 'Not as planned' shows); next month asha's approved, rahul's waiting for vikram, sanjay's an
// empty draft (so 'Copy last month' can be tried).
import { businessDate, monthBounds, monthOf, type YearMonth } from '../../src/pure/calendar';
import type { Queryable } from '../db/database';
import { insertChange } from '../domains/tour-programme/change-queries';
import { monthFacts } from '../domains/tour-programme/month';
import {
  type JourneyRow,
  listChartJourneys,
  listTerritoryCustomers,
} from '../domains/tour-programme/queries';
import { insertId } from './places';

const REPRESENTATIVES = ['asha', 'rahul', 'sanjay'] as const;

interface ClaimedDay {
  date: string;
  activity: string;
  fromCityId: number | null;
  toCityId: number | null;
  categoryId: number | null;
}

export async function seedTourProgrammes(tx: Queryable, companyId: number, employeeIds: Map<string, number>) {
  const today = businessDate();
  const vikramId = employeeIds.get('vikram') as number;
  for (const userName of REPRESENTATIVES) {
    const employeeId = employeeIds.get(userName) as number;
    const journeys = (await listChartJourneys(tx, employeeId)).filter((journey) => journey.isApproved);
    const customers = await listTerritoryCustomers(tx, employeeId);
    const plan = { tx, companyId, employeeId, journeys, customerIds: customers.map((row) => row.customerId) };
    for (const shift of [-1, 0]) {
      const month = monthOf(today, shift);
      const claimed = await claimedDays(tx, employeeId, month, today);
      const offPlan = userName === 'rahul' && shift === -1;
      await seedPlan(plan, month, 'A', vikramId, claimed, offPlan);
    }
    const next = monthOf(today, 1);
    if (userName === 'asha') {
      const planId = await seedPlan(plan, next, 'A', vikramId, [], false);
      await seedChangeRequest(tx, planId, companyId, next);
    }
    if (userName === 'rahul') await seedPlan(plan, next, 'S', null, [], false);
    if (userName === 'sanjay') await insertPlan(tx, companyId, employeeId, next, 'D', null);
  }
}

interface PlanMaker {
  tx: Queryable;
  companyId: number;
  employeeId: number;
  journeys: JourneyRow[];
  customerIds: number[];
}

/**
 * Plans every working day: as claimed where the month has a claimed day (its route's journey), else
 * a round of the approved journeys, Saturdays at a meeting. `offPlan` plans the first claimed
 * field-work day on another category than the claim's.
 */
async function seedPlan(
  maker: PlanMaker,
  month: YearMonth,
  status: 'A' | 'S',
  decidedBy: number | null,
  claimed: ClaimedDay[],
  offPlan: boolean,
) {
  const { tx, companyId, employeeId, journeys, customerIds } = maker;
  const planId: number = await insertPlan(tx, companyId, employeeId, month, status, decidedBy);
  const claimedOn = new Map(claimed.map((day) => [day.date, day]));
  const facts = await monthFacts(tx, companyId, month);
  let round = 0;
  let isOffPlanDone = !offPlan;
  for (const { date, holidayName } of facts.days) {
    if (holidayName) continue;
    const day = claimedOn.get(date);
    let workType = 'Field Work';
    let journey: JourneyRow | undefined;
    if (day && day.activity !== 'Field Work') {
      workType =
        day.activity === 'Office Work'
          ? 'Office'
          : ['Meeting', 'Training'].includes(day.activity)
            ? day.activity
            : 'Office';
    } else if (day) {
      journey = journeyOf(journeys, day);
      if (!isOffPlanDone) {
        journey = journeys.find((other) => other.categoryId !== journey?.categoryId) ?? journey;
        isOffPlanDone = true;
      }
    } else if (weekday(date) === 6) {
      workType = 'Meeting';
    } else {
      journey = journeys[round % journeys.length];
      round += 1;
    }
    const planned = workType === 'Field Work' ? customerIds.slice(round % 3, (round % 3) + 2) : [];
    await tx.query(
      `insert into tour_plan_day (plan_id, plan_date, work_type, stpfc_detail_id, customer_ids, status)
       values ($1, $2, $3, $4, $5, $6)`,
      [planId, date, workType, journey?.journeyId ?? null, planned, status],
    );
  }
  return planId;
}

/** asha asks to turn her third working day of next month into a meeting: vikram has it waiting. */
async function seedChangeRequest(tx: Queryable, planId: number, companyId: number, month: YearMonth) {
  const facts = await monthFacts(tx, companyId, month);
  const day = facts.days.filter((candidate) => !candidate.holidayName)[2];
  if (!day) return;
  await insertChange(tx, planId, day.date, {
    workType: 'Meeting',
    journeyId: null,
    customerIds: [],
    isJointWork: false,
    reason: 'Regional product meeting at the Pune office',
  });
}

const weekday = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

/** The approved journey of a claimed day's route (either direction), else its HQ journey. */
function journeyOf(journeys: JourneyRow[], day: ClaimedDay): JourneyRow | undefined {
  const matches = (journey: JourneyRow) =>
    (journey.fromCityId === day.fromCityId && journey.toCityId === day.toCityId) ||
    (journey.fromCityId === day.toCityId && journey.toCityId === day.fromCityId);
  return journeys.find(matches) ?? journeys.find((journey) => journey.categoryId === 1) ?? journeys[0];
}

async function insertPlan(
  tx: Queryable,
  companyId: number,
  employeeId: number,
  month: YearMonth,
  status: 'A' | 'S' | 'D',
  decidedBy: number | null,
): Promise<number> {
  const { first } = monthBounds(month.year, month.month);
  return insertId(
    tx,
    `insert into tour_plan (company_id, employee_id, year, month, status, submitted_at, decided_at, decided_by)
     values ($1, $2, $3, $4, $5::text, case when $5::text <> 'D' then $6::date - 10 end,
             case when $5::text = 'A' then $6::date - 8 end, $7)
     returning id`,
    [companyId, employeeId, month.year, month.month, status, first, decidedBy],
  );
}

/**
 * The month's claimed working days as My Expense holds them, up to today: a day yet to come claims
 * nothing, so this month's plan goes on past today as a round of journeys (on the 1st, nearly
 * all of it). A day with legs by its leg of the highest category (the day's own), e.g. Nashik to Sinnar.
 */
function claimedDays(
  tx: Queryable,
  employeeId: number,
  month: YearMonth,
  today: string,
): Promise<ClaimedDay[]> {
  return tx.query<ClaimedDay>(
    `select to_char(d.activity_date, 'YYYY-MM-DD') as date, d.activity,
            coalesce(leg.from_city_id, d.from_city_id) as "fromCityId",
            coalesce(leg.to_city_id, d.to_city_id) as "toCityId", d.category_id as "categoryId"
       from expense x join expense_detail d on d.expense_id = x.id
       left join lateral (
             select r.from_city_id, r.to_city_id from expense_route r
              where r.expense_detail_id = d.id order by r.category_id desc, r.sl_no limit 1) leg on true
      where x.employee_id = $1 and x.year = $2 and x.month = $3 and not d.is_holiday and d.activity_date <= $4`,
    [employeeId, month.year, month.month, today],
  );
}
