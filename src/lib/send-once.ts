// A write the screen waits on, sent through the outbox exactly once (issue 38 'Decisions offline':
// an approver's decisions). Online, the screen waits a moment for the server's answer; offline, or
// when the answer is slow, the write waits on the phone and the screen says so.
import type { OutboxItem } from './db';
import { discard, waitForOutcome } from './sync';

/** How long the screen waits for an online answer before saying the write waits on the phone. */
export const ANSWER_WAIT_MS = 15_000;

export type SentOutcome =
  | { kind: 'done'; response: Record<string, unknown> }
  /** Saved on the phone; it goes once the phone is online. */
  | { kind: 'waiting' }
  | { kind: 'refused'; status: number | undefined; message: string };

/**
 * Waits for a queued write's answer while online. A refusal (409: what it decides changed or moved
 * on; 400) is the screen's to show: the request leaves the outbox, the user's choices stay.
 */
export async function sendOnce(queuing: Promise<OutboxItem>): Promise<SentOutcome> {
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

/** What an answer says, when it says it in text. */
export function answerText(response: Record<string, unknown>, field: string): string {
  const text = response[field];
  return typeof text === 'string' ? text : '';
}
