// Server data in the app, one way: a query per call, keyed by its arguments, read with useQuery.
//
// A query (defineQuery) names its call, the request for the signed-in user and the arguments, what
// the screens keep of the answer and the text shown when it fails. Each set of arguments is an
// entry of its own, { data, isLoading, error, isFromCache, requestedAt }, so two territories' cities
// or two bills' images are two entries, not one store worked around. Every query behaves the same:
// - a screen reads an entry with useQuery(query, args) (use-query.ts), which loads it when the
//   screen shows it and again on a later showing once it is older than `staleAfterMs` (default:
//   every showing, keeping the last answer on screen meanwhile); `null` for args loads nothing; parts of one screen that
//   show the entry within SAME_SHOWING_MS of its last request share that request's answer, failure
//   included (one request, one alert);
// - an answer that arrives after a newer request of the same entry was made is dropped;
// - with `cache`, each entry's last answer is kept in Dexie under the employee's id, and shown
//   (isFromCache) when the server cannot be reached; nobody else signing in on the phone sees it;
// - with `refreshOn`, entries load again when outbox requests of those kinds reach the server;
//   mutations (server-mutation.ts) name the queries they change, and those load again the same way;
// - entries that failed, or stand in from the cache, load again when the browser comes back online;
// - every entry goes when the session ends (logout, a 401, or a logout in another tab).
import { createStore } from 'zustand/vanilla';
import type { ApiCall } from '../contract/call';
import { renderText } from '../pure/texts';
import { callApi } from './api-client';
import { ApiError, messageOf } from './api-error';
import { currentLanguage } from './language';
import { inNextTask } from './next-task';
import { argsKey, EMPTY, type Query, type QuerySpec, type QueryState } from './query-types';
import { onSessionEnded, readUserData } from './session';

/**
 * Dexie (the answers kept for offline, the outbox's confirmations) is imported when first needed:
 * in the shell's own module graph it made the screen's first script evaluation one long task on a
 * phone (issue 26). The outbox sender, started at every signed-in boot, loads it while online, so
 * a request that fails offline finds it there to read the kept copy.
 */
const cacheStore = () => import('./db');

/** What a query keeps beside the data the screens see. */
interface Bookkeeping<A> {
  args: A;
  /** The number of the newest request: an answer to an older one is dropped. */
  latestRequest: number;
  /** Screens showing the entry now. */
  watchers: number;
  /** When the last successful answer was asked for; 0 when the entry must load at its next showing. */
  freshSince: number;
  /** When the last request, whatever it answered, was made. */
  lastRequestAt: number;
  loading?: Promise<QueryState<unknown>>;
}

/**
 * A screen's parts mount one after another as its data arrives (the bell, then My Activities): a
 * showing this soon after the entry's last request is the same showing, and takes its answer.
 */
export const SAME_SHOWING_MS = 2000;

const allQueries = new Set<{ reset: () => void; reloadFailed: () => void }>();
let isListening = false;

/** Every query forgets its entries when the session ends, and retries failed ones when back online. */
function listenToSessionAndNetwork(): void {
  if (isListening || typeof window === 'undefined') return;
  isListening = true;
  onSessionEnded(() => {
    for (const query of allQueries) query.reset();
  });
  window.addEventListener('online', () => {
    for (const query of allQueries) query.reloadFailed();
  });
}

