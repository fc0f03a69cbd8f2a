// One approver's decision on a fare chart journey or an expense day: what later approvers and the
// employee both see (issue 10, 'History').
import { z } from 'zod';

export const ZApprovalHistory = z.object({
  levelId: z.number().int(),
  approverName: z.string(),
  /** The approver a delegate decided for (issue 38): 'by Meera Iyer for Vikram Joshi'; null or absent otherwise. */
  forName: z.string().nullish(),
  status: z.enum(['A', 'R']),
  reason: z.string(),
  /** Rupees; 0 on fare chart lines. */
  deduction: z.number(),
  /** ISO timestamp. */
  actedAt: z.string(),
});
export type TApprovalHistory = z.infer<typeof ZApprovalHistory>;

/** A claim's payment (issue 25): the approved total finance paid, on which date, with which reference. */
export const ZClaimPayment = z.object({
  /** Rupees. */
  amount: z.number(),
  /** 'YYYY-MM-DD'. */
  paidOn: z.string(),
  reference: z.string(),
});
export type TClaimPayment = z.infer<typeof ZClaimPayment>;

/**
 * Where a claim stands for the employee (issue 22), so the employee's and the approvers' screens
 * agree: what was claimed, then, once a level has acted in the claim's current round, what that
 * level approved (deductions and rejected days taken off) and who. Rupees.
 */
export const ZClaimStanding = z.object({
  /** The month's status: 'Unsubmitted', 'Submitted', 'Approved', 'Rejected' or 'Partially Approved'. */
  status: z.string(),
  /** The claim: every day's total with its bills, sundries included; days after today count nothing. */
  claimed: z.number(),
  /** What the latest level to act approved; null until a level of the current round has acted. */
  approved: z.number().nullable(),
  /** That level (1 or 2) and its approver; null with approved. */
  levelId: z.number().int().nullable(),
  approverName: z.string().nullable(),
  /** The approver a delegate decided for (issue 38), or null. */
  forName: z.string().nullish(),
  /** True once the last level decided the month (approved is then the claim's outcome). */
  isDecided: z.boolean(),
  /** Once finance paid the claim (status 'Paid'); null before. */
  payment: ZClaimPayment.nullable().default(null),
});
export type TClaimStanding = z.infer<typeof ZClaimStanding>;

/** One day's standing: the latest level's decision on it in the claim's current round. */
export const ZDayStanding = z.object({
  expenseDetailId: z.number().int(),
  /** U while no level of the current round has acted on the day. */
  status: z.enum(['U', 'A', 'R']),
  /** Rupees: what that level approved of the day (0 when rejected); null while U. */
  approved: z.number().nullable(),
  levelId: z.number().int().nullable(),
  approverName: z.string().nullable(),
  forName: z.string().nullish(),
});
export type TDayStanding = z.infer<typeof ZDayStanding>;
