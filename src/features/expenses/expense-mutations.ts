// Every change to My Expense: a mutation per call, each naming what it changes so the screens
// showing the day and its month load again (docs/decisions.md 'Server data in the app').

import {
  expenseDeleteAttachment,
  expenseDetailsRefresh,
  expenseModifySubmit,
  expenseUpdateDateWiseSubmit,
  type TDayAttachment,
  type TRouteRow,
} from '../../contract/expense-days';
import { expenseFinalSubmit } from '../../contract/expenses';
import { defineMutation } from '../../lib/server-mutation';
import type { YearMonth } from '../../pure/calendar';
import { billsQuery } from '../../shared/bills';
import {
  attachmentsQuery,
  cityFilterQuery,
  dayQuery,
  dayTotalQuery,
  EXPENSE_API_FAILED,
  type ExpenseDay,
  monthQuery,
} from './expense-queries';

/**
 * Spec section 8: My Expense's outcomes are toasts, the server's message or 'Something is Wrong
 * With API!'. (Refresh says its message beside the day instead, for 3 seconds.)
 */
const said = {
  successText: (message: string) => message,
  failureText: EXPENSE_API_FAILED,
  shows: 'toast',
} as const;

/** The day's line, total and attachments, and the month that lists it. */
const DAY_AND_MONTH = [dayQuery, dayTotalQuery, attachmentsQuery, monthQuery, cityFilterQuery];

export interface ModifyRouteInput {
  period: number;
  activity: number;
  isStay: 0 | 1;
  remarks: string;
  tblRoute: TRouteRow[];
}

export const modifyRouteMutation = defineMutation({
  call: expenseModifySubmit,
  request: (user, { day, route }: { day: ExpenseDay; route: ModifyRouteInput }) => ({
    body: {
      employeeId: user.employeeId,
      companyId: user.companyId,
      expenseId: day.expenseId,
      activityDate: day.activityDate,
      ...route,
    },
  }),
  select: (response) => response.message,
  ...said,
  // In the dialog, which closes itself after a success.
  shows: 'inline',
  invalidates: DAY_AND_MONTH,
});

/** Save: the employee checked the day at the total the screen shows. */
export const saveDayMutation = defineMutation({
  call: expenseUpdateDateWiseSubmit,
  request: (user, { day, total }: { day: ExpenseDay; total: number }) => ({
    body: { employeeId: user.employeeId, expenseId: day.expenseId, activityDate: day.activityDate, total },
  }),
  select: (response) => response.message,
  ...said,
  invalidates: DAY_AND_MONTH,
});

/** Prices the day again from the fare chart as it is now. */
export const refreshDayMutation = defineMutation({
  call: expenseDetailsRefresh,
  request: (user, day: ExpenseDay) => {
    const [year, month, date] = day.activityDate.split('-').map(Number) as [number, number, number];
    return {
      query: { empcode: user.employeeId, CompanyId: user.companyId, Mth: month, Yr: year, Activityday: date },
    };
  },
  select: (response) => response.message,
  ...said,
  shows: 'inline',
  invalidates: DAY_AND_MONTH,
});

/** The bill goes back to the unreported list. */
export const deleteAttachmentMutation = defineMutation({
  call: expenseDeleteAttachment,
  request: (user, { day, attachment }: { day: ExpenseDay; attachment: TDayAttachment }) => ({
    query: {
      employeeId: user.employeeId,
      expenseId: day.expenseId,
      expenseDetailId: day.expenseDetailId,
      activityDate: day.activityDate,
      expenseAttachmentId: attachment.expenseAttachmentId,
      expenseOrSundry: attachment.expenseOrSundry,
    },
  }),
  select: (response) => response.message,
  ...said,
  invalidates: [...DAY_AND_MONTH, billsQuery],
});

/** Every day of the month changes (it is locked); a refusal may come from a month that changed elsewhere. */
export const finalSubmitMutation = defineMutation({
  call: expenseFinalSubmit,
  request: (user, month: YearMonth) => ({
    body: { employeeId: user.employeeId, companyId: user.companyId, month: month.month, year: month.year },
  }),
  select: (response) => response.fileRecord.message,
  ...said,
  invalidates: DAY_AND_MONTH,
});
