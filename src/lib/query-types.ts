// What a query is (server-store.ts defines them): its spec, the state of an entry, and the key of a
// set of arguments.
import type { StoreApi } from 'zustand/vanilla';
import type { ApiCall, BodyOf, QueryOf, ResponseOf } from '../contract/call';
import type { Text } from '../pure/texts';
import type { OutboxKind } from './db';
import type { StoredUserData } from './session';

export interface QueryState<T> {
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
}

/**
 * The entry has its answer for this showing: data (fresh or kept on the device) or a failure. A
 * screen whose parts stack up waits for all of them, so that none pushes another down (issue 26).
 */
export function isAnswered(state: QueryState<unknown>): boolean {
  return state.data !== undefined || state.error !== '';
}

export type CallInput<C extends ApiCall> = { query?: QueryOf<C>; body?: BodyOf<C> };

export interface QuerySpec<C extends ApiCall, T, A> {
  call: C;
  /** The request for the signed-in user and these arguments. */
  request: (user: StoredUserData, args: A) => CallInput<C>;
  /** What the screens keep from the answer. */
  select: (response: ResponseOf<C>) => T;
  /**
   * Shown when the load fails and no cached copy stands in; a function sees the failure (e.g. to
   * add a 409's readable reason, see `withServerReason`).
   */
  errorText: Text | string | ((error: unknown) => Text | string);
  /** Keep each entry's last answer on the device for reading offline, under this name and its arguments. */
  cache?: string;
  /** Load again when outbox requests of these kinds have reached the server. */
  refreshOn?: readonly OutboxKind[];
  /** Never alert (the screen says it itself). By default only offline loads are silent. */
  silent?: boolean;
  /**
   * How old an answer may be before a screen showing it asks again: 0 (the default) asks at every
   * showing; Infinity keeps a list that rarely changes (categories, transport modes) for the session.
   */
  staleAfterMs?: number;
}

export interface Query<T, A> {
  /** The entries by key; components read them through useQuery. */
  readonly store: StoreApi<Record<string, QueryState<T>>>;
  /** The entry for these arguments as it stands (EMPTY before the first load). */
  peek(args: A): QueryState<T>;
  /** Loads the entry now, whoever shows it, and resolves with it once the answer (or failure) is in. */
  load(args: A): Promise<QueryState<T>>;
  /** Loads the entry unless it is fresh (see staleAfterMs) or already loading; resolves with it. */
  ensure(args: A): Promise<QueryState<T>>;
  /**
   * The server's data changed: entries shown now load again at once (resolved when they have);
   * the others are forgotten, so their next showing waits for a fresh answer.
   */
  invalidate(): Promise<void>;
  /** Changes an entry's data in place, e.g. a notification marked read before the server answers. */
  update(args: A, change: (data: T) => T): void;
  /** Counts a screen showing this entry and loads it if needed; the returned function uncounts it. */
  watch(args: A): () => void;
}

export const EMPTY: QueryState<never> = Object.freeze({
  data: undefined,
  isLoading: false,
  error: '',
  isFromCache: false,
  requestedAt: 0,
});

/** One string per set of arguments, whatever order an object's fields were written in. */
export function argsKey(args: unknown): string {
  if (args === undefined) return '';
  return JSON.stringify(args, (_name, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}
