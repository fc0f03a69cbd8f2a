// Tells the queries when outbox requests of their kinds have reached the server (rows turned 'done').
import { liveQuery } from 'dexie';
import { db, type OutboxItem, type OutboxKind } from './db';

/**
 * A queue synced after a time offline confirms many requests within a second or two: a listener is
 * called at once for the first, then at most once per this gap while more arrive, and once after
 * the last. Reloading for every one of them had the server answer a dashboard per receipt while the
 * sender was uploading (the outbox profile, docs/decisions.md Performance).
 */
export const REFRESH_GAP_MS = 2_000;

/**
 * Calls back when requests of these kinds reach the server from `since` on (by default now), at most
 * once per REFRESH_GAP_MS and always once after the last. Returns the function that stops it.
 */
export function onConfirmed(
  kinds: readonly OutboxKind[],
  onDone: () => void,
  since: number = Date.now(),
): () => void {
  const throttled = throttle(onDone, REFRESH_GAP_MS);
  const listener: ConfirmationListener = (rows) => {
    if (rows.some((row) => kinds.includes(row.kind) && row.updatedAt >= since)) throttled.call();
  };
  confirmationListeners.add(listener);
  // A live query already running took its first reading before this listener came: rows confirmed
  // between `since` and now are in it as old ones, so they are looked for once here.
  if (confirmations) void confirmedRows().then(listener, () => undefined);
  else confirmations = watchConfirmations();
  return () => {
    confirmationListeners.delete(listener);
    if (confirmationListeners.size === 0) {
      confirmations?.unsubscribe();
      confirmations = undefined;
    }
    throttled.cancel();
  };
}

/** `fn` at once on the first call, then at most once per `gapMs` while calls come, and once after the last. */
export function throttle(fn: () => void, gapMs: number) {
  let lastCallAt = Number.NEGATIVE_INFINITY;
  let handle: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    handle = undefined;
    lastCallAt = Date.now();
    fn();
  };
  return {
    call() {
      if (handle !== undefined) return;
      const wait = lastCallAt + gapMs - Date.now();
      if (wait <= 0) run();
      else handle = setTimeout(run, wait);
    },
    cancel() {
      if (handle !== undefined) clearTimeout(handle);
      handle = undefined;
    },
  };
}

/** Told the outbox rows the server has confirmed (each listener keeps those of its kinds and time). */
type ConfirmationListener = (confirmed: readonly OutboxItem[]) => void;

const confirmationListeners = new Set<ConfirmationListener>();
let confirmations: { unsubscribe: () => void } | undefined;

/** The confirmed rows: these, or all of them. */
async function confirmedRows(seqs?: number[]): Promise<OutboxItem[]> {
  if (!seqs) return db.outbox.where('state').equals('done').toArray();
  return (await db.outbox.bulkGet(seqs)).flatMap((row) => (row ? [row] : []));
}

/**
 * One live query for every listener: each confirmed row used to be read once per watching store
 * (the outbox profile, docs/decisions.md Performance). Dexie's liveQuery notices the change in this
 * tab and in others; it reads only the keys of confirmed rows, and the rows new since. Its first
 * reading gives every confirmed row: the listeners keep those confirmed since they began to watch,
 * which may be before the query's first reading (a busy phone opening Dexie).
 */
function watchConfirmations(): { unsubscribe: () => void } {
  let seen: Set<number> | undefined;
  return liveQuery(
    // Stored rows always have their key; the table's type allows none for rows not yet added.
    () => db.outbox.where('state').equals('done').primaryKeys() as Promise<number[]>,
  ).subscribe({
    next(seqs) {
      const fresh = seen === undefined ? seqs : seqs.filter((seq) => !seen?.has(seq));
      seen = new Set(seqs);
      if (fresh.length === 0) return;
      void confirmedRows(fresh).then(
        (rows) => {
          for (const listener of confirmationListeners) listener(rows);
        },
        () => undefined,
      );
    },
    error: () => undefined,
  });
}
