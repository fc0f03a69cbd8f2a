// The approver's reads, one query per approval call (spec section 7 'Approvals'). A claim, and the
// fare charts waiting with their journeys, opened once are kept on the device, so they can be
// judged without signal (issue 38 'Decisions offline'); the rest is online only.
import { getSTPFCApprovalDetail, getSTPFCApprovalEmployeeWiseDetails } from '../../contract/approvals';
import {
  GetExpenseApproval,
  GetExpenseApprovalPopup,
  GetExpenseApprovalSundry,
  GetExpenseViewAllDetails,
} from '../../contract/expense-approvals';
import { SOMETHING_WENT_WRONG } from '../../lib/api-error';
import { defineQuery } from '../../lib/server-store';
import type { StoredUserData } from '../../lib/session';

export const NO_DATA = 'No Data Found';

/** The employees whose fare chart waits for the approver. */
export const stpfcListQuery = defineQuery({
  call: getSTPFCApprovalDetail,
  request: (user) => ({ query: { employeeId: user.employeeId } }),
  select: (response) => response.stpfcApprovalList,
  errorText: SOMETHING_WENT_WRONG,
  cache: 'stpfc-waiting',
});

/** The journeys of one employee's chart. */
export const stpfcDetailsQuery = defineQuery({
  call: getSTPFCApprovalEmployeeWiseDetails,
  request: (_user, chart: { employeeId: number; stpfcId: number }) => ({ query: chart }),
  select: (response) => response,
  errorText: SOMETHING_WENT_WRONG,
  cache: 'stpfc-journeys',
});

/** The expense months waiting for the approver. */
export const expenseListQuery = defineQuery({
  call: GetExpenseApproval,
  request: (user) => ({ query: { employeeid: user.employeeId } }),
  select: (response) => response.expenseApprovalList,
  errorText: SOMETHING_WENT_WRONG,
});

/** The calls of one month, asked by its id. */
const MONTH = {
  request: (_user: StoredUserData, expenseId: number) => ({ query: { Expense_ID: expenseId } }),
  errorText: SOMETHING_WENT_WRONG,
};

/** One month, day by day, with this level's draft if one was saved. */
export const claimQuery = defineQuery({
  ...MONTH,
  call: GetExpenseViewAllDetails,
  select: (response) => response,
  cache: 'expense-claim',
});

/** The month's sundry and grand totals. */
export const claimSundryQuery = defineQuery({
  ...MONTH,
  call: GetExpenseApprovalSundry,
  select: (response) => response,
  cache: 'expense-claim-sundry',
});

/** The customers met on one field-work day. */
export const fieldWorkQuery = defineQuery({
  call: GetExpenseApprovalPopup,
  request: (_user, day: { employeeId: number; date: string }) => ({
    query: { Emp_id: day.employeeId, ActivityDate: day.date },
  }),
  select: (response) => response.fieldWorkList,
  errorText: SOMETHING_WENT_WRONG,
});
