// Writes to the server, one way: a mutation per call, with one rule for what a refusal is, the
// queries it changes named once, one Idempotency-Key per user action, and one place that decides
// what the user is told of the outcome (docs/decisions.md 'Groundwork, client (issue 36)').
//
// (Requests that must reach the server even from offline, the receipts, go through the outbox
// instead: outbox.ts. A mutation is a write made while the user waits for its answer.)
import { useCallback, useState } from 'react';
import { type ApiCall, IDEMPOTENCY_HEADER, type ResponseOf } from '../contract/call';
import type { Text } from '../pure/texts';
import { callApi } from './api-client';
import { ApiError, messageOf } from './api-error';
import { announce, type Notice, type Placement } from './notices';
import type { CallInput, Query } from './query-types';
import { readUserData, type StoredUserData } from './session';

export type { Notice, Placement } from './notices';

/** What a mutation needs of a query it changes. */
type Changed = Pick<Query<unknown, never>, 'invalidate'>;

/** A text, a text made from what happened, or null: nothing is said. */
type Said<A extends unknown[]> = Text | string | null | ((...args: A) => Text | string | null);

/** The kinds of outcome a screen may place apart (a conflict is a refusal unless placed apart). */
export type OutcomeKind = 'success' | 'refusal' | 'conflict' | 'failure';

interface SpecBase<C extends ApiCall, I, T> {
  call: C;
  /** What the screen gets of the answer. */
  select: (response: ResponseOf<C>) => T;
  /** Said when the write went through; by default nothing (the screen shows the new data). */
  successText?: Said<[data: T, input: I]>;
  /**
   * Said when the server refused it (a 4xx with its reason): by default the reason, in the
   * server's words, which say what to change.
   */
  refusalText?: Said<[reason: string, status: number]>;
  /**
   * Said when the write could not be done for a reason the user cannot act on: no answer, a server
   * failure (5xx), 408 or 429. The spec names one per screen ('Something is Wrong With API!', …);
   * null for a background write that is tried again by itself. `reason` is the server's, if any.
   */
  failureText: Said<[status: number | undefined, reason: string | undefined]>;
  /**
   * Where the notice shows: a toast, the result popup, the alert dialog, or 'inline' (the screen
   * places `<InlineNotice notice={mutation.notice} />` beside the form). One place for all
   * outcomes, or one per kind; a kind left out shows as 'failure' does ('conflict' as 'refusal').
   */
  shows: Placement | ({ failure: Placement } & Partial<Record<OutcomeKind, Placement>>);
  /** The queries whose data this write changes: they load again once it succeeds. */
  invalidates?: readonly Changed[] | ((input: I) => readonly Changed[]);
  /**
   * What loads again after a 409, when the server's state moved under the screen (someone acted
   * first): by default the same queries, to show it as it is now; a write whose 409 means the
   * record is gone from the caller's view names what shows that instead (the list, not the record).
   */
  invalidatesOnConflict?: readonly Changed[] | ((input: I) => readonly Changed[]);
  /**
   * Shows the write's effect before the server answers (a badge counting down). If the write does
   * not go through, the queries it changes load again, so the screen shows the truth.
   */
  optimistic?: (input: I) => void;
  /** A 401 does not end the session (logout: it is ending anyway, on its own screen). */
  keepSessionOn401?: boolean;
}

export interface MutationSpec<C extends ApiCall, I, T> extends SpecBase<C, I, T> {
  /** The request for the signed-in user and what the screen gives. */
  request: (user: StoredUserData, input: I) => CallInput<C>;
}

/** A write made before anyone signs in (login): the request is made of what the screen gives. */
export interface PublicMutationSpec<C extends ApiCall, I, T> extends SpecBase<C, I, T> {
  request: (input: I) => CallInput<C>;
}

export type MutationResult<T> = (
  | { ok: true; data: T }
  /** The server refused it (4xx) and said why: a retry as it is would be refused again. */
  | { ok: false; isRefusal: true; status: number; isSignedOut?: false }
  /** No answer, or the server failed (5xx, 408, 429): the same action may succeed later. */
  | { ok: false; isRefusal: false; status: number | undefined; isSignedOut?: false }
  /** A 401 ended the session: the app is on its way to the login form, which is the notice. */
  | { ok: false; isRefusal: false; status: 401; isSignedOut: true }
) & {
  /** What the user was told, already shown where the definition says; undefined: nothing. */
  notice?: Notice;
};

export interface Mutation<I, T> {
  /** Sends the write and tells the user how it went; never throws: the result says what happened. */
  run(input: I): Promise<MutationResult<T>>;
}

/** What happened, before anything is said of it. */
type Outcome<T> =
  | { kind: 'success'; data: T }
  | { kind: 'refusal' | 'conflict'; status: number; reason: string }
  | { kind: 'failure'; status: number | undefined; reason: string | undefined }
  | { kind: 'signed-out' };

/**
 * The outcome rule: what the user is told of a write, decided once for every screen. A 401 says
 * nothing (the login form is the notice); a refusal says the server's reason unless the definition
 * words it; a failure says the definition's text; a success says its successText, if any.
 */
export function noticeOf<C extends ApiCall, I, T>(
  spec: Pick<SpecBase<C, I, T>, 'successText' | 'refusalText' | 'failureText'>,
  outcome: Outcome<T>,
  input: I,
): Notice | undefined {
  const say = <A extends unknown[]>(said: Said<A> | undefined, ...args: A) =>
    typeof said === 'function' ? said(...args) : said;
  const text =
    outcome.kind === 'success'
      ? say(spec.successText, outcome.data, input)
      : outcome.kind === 'refusal' || outcome.kind === 'conflict'
        ? (say(spec.refusalText, outcome.reason, outcome.status) ?? outcome.reason)
        : outcome.kind === 'failure'
          ? say(spec.failureText, outcome.status, outcome.reason)
          : null;
  if (text === null || text === undefined || text === '') return undefined;
  return { text, isError: outcome.kind !== 'success' };
}

