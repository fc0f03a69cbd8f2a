// Server data in the app, one way: a zustand store per call that loads, caches and forgets.
//
// Every screen that shows what the server knows (notifications, the profile photo, the fare
// chart's employee details, expense types, unreported bills, a bill's full image, and every new
// domain) gets its store from createServerStore, which gives each the same behaviour:
// - { data, isLoading, error, isFromCache } and load(args), refresh(), reset();
// - an answer that arrives after a newer request was made is dropped (out-of-order answers);
// - with `cache`, the last answer is kept in Dexie under the employee's id, and shown (with
//   isFromCache) when the server cannot be reached; nobody else signing in on the phone sees it;
// - with `refreshOn`, the store loads again when outbox requests of those kinds reach the server;
// - every store resets when the session ends (logout, a 401, or a logout in another tab).
import { liveQuery } from 'dexie';
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import type { ApiCall, BodyOf, QueryOf, ResponseOf } from '../contract/call';
import { callApi } from './api-client';
import { ApiError, messageOf } from './api-error';
import { db, type OutboxKind, readCache, writeCache } from './db';
import { onSessionEnded, readUserData, type StoredUserData } from './session';

export interface ServerData<T, A> {
  data: T | undefined;
  isLoading: boolean;
  /** '' when the last load succeeded or a cached copy stands in for it. */
  error: string;
  /** The data shown is the copy saved on this device, not a fresh answer. */
  isFromCache: boolean;
  /**
   * When the request that gave `data` was sent (epoch ms; for a cached copy, when it was saved;
   * 0 for none): outbox requests that reached the server after it are not in `data` yet.
   */
  requestedAt: number;
  load: (args: A) => Promise<void>;
  /** Loads again with the last arguments; nothing when nothing was loaded yet. */
  refresh: () => Promise<void>;
  reset: () => void;
}

export type ServerStore<T, A> = UseBoundStore<StoreApi<ServerData<T, A>>>;

export interface ServerStoreSpec<C extends ApiCall, T, A> {
  call: C;
  /** The request for the signed-in user. */
  request: (user: StoredUserData, args: A) => { query?: QueryOf<C>; body?: BodyOf<C> };
  /** What the screens keep from the answer. */
  select: (response: ResponseOf<C>) => T;
  /**
   * Shown when the load fails and no cached copy stands in; a function sees the failure (e.g. to
   * add a 409's readable reason, see `withServerReason`).
   */
  errorText: string | ((error: unknown) => string);
  /** Keep the last answer on the device for reading offline, under this name (per arguments). */
  cache?: string | ((args: A) => string);
  /** Load again when outbox requests of these kinds have reached the server. */
  refreshOn?: readonly OutboxKind[];
  /** Never alert (the screen says it itself). By default only offline loads are silent. */
  silent?: boolean;
}

const allStores = new Set<() => void>();
let isListening = false;

/** Resets every server store when the session ends, in this tab or another. */
function listenForSessionEnd(): void {
  if (isListening || typeof window === 'undefined') return;
  isListening = true;
  onSessionEnded(() => {
    for (const reset of allStores) reset();
  });
}

