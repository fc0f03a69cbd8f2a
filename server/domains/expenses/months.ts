// Expense months: created on first read with one line per day (DESIGN.md section 4 'Expense month').
import type { TMyExpenseItem } from '../../../src/contract/expenses';
import type { Database, Queryable } from '../../db/database';
import { businessDate, formatListDate, monthBounds, monthOf } from '../../lib/calendar';
import { toRupees } from '../../lib/money';
import {
  type DayRow,
  findMonth,
  insertMonth,
  insertMonthDays,
  listMonthDays,
  type MonthRow,
  type MonthStatus,
} from './queries';

export interface MonthOf {
  employeeId: number;
  companyId: number;
  year: number;
  month: number;
}

/**
 * The month's days as My Expense lists them. A month after the current one is not created (a
 * read must not write rows for months that have not begun): it answers an empty list.
 */
export async function myExpenseMonth(db: Database, subject: MonthOf): Promise<TMyExpenseItem[]> {
  const today = businessDate();
  const current = monthOf(today);
  if (subject.year * 12 + subject.month > current.year * 12 + current.month) return [];
  const month =
    (await findMonth(db, subject.employeeId, subject.year, subject.month)) ??
    (await db.transaction((tx) => createMonth(tx, subject)));
  const days = await listMonthDays(db, month.id);
  return days.map((day) => toMyExpenseItem(day, month.status, today));
}

/** Creates the month with its days, or finds the one a concurrent request has just created. */
export async function createMonth(tx: Queryable, subject: MonthOf): Promise<MonthRow> {
  const id = await insertMonth(tx, subject);
  if (id !== undefined) {
    const { first, last } = monthBounds(subject.year, subject.month);
    await insertMonthDays(tx, id, subject.employeeId, first, last);
    return { id, employeeId: subject.employeeId, status: 'Unsubmitted' };
  }
  return (await findMonth(tx, subject.employeeId, subject.year, subject.month)) as MonthRow;
}

function toMyExpenseItem(day: DayRow, status: MonthStatus, today: string): TMyExpenseItem {
  const canModify = status === 'Unsubmitted' && !day.isHoliday && day.activityDate <= today;
  return {
    expenseId: day.expenseId,
    expenseDetailId: day.expenseDetailId,
    activityDate: day.activityDate,
    activityDateFormat: formatListDate(day.activityDate),
    fromCity: day.fromCity,
    toCity: day.toCity,
    activity: day.activity,
    category: day.category,
    modeOfTransport: day.modeOfTransport,
    distance: day.distance,
    fare: toRupees(day.farePaise),
    total: toRupees(day.farePaise + day.allowancePaise + day.billsPaise),
    status,
    isModifyRoute: 0,
    isHoliday: day.isHoliday ? 1 : 0,
    expenseModifyEnable: canModify ? 1 : 0,
  };
}
