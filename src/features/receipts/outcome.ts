// What became of a saved bill: the screens that save one wait briefly for the server's answer.
import type { OutboxItem } from '../../lib/db';
import { showResult } from '../../lib/notices';
import { waitForOutcome } from '../../lib/sync';
import { renderText, type Text } from '../../pure/texts';
import { RECEIPTS_TEXTS } from './receipts-texts';

export const SAVED_OFFLINE = renderText(RECEIPTS_TEXTS.savedOffline, 'en');
export const SAVED_WAITING = renderText(RECEIPTS_TEXTS.savedWaiting, 'en');

/** How long an online save waits for the server before it says the bill will follow. */
export const ONLINE_WAIT_MS = 8000;

type Notify = (kind: 'success' | 'fail', text: Text | string) => void;

/**
 * Tells the user what became of a queued bill: the server's own message when it answers in time,
 * its refusal when it refused, or that the bill is safe on the device and will follow.
 * Returns false when the server refused it.
 */
export async function reportOutcome(
  item: OutboxItem,
  fallbackText: Text,
  notify: Notify = showResult,
): Promise<boolean> {
  if (!navigator.onLine) {
    notify('success', RECEIPTS_TEXTS.savedOffline);
    return true;
  }
  const { outcome, item: settled } = await waitForOutcome(item.idempotencyKey, ONLINE_WAIT_MS);
  if (outcome === 'failed') {
    notify('fail', settled?.lastError ?? RECEIPTS_TEXTS.notSaved);
    return false;
  }
  notify(
    'success',
    outcome === 'done' ? responseMessage(settled?.response, fallbackText) : RECEIPTS_TEXTS.savedWaiting,
  );
  return true;
}

/** The message of a receipt call's answer (message, or unreportedUpdateStatus for updates). */
function responseMessage(response: unknown, fallback: Text): Text | string {
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