export function createServerStore<C extends ApiCall, T, A = void>(
  spec: ServerStoreSpec<C, T, A>,
): ServerStore<T, A> {
  let latestRequest = 0;
  let lastArgs: { value: A } | undefined;
  let stopWatching: (() => void) | undefined;
  const initial = { data: undefined, isLoading: false, error: '', isFromCache: false, requestedAt: 0 };
  const failureText = (error: unknown) =>
    typeof spec.errorText === 'function' ? spec.errorText(error) : spec.errorText;
  const cacheName = (args: A) => (typeof spec.cache === 'function' ? spec.cache(args) : spec.cache);

  const store = create<ServerData<T, A>>()((set, get) => ({
    ...initial,
    async load(args) {
      const user = readUserData();
      if (!user) return;
      const requestNumber = ++latestRequest;
      const isCurrent = () => requestNumber === latestRequest;
      lastArgs = { value: args };
      if (spec.refreshOn && !stopWatching) stopWatching = watchOutbox(spec.refreshOn, () => get().refresh());
      set({ isLoading: true });
      const name = cacheName(args);
      const requestedAt = Date.now();
      try {
        const response = await callApi(spec.call, spec.request(user, args), {
          silent: spec.silent === true || !navigator.onLine,
        });
        if (!isCurrent()) return;
        const data = spec.select(response);
        set({ data, isLoading: false, error: '', isFromCache: false, requestedAt });
        if (name) await writeCache(user.employeeId, name, data).catch(() => undefined);
      } catch (error) {
        if (!isCurrent()) return;
        const cached = name ? await readCache<T>(user.employeeId, name).catch(() => undefined) : undefined;
        if (!isCurrent()) return;
        set(
          cached === undefined
            ? {
                data: undefined,
                isLoading: false,
                error: failureText(error),
                isFromCache: false,
                requestedAt: 0,
              }
            : {
                data: cached.data,
                isLoading: false,
                error: '',
                isFromCache: true,
                requestedAt: cached.savedAt,
              },
        );
      }
    },
    async refresh() {
      if (lastArgs) await get().load(lastArgs.value);
    },
    reset() {
      latestRequest += 1;
      lastArgs = undefined;
      set(initial);
    },
  }));
  allStores.add(() => store.getState().reset());
  listenForSessionEnd();
  return store;
}

/**
 * The screen's failure text, followed by the server's readable reason when it refused the request
 * for what it holds (409, 422): the spec's text stays as quoted, and a refusal the user can act on
 * also says why.
 */
export function withServerReason(text: string): (error: unknown) => string {
  return (error) => {
    const reason =
      error instanceof ApiError && (error.status === 409 || error.status === 422)
        ? messageOf(error.data)
        : undefined;
    return reason ? `${text}: ${reason}` : text;
  };
}

/**
 * A queue synced after a time offline confirms many requests within a second or two: the store
 * reloads at once for the first, then at most once per this gap while more arrive, and once after
 * the last. Reloading for every one of them had the server answer a dashboard per receipt while the
 * sender was uploading (the outbox profile, docs/decisions.md Performance).
 */
export const REFRESH_GAP_MS = 2_000;

/**
 * Calls back when requests of these kinds reach the server (their outbox rows turn 'done'), at
 * most once per REFRESH_GAP_MS and always once after the last.
 */
function watchOutbox(kinds: readonly OutboxKind[], onDone: () => void): () => void {
  let lastCallAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const call = () => {
    timer = undefined;
    lastCallAt = Date.now();
    onDone();
  };
  const schedule = () => {
    if (timer !== undefined) return;
    const wait = lastCallAt + REFRESH_GAP_MS - Date.now();
    if (wait <= 0) call();
    else timer = setTimeout(call, wait);
  };
  const listener: ConfirmationListener = (confirmed) => {
    if (kinds.some((kind) => confirmed.has(kind))) schedule();
  };
  confirmationListeners.add(listener);
  confirmations ??= watchConfirmations();
  return () => {
    confirmationListeners.delete(listener);
    if (confirmationListeners.size === 0) {
      confirmations?.unsubscribe();
      confirmations = undefined;
    }
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** Told the kinds of the outbox requests the server has just confirmed. */
type ConfirmationListener = (confirmed: ReadonlySet<OutboxKind>) => void;

const confirmationListeners = new Set<ConfirmationListener>();
let confirmations: { unsubscribe: () => void } | undefined;

/**
 * One live query for every store that refreshes on confirmations: each confirmed row used to be
 * read once per watching store (the outbox profile, docs/decisions.md Performance). Dexie's
 * liveQuery notices the change in this tab and in others; it reads only the keys of confirmed
 * rows, and the rows new since.
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
