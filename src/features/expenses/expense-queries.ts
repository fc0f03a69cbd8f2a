// What My Expense reads from the server: a month (its days, totals and city chips), one day (its
// line and route, totals and attachments), what Modify route offers, and the same month and day
// seen by an approver. Each is a query keyed by its arguments (docs/decisions.md 'Server data').
import { expenseApprovalAttachment, GetExpenseViewAllDetails } from '../../contract/expense-approvals';
import {
  expenseDayWiseTotal,
  expenseGetAllAttachmentForDaywise,
  expenseModifyFromCity,
  expenseUpdateDayWise,
} from '../../contract/expense-days';
import { expenseCityFilter, getExpenseActivity, getExpenseCity, getMyExpense } from '../../contract/expenses';
import { API_ERROR_TEXTS } from '../../lib/api-error-texts';
import { defineQuery } from '../../lib/server-store';
import type { SelectedExpenseDay } from '../../lib/session';

/** My Expense failures (spec section 8): the message, or this when the server gives none. */
export const EXPENSE_API_FAILED = API_ERROR_TEXTS.apiFailed;

/** The day the details screen shows: what SelectedExpenseData keeps (spec section 3). */
export type ExpenseDay = SelectedExpenseDay;

export interface MonthArgs {
  year: number;
  month: number;
}

/**
 * Kept on the device for reading offline, per month; loads again when an attached bill reaches
 * the server (the day's total changes).
 */
export const monthQuery = defineQuery({
  call: getMyExpense,
  request: (user, args: MonthArgs) => ({
    query: { employeeId: user.employeeId, companyId: user.companyId, month: args.month, year: args.year },
  }),
  select: (response) => response,
  errorText: EXPENSE_API_FAILED,
  cache: 'my-expense',
  refreshOn: ['bill-attach'],
});

/** The cities the month's days start or end at: the filter chips after Unsubmitted and Submitted. */
export const cityFilterQuery = defineQuery({
  call: expenseCityFilter,
  request: (user, args: MonthArgs) => ({
    query: { employeeId: user.employeeId, month: args.month, year: args.year },
  }),
  select: (response) => response.expenseCityFilterList,
  errorText: EXPENSE_API_FAILED,
  silent: true,
});

const dayRequest = (employeeId: number, day: ExpenseDay) => ({
  employeeId,
  expenseId: day.expenseId,
  activityDate: day.activityDate,
});

export const dayQuery = defineQuery({
  call: expenseUpdateDayWise,
  request: (user, day: ExpenseDay) => ({ query: dayRequest(user.employeeId, day) }),
  select: (response) => ({
    line: response.getMyExpenseList[0],
    legs: response.tblRoute,
    history: response.history,
    rejection: response.rejection ?? null,
    returns: response.returns ?? [],
  }),
  errorText: EXPENSE_API_FAILED,
});

export const dayTotalQuery = defineQuery({
  call: expenseDayWiseTotal,
  request: (user, day: ExpenseDay) => ({ query: dayRequest(user.employeeId, day) }),
  select: (response) => response.totalFare,
  errorText: EXPENSE_API_FAILED,
  // An attached bill changes the day's total once it reaches the server.
  refreshOn: ['bill-attach'],
});

export const attachmentsQuery = defineQuery({
  call: expenseGetAllAttachmentForDaywise,
  request: (user, day: ExpenseDay) => ({
    query: { ...dayRequest(user.employeeId, day), expenseDetailId: day.expenseDetailId },
  }),
  select: (response) => response.expenseAttachmentList,
  errorText: EXPENSE_API_FAILED,
  refreshOn: ['bill-attach'],
});

// What Modify route offers: activities and the chart's cities change rarely, so they are kept for
// the session; the day's first from-city is asked each time the popup opens.

export const activitiesQuery = defineQuery({
  call: getExpenseActivity,
  request: (user) => ({ query: { employeeId: user.employeeId, companyId: user.companyId } }),
  select: (response) => response.getExpenseActivityList,
  errorText: EXPENSE_API_FAILED,
  staleAfterMs: Number.POSITIVE_INFINITY,
});

export const chartCitiesQuery = defineQuery({
  call: getExpenseCity,
  request: (user) => ({ query: { employeeId: user.employeeId } }),
  select: (response) => response.getExpenseCityList,
  errorText: EXPENSE_API_FAILED,
});

export const fromCityQuery = defineQuery({
  call: expenseModifyFromCity,
  request: (user, day: ExpenseDay) => ({
    query: { employeeId: user.employeeId, expenseId: day.expenseId, activityDate: day.activityDate },
  }),
  select: (response) => ({ cityId: response.fromCityId, cityName: response.fromCityName }),
  errorText: EXPENSE_API_FAILED,
});

// The same day seen by an approver: the own-data calls answer 403 for someone else's day, so the
// approval view reads the month and its bills through the approval calls.

export const approvalMonthQuery = defineQuery({
  call: GetExpenseViewAllDetails,
  request: (_user, expenseId: number) => ({ query: { Expense_ID: expenseId } }),
  select: (response) => response,
  errorText: EXPENSE_API_FAILED,
});

export const approvalAttachmentsQuery = defineQuery({
  call: expenseApprovalAttachment,
  request: (_user, expenseId: number) => ({ query: { expenseId } }),
  select: (response) => response.attachments,
  errorText: EXPENSE_API_FAILED,
});
