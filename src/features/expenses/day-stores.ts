// One day of My Expense from the server: its line and route, its totals and its attachments.

import { expenseApprovalAttachment, GetExpenseViewAllDetails } from '../../contract/approvals';
import {
  expenseDayWiseTotal,
  expenseGetAllAttachmentForDaywise,
  expenseUpdateDayWise,
} from '../../contract/expenses';
import { createServerStore } from '../../lib/server-store';
import { EXPENSE_API_FAILED } from './month-store';

/** The day the details screen shows: what SelectedExpenseData keeps (spec section 3). */
export interface ExpenseDay {
  expenseId: number;
  expenseDetailId: number;
  activityDate: string;
}

const dayQuery = (employeeId: number, day: ExpenseDay) => ({
  employeeId,
  expenseId: day.expenseId,
  activityDate: day.activityDate,
});

export const useDayStore = createServerStore({
  call: expenseUpdateDayWise,
  request: (user, day: ExpenseDay) => ({ query: dayQuery(user.employeeId, day) }),
  select: (response) => ({
    line: response.getMyExpenseList[0],
    legs: response.tblRoute,
    history: response.history,
  }),
  errorText: EXPENSE_API_FAILED,
});

export const useDayTotalStore = createServerStore({
  call: expenseDayWiseTotal,
  request: (user, day: ExpenseDay) => ({ query: dayQuery(user.employeeId, day) }),
  select: (response) => response.totalFare,
  errorText: EXPENSE_API_FAILED,
  // An attached bill changes the day's total once it reaches the server.
  refreshOn: ['bill-attach'],
});

export const useAttachmentsStore = createServerStore({
  call: expenseGetAllAttachmentForDaywise,
  request: (user, day: ExpenseDay) => ({
    query: { ...dayQuery(user.employeeId, day), expenseDetailId: day.expenseDetailId },
  }),
  select: (response) => response.expenseAttachmentList,
  errorText: EXPENSE_API_FAILED,
  refreshOn: ['bill-attach'],
});

// The same day seen by an approver: the own-data calls answer 403 for someone else's day, so the
// approval view reads the month and its bills through the approval calls.

export const useApprovalMonthStore = createServerStore({
  call: GetExpenseViewAllDetails,
  request: (_user, expenseId: number) => ({ query: { Expense_ID: expenseId } }),
  select: (response) => response,
  errorText: EXPENSE_API_FAILED,
});

export const useApprovalAttachmentsStore = createServerStore({
  call: expenseApprovalAttachment,
  request: (_user, expenseId: number) => ({ query: { expenseId } }),
  select: (response) => response.attachments,
  errorText: EXPENSE_API_FAILED,
});
