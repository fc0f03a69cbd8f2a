// The outbox sender: delivers each queued request to the server exactly once, in order, from one tab at a time.
//
// Exactly once rests on two things: a row leaves 'queued' only when the server has answered, and
// every try of a row carries the same Idempotency-Key, so a request that reached the server but
// whose answer was lost (network, closed tab, server restart) is answered from the server's stored
// response when it is sent again, not applied twice (see the contract in contract/receipts.ts).
import { liveQuery } from 'dexie';
import { navigate } from 'wouter/use-browser-location';
import type { ApiCall } from '../contract/call';
import { IDEMPOTENCY_HEADER, OUTBOX_CALLS } from '../contract/outbox';
import { ApiError, callApi, errorText, messageOf } from './api-client';
import { db as appDb, type OutboxItem, type TourbookDb } from './db';
import { onEnqueue } from './outbox';
import { clearSession, readToken, readUserData, TOKEN_KEY, USER_DATA_KEY } from './session';

/** The signed-in employee and the token that speaks for them, read together so they always match. */
export interface SyncSession {
  employeeId: number;
  token: string;
}

export interface Clock {
  now(): number;
  /** Calls back after `ms`; the returned function cancels it. */
  setTimer(callback: () => void, ms: number): () => void;
}

/** Runs `task` while holding the exclusive lock `name` (Web Locks where the browser has them). */
export type LockRunner = <T>(name: string, task: () => Promise<T>) => Promise<T>;

/** Sends one item with the given token; resolves with the server's answer, rejects like callApi (ApiError). */
export type Sender = (item: OutboxItem, token: string) => Promise<unknown>;

export interface SyncDeps {
  db: TourbookDb;
  send: Sender;
  getSession: () => SyncSession | null;
  /** The 401 rule (spec section 8) for the session that `token` belonged to. */
  endSession: (token: string) => void;
  isOnline: () => boolean;
  clock: Clock;
  random: () => number;
  lock: LockRunner;
  /** Where the sender reports what it cannot handle itself (a database that refuses writes). */
  reportError: (error: unknown) => void;
}

export type Outcome = 'done' | 'failed' | 'pending';

export const LOCK_NAME = 'tourbook-outbox';
/** The service worker posts this to its pages when the browser's Background Sync fires (sw/sw.ts repeats both names). */
export const SYNC_MESSAGE = 'tourbook-outbox-sync';
export const BACKGROUND_SYNC_TAG = 'tourbook-outbox';

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 5 * 60_000;
/** After an unexpected error (e.g. the database refused a write), the next pass is tried this much later. */
const ERROR_RETRY_MS = 30_000;
/**
 * A try that hangs (a dead mobile link can keep a socket open far longer) is given up and retried
 * under the same key. Long enough for a 400 KB receipt over a weak 2G link (16 kbit/s: about 200 s).
 */
const SEND_TIMEOUT_MS = 5 * 60_000;
/** Rows the server confirmed are kept a day, so screens can still show the server's answer, then pruned. */
export const DONE_RETENTION_MS = 24 * 60 * 60_000;

export const SIGNED_OUT_TEXT = 'Your session ended. It will upload after you log in again.';
export const SENDING_NOW_TEXT = 'This request is being uploaded right now, so it cannot be discarded.';

/**
 * The wait before try number `attempts + 1`: doubling from 2 s, capped at 5 minutes, with the upper
 * half jittered so that many phones coming back online together do not hit the server in step.
 */
export function backoffDelay(attempts: number, random: () => number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return ceiling / 2 + (random() * ceiling) / 2;
}

type SendResult =
  | { kind: 'done'; response: unknown }
  | { kind: 'retry'; status: number | undefined; message: string }
  | { kind: 'failed'; status: number; message: string }
  | { kind: 'unauthorized' };

/** How one failed try is handled (DESIGN.md section 5): retried, stopped with the server's reason, or paused. */
export function classifyFailure(error: unknown): SendResult {
  const status = (error as { status?: unknown } | null)?.status;
  const data = (error as { data?: unknown } | null)?.data;
  if (typeof status !== 'number') return { kind: 'retry', status: undefined, message: errorText(undefined) };
  if (status === 401) return { kind: 'unauthorized' };
  // 5xx details stay on the server; the spec's text says what the user can do about it.
  if (status >= 500) return { kind: 'retry', status, message: errorText(status) };
  if (status === 408 || status === 429)
    return { kind: 'retry', status, message: messageOf(data) ?? errorText(status) };
  const fallback = error instanceof Error && error.message ? error.message : errorText(status);
  return { kind: 'failed', status, message: messageOf(data) ?? fallback };
}

