// The approver's writes straight to the server, each naming what it changes and where its outcome
// shows; a 409 (someone acted first) is an alert, since the screen moves on. An expense claim's
// Save Draft and Submit, and a fare chart's Submit, go through the outbox instead (decision-outbox.ts).
import { expenseApproveSelected } from '../../contract/approve-selected';
import { SOMETHING_WENT_WRONG } from '../../lib/api-error';
import { defineMutation } from '../../lib/server-mutation';
import { expenseListQuery } from './approval-queries';

/** Spec section 8: the popup on a failed expense save or submit. */

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
