// The approver's writes: online only, straight to the server, each naming what it changes and
// where its outcome shows. A 409 (someone acted first) is an alert, since the screen moves on.
import {
  STPFC_SUCCESS,
  stpfcApprovalSubmit,
  type TStpfcApprovalSubmitRequest,
} from '../../contract/approvals';
import { expenseApproveSelected } from '../../contract/approve-selected';
import {
  expenseApprovalSubmit,
  expenseDraftSubmit,
  type TExpenseApprovalRequest,
} from '../../contract/expense-approvals';
import { SOMETHING_WENT_WRONG } from '../../lib/api-error';
import { defineMutation } from '../../lib/server-mutation';
import type { StoredUserData } from '../../lib/session';
import { claimQuery, claimSundryQuery, expenseListQuery, stpfcListQuery } from './approval-queries';

/** Spec section 8: the popup on a failed expense save or submit. */
export const DRAFT_FAILED = 'An error occurred while saving drafts.';

/** The approver's decision on one employee's journeys; the list then shows who still waits. */
export const decideChartMutation = defineMutation({
  call: stpfcApprovalSubmit,
  request: (user, decision: Omit<TStpfcApprovalSubmitRequest, 'companyId' | 'appr_Empid'>) => ({
    body: { ...decision, companyId: user.companyId, appr_Empid: user.employeeId },
  }),
  select: (response) => response.fileRecord[0]?.status || STPFC_SUCCESS,
  successText: (status) => status,
  failureText: SOMETHING_WENT_WRONG,
  shows: { success: 'popup', conflict: 'alert', failure: 'popup' },
  invalidates: [stpfcListQuery],
});

type ClaimDecision = Omit<TExpenseApprovalRequest, 'approverId'>;

const claimRequest = (user: StoredUserData, decision: ClaimDecision) => ({
  body: { ...decision, approverId: user.employeeId },
});

/** Keeps this level's values on a month without deciding it; the month shows them as kept. */
export const saveClaimDraftMutation = defineMutation({
  call: expenseDraftSubmit,
  request: claimRequest,
  select: (response) => response.message,
  successText: (message) => message,
  failureText: DRAFT_FAILED,
  // Beside the buttons rather than a toast, which would sit over the totals on a phone.
  shows: { success: 'inline', conflict: 'alert', failure: 'popup' },
  invalidates: [claimQuery, claimSundryQuery],
  // A 409 means another level decided the month: it is no longer this approver's to reload.
  invalidatesOnConflict: [expenseListQuery],
});

/**
 * Decides this level of a month. The month then no longer waits for this approver (reloading it
 * would only be refused): the list shows where it stands.
 */
export const submitClaimMutation = defineMutation({
  call: expenseApprovalSubmit,
  request: claimRequest,
  select: (response) => response.message,
  successText: (message) => message,
  failureText: DRAFT_FAILED,
  shows: { success: 'toast', conflict: 'alert', failure: 'popup' },
  invalidates: [expenseListQuery],
});

/**
 * 'Approve selected' (issue 38): the clean claims ticked on the list, decided at the approver's
 * level together. The list then shows what still waits; a refusal (a claim flagged or moved on
 * meanwhile) says the server's reason, and the list loads again.
 */
export const approveSelectedMutation = defineMutation({
  call: expenseApproveSelected,
  request: (user, selection: { levelId: number; expenseIds: number[] }) => ({
    body: { ...selection, employeeId: user.employeeId },
  }),
  select: (response) => response.message,
  successText: (message) => message,
  failureText: SOMETHING_WENT_WRONG,
  shows: { success: 'toast', refusal: 'alert', failure: 'popup' },
  invalidates: [expenseListQuery],
});
