// The bills on their way to a day: attaches still in the outbox, and the ones the server refused.
import type { OutboxItem } from '../../lib/db';

export interface WaitingAttachment {
  seq: number;
  expenseType: string;
  invoiceNumber: string;
  amount: number;
  /** The server's reason when it refused the attach; absent while it waits or is being sent. */
  refusal?: string;
}

/**
 * The day's attaches that the server has not applied: waiting (queued or being sent) or refused. An
 * applied one is in the day's attachments already; the outbox's label names the bill when the body
 * lacks a field (an older row).
 */
export function waitingAttachments(
  items: readonly OutboxItem[],
  expenseDetailId: number,
): WaitingAttachment[] {
  return items
    .filter(
      (item) =>
        item.kind === 'bill-attach' &&
        item.state !== 'done' &&
        item.body?.expenseDetailId === expenseDetailId,
    )
    .map((item) => ({
      seq: item.seq ?? 0,
      expenseType: String(item.body?.expenseType ?? ''),
      invoiceNumber: String(item.body?.description ?? item.label),
      amount: Number(item.body?.fare ?? 0),
      ...(item.state === 'failed' ? { refusal: item.lastError ?? 'The server refused it.' } : {}),
    }));
}