/** Where the definition shows an outcome of this kind. */
export function placementOf(
  shows: SpecBase<ApiCall, unknown, unknown>['shows'],
  kind: OutcomeKind,
): Placement {
  if (typeof shows === 'string') return shows;
  if (kind === 'conflict') return shows.conflict ?? shows.refusal ?? shows.failure;
  return shows[kind] ?? shows.failure;
}

/**
 * A failure that may have reached the server (no answer, 5xx) leaves its key here, under the
 * request it was for, so the user's retry of the same action is sent with the same key and the
 * server applies it once. Any answer that settles it (success or refusal) frees it.
 */
type PendingKeys = Map<string, string>;

export function defineMutation<C extends ApiCall, I, T>(spec: MutationSpec<C, I, T>): Mutation<I, T> {
  return makeMutation(spec, (input) => {
    const user = readUserData();
    return user ? spec.request(user, input) : undefined;
  });
}

export function definePublicMutation<C extends ApiCall, I, T>(
  spec: PublicMutationSpec<C, I, T>,
): Mutation<I, T> {
  return makeMutation(spec, spec.request);
}

/** `requestOf` gives undefined when the write needs a user and nobody is signed in. */
function makeMutation<C extends ApiCall, I, T>(
  spec: SpecBase<C, I, T>,
  requestOf: (input: I) => CallInput<C> | undefined,
): Mutation<I, T> {
  const pendingKeys: PendingKeys = new Map();

  /** Says what happened, where the definition shows it, and gives the screen the result. */
  const settle = (outcome: Outcome<T>, input: I): MutationResult<T> => {
    const notice = noticeOf(spec, outcome, input);
    if (outcome.kind !== 'signed-out') {
      const placement = placementOf(spec.shows, outcome.kind);
      if (notice && placement !== 'inline') announce(notice, placement);
    }
    const told = notice ? { notice } : {};
    switch (outcome.kind) {
      case 'success':
        return { ok: true, data: outcome.data, ...told };
      case 'refusal':
      case 'conflict':
        return { ok: false, isRefusal: true, status: outcome.status, ...told };
      case 'failure':
        return { ok: false, isRefusal: false, status: outcome.status, ...told };
      case 'signed-out':
        return { ok: false, isRefusal: false, status: 401, isSignedOut: true };
    }
  };

  return {
    async run(input) {
      const request = requestOf(input);
      if (!request) return settle({ kind: 'signed-out' }, input);
      const fingerprint = JSON.stringify(request);
      const key = pendingKeys.get(fingerprint) ?? crypto.randomUUID();
      const invalidated = (which: SpecBase<C, I, T>['invalidates']) => {
        const queries = typeof which === 'function' ? which(input) : which;
        return Promise.all((queries ?? []).map((query) => query.invalidate()));
      };
      spec.optimistic?.(input);
      try {
        // Silent: the shared handler's alert would be a second notice of the same failure.
        const response = await callApi(spec.call, request, {
          silent: true,
          ...(spec.keepSessionOn401 ? { keepSessionOn401: true } : {}),
          ...(spec.call.method === 'GET' ? {} : { headers: { [IDEMPOTENCY_HEADER]: key } }),
        });
        pendingKeys.delete(fingerprint);
        await invalidated(spec.invalidates);
        return settle({ kind: 'success', data: spec.select(response) }, input);
      } catch (error) {
        const status = error instanceof ApiError ? error.status : undefined;
        if (spec.optimistic) await invalidated(spec.invalidates);
        // The server did nothing with an unsigned request: the key goes with it.
        if (status === 401) return settle({ kind: 'signed-out' }, input);
        const reason = error instanceof ApiError && status !== undefined ? messageOf(error.data) : undefined;
        if (!isRefusal(status)) {
          pendingKeys.set(fingerprint, key);
          return settle({ kind: 'failure', status, reason }, input);
        }
        pendingKeys.delete(fingerprint);
        if (status === 409 && !spec.optimistic)
          await invalidated(spec.invalidatesOnConflict ?? spec.invalidates);
        const kind = status === 409 ? 'conflict' : 'refusal';
        return settle({ kind, status, reason: reason ?? (error as ApiError).message }, input);
      }
    },
  };
}

/**
 * A refusal is the server's 4xx with its reason (callApi counts only the server's own error bodies).
 * 401 ends the session instead; 408 and 429 say "not now", not "no".
 */
function isRefusal(status: number | undefined): status is number {
  return (
    status !== undefined &&
    status >= 400 &&
    status < 500 &&
    status !== 401 &&
    status !== 408 &&
    status !== 429
  );
}

export interface MutationView<I, T> {
  run: (input: I) => Promise<MutationResult<T>>;
  /** A write of this component is on its way: its button is disabled and says so ('Saving...'). */
  isPending: boolean;
  /** What the last run of this component said, for a definition that shows it 'inline'. */
  notice: Notice | undefined;
}

/** A mutation for a component: `run`, whether a run is in flight, and what its last run said. */
export function useMutation<I, T>(mutation: Mutation<I, T>): MutationView<I, T> {
  const [inFlight, setInFlight] = useState(0);
  const [notice, setNotice] = useState<Notice>();
  const run = useCallback(
    async (input: I) => {
      setInFlight((count) => count + 1);
      try {
        const result = await mutation.run(input);
        setNotice(result.notice);
        return result;
      } finally {
        setInFlight((count) => count - 1);
      }
    },
    [mutation],
  );
  return { run, isPending: inFlight > 0, notice };
}
