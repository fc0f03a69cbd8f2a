// 'Approve selected' (issue 38): several clean claims approved at once by the caller's level.
import { z } from 'zod';
import { ZLevel } from './approvals';
import { defineCall, ZId } from './call';

/**
 * 'Approve selected' (issue 38): the approver's level decides several claims at once, each as if
 * every day were approved with no deduction (a day the previous level rejected stays rejected).
 * Refused whole, nothing changed: 400 when a claim carries a flag (it needs a look day by day),
 * 403 when a claim does not wait for the caller at this level, 409 when it moved on meanwhile.
 */
export const expenseApproveSelected = defineCall({
  method: 'POST',
  path: '/expenseApproveSelected',
  body: z.object({
    /** The approver: the caller's own id. */
    employeeId: ZId,
    levelId: ZLevel,
    expenseIds: z
      .array(ZId)
      .min(1, { error: 'must name at least one claim' })
      .max(100, { error: 'must name at most 100 claims' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'must name each claim once' }),
  }),
  response: z.object({
    message: z.string(),
    approved: z.array(z.object({ expenseId: z.number().int(), status: z.string() })),
  }),
});
