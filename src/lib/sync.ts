// The outbox sender as the app uses it: one engine per tab, started once, woken by the browser's
// events, and what the screens ask of it ('Retry now', 'Discard', waiting for a request's outcome).
// The engine is in sync-engine.ts, sending and judging a try in sync-send.ts, browser wiring in sync-runtime.ts.
import { liveQuery } from 'dexie';
import { db as appDb, type OutboxItem, type TourbookDb } from './db';
import { TOKEN_KEY, USER_DATA_KEY } from './session';
import type { Clock } from './sync-deps';
import { OutboxSync } from './sync-engine';
import { SYNC_MESSAGE, systemClock } from './sync-runtime';

export type Outcome = 'done' | 'failed' | 'pending';

/**
 * Waits up to `timeoutMs` for the server's answer to one request: 'done' or 'failed' with the item
 * (its `response` or `lastError`), or 'pending' once a try failed for a reason that only time cures
 * (offline, server down, signed out) or the time is up. An item that is gone (discarded) is 'failed'
 * with no item.
 */
export function waitForOutcome(
  idempotencyKey: string,
  timeoutMs: number,
  deps: { db?: TourbookDb; clock?: Clock } = {},
): Promise<{ outcome: Outcome; item: OutboxItem | undefined }> {
  const db = deps.db ?? appDb;
  const clock = deps.clock ?? systemClock;
  const startedAt = clock.now();
  const find = () => db.outbox.where('idempotencyKey').equals(idempotencyKey).first();
  return new Promise((resolve) => {
    let isSettled = false;
    const settle = (outcome: Outcome, item: OutboxItem | undefined) => {
      if (isSettled) return;
      isSettled = true;
      cancelTimer();
      // Unsubscribing inside the first emission would run before `subscription` exists.
      queueMicrotask(() => subscription.unsubscribe());
      resolve({ outcome, item });
    };
    const cancelTimer = clock.setTimer(() => {
      void find().then(
        (item) => settle('pending', item),
        () => settle('pending', undefined),
      );
    }, timeoutMs);
    const subscription = liveQuery(find).subscribe({
      next(item) {
        if (!item) return settle('failed', undefined);
        if (item.state === 'done' || item.state === 'failed') return settle(item.state, item);
        // A try since the wait began ended in a retry or a 401: the answer will take longer than a moment.
        if (item.state === 'queued' && item.lastError !== undefined && item.updatedAt >= startedAt) {
          settle('pending', item);
        }
      },
      error: () => settle('pending', undefined),
    });
  });
}

let defaultSync: OutboxSync | undefined;
let isWired = false;

function getSync(): OutboxSync {
  defaultSync ??= new OutboxSync();
  return defaultSync;
}

/**
 * Starts the sender for this tab, once (later calls only ask for a pass, e.g. after a login): it
 * sends at start, after each enqueue, when the browser comes online, when the tab becomes visible,
 * when another tab signs in, when the service worker relays a Background Sync, and when a backoff ends.
 */
export function startSync(): void {
  const sync = getSync();
  const isFirst = !isWired;
  isWired = true;
  void sync.start();
  if (!isFirst) return;
  window.addEventListener('online', () => void sync.request({ ignoreBackoff: true }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void sync.request();
  });
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === USER_DATA_KEY) void sync.request();
  });
  navigator.serviceWorker?.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === SYNC_MESSAGE)
      void sync.request({ ignoreBackoff: true });
  });
}

/** 'Retry now': the item goes again at once (a failed one under a new key). False when it is being sent or done. */
export function retryNow(seq: number): Promise<boolean> {
  return getSync().retryNow(seq);
}

/** 'Discard': the item is removed; throws (SENDING_NOW_TEXT) while it is being sent. */
export function discard(seq: number): Promise<void> {
  return getSync().discard(seq);
}
