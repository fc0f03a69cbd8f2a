// A fare chart (STPFC) approval decision through the outbox (issue 38 'Decisions offline'): the
// journey lines travel as one JSON text (lines-text.ts). Path the spec does not show, named in its
// style (DESIGN.md section 2):
// - POST /stpfcDecisionSave: the approver's Submit of one chart's journeys, sent once under an
//   Idempotency-Key, the same decision as stpfcApprovalSubmit. chartVersion is what
//   getSTPFCApprovalEmployeeWiseDetails said of the journeys the approver judged: a chart the
//   employee changed since (a journey edited, added or taken back) answers 409 with CHART_CHANGED
//   and nothing is written; one decided elsewhere answers 409 as every approval does.
import { z } from 'zod';
import { ZLevel, ZStpfcApprovalLine, ZVersion } from './approvals';
import { defineCall, ZId } from './call';
import { linesAsText } from './lines-text';

export const CHART_CHANGED =
  'The employee changed this fare chart after you opened it. Look at it again, then submit your decision.';

export const ZChartDecisionRequest = z.object({
  employeeId: ZId,
  stpfcId: ZId,
  levelId: ZLevel,
  approverId: ZId,
  slNo: ZVersion,
  chartVersion: z.string().min(1).max(64),
  lines: linesAsText(
    z.array(ZStpfcApprovalLine).min(1, { error: 'must name at least one journey' }).max(100),
    'journey lines',
  ),
});
export type TChartDecisionRequest = z.input<typeof ZChartDecisionRequest>;

export const stpfcDecisionSave = defineCall({
  method: 'POST',
  path: '/stpfcDecisionSave',
  body: ZChartDecisionRequest,
  response: z.object({
    /** The sentence the app shows: '1 journey approved, 0 rejected'. */
    status: z.string(),
    message: z.string(),
  }),
});
