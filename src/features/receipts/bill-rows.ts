// What the unreported bills list shows: the server's bills with the outbox's waiting changes laid over them.
import type { TUnreportedBill } from '../../contract/receipts';
import type { BillPreview, OutboxItem, OutboxState } from '../../lib/db';

export interface PendingChange {
  seq: number;
  kind: OutboxItem['kind'];
  state: Exclude<OutboxState, 'done'>;
  error?: string;
  /**
   * The server refused it for what it is (a 4xx: a duplicate, a date out of range): a retry as it is
   * would be refused again, so it is edited or discarded, never retried.
   */
  isRefusal: boolean;
}

export interface BillRow {
  key: string;
  /** The server's bill; absent for a new bill still waiting to upload. */
  bill?: TUnreportedBill;
  invoiceNumber: string;
  invoiceDate: string;
  amount: number;
  expenseType: string;
  /** A data URL from the server, or the waiting bill's own thumbnail. */
  thumbnail: string | Blob | null;
  pending?: PendingChange;
}

/** How a change shows; none for one the server has applied already. */
const pendingOf = (item: OutboxItem): { pending?: PendingChange } =>
  item.state === 'done'
    ? {}
    : {
        pending: {
          seq: item.seq ?? 0,
          kind: item.kind,
          state: item.state,
          ...(item.lastError ? { error: item.lastError } : {}),
          isRefusal: item.state === 'failed' && isClientError(item.lastStatus),
        },
      };

const isClientError = (status: number | undefined) =>
  status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;

const fromPreview = (preview: BillPreview) => ({
  invoiceNumber: preview.invoiceNumber,
  invoiceDate: preview.invoiceDate,
  amount: preview.amount,
  expenseType: preview.expenseType,
});

/**
 * `listRequestedAt` is when the server's list was asked for: a change that reached the server
 * after it is not in the list yet, so it still shows (without a pending badge) until the next
 * list arrives. Otherwise a bill just uploaded would vanish and come back a moment later.
 */
export function billRows(bills: TUnreportedBill[], items: OutboxItem[], listRequestedAt = 0): BillRow[] {
  const waiting = items.filter((item) => item.state !== 'done' || item.updatedAt > listRequestedAt);
  const newBills: BillRow[] = waiting
    .filter((item) => item.kind === 'bill-upload' && item.preview)
    .reverse()
    .map((item) => ({
      key: `outbox-${item.seq}`,
      ...fromPreview(item.preview as BillPreview),
      thumbnail: item.preview?.thumbnail ?? null,
      ...pendingOf(item),
    }));

  // The latest waiting change of each bill decides how it shows.
  const latestChange = new Map<number, OutboxItem>();
  for (const item of waiting) if (item.billId !== undefined) latestChange.set(item.billId, item);

  const serverBills: BillRow[] = [];
  for (const bill of bills) {
    const change = latestChange.get(bill.unReportExpenseId);
    const isLeaving = change && (change.kind === 'bill-delete' || change.kind === 'bill-attach');
    // A bill being deleted or attached leaves the list at once, unless that change failed.
    if (isLeaving && change.state !== 'failed') continue;
    const isUpdate = change?.kind === 'bill-update' && change.preview;
    serverBills.push({
      key: `bill-${bill.unReportExpenseId}`,
      bill,
      invoiceNumber: bill.invoiceNumber,
      invoiceDate: bill.invoiceDate,
      amount: bill.amount,
      expenseType: bill.expenseType,
      ...(isUpdate ? fromPreview(change.preview as BillPreview) : {}),
      thumbnail: bill.imageBase64,
      ...(change ? pendingOf(change) : {}),
    });
  }
  return [...newBills, ...serverBills];
}