export class OutboxSync {
  private readonly deps: SyncDeps;
  private isStopped = false;
  private isStarted = false;
  private pump: Promise<void> | undefined;
  private wantsPass = false;
  private wantsIgnoreBackoff = false;
  private cancelTimer: (() => void) | undefined;
  /** A token the server refused: never tried again, even if something failed to clear it. */
  private rejectedToken: string | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(deps: Partial<SyncDeps> = {}) {
    const given = Object.fromEntries(Object.entries(deps).filter(([, value]) => value !== undefined));
    this.deps = { ...defaultDeps(), ...given };
  }

  /** Sends after every enqueue from now on, prunes old confirmed rows, and makes a first pass. */
  start(): Promise<void> {
    if (this.isStarted) return this.request();
    this.isStarted = true;
    this.unsubscribe = onEnqueue(() => void this.request());
    const pruned = this.pruneDone().catch(this.deps.reportError);
    return Promise.all([pruned, this.request()]).then(() => undefined);
  }

  /** Like a closed tab: nothing more is sent or written by this instance. */
  stop(): void {
    this.isStopped = true;
    this.unsubscribe?.();
    this.cancelTimer?.();
  }

  /**
   * Asks for a pass over the queue; resolves once a pass that began after this call has ended.
   * `ignoreBackoff` sends the first waiting item at once (back online, or the user asked).
   */
  request(options: { ignoreBackoff?: boolean } = {}): Promise<void> {
    if (this.isStopped) return Promise.resolve();
    this.wantsPass = true;
    if (options.ignoreBackoff) this.wantsIgnoreBackoff = true;
    if (!this.pump) this.pump = this.runPasses();
    return this.pump;
  }

  /** Resolves when no pass is running or asked for (a pass waiting for another tab's lock counts as running). */
  whenIdle(): Promise<void> {
    return this.pump ?? Promise.resolve();
  }

  /**
   * Sends a waiting or failed item now. A waiting item keeps its key: an earlier try may have
   * reached the server. A failed one gets a new key: the server's 4xx said it did nothing, the server
   * may keep that answer under the old key, and the screens may have corrected the request since.
   */
  async retryNow(seq: number): Promise<boolean> {
    const { db, clock } = this.deps;
    const isReset = await db.transaction('rw', db.outbox, async () => {
      const item = await db.outbox.get(seq);
      if (!item || (item.state !== 'failed' && item.state !== 'queued')) return false;
      await db.outbox.update(seq, {
        state: 'queued',
        ...(item.state === 'failed' ? { idempotencyKey: crypto.randomUUID() } : {}),
        nextAttemptAt: clock.now(),
        lastError: undefined,
        lastStatus: undefined,
        updatedAt: clock.now(),
      });
      return true;
    });
    if (isReset) void this.request({ ignoreBackoff: true });
    return isReset;
  }

  /**
   * Removes an item the user gave up on. Refused while it is being sent: the server may be applying
   * it at this moment, and a row that disappears mid-send could not show the answer.
   */
  async discard(seq: number): Promise<void> {
    const { db } = this.deps;
    await db.transaction('rw', db.outbox, async () => {
      const item = await db.outbox.get(seq);
      if (!item) return;
      if (item.state === 'sending') throw new Error(SENDING_NOW_TEXT);
      await db.outbox.delete(seq);
    });
  }

  private async runPasses(): Promise<void> {
    for (;;) {
      // Decided and cleared in one synchronous step, so a request made now cannot be missed.
      if (!this.wantsPass || this.isStopped) {
        this.pump = undefined;
        return;
      }
      this.wantsPass = false;
      const ignoreBackoff = this.wantsIgnoreBackoff;
      this.wantsIgnoreBackoff = false;
      try {
        await this.deps.lock(LOCK_NAME, () => this.pass(ignoreBackoff));
      } catch (error) {
        this.deps.reportError(error);
        this.wakeAt(this.deps.clock.now() + ERROR_RETRY_MS);
      }
    }
  }

