// The outbox: every write for the server is first a row here, then sync.ts sends it exactly once.
import { useLiveQuery } from 'dexie-react-hooks';
import type { z } from 'zod';
import { type BodyOf, describeIssues, type QueryOf } from '../contract/call';
import { OUTBOX_CALLS } from '../contract/outbox';
import { countWaiting, db, type OutboxItem } from './db';

/** A call the outbox may send (contract/outbox.ts). */
export type OutboxCall = (typeof OUTBOX_CALLS)[keyof typeof OUTBOX_CALLS];

/** What a screen says about a request: the call's input and how lists show it; the outbox adds its key, state and times. */
export type EnqueueRequest<C extends OutboxCall> = Pick<
  OutboxItem,
  'employeeId' | 'kind' | 'billId' | 'preview' | 'callId' | 'callPreview' | 'label'
> & { query?: QueryOf<C>; body?: BodyOf<C> };

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

/** The device has no room for the new request; nothing was written and everything saved before is intact. */
export class StorageFullError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(
      'This phone has no storage space left, so this receipt was not saved. Free some space and save it again; receipts saved earlier are safe.',
      options,
    );
    this.name = 'StorageFullError';
  }
}

/** A request its call's contract refuses: a bug in the screen that built it, so nothing was saved. */
export class InvalidRequestError extends Error {
  constructor(path: string, where: 'query' | 'body', issues: string) {
    super(`This request was not saved, because its ${where} is not what ${path} accepts: ${issues}`);
    this.name = 'InvalidRequestError';
  }
}

/** 'Clear offline data' while requests still wait: refused, since they exist only on this device. */
export class OutboxNotEmptyError extends Error {
  constructor(readonly waiting: number) {
    super(
      `Offline data was not cleared: ${waiting === 1 ? '1 request is' : `${waiting} requests are`} still waiting to upload. Let ${waiting === 1 ? 'it' : 'them'} upload, or discard ${waiting === 1 ? 'it' : 'them'}, first.`,
    );
    this.name = 'OutboxNotEmptyError';
  }
}

/**
 * Saves a request for `call`, checked against the call's contract first (InvalidRequestError), so a
 * request the server would refuse never waits in the outbox. The row keeps the input as given (fields
 * and Blobs), not the parsed values: the sender checks and sends it again through callApi.
 */
export async function enqueue<C extends OutboxCall>(
  call: C,
  request: EnqueueRequest<C>,
  options: EnqueueOptions = {},
): Promise<OutboxItem> {
  // The sender finds the call again by its path: one it would not find could never be sent.
  if ((OUTBOX_CALLS as Record<string, unknown>)[call.path] !== call)
    throw new InvalidRequestError(call.path, 'body', 'the outbox does not send this call');
  const { query, body, ...about } = request;
  checkInput(call, 'query', query);
  checkInput(call, 'body', body);
  const now = Date.now();
  const item: OutboxItem = {
    ...about,
    path: call.path,
    ...(query === undefined ? {} : { query: query as OutboxItem['query'] }),
    ...(body === undefined ? {} : { body: body as OutboxItem['body'] }),
    idempotencyKey: crypto.randomUUID(),
    state: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  };
  try {
    // One transaction: if the disk is full, the request, the capture and the draft all stay as they were.
    await db.transaction('rw', [db.outbox, db.captures, db.drafts], async () => {
      item.seq = await db.outbox.add(item);
      if (options.removeCaptureId) await db.captures.delete(options.removeCaptureId);
      if (options.removeDraftKey) await db.drafts.delete(options.removeDraftKey);
    });
  } catch (error) {
    throw isQuotaError(error) ? new StorageFullError({ cause: error }) : error;
  }
  for (const listener of enqueueListeners) listener();
  if (request.kind === 'bill-upload') void askForPersistentStorage();
  return item;
}

/** Parsed as the server will parse it, and storable as a row: text, numbers and Blobs only. */
function checkInput(call: OutboxCall, where: 'query' | 'body', input: unknown): void {
  const result = (call[where] as z.ZodType).safeParse(input);
  if (!result.success) throw new InvalidRequestError(call.path, where, describeIssues(result.error));
  const unstorable = Object.entries((input ?? {}) as Record<string, unknown>).find(
    ([, value]) => !['string', 'number', 'undefined'].includes(typeof value) && !(value instanceof Blob),
  );
  if (unstorable)
    throw new InvalidRequestError(call.path, where, `${unstorable[0]}: must be text, a number or a file`);
}

/**
 * Removes this employee's unsaved captures, unfinished drafts, cached server data and confirmed requests from the
 * device; refused (OutboxNotEmptyError) while any of their requests still waits or failed.
 */
export async function clearOfflineData(employeeId: number): Promise<void> {
  await db.transaction('rw', [db.outbox, db.captures, db.drafts, db.cache], async () => {
    const waiting = await countWaiting(employeeId);
    if (waiting > 0) throw new OutboxNotEmptyError(waiting);
    await db.captures.where('employeeId').equals(employeeId).delete();
    await db.drafts.where('employeeId').equals(employeeId).delete();
    await db.cache.where('employeeId').equals(employeeId).delete();
    await db.outbox.where('[employeeId+state]').equals([employeeId, 'done']).delete();
  });
}

/** Dexie wraps the browser's error, and Chromium reports a full disk as an aborted transaction. */
function isQuotaError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { name?: unknown }).name === 'QuotaExceededError') return true;
    const next = current as { inner?: unknown; cause?: unknown };
    current = next.inner ?? next.cause;
  }
  return false;
}

let hasAskedForPersistence = false;

/**
 * Once a first receipt waits on the device, ask the browser not to evict the app's storage under
 * pressure (it may decide without asking the user). Asked once per page load.
 */
async function askForPersistentStorage(): Promise<void> {
  if (hasAskedForPersistence) return;
  hasAskedForPersistence = true;
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return;
  try {
    if (!(await storage.persisted())) await storage.persist();
  } catch {
    // Refused or unsupported: the outbox works the same, only with less protection from eviction.
  }
}

/** The employee's items that are not done yet, oldest first, kept current as they change. */
export function useOutboxItems(
  employeeId: number | undefined,
  options: { includeDone?: boolean } = {},
): OutboxItem[] | undefined {
  const includeDone = options.includeDone === true;
  return useLiveQuery(
    async () =>
      employeeId === undefined
        ? []
        : (await db.outbox.orderBy('seq').toArray()).filter(
            (item) => item.employeeId === employeeId && (includeDone || item.state !== 'done'),
          ),
    [employeeId, includeDone],
  );
}
