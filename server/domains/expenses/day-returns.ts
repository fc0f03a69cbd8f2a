// Rejected days come back (issue 38, DESIGN.md section 4 'Expense approval'): when the last level
// decides a month with rejected days, each opens a round that keeps the day as it was rejected and
// tells the employee why; the employee changes the day (Modify route, bills), replies in a line and
// resubmits it, and the month goes back to the approvers with the day as it is now. A rejected day
// counts nothing approved; a resubmitted day is priced by the same rules as any day (its own date's rates).

import { DAY_RETURN_TEXTS } from '../../../src/contract/day-return-texts';
import type {
  TDayRejection,
  TDayResubmitRequest,
  TDayReturnRound,
  TDayState,
} from '../../../src/contract/day-returns';
import { NOTIFICATION_TEXTS } from '../../../src/contract/notification-texts';
import { REQUEST_SAYS } from '../../../src/contract/request-texts';
import { businessDate, formatListDate } from '../../../src/pure/calendar';
import { monthNameText } from '../../../src/pure/calendar-texts';
import type { TextLanguage } from '../../../src/pure/messages';
import { toRupees } from '../../../src/pure/money';
import { renderText } from '../../../src/pure/texts';
import type { Queryable } from '../../db/database';
import type { Caller } from '../../http/caller';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { addNotification } from '../notifications/queries';
import { findEmployeeForSubmit, listDayAttachments } from './day-queries';
import { dayTotalPaise } from './months';
import { findDay, findDayOwner, findMonthById, REOPENED_STATUSES, setMonthStatus } from './queries';
import {
  closeReturn,
  type DayStateRow,
  findRejection,
  listReturns,
  openReturn,
  type ReturnRow,
} from './return-queries';

/** The day as it stands: its route, its total and its bills. */
async function dayState(db: Queryable, expenseDetailId: number): Promise<DayStateRow> {
  const [day, bills] = await Promise.all([
    findDay(db, expenseDetailId, businessDate()),
    listDayAttachments(db, expenseDetailId),
  ]);
  if (!day) throw notFound(REQUEST_SAYS.noSuchDay);
  return {
    route: day.route || `${day.fromCity} - ${day.toCity}`,
    totalPaise: dayTotalPaise(day),
    bills: bills.map((bill) => bill.invoiceNumber).join(', '),
    billsPaise: day.billsPaise,
  };
}

/**
 * The last level decided the month with these working days rejected: each goes back to the
 * employee, who is told the day, who rejected it and why.
 */
export async function returnRejectedDays(tx: Queryable, employeeId: number, expenseDetailIds: number[]) {
  for (const expenseDetailId of expenseDetailIds) {
    const [state, rejection, owner] = await Promise.all([
      dayState(tx, expenseDetailId),
      findRejection(tx, expenseDetailId),
      findDayOwner(tx, expenseDetailId),
    ]);
    await openReturn(tx, expenseDetailId, state, true);
    if (!rejection || !owner) continue;
    await addNotification(
      tx,
      employeeId,
      NOTIFICATION_TEXTS.dayReturned({
        date: formatListDate(owner.activityDate),
        approver: rejection.approverName,
        reason: rejection.reason,
      }),
    );
  }
}

/**
 * Resubmits rejected days of the caller's month with their replies: the month is 'Submitted'
 * again, its new round waits at level 1, and that approver is told. Under the month's row lock,
 * as a final submit, so no change to its days runs alongside.
 */
export async function resubmitDays(
  tx: Queryable,
  caller: Caller,
  body: TDayResubmitRequest,
  language: TextLanguage,
): Promise<{ message: string; status: string }> {
  const month = await findMonthById(tx, body.expenseId, 'for update');
  if (!month) throw notFound(REQUEST_SAYS.noSuchMonth);
  if (month.employeeId !== caller.employeeId) throw forbidden();
  const replies = new Map(body.days.map((day) => [day.expenseDetailId, day.reply]));
  for (const expenseDetailId of replies.keys()) {
    const owner = await findDayOwner(tx, expenseDetailId);
    if (!owner) throw notFound(REQUEST_SAYS.noSuchDay);
    if (owner.employeeId !== caller.employeeId) throw forbidden();
    if (owner.expenseId !== month.id) throw badRequest(DAY_RETURN_TEXTS.notInMonth({ id: expenseDetailId }));
    if (!REOPENED_STATUSES.includes(month.status) || !owner.isRejected || owner.isHoliday) {
      throw conflict(DAY_RETURN_TEXTS.notReturned({ date: formatListDate(owner.activityDate) }));
    }
  }
  for (const [expenseDetailId, reply] of replies) {
    const state = await dayState(tx, expenseDetailId);
    // A month decided before rounds were kept has none open: the round starts from the day as it is.
    await openReturn(tx, expenseDetailId, state, false);
    await closeReturn(tx, expenseDetailId, reply, state);
  }
  await setMonthStatus(tx, month.id, 'Submitted');
  const employee = await findEmployeeForSubmit(tx, caller.employeeId);
  const days = replies.size;
  if (!employee?.approverId) {
    return {
      message: renderText(DAY_RETURN_TEXTS.resubmittedNoApprover({ days }), language),
      status: 'Submitted',
    };
  }
  await addNotification(
    tx,
    employee.approverId,
    NOTIFICATION_TEXTS.daysResubmitted({
      name: employee.employeeName,
      days,
      month: monthNameText(month.month),
      year: month.year,
    }),
  );
  const [approver] = await tx.query<{ name: string }>(
    'select employee_name as name from employee where id = $1',
    [employee.approverId],
  );
  return {
    message: renderText(DAY_RETURN_TEXTS.resubmitted({ days, approver: approver?.name ?? '' }), language),
    status: 'Submitted',
  };
}

const stateOf = (row: DayStateRow): TDayState => ({
  route: row.route,
  total: toRupees(row.totalPaise),
  bills: row.bills,
  billsTotal: toRupees(row.billsPaise),
});

export function toRound(row: ReturnRow): TDayReturnRound & { inThisRound: boolean } {
  return {
    returnedAt: row.returnedAt.toISOString(),
    before: stateOf(row.before),
    reply: row.reply,
    after: row.after ? stateOf(row.after) : null,
    resubmittedAt: row.resubmittedAt?.toISOString() ?? null,
    inThisRound: row.inThisRound,
  };
}

/** Every round of each day named, oldest first, by day. */
export async function roundsByDay(db: Queryable, expenseDetailIds: number[]) {
  const rounds = new Map<number, ReturnType<typeof toRound>[]>();
  for (const row of await listReturns(db, expenseDetailIds)) {
    rounds.set(row.expenseDetailId, [...(rounds.get(row.expenseDetailId) ?? []), toRound(row)]);
  }
  return rounds;
}

/** Why the day is back with its employee, while it is (null otherwise). */
export async function openRejection(
  db: Queryable,
  day: { expenseDetailId: number; isRejected: boolean },
  isMonthReopened: boolean,
): Promise<TDayRejection | null> {
  if (!day.isRejected || !isMonthReopened) return null;
  const rejection = await findRejection(db, day.expenseDetailId);
  return rejection ? { ...rejection, rejectedAt: new Date(rejection.rejectedAt).toISOString() } : null;
}
