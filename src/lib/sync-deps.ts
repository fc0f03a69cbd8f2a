// What the outbox sender depends on, injected so that tests can drive every interleaving.
import type { TourbookDb } from './db';
import type { Sender } from './sync-send';

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

export interface SyncDeps {
  /** What the user's actions write through ('Retry now', 'Discard'). */
  db: TourbookDb;
  /**
   * What the sender's own marks are written through (claimed, answered, cut off): the same
   * database, in the app with relaxed commits (db.ts `markDb`). Defaults to `db` when only that is given.
   */
  markDb: TourbookDb;
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
