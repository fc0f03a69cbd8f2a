// How the outbox sender puts one request on the wire, and how it judges a try that failed.
import type { ApiCall } from '../contract/call';
import { IDEMPOTENCY_HEADER, OUTBOX_CALLS } from '../contract/outbox';
import { ApiError, callApi, errorText, messageOf } from './api-client';
import type { OutboxItem } from './db';

/** Sends one item with the given token; resolves with the server's answer, rejects like callApi (ApiError). */
export type Sender = (item: OutboxItem, token: string) => Promise<unknown>;

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 5 * 60_000;
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
  if (typeof status !== 'number') return { kind: 'retry', status: undefined, message: errorText(undefined) };
  if (status === 401) return { kind: 'unauthorized' };
  // 5xx details stay on the server; the spec's text says what the user can do about it.
  if (status >= 500) return { kind: 'retry', status, message: errorText(status) };
  if (status === 408 || status === 429)
    return { kind: 'retry', status, message: messageOf(data) ?? errorText(status) };
  const fallback = error instanceof Error && error.message ? error.message : errorText(status);
  return { kind: 'failed', status, message: messageOf(data) ?? fallback };
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
