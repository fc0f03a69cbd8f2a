// Tells the queries when outbox requests of their kinds have reached the server (rows turned 'done').
import { liveQuery } from 'dexie';
import { db, type OutboxKind } from './db';

/**
 * A queue synced after a time offline confirms many requests within a second or two: a listener is
 * called at once for the first, then at most once per this gap while more arrive, and once after
 * the last. Reloading for every one of them had the server answer a dashboard per receipt while the
 * sender was uploading (the outbox profile, docs/decisions.md Performance).
 */
export const REFRESH_GAP_MS = 2_000;

/**
 * Calls back when requests of these kinds reach the server, at most once per REFRESH_GAP_MS and
 * always once after the last. Returns the function that stops it.
 */
export function onConfirmed(kinds: readonly OutboxKind[], onDone: () => void): () => void {
  const throttled = throttle(onDone, REFRESH_GAP_MS);
  const listener: ConfirmationListener = (confirmed) => {
    if (kinds.some((kind) => confirmed.has(kind))) throttled.call();
  };
  confirmationListeners.add(listener);
  confirmations ??= watchConfirmations();
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

/** Told the kinds of the outbox requests the server has just confirmed. */
type ConfirmationListener = (confirmed: ReadonlySet<OutboxKind>) => void;

const confirmationListeners = new Set<ConfirmationListener>();
let confirmations: { unsubscribe: () => void } | undefined;

/**
 * One live query for every listener: each confirmed row used to be read once per watching store
 * (the outbox profile, docs/decisions.md Performance). Dexie's liveQuery notices the change in this
 * tab and in others; it reads only the keys of confirmed rows, and the rows new since.
 */
function watchConfirmations(): { unsubscribe: () => void } {
  let seen: Set<number> | undefined;
  return liveQuery(
    // Stored rows always have their key; the table's type allows none for rows not yet added.
    () => db.outbox.where('state').equals('done').primaryKeys() as Promise<number[]>,
  ).subscribe({
    next(seqs) {
      const isFirst = seen === undefined;
      const fresh = isFirst ? [] : seqs.filter((seq) => !seen?.has(seq));
      seen = new Set(seqs);
      if (fresh.length === 0) return;
      void db.outbox.bulkGet(fresh).then(
        (rows) => {
          const confirmed = new Set(rows.flatMap((row) => (row ? [row.kind] : [])));
          for (const listener of confirmationListeners) listener(confirmed);
        },
        () => undefined,
      );
    },
    error: () => undefined,
  });
}
