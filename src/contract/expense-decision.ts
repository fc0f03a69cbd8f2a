// An expense approval decision through the outbox (issue 38 'Decisions offline'): the day lines
// travel as one JSON text (lines-text.ts). Path the spec does not show, named in its style (DESIGN.md section 2):
// - POST /expenseDecisionSave: Save Draft (isSubmit 0) or Submit (isSubmit 1) of one level's
//   decision, sent once under an Idempotency-Key. claimVersion is what GetExpenseViewAllDetails said
//   of the claim the approver judged: a claim the employee changed since answers 409 with
//   CLAIM_CHANGED, and one that no longer waits for the caller 409 as every approval does.
import { z } from 'zod';
import { ZLevel, ZVersion } from './approvals';
import { defineCall, ZId } from './call';
import { ZExpenseApprovalLine } from './expense-approvals';
import { linesAsText } from './lines-text';

export const CLAIM_CHANGED =
  'The employee changed this claim after you opened it. Look at it again, then save your decision.';

/** The day lines as JSON text: the same lines, and the same checks, as expenseApprovalSubmit's tblDetails. */
const ZLinesText = linesAsText(
  z.array(ZExpenseApprovalLine).max(31, { error: 'must hold at most 31 days' }),
  'day lines',
);

export const ZExpenseDecisionRequest = z.object({
  expenseId: ZId,
  levelId: ZLevel,
  approverId: ZId,
  slNo: ZVersion,
  claimVersion: z.string().min(1).max(64),
  isSubmit: z.coerce.number().int().min(0).max(1, { error: 'must be 0 or 1' }),
  lines: ZLinesText,
});
export type TExpenseDecisionRequest = z.input<typeof ZExpenseDecisionRequest>;

export const expenseDecisionSave = defineCall({
  method: 'POST',
  path: '/expenseDecisionSave',
  body: ZExpenseDecisionRequest,
  response: z.object({
    message: z.string(),
    /** The month's status after this decision. */
    status: z.string(),
    /** The level now waiting (this one after a draft), or null when the month is decided. */
    nextLevelId: z.number().int().nullable(),
  }),
});
