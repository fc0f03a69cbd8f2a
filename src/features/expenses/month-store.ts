// The month of My Expense: its days, its totals and its city chips, from the server.
import { expenseCityFilter, getMyExpense } from '../../contract/expenses';
import { createServerStore } from '../../lib/server-store';

/** My Expense failures (spec section 8): the message, or this when the server gives none. */
export const EXPENSE_API_FAILED = 'Something is Wrong With API!';

export interface MonthArgs {
  year: number;
  month: number;
}

/**
 * Kept on the device for reading offline, per month; loads again when an attached bill reaches
 * the server (the day's total changes).
 */
export const useMonthStore = createServerStore({
  call: getMyExpense,
  request: (user, args: MonthArgs) => ({
    query: { employeeId: user.employeeId, companyId: user.companyId, month: args.month, year: args.year },
  }),
  select: (response) => response,
  errorText: EXPENSE_API_FAILED,
  cache: (args) => `my-expense:${args.year}-${args.month}`,
  refreshOn: ['bill-attach'],
});

/** The cities the month's days start or end at: the filter chips after Unsubmitted and Submitted. */
export const useCityFilterStore = createServerStore({
  call: expenseCityFilter,
  request: (user, args: MonthArgs) => ({
    query: { employeeId: user.employeeId, month: args.month, year: args.year },
  }),
  select: (response) => response.expenseCityFilterList,
  errorText: EXPENSE_API_FAILED,
  silent: true,
});
