// Save Draft and Submit of an expense approval go through the outbox (issue 38 'Decisions offline'):
// saved on the phone first, then sent exactly once, online or later. The screen waits a moment for
// the server's answer; offline, the decision waits on the phone and the screen says so.
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

export type DecisionOutcome =
  | { kind: 'done'; message: string }
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

/**
 * Queues the decision and waits for its answer while online. A refusal (409: the claim changed or
 * moved on; 400) is the screen's to show: the request leaves the outbox, the approver's choices stay.
 */
export async function sendClaimDecision(
  user: StoredUserData,
  decision: ClaimDecision,
): Promise<DecisionOutcome> {
  const queued = await queueClaimDecision(user, decision);
  if (!navigator.onLine) return { kind: 'waiting' };
  const { outcome, item } = await waitForOutcome(queued.idempotencyKey, ANSWER_WAIT_MS);
  if (outcome === 'done') {
    const message = (item?.response as { message?: unknown } | undefined)?.message;
    return { kind: 'done', message: typeof message === 'string' ? message : '' };
  }
  if (outcome === 'pending') return { kind: 'waiting' };
  if (item?.seq !== undefined) await discard(item.seq).catch(() => undefined);
  return { kind: 'refused', status: item?.lastStatus, message: item?.lastError ?? '' };
}
