// One approver's decision on a fare chart journey or an expense day: what later approvers and the
// employee both see (issue 10, 'History').
import { z } from 'zod';

export const ZApprovalHistory = z.object({
  levelId: z.number().int(),
  approverName: z.string(),
  status: z.enum(['A', 'R']),
  reason: z.string(),
  /** Rupees; 0 on fare chart lines. */
  deduction: z.number(),
  /** ISO timestamp. */
  actedAt: z.string(),
});
export type TApprovalHistory = z.infer<typeof ZApprovalHistory>;
