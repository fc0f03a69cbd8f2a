// The outbox: every write for the server is first a row here, then sync.ts sends it exactly once.
import { useLiveQuery } from 'dexie-react-hooks';
import { type BillPreview, db, type OutboxItem, type OutboxKind } from './db';

export interface EnqueueRequest {
  employeeId: number;
  kind: OutboxKind;
  path: string;
  query?: Record<string, string | number>;
  body?: Record<string, string | number | Blob>;
  billId?: number;
  preview?: BillPreview;
  label: string;
}

export interface EnqueueOptions {
  /** A capture that this request saves: removed in the same transaction, so it is never both or neither. */
  removeCaptureId?: string;
  /** A draft that this request completes: removed in the same transaction. */
  removeDraftKey?: string;
}

type Listener = () => void;
const enqueueListeners = new Set<Listener>();

/** The sync module listens here to send at once after each enqueue. */
export function onEnqueue(listener: Listener): () => void {
  enqueueListeners.add(listener);
  return () => enqueueListeners.delete(listener);
}

export async function enqueue(request: EnqueueRequest, options: EnqueueOptions = {}): Promise<OutboxItem> {
  const now = Date.now();
  const item: OutboxItem = {
    ...request,
    idempotencyKey: crypto.randomUUID(),
    state: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  };
  await db.transaction('rw', [db.outbox, db.captures, db.drafts], async () => {
    item.seq = await db.outbox.add(item);
    if (options.removeCaptureId) await db.captures.delete(options.removeCaptureId);
    if (options.removeDraftKey) await db.drafts.delete(options.removeDraftKey);
  });
  for (const listener of enqueueListeners) listener();
  return item;
}

/** The employee's items that are not done yet, oldest first, kept current as they change. */
export function useOutboxItems(employeeId: number | undefined): OutboxItem[] | undefined {
  return useLiveQuery(
    async () =>
      employeeId === undefined
        ? []
        : (await db.outbox.orderBy('seq').toArray()).filter(
            (item) => item.employeeId === employeeId && item.state !== 'done',
          ),
    [employeeId],
  );
}