  /** Runs under the lock, so no other tab or instance sends meanwhile. */
  private async pass(ignoreBackoff: boolean): Promise<void> {
    const { db, clock } = this.deps;
    if (this.isStopped) return;
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    // Holding the lock, nobody is sending: a row still 'sending' was cut off (tab closed, crash)
    // and goes again with the same key; the server answers a replay with its stored response.
    await db.outbox
      .where('state')
      .equals('sending')
      .modify((item) => {
        item.state = 'queued';
      });
    let mayIgnoreBackoff = ignoreBackoff;
    for (;;) {
      if (this.isStopped) return;
      const session = this.deps.getSession();
      // Items wait for their own employee: with nobody (or somebody else) signed in, they stay queued.
      if (!session || session.token === this.rejectedToken || !this.deps.isOnline()) return;
      const head = await db.outbox.where('[employeeId+state]').equals([session.employeeId, 'queued']).first();
      if (this.isStopped || !head?.seq) return;
      if (head.nextAttemptAt > clock.now() && !mayIgnoreBackoff) {
        // Strict order: the later items wait behind the first one's backoff.
        this.wakeAt(head.nextAttemptAt);
        return;
      }
      mayIgnoreBackoff = false;
      const item = await this.claim(head.seq);
      if (this.isStopped) return;
      if (!item) continue;
      const result = await this.sendOne(item, session.token);
      // A stopped instance is a dead tab: its late answer is not written; the next start re-sends.
      if (this.isStopped) return;
      await this.record(item, result);
      if (result.kind === 'unauthorized') {
        this.rejectedToken = session.token;
        this.deps.endSession(session.token);
        return;
      }
      if (result.kind === 'retry' && result.status === undefined) registerBackgroundSync();
    }
  }

  private claim(seq: number): Promise<OutboxItem | undefined> {
    const { db, clock } = this.deps;
    return db.transaction('rw', db.outbox, async () => {
      const item = await db.outbox.get(seq);
      // Discarded or retried by the user between the read and now.
      if (item?.state !== 'queued') return undefined;
      // Only the changed fields are written: the row's images are not copied again on every try.
      const changes = { state: 'sending' as const, attempts: item.attempts + 1, updatedAt: clock.now() };
      await db.outbox.update(seq, changes);
      return { ...item, ...changes };
    });
  }

  private async sendOne(item: OutboxItem, token: string): Promise<SendResult> {
    try {
      return { kind: 'done', response: await this.deps.send(item, token) };
    } catch (error) {
      return classifyFailure(error);
    }
  }

  private async record(item: OutboxItem, result: SendResult): Promise<void> {
    const { db, clock, random } = this.deps;
    const now = clock.now();
    const seq = item.seq as number;
    switch (result.kind) {
      case 'done':
        // The images go at once (they can be large); the row stays a while with the server's answer.
        await db.outbox.update(seq, {
          state: 'done',
          response: result.response,
          body: undefined,
          lastError: undefined,
          lastStatus: undefined,
          updatedAt: now,
        });
        return;
      case 'retry':
        await db.outbox.update(seq, {
          state: 'queued',
          nextAttemptAt: now + backoffDelay(item.attempts, random),
          lastError: result.message,
          lastStatus: result.status,
          updatedAt: now,
        });
        return;
      case 'failed':
        await db.outbox.update(seq, {
          state: 'failed',
          lastError: result.message,
          lastStatus: result.status,
          updatedAt: now,
        });
        return;
      case 'unauthorized':
        // The server did not apply it (no valid token); it goes first once the same employee is back.
        await db.outbox.update(seq, {
          state: 'queued',
          nextAttemptAt: now,
          lastError: SIGNED_OUT_TEXT,
          lastStatus: 401,
          updatedAt: now,
        });
        return;
    }
  }

  private wakeAt(at: number): void {
    this.cancelTimer?.();
    if (this.isStopped) return;
    this.cancelTimer = this.deps.clock.setTimer(
      () => {
        this.cancelTimer = undefined;
        void this.request();
      },
      Math.max(0, at - this.deps.clock.now()),
    );
  }

  private async pruneDone(): Promise<void> {
    const { db, clock } = this.deps;
    const before = clock.now() - DONE_RETENTION_MS;
    await db.outbox
      .where('state')
      .equals('done')
      .filter((item) => item.updatedAt < before)
      .delete();
  }
}

/**
 * Waits up to `timeoutMs` for the server's answer to one request: 'done' or 'failed' with the item
 * (its `response` or `lastError`), or 'pending' once a try failed for a reason that only time cures
 * (offline, server down, signed out) or the time is up. An item that is gone (discarded) is 'failed'
 * with no item.
 */
