// Rejected days come back (issue 38): a day the approvers rejected returns to its employee with the
// reason; the employee may change it, reply in a line and resubmit it, and the claim goes back to
// the approvers, who see the reply and what changed. Every round is kept.
import { z } from 'zod';
import { defineCall, ZId } from './call';

/** A day as it stood at one moment: its route, its total (fare, allowance, bills) and its bills. Rupees. */
export const ZDayState = z.object({
  route: z.string(),
  total: z.number(),
  /** The attached bills' invoice numbers, comma-separated ('' for none). */
  bills: z.string(),
  /** Rupees: the attached bills of expense types (the day's part of its total). */
  billsTotal: z.number(),
});
export type TDayState = z.infer<typeof ZDayState>;

/** One round: the day as the approvers rejected it, then the employee's reply and the day as resubmitted. */
export const ZDayReturnRound = z.object({
  /** ISO timestamp: when the decision returned the day. */
  returnedAt: z.string(),
  before: ZDayState,
  /** Null while the day waits for the employee. */
  reply: z.string().nullable(),
  after: ZDayState.nullable(),
  resubmittedAt: z.string().nullable(),
  /** Resubmitted into the claim's current round: the change the approvers judge now. */
  inThisRound: z.boolean(),
});
export type TDayReturnRound = z.infer<typeof ZDayReturnRound>;

/** Why a day is back with its employee: the rejection that returned it. */
export const ZDayRejection = z.object({
  reason: z.string(),
  approverName: z.string(),
  levelId: z.number().int(),
  /** ISO timestamp. */
  rejectedAt: z.string(),
});
export type TDayRejection = z.infer<typeof ZDayRejection>;

export const MAX_REPLY_LENGTH = 300;

const ZDayResubmitRequest = z.object({
  employeeId: ZId,
  companyId: ZId,
  expenseId: ZId,
  days: z
    .array(
      z.object({
        expenseDetailId: ZId,
        reply: z
          .string({ error: 'Write a reply for the approver.' })
          .trim()
          .min(1, { error: 'Write a reply for the approver.' })
          .max(MAX_REPLY_LENGTH, { error: `must be at most ${MAX_REPLY_LENGTH} characters` }),
      }),
    )
    .min(1, { error: 'Name at least one day.' })
    .max(31, { error: 'A month has at most 31 days.' }),
});
export type TDayResubmitRequest = z.infer<typeof ZDayResubmitRequest>;

/**
 * Resubmits rejected days of one month, each with the employee's reply: the month is 'Submitted'
 * again and its new round waits at level 1, the approver who judges the days first (the rejected
 * days not sent stay rejected). Only the month's own employee (403 otherwise); a day not rejected
 * back to them, or a month not decided with rejected days, is 409 with the reason. Idempotent with
 * an Idempotency-Key, like the other day writes.
 */
export const expenseDayResubmit = defineCall({
  method: 'POST',
  path: '/expenseDayResubmit',
  body: ZDayResubmitRequest,
  response: z.object({ message: z.string(), status: z.string() }),
});
