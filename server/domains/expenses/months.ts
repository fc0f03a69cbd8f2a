// Expense months: created on first read with one line per day (DESIGN.md section 4 'Expense month').

import type { TClaimStanding, TDayStanding } from '../../../src/contract/approval-history';
import { finalSubmitFrom, type TMyExpenseItem } from '../../../src/contract/expenses';
import { businessDate, formatListDate, monthBounds, monthOf } from '../../../src/pure/calendar';
import { toRupees } from '../../../src/pure/money';
import type { Database, Queryable } from '../../db/database';
import { dayStanding, findPayment, latestDecision, monthStanding } from '../decisions/standing';
import {
  type DayRow,
  findMonth,
  insertMonth,
  insertMonthDays,
  isDayOpen,
  listMonthDays,
  type MonthRow,
  type MonthStatus,
} from './queries';

interface MonthOf {
  employeeId: number;
  companyId: number;
  year: number;
  month: number;
}

interface MyExpenseMonth {
  getMyExpenseList: TMyExpenseItem[];
  sundryTotal: number;
  monthTotal: number;
  finalSubmitFrom: string;
  standing: TClaimStanding;
  dayStandings: TDayStanding[];
}

/**
 * The month's days as My Expense lists them, with its sundry total and its total (spec section
 * 9: sundries are added to the expense totals). A month after the current one is not created (a
 * read must not write rows for months that have not begun): it answers an empty list.
 */
/**
 * What a new month's days start from, after the defaults: My Expense's read passes the approved tour
 * programme (planned-days.ts, issue 42), which prices routes with Modify route and so cannot be
 * imported here without a loop.
 */
export type DayStarter = (tx: Queryable, expenseId: number) => Promise<void>;

export async function myExpenseMonth(
  db: Database,
  subject: MonthOf,
  startDays?: DayStarter,
): Promise<MyExpenseMonth> {
  const today = businessDate();
  const current = monthOf(today);
  if (subject.year * 12 + subject.month > current.year * 12 + current.month) {
    return {
      getMyExpenseList: [],
      sundryTotal: 0,
      monthTotal: 0,
      finalSubmitFrom: finalSubmitFrom(subject),
      standing: monthStanding('Unsubmitted', 0, undefined),
      dayStandings: [],
    };
  }
  const month =
    (await findMonth(db, subject.employeeId, subject.year, subject.month)) ??
    (await db.transaction((tx) => createMonth(tx, subject, startDays)));
  const [days, decision, payment] = await Promise.all([
    listMonthDays(db, month.id, today),
    latestDecision(db, month.id),
    month.status === 'Paid' ? findPayment(db, month.id) : null,
  ]);
  const sundryPaise = days.reduce((sum, day) => sum + day.sundryPaise, 0);
  const daysPaise = days.reduce((sum, day) => sum + dayTotalPaise(day), 0);
  return {
    getMyExpenseList: days.map((day) => toMyExpenseItem(day, month.status, today)),
    sundryTotal: toRupees(sundryPaise),
    monthTotal: toRupees(daysPaise + sundryPaise),
    finalSubmitFrom: finalSubmitFrom(subject),
    standing: monthStanding(month.status, daysPaise + sundryPaise, decision, payment),
    dayStandings: days.map((day) => dayStanding(day.expenseDetailId, month.status, decision)),
  };
}

/** Fare, allowance and attached expense bills: a day's total (its sundry bills count toward the month). */
export function dayTotalPaise(day: DayRow): number {
  return day.farePaise + day.allowancePaise + day.billsPaise;
}

/** Modify (and the Modify button) only for open working days up to today (isDayOpen). */
export function canModify(day: DayRow, status: MonthStatus, today: string): boolean {
  return isDayOpen(status, day) && !day.isHoliday && day.activityDate <= today;
}

/** Creates the month with its days, or finds the one a concurrent request has just created. */
export async function createMonth(
  tx: Queryable,
  subject: MonthOf,
  startDays?: DayStarter,
): Promise<MonthRow> {
  const id = await insertMonth(tx, subject);
  if (id !== undefined) {
    const { first, last } = monthBounds(subject.year, subject.month);
    await insertMonthDays(tx, id, subject.employeeId, first, last);
    await startDays?.(tx, id);
    return { id, employeeId: subject.employeeId, status: 'Unsubmitted' };
  }
  return (await findMonth(tx, subject.employeeId, subject.year, subject.month)) as MonthRow;
}

export function toMyExpenseItem(day: DayRow, status: MonthStatus, today = businessDate()): TMyExpenseItem {
  return {
    expenseId: day.expenseId,
    expenseDetailId: day.expenseDetailId,
    activityDate: day.activityDate,
    activityDateFormat: formatListDate(day.activityDate),
    fromCity: day.fromCity,
    toCity: day.toCity,
    ...(day.route ? { route: day.route } : {}),
    activity: day.activity,
    activityTypeId: day.activityTypeId,
    category: day.category,
    modeOfTransport: day.modeOfTransport,
    transportId: day.transportId,
    distance: day.distance,
    fare: toRupees(day.farePaise),
    allowance: toRupees(day.allowancePaise),
    total: toRupees(dayTotalPaise(day)),
    status,
    period: day.period,
    isStay: day.isStay ? 1 : 0,
    remarks: day.remarks,
    isModifyRoute: day.isModified ? 1 : 0,
    isHoliday: day.isHoliday ? 1 : 0,
    expenseModifyEnable: canModify(day, status, today) ? 1 : 0,
  };
}
