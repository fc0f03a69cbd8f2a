// Logout (spec section 2): the token is revoked when the server answers, and the session ends anyway
// when the network holds the request.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInStorage } from '../../../tests/support/memory-storage';
import { readToken } from '../../lib/session';

/** Lets the logout's module loads and IndexedDB work run, on the real event loop (timers are fake). */
async function untilCalled(fetch: ReturnType<typeof vi.fn>): Promise<void> {
  while (fetch.mock.calls.length === 0) await new Promise((resolve) => setImmediate(resolve));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.stubGlobal('localStorage', signedInStorage('the-token'));
  vi.stubGlobal('window', Object.assign(new EventTarget(), { location: { pathname: '/logout' } }));
  // The app's modules set the page's language and listen to other tabs when they load.
  vi.stubGlobal('document', { documentElement: {} });
  vi.stubGlobal('navigator', { onLine: true, languages: ['en-IN'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('logout', () => {
  it('revokes the token with the token itself, and ends the session once the server answers', async () => {
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response('{"message":"Logged out successfully"}', {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const { useAuthStore } = await import('./auth-store');
    await useAuthStore.getState().logout();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toMatch(/\/Logout$/);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer the-token');
    expect(readToken()).toBeNull();
  });

  it('ends the session when the server has not answered within LOGOUT_WAIT_MS', async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    const { LOGOUT_WAIT_MS, useAuthStore } = await import('./auth-store');
    let isDone = false;
    const done = useAuthStore
      .getState()
      .logout()
      .then(() => {
        isDone = true;
      });
    await untilCalled(fetch);
    await vi.advanceTimersByTimeAsync(LOGOUT_WAIT_MS - 1);
    expect(isDone).toBe(false);
    expect(readToken()).toBe('the-token');
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(readToken()).toBeNull();
  });
});
