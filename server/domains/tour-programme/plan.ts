// The employee's writes to the tour programme (issue 42): a day planned, last month copied by
// weekday, the month submitted to the manager. The rules are DESIGN.md section 9's: this month and
// the next only, a past day never changes, a submitted plan waits, an approved one is locked.

import type { z } from 'zod';
import { NOTIFICATION_LINKS } from '../../../src/contract/notifications';
import {
  FIELD_WORK,
  type TTpDay,
  type TTpMonthRequest,
  type TTpStatus,
  type ZTpDaySaveRequest,
} from '../../../src/contract/tour-programme';
import { TP_TEXTS } from '../../../src/contract/tour-programme-texts';
import { formatListDate, monthOf, shiftMonth, type YearMonth } from '../../../src/pure/calendar';
import { monthNameText } from '../../../src/pure/calendar-texts';
import type { Queryable } from '../../db/database';
import type { Caller } from '../../http/caller';
import { badRequest, conflict } from '../../http/errors';
import { addNotification } from '../notifications/queries';
import { APPROVER_LINES } from '../reporting-line/line';
import { isDayEditable, monthFacts, monthWindow, planOfMonth } from './month';
import {
  deletePlanDay,
  ensurePlan,
  findPlan,
  findPlanner,
  listChartJourneys,
  listPlanDays,
  listTerritoryCustomers,
  type PlanRow,
  submitPlan,
  upsertPlanDay,
} from './queries';
import { removePlanReminder } from './reminder';

type DaySave = z.output<typeof ZTpDaySaveRequest>;

/** 400 unless the month may be planned today: this month or the next. */
export function assertOpenMonth(month: YearMonth, today: string): void {
  const window = monthWindow(month, today);
  if (window === 'past') throw badRequest(TP_TEXTS.pastMonth);
  if (window === 'ahead') throw badRequest(TP_TEXTS.tooFarAhead);
}

/** 409 unless the plan, in its status, lets this day change. */
function assertDayChangeable(status: TTpStatus, day: { date: string; status?: string }, today: string) {
  if (!isDayEditable(status, day, today)) refuseChange(status);
}

function refuseChange(status: TTpStatus): never {
  if (status === 'S') throw conflict(TP_TEXTS.waiting);
  if (status === 'A') throw conflict(TP_TEXTS.locked);
  throw conflict(TP_TEXTS.onlyRejectedDays);
}

/** Plans one day (no work type: clears it); answers the day as the screen shows it. */
export async function saveDay(tx: Queryable, caller: Caller, body: DaySave, today: string): Promise<TTpDay> {
  const month = monthOf(body.date);
  assertOpenMonth(month, today);
  if (body.date < today) throw badRequest(TP_TEXTS.pastDay);
  const facts = await monthFacts(tx, caller.companyId, month);
  if (facts.days.find((day) => day.date === body.date)?.holidayName) {
    throw badRequest(TP_TEXTS.holiday({ date: formatListDate(body.date) }));
  }
  const write = body.workType
    ? await checkDay(tx, caller.employeeId, { ...body, workType: body.workType })
    : null;

  const plan = await ensurePlan(tx, caller.companyId, caller.employeeId, month.year, month.month);
  const current = (await listPlanDays(tx, plan.id)).find((day) => day.date === body.date);
  assertDayChangeable(plan.status, { date: body.date, status: current?.status }, today);
  if (write) await upsertPlanDay(tx, plan.id, body.date, write);
  else await deletePlanDay(tx, plan.id, body.date);

  const view = await planOfMonth(tx, { ...caller, ...month }, plan, today);
  return view.days.find((day) => day.date === body.date) as TTpDay;
}

/** A day's fields checked against the rules and the employee's chart and territory (400 otherwise). */
export async function checkDay(
  tx: Queryable,
  employeeId: number,
  body: DaySave & { workType: TTpDay['workType'] & string },
) {
  const customerIds = body.customerIds ?? [];
  const isJointWork = body.isJointWork === 1;
  if (body.workType !== FIELD_WORK) {
    if (body.journeyId !== undefined || customerIds.length > 0 || isJointWork) {
      throw badRequest(TP_TEXTS.onlyFieldWork);
    }
    return { workType: body.workType, journeyId: null, customerIds: [], isJointWork: false };
  }
  if (body.journeyId === undefined) throw badRequest(TP_TEXTS.fieldWorkRoute);
  const journeys = await listChartJourneys(tx, employeeId);
  if (!journeys.some((journey) => journey.journeyId === body.journeyId && journey.isApproved)) {
    throw badRequest(TP_TEXTS.journeyNotApproved);
  }
  const customers = new Set((await listTerritoryCustomers(tx, employeeId)).map((row) => row.customerId));
  const stranger = customerIds.find((id) => !customers.has(id));
  if (stranger !== undefined) throw badRequest(TP_TEXTS.customerNotInTerritory({ customerId: stranger }));
  return { workType: body.workType, journeyId: body.journeyId, customerIds, isJointWork };
}

