// An approver's decisions go through the outbox (issue 38 'Decisions offline'): an expense claim's
// Save Draft and Submit, a fare chart's Submit. Saved on the phone first, then sent exactly once,
// online or later. The screen waits a moment for the server's answer; offline, the decision waits on
// the phone and the screen says so.
import { stpfcDecisionSave, type TChartDecisionRequest } from '../../contract/chart-decision';
import { expenseDecisionSave, type TExpenseDecisionRequest } from '../../contract/expense-decision';
import type { OutboxItem } from '../../lib/db';
import { enqueue } from '../../lib/outbox';
import type { StoredUserData } from '../../lib/session';
import { discard, waitForOutcome } from '../../lib/sync';
import type { dayLine } from './approval-lines';

/** How long the screen waits for an online answer before saying the decision waits on the phone. */
export const ANSWER_WAIT_MS = 15_000;

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

export type DecisionOutcome =
  | { kind: 'done'; response: Record<string, unknown> }
  /** Saved on the phone; it goes once the phone is online. */
  | { kind: 'waiting' }
  | { kind: 'refused'; status: number | undefined; message: string };

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
  answerOf(queueClaimDecision(user, decision));

export const sendChartDecision = (user: StoredUserData, decision: ChartDecision) =>
  answerOf(queueChartDecision(user, decision));

/**
 * Waits for a queued decision's answer while online. A refusal (409: the claim or chart changed or
 * moved on; 400) is the screen's to show: the request leaves the outbox, the approver's choices stay.
 */
async function answerOf(queuing: Promise<OutboxItem>): Promise<DecisionOutcome> {
  const queued = await queuing;
  if (!navigator.onLine) return { kind: 'waiting' };
  const { outcome, item } = await waitForOutcome(queued.idempotencyKey, ANSWER_WAIT_MS);
  if (outcome === 'done') {
    const response = item?.response;
    return { kind: 'done', response: typeof response === 'object' && response ? { ...response } : {} };
  }
  if (outcome === 'pending') return { kind: 'waiting' };
  if (item?.seq !== undefined) await discard(item.seq).catch(() => undefined);
  return { kind: 'refused', status: item?.lastStatus, message: item?.lastError ?? '' };
}

/** What a decision's answer says, when it says it in text. */
export const answerText = (response: Record<string, unknown>, field: string): string => {
  const text = response[field];
  return typeof text === 'string' ? text : '';
};
