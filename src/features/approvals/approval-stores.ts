// The approver's server data, one store per approval call (spec section 7 'Approvals'). Approvals
// are online only: nothing is cached on the device.
import {
  GetExpenseApproval,
  GetExpenseApprovalPopup,
  GetExpenseApprovalSundry,
  GetExpenseViewAllDetails,
  getSTPFCApprovalDetail,
  getSTPFCApprovalEmployeeWiseDetails,
} from '../../contract/approvals';
import { createServerStore } from '../../lib/server-store';

/** Spec section 8: STPFC load failures set 'Something went wrong'. */
export const SOMETHING_WENT_WRONG = 'Something went wrong';
export const NO_DATA = 'No Data Found';

export const useStpfcListStore = createServerStore({
  call: getSTPFCApprovalDetail,
  request: (user) => ({ query: { employeeId: user.employeeId } }),
  select: (response) => response.stpfcApprovalList,
  errorText: SOMETHING_WENT_WRONG,
});

export const useStpfcDetailsStore = createServerStore({
  call: getSTPFCApprovalEmployeeWiseDetails,
  request: (_user, chart: { employeeId: number; stpfcId: number }) => ({ query: chart }),
  select: (response) => response,
  errorText: SOMETHING_WENT_WRONG,
});

export const useExpenseListStore = createServerStore({
  call: GetExpenseApproval,
  request: (user) => ({ query: { employeeid: user.employeeId } }),
  select: (response) => response.expenseApprovalList,
  errorText: SOMETHING_WENT_WRONG,
});

export const useClaimStore = createServerStore({
  call: GetExpenseViewAllDetails,
  request: (_user, expenseId: number) => ({ query: { Expense_ID: expenseId } }),
  select: (response) => response,
  errorText: SOMETHING_WENT_WRONG,
});

export const useClaimSundryStore = createServerStore({
  call: GetExpenseApprovalSundry,
  request: (_user, expenseId: number) => ({ query: { Expense_ID: expenseId } }),
  select: (response) => response,
  errorText: SOMETHING_WENT_WRONG,
});

export const useFieldWorkStore = createServerStore({
  call: GetExpenseApprovalPopup,
  request: (_user, day: { employeeId: number; date: string }) => ({
    query: { Emp_id: day.employeeId, ActivityDate: day.date },
  }),
  select: (response) => response.fieldWorkList,
  errorText: SOMETHING_WENT_WRONG,
});
