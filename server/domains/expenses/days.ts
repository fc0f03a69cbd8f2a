// One day of My Expense: whose it is, whether it may change, what it holds and what it totals.

import type { ResponseOf } from '../../../src/contract/call';
import { claimStatusText } from '../../../src/contract/claim-texts';
import type { expenseDayWiseTotal, expenseUpdateDayWise } from '../../../src/contract/expense-days';
import { EXPENSE_SAYS, monthClosedText } from '../../../src/contract/expense-texts';
import { ROUTE_FIELD_TEXTS } from '../../../src/contract/route-field-texts';
import { businessDate } from '../../../src/pure/calendar';
import { toPaise, toRupees } from '../../../src/pure/money';
import type { Queryable } from '../../db/database';
import type { Caller } from '../../http/caller';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { dayHistory } from '../decisions/history';
import { listRoute, markDaySaved } from './day-queries';
import { openRejection, roundsByDay } from './day-returns';
import { dayTotalPaise, toMyExpenseItem } from './months';
import {
  type DayRow,
  findDay,
  findDayIdOn,
  findDayOwner,
  findMonthById,
  isDayOpen,
  type MonthRecord,
  REOPENED_STATUSES,
} from './queries';

export interface DayRef {
  expenseId: number;
  activityDate: string;
  /** Where the call names the day's line as well: it must be the line of that date. */
  expenseDetailId?: number | undefined;
}

export interface OwnDay {
  month: MonthRecord;
  day: DayRow;
}

type Locks = { month?: 'for share' | 'for update'; day?: boolean };

/**
 * The caller's month and day a request names. Another employee's month or line is 403 and an
 * unknown one 404, before anything else is said about the request; then a date outside the month,
 * or a line of another date, is 400. Writers lock the month 'for share' (a submit takes it 'for
 * update' and so waits for them) and the day's line 'for update'.
 */
export async function ownDay(db: Queryable, caller: Caller, ref: DayRef, locks: Locks = {}): Promise<OwnDay> {
  if (ref.expenseDetailId !== undefined) {
    const owner = await findDayOwner(db, ref.expenseDetailId);
    if (!owner) throw notFound(EXPENSE_SAYS.noSuchDay);
    if (owner.employeeId !== caller.employeeId) throw forbidden();
  }
  const month = await findMonthById(db, ref.expenseId, locks.month ?? '');
  if (!month) throw notFound(EXPENSE_SAYS.noSuchMonth);
  if (month.employeeId !== caller.employeeId) throw forbidden();
  const dayId = await findDayIdOn(db, month.id, ref.activityDate, locks.day ? 'for update' : '');
  if (dayId === undefined) {
    throw badRequest(ROUTE_FIELD_TEXTS.dateNotInExpense({ date: ref.activityDate, expenseId: month.id }));
  }
  if (ref.expenseDetailId !== undefined && ref.expenseDetailId !== dayId) {
    throw badRequest(ROUTE_FIELD_TEXTS.lineNotOfDate({ date: ref.activityDate, expenseId: month.id }));
  }
  return { month, day: (await findDay(db, dayId, businessDate())) as DayRow };
}

/** A day may change only while its month is open and it is a working day; modify also only up to today. */
export function assertChangeable(
  { month, day }: OwnDay,
  options: { upToToday: boolean },
  today = businessDate(),
): void {
  if (!isDayOpen(month.status, day)) throw conflict(monthClosedText(claimStatusText(month.status)));
  if (day.isHoliday) throw conflict(EXPENSE_SAYS.holiday);
  if (options.upToToday && day.activityDate > today) throw conflict(EXPENSE_SAYS.futureDay);
}

export async function dayDetails(
  db: Queryable,
  caller: Caller,
  ref: DayRef,
): Promise<ResponseOf<typeof expenseUpdateDayWise>> {
  const { month, day } = await ownDay(db, caller, ref);
  const [legs, history, rejection, rounds] = await Promise.all([
    listRoute(db, day.expenseDetailId),
    dayHistory(db, day.expenseDetailId),
    openRejection(db, day, REOPENED_STATUSES.includes(month.status)),
    roundsByDay(db, [day.expenseDetailId]),
  ]);
  return {
    getMyExpenseList: [toMyExpenseItem(day, month.status)],
    tblRoute: legs.map(({ farePaise, ...leg }) => ({ ...leg, fare: toRupees(farePaise) })),
    history,
    rejection,
    returns: rounds.get(day.expenseDetailId) ?? [],
  };
}

export async function dayTotal(
  db: Queryable,
  caller: Caller,
  ref: DayRef,
): Promise<ResponseOf<typeof expenseDayWiseTotal>> {
  const { day } = await ownDay(db, caller, ref);
  return {
    totalFare: {
      fare: toRupees(day.farePaise),
      allowance: toRupees(day.allowancePaise),
      bills: toRupees(day.billsPaise),
      sundry: toRupees(day.sundryPaise),
      total: toRupees(dayTotalPaise(day)),
    },
  };
}

/**
 * Save: the employee has checked the day. The total they saw must be the server's, else the day
 * changed under the screen (a bill attached from another device, a refresh) and they should look again.
 */
export async function saveDay(
  tx: Queryable,
  caller: Caller,
  ref: DayRef & { total: number },
): Promise<number> {
  const own = await ownDay(tx, caller, ref, { month: 'for share', day: true });
  assertChangeable(own, { upToToday: false });
  const totalPaise = dayTotalPaise(own.day);
  if (toPaise(ref.total) !== totalPaise) throw conflict(EXPENSE_SAYS.stale);
  await markDaySaved(tx, own.day.expenseDetailId);
  return toRupees(totalPaise);
}
