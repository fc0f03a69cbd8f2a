// A tour programme approval decision through the outbox (issue 38 'Decisions offline'): the day
// decisions travel as one JSON text (lines-text.ts). Path the spec does not show, named in its
// style (DESIGN.md section 2):
// - POST /tpDecisionSave: the approver's decision on a submitted plan, sent once under an
//   Idempotency-Key, the same decision as tpApprovalSubmit. planVersion is what tpApprovalView said
//   of the submitted days the approver judged: a plan the employee changed since (returned, edited
//   and submitted again) answers 409 with PLAN_CHANGED and nothing is written; one decided
//   elsewhere answers 409 as tpApprovalSubmit does.
import { z } from 'zod';
import { defineCall, ZId } from './call';
import { linesAsText } from './lines-text';
import { ZTpDayDecision, ZTpStatus } from './tour-programme';

export const PLAN_CHANGED =
  'The employee changed this tour programme after you opened it. Look at it again, then submit your decision.';

export const ZTpDecisionRequest = z.object({
  planId: ZId,
  companyId: ZId,
  planVersion: z.string().min(1).max(64),
  days: linesAsText(
    z.array(ZTpDayDecision).min(1, { error: 'must decide at least one day' }).max(31),
    'day decisions',
  ),
});
export type TTpDecisionRequest = z.input<typeof ZTpDecisionRequest>;

export const tpDecisionSave = defineCall({
  method: 'POST',
  path: '/tpDecisionSave',
  body: ZTpDecisionRequest,
  response: z.object({ message: z.string(), status: ZTpStatus }),
});
