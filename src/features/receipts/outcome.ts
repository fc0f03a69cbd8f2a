// What became of a queued request: the screens that save a bill wait briefly for the server's answer.
import { liveQuery } from 'dexie';
import { db, type OutboxItem } from '../../lib/db';
import { showResult } from '../../lib/notices';

export type Outcome =
  | { state: 'done'; item?: OutboxItem }
  | { state: 'failed'; item: OutboxItem }
  | { state: 'pending' };

/** Resolves when the item is applied or stopped, or with 'pending' after `timeoutMs`. */
export function waitForOutcome(idempotencyKey: string, timeoutMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    let isSettled = false;
    const settle = (outcome: Outcome) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve(outcome);
    };
    const timer = setTimeout(() => settle({ state: 'pending' }), timeoutMs);
    const subscription = liveQuery(() =>
      db.outbox.where('idempotencyKey').equals(idempotencyKey).first(),
    ).subscribe({
      next: (item) => {
        // Gone from the outbox means the server confirmed it and the row was cleaned up.
        if (!item || item.state === 'done') settle({ state: 'done', ...(item ? { item } : {}) });
        else if (item.state === 'failed') settle({ state: 'failed', item });
      },
      error: () => settle({ state: 'pending' }),
    });
  });
}

export const SAVED_OFFLINE = 'Saved on this device. It will upload when you are back online.';
export const SAVED_WAITING = 'Saved. It will upload as soon as the connection allows.';

/** How long an online save waits for the server before it says the bill will follow. */
export const ONLINE_WAIT_MS = 8000;

type Notify = (kind: 'success' | 'fail', text: string) => void;

/**
 * Tells the user what became of a queued bill: the server's own message when it answers in time,
 * its refusal when it refused, or that the bill is safe on the device and will follow.
 * Returns false when the server refused it.
 */
export async function reportOutcome(
  item: OutboxItem,
  fallbackText: string,
  notify: Notify = showResult,
): Promise<boolean> {
  if (!navigator.onLine) {
    notify('success', SAVED_OFFLINE);
    return true;
  }
  const outcome = await waitForOutcome(item.idempotencyKey, ONLINE_WAIT_MS);
  if (outcome.state === 'failed') {
    notify('fail', outcome.item.lastError ?? 'The bill could not be saved.');
    return false;
  }
  notify(
    'success',
    outcome.state === 'done' ? responseMessage(outcome.item?.response, fallbackText) : SAVED_WAITING,
  );
  return true;
}

/** The message of a receipt call's answer (message, or unreportedUpdateStatus for updates). */
function responseMessage(response: unknown, fallback: string): string {
  if (response && typeof response === 'object') {
    const { message, unreportedUpdateStatus } = response as {
      message?: unknown;
      unreportedUpdateStatus?: unknown;
    };
    if (typeof message === 'string' && message) return message;
    if (typeof unreportedUpdateStatus === 'string' && unreportedUpdateStatus) return unreportedUpdateStatus;
  }
  return fallback;
}
