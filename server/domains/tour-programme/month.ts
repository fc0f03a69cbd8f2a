// A month's plan as its screens show it: every day of the month, Sundays and company holidays
// marked, each working day with what was planned, and whether the employee may change it now.
import type {
  TTpChange,
  TTpCustomer,
  TTpDay,
  TTpJourney,
  TTpPlan,
  TTpStatus,
} from '../../../src/contract/tour-programme';
import { addDays, monthBounds, monthKey, shiftMonth, type YearMonth } from '../../../src/pure/calendar';
import type { Queryable } from '../../db/database';
import { type ChangeRow, listLatestChanges } from './change-queries';
import {
  type CustomerRow,
  findCutoffDay,
  findPlanner,
  type JourneyRow,
  listChartJourneys,
  listHolidays,
  listPlanDays,
  listTerritoryCustomers,
  type PlanDayRow,
  type PlanRow,
} from './queries';

/** Where a month stands for planning today: gone, open (this month or the next), or too far ahead. */
export function monthWindow(month: YearMonth, today: string): 'past' | 'open' | 'ahead' {
  const [year, current] = today.split('-').map(Number) as [number, number];
  const index = month.year * 12 + month.month - (year * 12 + current);
  return index < 0 ? 'past' : index > 1 ? 'ahead' : 'open';
}

export const isSunday = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay() === 0;

/** The day of the month before by which the month's plan should be submitted. */
export function cutoffDate(month: YearMonth, cutoffDay: number): string {
  return `${monthKey(shiftMonth(month, -1))}-${String(cutoffDay).padStart(2, '0')}`;
}

export interface MonthFacts {
  /** Every day of the month, with its holiday's name ('Sunday' for a Sunday) or '' for a working day. */
  days: { date: string; holidayName: string }[];
  cutoffDate: string;
}

export async function monthFacts(db: Queryable, companyId: number, month: YearMonth): Promise<MonthFacts> {
  const { first, last } = monthBounds(month.year, month.month);
  const [holidays, cutoffDay] = await Promise.all([
    listHolidays(db, companyId, first, last),
    findCutoffDay(db, companyId),
  ]);
  const holidayOf = new Map(holidays.map((holiday) => [holiday.date, holiday.name]));
  const days: MonthFacts['days'] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    days.push({ date, holidayName: holidayOf.get(date) ?? (isSunday(date) ? 'Sunday' : '') });
  }
  return { days, cutoffDate: cutoffDate(month, cutoffDay) };
}

export const toJourney = (row: JourneyRow): TTpJourney => ({
  journeyId: row.journeyId,
  fromCity: row.fromCity,
  toCity: row.toCity,
  category: row.category,
});

/** Whether the employee may change a day of a plan in this status now. */
export function isDayEditable(status: TTpStatus, day: { date: string; status?: string }, today: string) {
  if (day.date < today) return false;
  if (status === 'N' || status === 'D') return true;
  return status === 'R' && day.status === 'R';
}

interface Subject {
  employeeId: number;
  companyId: number;
  year: number;
  month: number;
}

/** The plan of a month (none saved: status N, every day empty), with the chart and customers it was planned from. */
export async function planOfMonth(
  db: Queryable,
  subject: Subject,
  plan: PlanRow | undefined,
  today: string,
): Promise<TTpPlan & { journeys: TTpJourney[]; customers: CustomerRow[] }> {
  const [facts, planned, changes, journeys, customers, planner] = await Promise.all([
    monthFacts(db, subject.companyId, subject),
    plan ? listPlanDays(db, plan.id) : ([] as PlanDayRow[]),
    plan ? listLatestChanges(db, plan.id) : ([] as ChangeRow[]),
    listChartJourneys(db, subject.employeeId),
    listTerritoryCustomers(db, subject.employeeId),
    findPlanner(db, subject.employeeId),
  ]);
  const status: TTpStatus = plan?.status ?? 'N';
  const plannedOn = new Map(planned.map((day) => [day.date, day]));
  const journeyOf = new Map(journeys.map((journey) => [journey.journeyId, journey]));
  const customerOf = new Map(customers.map((customer) => [customer.customerId, customer]));
  const isOpen = monthWindow(subject, today) === 'open';
  const changeOn = new Map(changes.map((change) => [change.date, change]));
  const customersOf = (ids: readonly number[]) =>
    ids.flatMap((id) => {
      const customer = customerOf.get(id);
      return customer ? [customer] : [];
    });
  const days: TTpDay[] = facts.days.map(({ date, holidayName }) => {
    const day = plannedOn.get(date);
    const journey = day?.journeyId ? journeyOf.get(day.journeyId) : undefined;
    return {
      date,
      isHoliday: holidayName !== '',
      holidayName,
      workType: day?.workType ?? null,
      journey: journey ? toJourney(journey) : null,
      customers: customersOf(day?.customerIds ?? []),
      isJointWork: day?.isJointWork ?? false,
      status: day?.status ?? 'D',
      reason: day?.reason ?? '',
      canEdit: isOpen && holidayName === '' && isDayEditable(status, { date, status: day?.status }, today),
      change: changeView(changeOn.get(date), journeyOf, customersOf),
      canRequestChange:
        status === 'A' && holidayName === '' && date >= today && changeOn.get(date)?.status !== 'P',
    };
  });
  return {
    planId: plan?.id ?? null,
    employeeId: subject.employeeId,
    employeeName: planner?.employeeName ?? '',
    year: subject.year,
    month: subject.month,
    status,
    isLate: plan?.isLate ?? false,
    hasChangeRequest: changes.some((change) => change.status === 'P'),
    cutoffDate: facts.cutoffDate,
    days,
    journeys: journeys.filter((journey) => journey.isApproved).map(toJourney),
    customers,
  };
}

function changeView(
  change: ChangeRow | undefined,
  journeyOf: Map<number, JourneyRow>,
  customersOf: (ids: readonly number[]) => TTpCustomer[],
): TTpChange | null {
  if (!change) return null;
  const journey = change.journeyId ? journeyOf.get(change.journeyId) : undefined;
  return {
    changeId: change.changeId,
    workType: change.workType,
    journey: journey ? toJourney(journey) : null,
    customers: customersOf(change.customerIds),
    isJointWork: change.isJointWork,
    reason: change.reason,
    status: change.status,
    decisionReason: change.decisionReason,
  };
}
