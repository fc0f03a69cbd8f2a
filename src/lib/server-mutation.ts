// Writes to the server, one way: a mutation per call, with one rule for what a refusal is, the
// queries it changes named once, and one Idempotency-Key per user action.
//
// (Requests that must reach the server even from offline, the receipts, go through the outbox
// instead: outbox.ts. A mutation is a write made while the user waits for its answer.)
import { useCallback, useState } from 'react';
import type { ApiCall, ResponseOf } from '../contract/call';
import { IDEMPOTENCY_HEADER } from '../contract/outbox';
import { callApi } from './api-client';
import { ApiError } from './api-error';
import type { CallInput, Query } from './server-store';

/** What a mutation needs of a query it changes. */
type Changed = Pick<Query<unknown, never>, 'invalidate'>;

import { readUserData, type StoredUserData } from './session';

export interface MutationSpec<C extends ApiCall, I, T> {
  call: C;
  /** The request for the signed-in user and what the screen gives. */
  request: (user: StoredUserData, input: I) => CallInput<C>;
  /** What the screen gets of the answer. */
  select: (response: ResponseOf<C>) => T;
  /**
   * Shown when the write could not be done for a reason the user cannot act on: no answer, or a
   * server failure (5xx). The spec names one per screen ('Something is Wrong With API!', …).
   */
  failureText: string;
  /** The queries whose data this write changes: they load again once it succeeds. */
  invalidates?: readonly Changed[] | ((input: I) => readonly Changed[]);
  /**
   * What loads again after a 409, when the server's state moved under the screen (someone acted
   * first): by default the same queries, to show it as it is now; a write whose 409 means the
   * record is gone from the caller's view names what shows that instead (the list, not the record).
   */
  invalidatesOnConflict?: readonly Changed[] | ((input: I) => readonly Changed[]);
  /** No shared alert (spec section 8): the screen shows every outcome itself. */
  silent?: boolean;
}

export type MutationResult<T> =
  | { ok: true; data: T }
  /** The server refused it (4xx) and said why: a retry as it is would be refused again. */
  | { ok: false; isRefusal: true; status: number; message: string; isSignedOut?: false }
  /** No answer, or the server failed (5xx, 408, 429): the same action may succeed later. */
  | { ok: false; isRefusal: false; status: number | undefined; message: string; isSignedOut?: false }
  /** A 401 ended the session: the app is on its way to the login form, which is the notice. */
  | { ok: false; isRefusal: false; status: 401; message: ''; isSignedOut: true };

export interface Mutation<I, T> {
  /** Sends the write; never throws: the result says what happened. */
  run(input: I): Promise<MutationResult<T>>;
}

/**
 * A failure that may have reached the server (no answer, 5xx) leaves its key here, under the
 * request it was for, so the user's retry of the same action is sent with the same key and the
 * server applies it once. Any answer that settles it (success or refusal) frees it.
 */
type PendingKeys = Map<string, string>;

export function defineMutation<C extends ApiCall, I, T>(spec: MutationSpec<C, I, T>): Mutation<I, T> {
  const pendingKeys: PendingKeys = new Map();
  const failure = (status: number | undefined): MutationResult<T> => ({
    ok: false,
    isRefusal: false,
    status,
    message: spec.failureText,
  });

  return {
    async run(input) {
      const user = readUserData();
      if (!user) return failure(401);
      const request = spec.request(user, input);
      const fingerprint = JSON.stringify(request);
      const key = pendingKeys.get(fingerprint) ?? crypto.randomUUID();
      const invalidated = (which: MutationSpec<C, I, T>['invalidates']) => {
        const queries = typeof which === 'function' ? which(input) : which;
        return Promise.all((queries ?? []).map((query) => query.invalidate()));
      };
      try {
        const response = await callApi(spec.call, request, {
          ...(spec.silent ? { silent: true } : {}),
          ...(spec.call.method === 'GET' ? {} : { headers: { [IDEMPOTENCY_HEADER]: key } }),
        });
        pendingKeys.delete(fingerprint);
        await invalidated(spec.invalidates);
        return { ok: true, data: spec.select(response) };
      } catch (error) {
        const status = error instanceof ApiError ? error.status : undefined;
        // The server did nothing with an unsigned request: the key goes with it.
        if (status === 401) return { ok: false, isRefusal: false, status, message: '', isSignedOut: true };
        if (!isRefusal(status)) {
          pendingKeys.set(fingerprint, key);
          return failure(status);
        }
        pendingKeys.delete(fingerprint);
        if (status === 409) await invalidated(spec.invalidatesOnConflict ?? spec.invalidates);
        return { ok: false, isRefusal: true, status, message: (error as ApiError).message };
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

/**
 * What a screen says of a write that did not go through: the server's refusal in its own words, or
 * the screen's text for a failure; nothing when a 401 ended the session, since the login form is
 * then the notice (docs/decisions.md 'Login and errors').
 */
export function failureNotice(result: Exclude<MutationResult<unknown>, { ok: true }>): string | undefined {
  return result.isSignedOut ? undefined : result.message;
}

export interface MutationView<I, T> {
  run: (input: I) => Promise<MutationResult<T>>;
  /** A write of this component is on its way: its button is disabled and says so ('Saving...'). */
  isPending: boolean;
}

/** A mutation for a component: `run` and whether a run of this component is in flight. */
export function useMutation<I, T>(mutation: Mutation<I, T>): MutationView<I, T> {
  const [inFlight, setInFlight] = useState(0);
  const run = useCallback(
    async (input: I) => {
      setInFlight((count) => count + 1);
      try {
        return await mutation.run(input);
      } finally {
        setInFlight((count) => count - 1);
      }
    },
    [mutation],
  );
  return { run, isPending: inFlight > 0 };
}