export function defineQuery<C extends ApiCall, T, A = void>(spec: QuerySpec<C, T, A>): Query<T, A> {
  const store = createStore<Record<string, QueryState<T>>>()(() => ({}));
  const books = new Map<string, Bookkeeping<A>>();
  /**
   * Loads a showing started, each in a task of its own: a screen mounting five queries would
   * otherwise build five requests (headers, the query's check, the fetch) in the one task that runs
   * its effects, long on a phone (issue 26). The session's end cancels those not started yet.
   */
  const pendingStarts = new Set<() => void>();
  const staleAfterMs = spec.staleAfterMs ?? 0;
  // Rendered when the load fails, in the language the app speaks then.
  const failureText = (error: unknown) => {
    const said = typeof spec.errorText === 'function' ? spec.errorText(error) : spec.errorText;
    return typeof said === 'string' ? said : renderText(said, currentLanguage());
  };
  const cacheName = (key: string) => (spec.cache && key ? `${spec.cache}:${key}` : spec.cache);

  const entry = (key: string): QueryState<T> => store.getState()[key] ?? EMPTY;
  const setEntry = (key: string, changes: Partial<QueryState<T>>) =>
    store.setState({ [key]: { ...entry(key), ...changes } });
  const bookOf = (key: string, args: A) => {
    let book = books.get(key);
    if (!book) {
      book = { args, latestRequest: 0, watchers: 0, freshSince: 0, lastRequestAt: 0 };
      books.set(key, book);
    }
    return book;
  };
  const isFresh = (book: Bookkeeping<A>) =>
    book.freshSince > 0 &&
    (staleAfterMs === Number.POSITIVE_INFINITY || Date.now() - book.freshSince < staleAfterMs);

  // Watching the outbox opens Dexie: started by the first load, not when the module is imported.
  let isWatchingOutbox = false;
  const watchOutbox = () => {
    if (!spec.refreshOn || isWatchingOutbox) return;
    isWatchingOutbox = true;
    const kinds = spec.refreshOn;
    // From now: a request confirmed while the module and Dexie load still makes the entries load again.
    const since = Date.now();
    void import('./outbox-confirmations').then(({ onConfirmed }) =>
      onConfirmed(kinds, () => void query.invalidate(), since),
    );
  };

  async function run(key: string, book: Bookkeeping<A>): Promise<QueryState<T>> {
    const user = readUserData();
    if (!user) return entry(key);
    watchOutbox();
    const requestNumber = ++book.latestRequest;
    const isCurrent = () => requestNumber === book.latestRequest && books.get(key) === book;
    setEntry(key, { isLoading: true });
    const name = cacheName(key);
    const requestedAt = Date.now();
    book.lastRequestAt = requestedAt;
    try {
      const response = await callApi(spec.call, spec.request(user, book.args), {
        silent: spec.silent === true || !navigator.onLine,
      });
      if (!isCurrent()) return entry(key);
      const data = spec.select(response);
      book.freshSince = requestedAt;
      setEntry(key, { data, isLoading: false, error: '', isFromCache: false, requestedAt });
      if (name)
        await cacheStore()
          .then(({ writeCache }) => writeCache(user.employeeId, name, data))
          .catch(() => undefined);
    } catch (error) {
      if (!isCurrent()) return entry(key);
      book.freshSince = 0;
      const cached = name
        ? await cacheStore()
            .then(({ readCache }) => readCache<T>(user.employeeId, name))
            .catch(() => undefined)
        : undefined;
      if (!isCurrent()) return entry(key);
      setEntry(
        key,
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
    return entry(key);
  }

  function load(args: A): Promise<QueryState<T>> {
    const key = argsKey(args);
    const book = bookOf(key, args);
    const loading = run(key, book);
    book.loading = loading;
    void loading.finally(() => {
      if (book.loading === loading) book.loading = undefined;
    });
    return loading;
  }

  function ensure(args: A): Promise<QueryState<T>> {
    const key = argsKey(args);
    const book = bookOf(key, args);
    if (book.loading) return book.loading as Promise<QueryState<T>>;
    if (isFresh(book) || Date.now() - book.lastRequestAt < SAME_SHOWING_MS)
      return Promise.resolve(entry(key));
    return load(args);
  }

  const query: Query<T, A> = {
    store,
    peek: (args) => entry(argsKey(args)),
    load,
    ensure,
    async invalidate() {
      const reloads: Array<Promise<unknown>> = [];
      const dropped: string[] = [];
      for (const [key, book] of books) {
        if (book.watchers > 0) {
          book.freshSince = 0;
          reloads.push(load(book.args));
        } else {
          // Known to be out of date and on no screen: the next showing waits for the server's
          // answer rather than offer what changed (a Save on a day just submitted).
          books.delete(key);
          dropped.push(key);
        }
      }
      if (dropped.length > 0) {
        store.setState(
          (entries) => Object.fromEntries(Object.entries(entries).filter(([key]) => !dropped.includes(key))),
          true,
        );
      }
      await Promise.all(reloads);
    },
    update(args, change) {
      const key = argsKey(args);
      const { data } = entry(key);
      if (data !== undefined) setEntry(key, { data: change(data) });
    },
    watch(args) {
      const book = bookOf(argsKey(args), args);
      book.watchers += 1;
      const cancel = inNextTask(() => {
        pendingStarts.delete(cancel);
        void ensure(args);
      });
      pendingStarts.add(cancel);
      return () => {
        book.watchers -= 1;
        // A screen left before its load started asks for nothing (a quick tap through the menu).
        cancel();
        pendingStarts.delete(cancel);
      };
    },
  };

  allQueries.add({
    reset() {
      for (const cancel of pendingStarts) cancel();
      pendingStarts.clear();
      books.clear();
      store.setState({}, true);
    },
    reloadFailed() {
      for (const [key, book] of books) {
        const { error, isFromCache } = entry(key);
        if (book.watchers > 0 && (error || isFromCache)) void load(book.args);
      }
    },
  });
  listenToSessionAndNetwork();
  return query;
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
