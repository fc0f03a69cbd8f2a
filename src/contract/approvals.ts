// Approval calls (spec section 7 'Approvals'; DESIGN.md section 4 'Reporting line'): who may act,
// and the fare chart's approval. The expense approval's calls are in expense-approvals.ts.
//
// Who: the level-1 approver of an employee is their manager, level 2 the manager's manager while
// that person's area range is not T. An approval call acts only at the level waiting for the
// caller: an employee, chart or month outside the caller's reporting line, or one whose turn has
// not reached the caller's level, answers 403; one the caller's level has already acted on (a
// stale screen, a second tab) answers 409. employeeId / Emp_id name the subordinate; appr_Empid /
// approverId must be the caller and level_id / levelId the caller's level (403 otherwise): they are
// checked, never believed. Ids in the lines (stpfcId, userId, levelId, value, approverId) are not
// read: the request's own fields say it once. The lists take the caller's own id and list what
// waits for the caller, oldest first. slNo is the state the screen was loaded in (the count of
// decisions taken so far): a submit or draft whose slNo is no longer current answers 409.
import { z } from 'zod';
import { renderText } from '../pure/texts';
import { APPROVAL_ANSWER_TEXTS } from './approval-answer-texts';
import { ZApprovalHistory } from './approval-history';
import { defineCall, INT4_MAX, ZId } from './call';
import { isStorableText, withDefault } from './fields';

/**
 * A line's status in an approver's list: U unactioned, A or R the last decision. Spec section 4:
 * 'default Approve', and U shows as A; an answer without a status reads as U.
 */
export const ZLineStatus = withDefault(z.enum(['U', 'A', 'R']), 'U');
/** Spec section 4: the STPFC submit's message when the answer has no file record or no status. */
export const STPFC_SUCCESS = 'Success';

/** The English of the approval texts, where a schema's message or a test needs a string. */
export const APPROVAL_TEXTS = {
  reasonRequired: renderText(APPROVAL_ANSWER_TEXTS.reasonRequired, 'en'),
  deductionTooLarge: renderText(APPROVAL_ANSWER_TEXTS.deductionTooLarge, 'en'),
  draftSaved: renderText(APPROVAL_ANSWER_TEXTS.draftSaved, 'en'),
} as const;

/** One earlier decision, shown to the employee and to later approvers. */
export { type TApprovalHistory, ZApprovalHistory } from './approval-history';

export const ZReason = z
  .string()
  .trim()
  .max(500, { error: 'must be at most 500 characters' })
  .refine(isStorableText, { error: 'must be plain text (no NUL or broken characters)' });
export const ZLevel = z.coerce
  .number({ error: 'must be a number' })
  .int()
  .min(1)
  .max(2, { error: 'must be 1 or 2' });
export const ZVersion = z.coerce
  .number({ error: 'must be a number' })
  .int()
  .min(0)
  .max(INT4_MAX, { error: 'is too large' });

// Fare chart approval: one level, the manager (DESIGN.md: submit notifies the level-1 approver).

export const ZStpfcApprovalItem = z.object({
  employeeName: z.string(),
  employeeCode: z.string(),
  territory: z.string(),
  designation: z.string(),
  /** 'Submitted': journeys wait for the caller. */
  status: z.string(),
  employeeId: z.number().int(),
  stpfcId: z.number().int(),
  slNo: z.number().int(),
  levelId: z.number().int(),
  /** The approver the caller stands in for while they are away (issue 38). */
  forName: z.string().nullish(),
});
export type TStpfcApprovalItem = z.infer<typeof ZStpfcApprovalItem>;

export const getSTPFCApprovalDetail = defineCall({
  method: 'GET',
  path: '/getSTPFCApprovalDetail',
  query: z.object({ employeeId: ZId }),
  response: z.object({ stpfcApprovalList: z.array(ZStpfcApprovalItem) }),
});

export const ZStpfcDetailItem = z.object({
  stpfcDetailId: z.number().int(),
  fromCity: z.string(),
  toCity: z.string(),
  category: z.string(),
  transportType: z.string(),
  noOfChemists: z.number().int(),
  noOfDoctors: z.number().int(),
  /** Rupees. */
  allowance: z.number(),
  /** Km. */
  oneWayDistance: z.number(),
  twoWayDistance: z.number(),
  /** Rupees. */
  oneWayFare: z.number(),
  twoWayFare: z.number(),
  total: z.number(),
  territory: z.string(),
  effectiveDate: z.string(),
  /** The employee's notes on the journey (issue 40: shown in its details); missing, empty. */
  specification: z.string().default(''),
  remarks: z.string().default(''),
  /** U unactioned, or the journey's last decision; missing, U (which shows as the default, Approve). */
  status: ZLineStatus,
  reason: z.string(),
  history: z.array(ZApprovalHistory),
});
export type TStpfcDetailItem = z.infer<typeof ZStpfcDetailItem>;

/**
 * The chart's submitted (S) journeys; a journey's status is its last decision (A or R, with its
 * reason) or U.
 */
export const getSTPFCApprovalEmployeeWiseDetails = defineCall({
  method: 'GET',
  path: '/getSTPFCApprovalEmployeeWiseDetails',
  query: z.object({ employeeId: ZId, stpfcId: ZId }),
  response: z.object({
    stpfcApprovalDetails: z.array(ZStpfcDetailItem),
    slNo: z.number().int(),
    /** What the journeys are now, for a decision sent later through the outbox (chart-decision.ts). */
    chartVersion: z.string().optional(),
  }),
});

/** A line A or R; R needs a reason (spec section 5 'Rejection'). */
export const withRejectionReason = <T extends { status: 'A' | 'R' }>(
  line: T,
  reason: string,
  ctx: z.RefinementCtx,
) => {
  if (line.status === 'R' && reason.length === 0) {
    ctx.addIssue({ code: 'custom', message: APPROVAL_TEXTS.reasonRequired, path: ['reason'] });
  }
};

export const ZStpfcApprovalLine = z
  .object({
    stpfcId: ZId.optional(),
    stpfcDetailId: ZId,
    status: z.enum(['A', 'R'], { error: "must be 'A' or 'R'" }),
    reason: ZReason.default(''),
  })
  .superRefine((line, ctx) => withRejectionReason(line, line.reason, ctx));

export const ZStpfcApprovalSubmitRequest = z.object({
  companyId: ZId,
  employeeId: ZId,
  stpfcId: ZId,
  level_id: ZLevel,
  appr_Empid: ZId,
  slNo: ZVersion,
  tblDetails: z.array(ZStpfcApprovalLine).min(1, { error: 'must name at least one journey' }).max(100),
});
export type TStpfcApprovalSubmitRequest = z.input<typeof ZStpfcApprovalSubmitRequest>;
export type TStpfcApprovalSubmit = z.output<typeof ZStpfcApprovalSubmitRequest>;

/**
 * Names exactly the journeys listed, each A or R (R with a reason, else 400 'Please give a valid
 * reason for rejection'); else 409 (the chart changed). Approved journeys become A and move the
 * chart's effective-from date to the latest of their dates; rejected ones become R, editable again.
 * fileRecord[0].status is the sentence the app shows.
 */
export const stpfcApprovalSubmit = defineCall({
  method: 'POST',
  path: '/stpfcApprovalSubmit',
  body: ZStpfcApprovalSubmitRequest,
  response: z.object({
    fileRecord: z
      .array(z.object({ status: withDefault(z.string(), STPFC_SUCCESS), message: z.string() }))
      .nullish()
      .transform((records) => records ?? []),
  }),
});