export function waitForOutcome(
  idempotencyKey: string,
  timeoutMs: number,
  deps: { db?: TourbookDb; clock?: Clock } = {},
): Promise<{ outcome: Outcome; item: OutboxItem | undefined }> {
  const db = deps.db ?? appDb;
  const clock = deps.clock ?? systemClock;
  const startedAt = clock.now();
  const find = () => db.outbox.where('idempotencyKey').equals(idempotencyKey).first();
  return new Promise((resolve) => {
    let isSettled = false;
    const settle = (outcome: Outcome, item: OutboxItem | undefined) => {
      if (isSettled) return;
      isSettled = true;
      cancelTimer();
      // Unsubscribing inside the first emission would run before `subscription` exists.
      queueMicrotask(() => subscription.unsubscribe());
      resolve({ outcome, item });
    };
    const cancelTimer = clock.setTimer(() => {
      void find().then(
        (item) => settle('pending', item),
        () => settle('pending', undefined),
      );
    }, timeoutMs);
    const subscription = liveQuery(find).subscribe({
      next(item) {
        if (!item) return settle('failed', undefined);
        if (item.state === 'done' || item.state === 'failed') return settle(item.state, item);
        // A try since the wait began ended in a retry or a 401: the answer will take longer than a moment.
        if (item.state === 'queued' && item.lastError !== undefined && item.updatedAt >= startedAt) {
          settle('pending', item);
        }
      },
      error: () => settle('pending', undefined),
    });
  });
}

let defaultSync: OutboxSync | undefined;
let isWired = false;

function getSync(): OutboxSync {
  defaultSync ??= new OutboxSync();
  return defaultSync;
}

/**
 * Starts the sender for this tab, once (later calls only ask for a pass, e.g. after a login): it
 * sends at start, after each enqueue, when the browser comes online, when the tab becomes visible,
 * when another tab signs in, when the service worker relays a Background Sync, and when a backoff ends.
 */
export function startSync(): void {
  const sync = getSync();
  const isFirst = !isWired;
  isWired = true;
  void sync.start();
  if (!isFirst) return;
  window.addEventListener('online', () => void sync.request({ ignoreBackoff: true }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void sync.request();
  });
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === USER_DATA_KEY) void sync.request();
  });
  navigator.serviceWorker?.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === SYNC_MESSAGE)
      void sync.request({ ignoreBackoff: true });
  });
}

/** Asks for a pass now; resolves when it has ended. */
export function requestSync(): Promise<void> {
  return getSync().request();
}

/** 'Retry now': the item goes again at once (a failed one under a new key). False when it is being sent or done. */
export function retryNow(seq: number): Promise<boolean> {
  return getSync().retryNow(seq);
}

/** 'Discard': the item is removed; throws (SENDING_NOW_TEXT) while it is being sent. */
export function discard(seq: number): Promise<void> {
  return getSync().discard(seq);
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer(callback, ms) {
    const id = setTimeout(callback, ms);
    return () => clearTimeout(id);
  },
};

function defaultDeps(): SyncDeps {
  return {
    db: appDb,
    send: sendWithCallApi,
    getSession: () => {
      const user = readUserData();
      return user ? { employeeId: user.employeeId, token: user.token } : null;
    },
    endSession: endSessionAfter401,
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    clock: systemClock,
    random: Math.random,
    lock: webLock,
    reportError: (error) => console.error('Outbox sync:', error),
  };
}

const sendWithCallApi: Sender = (item, token) => {
  const call = (OUTBOX_CALLS as Record<string, ApiCall | undefined>)[item.path];
  if (!call) return Promise.reject(new ApiError(400, null, `The app cannot send ${item.path} any more.`));
  return callApi(
    call,
    { query: item.query, body: item.body },
    {
      silent: true,
      keepSessionOn401: true,
      // The token checked against the item's employee, not whatever the storage holds by now.
      headers: { Authorization: `Bearer ${token}`, [IDEMPOTENCY_HEADER]: item.idempotencyKey },
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    },
  );
};

function endSessionAfter401(token: string): void {
  // A newer login (maybe in another tab) has already replaced the refused token: keep it.
  if (readToken() !== token) return;
  clearSession();
  if (window.location.pathname !== '/login') navigate('/login', { replace: true });
}

let localQueue: Promise<unknown> = Promise.resolve();

/** Web Locks across tabs; without them (older browsers, Node) a lock within this page only. */
const webLock: LockRunner = (name, task) => {
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request(name, task);
  const run = localQueue.then(task, task);
  localQueue = run.catch(() => undefined);
  return run;
};

/** An extra wake-up where the browser has Background Sync (Chromium); nothing relies on it. */
function registerBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  void navigator.serviceWorker.ready
    .then((registration) =>
      (
        registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }
      ).sync?.register(BACKGROUND_SYNC_TAG),
    )
    .catch(() => undefined);
}
