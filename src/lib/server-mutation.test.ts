// The outcome rule: what the user is told of a write, decided by its definition and said once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInStorage } from '../../tests/support/memory-storage';
import { notificationView } from '../contract/notifications';
import { SERVER_ERROR_TEXT } from './api-error';
import { useNoticeStore } from './notices';
import { defineMutation, noticeOf, placementOf } from './server-mutation';
import { readToken } from './session';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

const markRead = (shows: 'toast' | 'popup' | 'alert' | 'inline' = 'toast') =>
  defineMutation({
    call: notificationView,
    request: (_user, notificationId: number) => ({ query: { notificationId } }),
    select: (response) => response.message,
    successText: (message) => message,
    failureText: 'Something is Wrong With API!',
    shows,
  });

const notices = () => useNoticeStore.getState();
const everyNotice = () => [
  ...notices().alerts,
  ...notices().toasts.map((toast) => toast.text),
  ...(notices().result ? [notices().result?.text] : []),
];

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('localStorage', signedInStorage('the-token'));
  // Already on the login form: a 401 ends the session without navigating.
  vi.stubGlobal('window', { location: { pathname: '/login' }, dispatchEvent: () => true });
  vi.stubGlobal('navigator', { onLine: true });
  useNoticeStore.setState({ alerts: [], toasts: [], result: null });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('what a write tells the user', () => {
  it('says nothing when a 401 ends the session: the login form is the notice', async () => {
    answer(401, { message: 'Your session has ended. Please log in again.' });
    const result = await markRead('popup').run(1);
    expect(result).toMatchObject({ ok: false, isSignedOut: true });
    expect(result.notice).toBeUndefined();
    expect(everyNotice()).toEqual([]);
    expect(readToken()).toBeNull();
  });

  it("reports a server failure once, in the definition's words and place, not the shared handler's alert too", async () => {
    answer(503, { message: 'database unavailable' });
    const result = await markRead('toast').run(1);
    expect(result.notice).toEqual({ text: 'Something is Wrong With API!', isError: true });
    expect(everyNotice()).toEqual(['Something is Wrong With API!']);
    expect(notices().toasts[0]?.kind).toBe('fail');
    expect(everyNotice()).not.toContain(SERVER_ERROR_TEXT);
  });

  it("says a refusal in the server's words, or as the definition words it", async () => {
    answer(404, { message: 'No such notification.' });
    expect((await markRead('alert').run(1)).notice).toEqual({ text: 'No such notification.', isError: true });
    expect(notices().alerts).toEqual(['No such notification.']);
    const worded = defineMutation({
      call: notificationView,
      request: (_user, notificationId: number) => ({ query: { notificationId } }),
      select: (response) => response.message,
      refusalText: (reason, status) => `${status}: ${reason}`,
      failureText: 'Something went wrong',
      shows: 'inline',
    });
    expect((await worded.run(2)).notice?.text).toBe('404: No such notification.');
    // 'inline': the screen places it; nothing more shows.
    expect(notices().alerts).toEqual(['No such notification.']);
  });

  it('says its success text where it shows successes, and nothing without one', async () => {
    answer(200, { message: 'Marked' });
    const result = await markRead('popup').run(1);
    expect(result).toEqual({ ok: true, data: 'Marked', notice: { text: 'Marked', isError: false } });
    expect(notices().result).toMatchObject({ kind: 'success', text: 'Marked' });
    const quiet = defineMutation({
      call: notificationView,
      request: (_user, notificationId: number) => ({ query: { notificationId } }),
      select: (response) => response.message,
      failureText: null,
      shows: 'toast',
    });
    expect(await quiet.run(2)).toEqual({ ok: true, data: 'Marked' });
    answer(502, {});
    expect((await quiet.run(3)).notice).toBeUndefined();
    expect(notices().toasts).toEqual([]);
  });
});

describe('the rule itself', () => {
  const spec = { failureText: (status: number | undefined) => `failed ${status ?? 'offline'}` };

  it('gives the failure text the status, and says nothing for a session that ended', () => {
    expect(noticeOf(spec, { kind: 'failure', status: undefined, reason: undefined }, 1)).toEqual({
      text: 'failed offline',
      isError: true,
    });
    expect(noticeOf(spec, { kind: 'signed-out' }, 1)).toBeUndefined();
    expect(noticeOf(spec, { kind: 'success', data: 'x' }, 1)).toBeUndefined();
  });

  it('places a conflict as a refusal, and a kind left out as a failure', () => {
    const shows = { failure: 'popup', conflict: 'alert' } as const;
    expect(placementOf(shows, 'conflict')).toBe('alert');
    expect(placementOf(shows, 'refusal')).toBe('popup');
    expect(placementOf(shows, 'success')).toBe('popup');
    expect(placementOf({ failure: 'popup', refusal: 'inline' }, 'conflict')).toBe('inline');
    expect(placementOf('toast', 'conflict')).toBe('toast');
  });
});
