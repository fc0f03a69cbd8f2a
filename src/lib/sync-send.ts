// How the outbox sender puts one request on the wire, and how it judges a try that failed.
import type { ApiCall } from '../contract/call';
import { IDEMPOTENCY_HEADER, OUTBOX_CALLS } from '../contract/outbox';
import { callApi } from './api-client';
import { ApiError, errorText, messageOf, NotTheServerError, notTheServerText } from './api-error';
import type { OutboxItem } from './db';

/** Sends one item with the given token; resolves with the server's answer, rejects like callApi (ApiError). */
export type Sender = (item: OutboxItem, token: string) => Promise<unknown>;

export const SIGNED_OUT_TEXT = 'Your session ended. It will upload after you log in again.';

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 5 * 60_000;
/**
 * After this many tries that failed for a reason time may cure (network, 5xx, 408, 429), a row stops as
 * 'failed' with its last error and waits for 'Retry now' or 'Discard'. With the backoff that is about
 * 45 minutes of failing while the app is open and online (offline, no tries are spent): long enough
 * for a server restart or a short outage, short enough that a request the server can never take does
 * not re-upload its image every 5 minutes for days.
 */
export const MAX_TRIES = 20;
/**
 * A try that hangs (a dead mobile link can keep a socket open far longer) is given up and retried
 * under the same key. Long enough for a 400 KB receipt over a weak 2G link (16 kbit/s: about 200 s).
 */
const SEND_TIMEOUT_MS = 5 * 60_000;

/**
 * The wait before try number `attempts + 1`: doubling from 2 s, capped at 5 minutes, with the upper
 * half jittered so that many phones coming back online together do not hit the server in step.
 */
export function backoffDelay(attempts: number, random: () => number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return ceiling / 2 + (random() * ceiling) / 2;
}

export type SendResult =
  | { kind: 'done'; response: unknown }
  | { kind: 'retry'; status: number | undefined; message: string }
  | { kind: 'failed'; status: number; message: string }
  | { kind: 'unauthorized' };

/** How one failed try is handled (DESIGN.md section 5): retried, stopped with the server's reason, or paused. */
export function classifyFailure(error: unknown): SendResult {
  const status = (error as { status?: unknown } | null)?.status;
  const data = (error as { data?: unknown } | null)?.data;
  if (typeof status !== 'number') {
    return {
      kind: 'retry',
      status: undefined,
      message: error instanceof NotTheServerError ? notTheServerText() : errorText(undefined),
    };
  }
  if (status === 401) return { kind: 'unauthorized' };
  // 5xx details stay on the server; the spec's text says what the user can do about it.
  if (status >= 500) return { kind: 'retry', status, message: errorText(status) };
  if (isRetryable(status)) return { kind: 'retry', status, message: messageOf(data) ?? errorText(status) };
  const fallback = error instanceof Error && error.message ? error.message : errorText(status);
  return { kind: 'failed', status, message: messageOf(data) ?? fallback };
}

/** No answer, 5xx, 408 and 429: the same request may succeed later. */
function isRetryable(status: number | undefined): boolean {
  return status === undefined || status >= 500 || status === 408 || status === 429;
}

/**
 * A failed row that stopped after retryable failures may have been applied with its answer lost, so
 * 'Retry now' must keep its key; one the server refused (other 4xx) was not, and gets a new key.
 */
export function mayHaveReachedServer(item: Pick<OutboxItem, 'lastStatus'>): boolean {
  return isRetryable(item.lastStatus);
}

/** What one try's result writes to the row; only changed fields, so the images are not copied again. */
export function changesAfter(
  item: OutboxItem,
  result: SendResult,
  now: number,
  random: () => number,
): Partial<OutboxItem> {
  switch (result.kind) {
    case 'done':
      // The images go at once (they can be large); the row stays a while with the server's answer.
      return {
        state: 'done',
        response: result.response,
        body: undefined,
        lastError: undefined,
        lastStatus: undefined,
        updatedAt: now,
      };
    case 'retry':
      return {
        // Parked after MAX_TRIES: the user sees it with Retry and Discard instead of a silent loop.
        state: item.attempts >= MAX_TRIES ? 'failed' : 'queued',
        nextAttemptAt: now + backoffDelay(item.attempts, random),
        lastError: result.message,
        lastStatus: result.status,
        updatedAt: now,
      };
    case 'failed':
      return { state: 'failed', lastError: result.message, lastStatus: result.status, updatedAt: now };
    case 'unauthorized':
      // The server did not apply it (no valid token); it goes first once the same employee is back.
      return {
        state: 'queued',
        nextAttemptAt: now,
        lastError: SIGNED_OUT_TEXT,
        lastStatus: 401,
        updatedAt: now,
      };
  }
}

/** The app's sender: the contract call found again by the stored path, with the item's key and the given token. */
export const sendWithCallApi: Sender = (item, token) => {
  const call = (OUTBOX_CALLS as Record<string, ApiCall | undefined>)[item.path];
  if (!call) return Promise.reject(new ApiError(400, null, `The app cannot send ${item.path} any more.`));
  return callApi(
    call,
    { query: item.query, body: item.body },
    {
      silent: true,
      keepSessionOn401: true,
      // The token checked against the item's employee, not whatever the storage holds by now.
      headers: { Authorization: `Bearer ${token}`, [IDEMPOTENCY_HEADER]: item.idempotencyKey },
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    },
  );
};

/**
 * Rows of one group go in the order saved; different groups pass each other. A change to a bill
 * (update, delete, attach) names the server's id of that bill, so the bill's changes form a group. A
 * new bill has no id yet, and nothing queued can refer to it, so each upload is a group of its own.
 */
export function orderGroup(item: Pick<OutboxItem, 'billId' | 'idempotencyKey'>): string {
  return item.billId === undefined ? `upload:${item.idempotencyKey}` : `bill:${item.billId}`;
}

/** Rows the server confirmed are kept a day, so screens can still show the server's answer, then pruned. */
export const DONE_RETENTION_MS = 24 * 60 * 60_000;

export const SENDING_NOW_TEXT = 'This request is being uploaded right now, so it cannot be discarded.';
