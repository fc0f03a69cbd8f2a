// The hook a screen reads server data with: one query's entry for its arguments, loaded while the
// screen shows it (server-store.ts says how every query behaves).
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { argsKey, EMPTY, type Query, type QueryState } from './query-types';

export interface QueryView<T> extends QueryState<T> {
  /** Loads the entry again now (a Refresh button, a pull). */
  refresh: () => Promise<void>;
}

/** The entry as a component shows it, with the key it belongs to. */
interface Shown<T> {
  key: string | null;
  state: QueryState<T>;
}

/**
 * The entry of `query` for `args`, loaded while the component shows it; `null` shows nothing and
 * loads nothing (arguments not known yet). The component re-renders only when this entry changes.
 *
 * A change of the entry (loading, an answer, a failure) renders as a transition: React draws the
 * screen it brings in slices of a few milliseconds between other work, where a store read with
 * useSyncExternalStore would render it in one task, long on a phone when a screen's answers arrive
 * together (issue 26). Input and navigation stay urgent. Changing the arguments shows the new
 * entry in the same render.
 */
export function useQuery<T>(query: Query<T, void>): QueryView<T>;
export function useQuery<T, A>(query: Query<T, A>, args: A | null): QueryView<T>;
export function useQuery<T, A>(query: Query<T, A>, args?: A | null): QueryView<T> {
  const key = args === null ? null : argsKey(args);
  const read = (): QueryState<T> => (key === null ? EMPTY : (query.store.getState()[key] ?? EMPTY));
  const [shown, setShown] = useState<Shown<T>>(() => ({ key, state: read() }));
  let state = shown.state;
  if (shown.key !== key) {
    // New arguments: their entry, now (React renders again at once with it, before painting).
    state = read();
    setShown({ key, state });
  }
  // What this render shows: a change of the store that leaves it as it is asks for no render (the
  // store holds every entry of the query, and a screen shows one).
  const rendered = useRef(state);
  rendered.current = state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is `args` as a string
  useEffect(() => {
    const follow = () => {
      const next = read();
      if (next === rendered.current) return;
      rendered.current = next;
      startTransition(() => setShown({ key, state: next }));
    };
    follow(); // a change between the render and this subscription
    return query.store.subscribe(follow);
  }, [query, key]);
  // The key stands for the arguments: the effect runs again only when they really change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is `args` as a string
  useEffect(() => (args === null ? undefined : query.watch(args as A)), [query, key]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is `args` as a string
  const refresh = useCallback(async () => {
    if (args !== null) await query.load(args as A);
  }, [query, key]);
  return { ...state, refresh };
}
