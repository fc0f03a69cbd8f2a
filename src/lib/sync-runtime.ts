// The browser's side of the outbox sender: the real clock, Web Locks, the signed-in session, the
// 401 rule and Background Sync, which the engine gets unless a test passes its own.
import { navigate } from 'wouter/use-browser-location';
import { db, markDb } from './db';
import { clearSession, readToken, readUserData } from './session';
import type { Clock, LockRunner, SyncDeps } from './sync-deps';
import { sendWithCallApi } from './sync-send';

/** The service worker posts this to its pages when the browser's Background Sync fires (sw/sw.ts repeats both names). */
export const SYNC_MESSAGE = 'tourbook-outbox-sync';
export const BACKGROUND_SYNC_TAG = 'tourbook-outbox';

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer(callback, ms) {
    const id = setTimeout(callback, ms);
    return () => clearTimeout(id);
  },
};

export function defaultDeps(): SyncDeps {
  return {
    db,
    markDb,
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
export function registerBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  void navigator.serviceWorker.ready
    .then((registration) =>
      (
        registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }
      ).sync?.register(BACKGROUND_SYNC_TAG),
    )
    .catch(() => undefined);
}
