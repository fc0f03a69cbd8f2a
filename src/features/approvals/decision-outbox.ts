// An approver's decisions go through the outbox (issue 38 'Decisions offline'): an expense claim's
// Save Draft and Submit, a fare chart's Submit (the tour programme's: tp-outbox.ts). Saved on the
// phone first, then sent exactly once, online or later (lib/send-once.ts).
import { stpfcDecisionSave, type TChartDecisionRequest } from '../../contract/chart-decision';
import { expenseDecisionSave, type TExpenseDecisionRequest } from '../../contract/expense-decision';
import type { OutboxItem } from '../../lib/db';
import { enqueue } from '../../lib/outbox';
import { type SentOutcome, sendOnce } from '../../lib/send-once';
import type { StoredUserData } from '../../lib/session';
import type { dayLine } from './approval-lines';

export interface ClaimDecision {
  expenseId: number;
  levelId: number;
  slNo: number;
  claimVersion: string;
  isSubmit: boolean;
  lines: ReturnType<typeof dayLine>[];
  /** Whose claim, which month: how the outbox lists the request. */
  label: string;
}

export interface ChartDecision {
  employeeId: number;
  stpfcId: number;
  levelId: number;
  slNo: number;
  chartVersion: string;
  lines: { stpfcDetailId: number; status: 'A' | 'R'; reason: string }[];
  /** Whose fare chart: how the outbox lists the request. */
  label: string;
}

export type DecisionOutcome = SentOutcome;

export function queueClaimDecision(user: StoredUserData, decision: ClaimDecision): Promise<OutboxItem> {
  const body: TExpenseDecisionRequest = {
    expenseId: decision.expenseId,
    levelId: decision.levelId,
    approverId: user.employeeId,
    slNo: decision.slNo,
    claimVersion: decision.claimVersion,
    isSubmit: decision.isSubmit ? 1 : 0,
    lines: JSON.stringify(decision.lines),
  };
  return enqueue(expenseDecisionSave, {
    employeeId: user.employeeId,
    kind: 'expense-decision',
    body,
    label: decision.label,
  });
}

export function queueChartDecision(user: StoredUserData, decision: ChartDecision): Promise<OutboxItem> {
  const { label, lines, ...chart } = decision;
  const body: TChartDecisionRequest = { ...chart, approverId: user.employeeId, lines: JSON.stringify(lines) };
  return enqueue(stpfcDecisionSave, { employeeId: user.employeeId, kind: 'chart-decision', body, label });
}

export const sendClaimDecision = (user: StoredUserData, decision: ClaimDecision) =>
  sendOnce(queueClaimDecision(user, decision));

export const sendChartDecision = (user: StoredUserData, decision: ChartDecision) =>
  sendOnce(queueChartDecision(user, decision));