/**
 * Fills the draft's empty working days (from today on) from last month's plan by weekday: the n-th
 * Monday from last month's n-th Monday, or its last when it had fewer. A journey no longer approved,
 * or a customer no longer in the territory, is not copied. Answers the number of days filled.
 */
export async function copyLastMonth(
  tx: Queryable,
  caller: Caller,
  month: YearMonth,
  today: string,
): Promise<number> {
  assertOpenMonth(month, today);
  const plan = await ensurePlan(tx, caller.companyId, caller.employeeId, month.year, month.month);
  if (plan.status !== 'D') refuseChange(plan.status);
  const previous = shiftMonth(month, -1);
  const source = await findPlan(tx, caller.employeeId, previous.year, previous.month);
  if (!source) return 0;
  const [sourceDays, filled, facts, journeys, customers] = await Promise.all([
    listPlanDays(tx, source.id),
    listPlanDays(tx, plan.id),
    monthFacts(tx, caller.companyId, month),
    listChartJourneys(tx, caller.employeeId),
    listTerritoryCustomers(tx, caller.employeeId),
  ]);
  const approved = new Set(journeys.filter((row) => row.isApproved).map((row) => row.journeyId));
  const active = new Set(customers.map((row) => row.customerId));
  const byWeekday = new Map<number, typeof sourceDays>();
  for (const day of sourceDays) {
    if (day.workType === FIELD_WORK && !approved.has(day.journeyId as number)) continue;
    const weekday = weekdayOf(day.date);
    byWeekday.set(weekday, [...(byWeekday.get(weekday) ?? []), day]);
  }
  const taken = new Set(filled.map((day) => day.date));
  let copied = 0;
  for (const { date, holidayName } of facts.days) {
    if (holidayName || date < today || taken.has(date)) continue;
    const candidates = byWeekday.get(weekdayOf(date)) ?? [];
    const from = candidates[Math.floor((Number(date.slice(8)) - 1) / 7)] ?? candidates.at(-1);
    if (!from) continue;
    await upsertPlanDay(tx, plan.id, date, {
      workType: from.workType,
      journeyId: from.journeyId,
      customerIds: from.customerIds.filter((id) => active.has(id)),
      isJointWork: from.isJointWork,
    });
    copied += 1;
  }
  return copied;
}

const weekdayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

/**
 * Sends the month to the manager: refused (409, naming them) while a working day from today on is
 * empty. Late when first submitted after the company's cut-off; the level-1 approver is told.
 */
export async function submitMonth(
  tx: Queryable,
  caller: Caller,
  request: TTpMonthRequest,
  today: string,
): Promise<{ plan: PlanRow; isLate: boolean }> {
  const month = { year: request.year, month: request.month };
  assertOpenMonth(month, today);
  const plan = await findPlan(tx, caller.employeeId, month.year, month.month, true);
  if (plan?.status === 'S') throw conflict(TP_TEXTS.alreadySubmitted);
  if (plan?.status === 'A') throw conflict(TP_TEXTS.locked);
  const [facts, days] = await Promise.all([
    monthFacts(tx, caller.companyId, month),
    plan ? listPlanDays(tx, plan.id) : [],
  ]);
  const planned = new Set(days.map((day) => day.date));
  const empty = facts.days.filter((day) => !day.holidayName && day.date >= today && !planned.has(day.date));
  if (!plan || empty.length > 0) {
    throw conflict(TP_TEXTS.emptyDays({ days: empty.map((day) => formatListDate(day.date)).join(', ') }));
  }
  const isLate = today > facts.cutoffDate;
  const isFirstSubmit = plan.status === 'D';
  await submitPlan(tx, plan.id, isFirstSubmit && isLate);
  await removePlanReminder(tx, caller.employeeId, month);
  const approverId = await levelOneApprover(tx, caller.employeeId);
  const planner = await findPlanner(tx, caller.employeeId);
  if (approverId && planner) {
    const values = { name: planner.employeeName, month: monthNameText(month.month), year: month.year };
    const late = isFirstSubmit ? isLate : plan.isLate;
    await addNotification(
      tx,
      approverId,
      late ? TP_TEXTS.notifySubmittedLate(values) : TP_TEXTS.notifySubmitted(values),
      NOTIFICATION_LINKS.tpPlan(plan.id),
    );
  }
  return { plan, isLate: isFirstSubmit ? isLate : plan.isLate };
}

export async function levelOneApprover(db: Queryable, employeeId: number): Promise<number | null> {
  const rows = await db.query<{ level1: number | null }>(
    `select l.level1 from ${APPROVER_LINES} l where l.employee_id = $1`,
    [employeeId],
  );
  return rows[0]?.level1 ?? null;
}
