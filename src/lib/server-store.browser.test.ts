// Queries and mutations in real Chromium: real IndexedDB and localStorage, fetch answered by hand.
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmedRow } from '../../tests/support/outbox-rows';
import { sfcTerritoryCity } from '../contract/fare-chart-lookups';
import { getNotification, notificationView, type TNotification } from '../contract/notifications';
import { IDEMPOTENCY_HEADER } from '../contract/outbox';
import { db, type OutboxKind, writeCache } from './db';
import { nextTask } from './next-task';
import { defineMutation } from './server-mutation';
import { defineQuery, SAME_SHOWING_MS } from './server-store';
import { clearSession, saveSession } from './session';
import { useQuery } from './use-query';

const notification = (id: number, message: string): TNotification => ({
  notificationId: id,
  notificationMessage: message,
  isViewed: false,
  createdAt: '2026-11-20T10:00:00.000Z',
});

function signIn(employeeId: number) {
  saveSession(`token-${employeeId}`, {
    employeeId,
    companyId: 1,
    companyName: 'Sunrise',
    designation: 'MR',
    employeeName: `Employee ${employeeId}`,
    useName: `user${employeeId}`,
    expenseMonth: 11,
    expenseYear: 2026,
  });
}

interface PendingRequest {
  url: string;
  headers: Headers;
  answer: (status: number, body: unknown) => void;
}

/** Answers each fetch with the next of these, when the test says so. */
function manualFetch(): PendingRequest[] {
  const pending: PendingRequest[] = [];
  vi.stubGlobal(
    'fetch',
    (input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        pending.push({
          url: String(input instanceof Request ? input.url : input),
          headers: new Headers(input instanceof Request ? input.headers : init?.headers),
          answer: (status, body) =>
            resolve(
              new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
            ),
        });
      }),
  );
  return pending;
}

/** A screen shown for one task, long enough for the load it starts to begin, then left. */
async function showBriefly(watch: () => () => void): Promise<void> {
  const stop = watch();
  await nextTask();
  stop();
}

/**
 * Waits until the page has sent `count` requests in all: up to 5 s, not waitFor's 1 s. An outbox row's
 * confirmation reaches a query through Dexie's live query, which a CI machine under load (load average
 * 10-15) once took longer than a second to pass on.
 */
const sent = (requests: PendingRequest[], count: number) =>
  vi.waitFor(() => expect(requests).toHaveLength(count), { timeout: 5_000 });

function notificationsQuery(
  options: { cache?: string; refreshOn?: readonly OutboxKind[]; staleAfterMs?: number } = {},
) {
  return defineQuery({
    call: getNotification,
    request: (user) => ({ query: { employeeId: user.employeeId } }),
    select: (response) => response.notificationMessage,
    errorText: 'Something went wrong',
    silent: true,
    ...options,
  });
}

const citiesQuery = () =>
  defineQuery({
    call: sfcTerritoryCity,
    request: (_user, territoryId: number) => ({ query: { territoryId } }),
    select: (response) => response.cities.map((city) => city.cityName),
    errorText: 'Something went wrong',
    silent: true,
  });

const confirmOutboxRow = (key: string, kind: OutboxKind) => db.outbox.add(confirmedRow(key, kind));

beforeEach(async () => {
  await Promise.all([db.cache.clear(), db.outbox.clear()]);
  signIn(3);
});
afterEach(() => {
  // Ends the session: every query forgets its entries, so one test's screens leave nothing to the next.
  clearSession();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a query keyed by its arguments', () => {
  it('asks nothing for a screen left before its load started, and once for the next showing', async () => {
    const requests = manualFetch();
    const query = citiesQuery();
    query.watch(1)();
    await nextTask();
    await nextTask();
    expect(requests).toHaveLength(0);
    expect(query.peek(1).isLoading).toBe(false);
    await showBriefly(() => query.watch(1));
    await sent(requests, 1);
  });

  it('keeps one entry per set of arguments, each with its own loading and answer', async () => {
    const requests = manualFetch();
    const cities = citiesQuery();
    const pune = cities.load(1);
    const nashik = cities.load(2);
    await sent(requests, 2);
    expect(cities.peek(1).isLoading).toBe(true);
    requests[1]?.answer(200, { cities: [{ cityId: 20, cityName: 'Nashik' }] });
    await nashik;
    expect(cities.peek(2)).toMatchObject({ data: ['Nashik'], isLoading: false });
    expect(cities.peek(1)).toMatchObject({ data: undefined, isLoading: true });
    requests[0]?.answer(500, { message: 'boom' });
    await pune;
    expect(cities.peek(1)).toMatchObject({ data: undefined, error: 'Something went wrong' });
    expect(cities.peek(2).data).toEqual(['Nashik']);
  });

  it('keeps the newest answer of an entry when an older request answers last', async () => {
    const requests = manualFetch();
    const query = notificationsQuery();
    const first = query.load();
    const second = query.load();
    await sent(requests, 2);
    requests[1]?.answer(200, { notificationMessage: [notification(2, 'newer')] });
    await second;
    requests[0]?.answer(200, { notificationMessage: [notification(1, 'older')] });
    await first;
    expect(query.peek().data?.map((item) => item.notificationMessage)).toEqual(['newer']);
    expect(query.peek().isLoading).toBe(false);
  });

  it('sends one request for screens that show the same entry at once', async () => {
    const requests = manualFetch();
    const cities = citiesQuery();
    const stopBell = cities.watch(1);
    const stopFooter = cities.watch(1);
    await sent(requests, 1);
    requests[0]?.answer(200, { cities: [] });
    await vi.waitFor(() => expect(cities.peek(1).isLoading).toBe(false));
    expect(requests).toHaveLength(1);
    stopBell();
    stopFooter();
  });

  it('shares a failed answer with the parts of the same showing that mount after it: one request, one alert', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const requests = manualFetch();
    const query = notificationsQuery();
    const stopBell = query.watch();
    await sent(requests, 1);
    requests[0]?.answer(503, {});
    await vi.waitFor(() => expect(query.peek().error).toBe('Something went wrong'));
    vi.advanceTimersByTime(SAME_SHOWING_MS / 2);
    const stopActivities = query.watch();
    await expect(query.ensure()).resolves.toMatchObject({ error: 'Something went wrong' });
    expect(requests).toHaveLength(1);
    stopBell();
    stopActivities();
    vi.advanceTimersByTime(SAME_SHOWING_MS);
    await showBriefly(() => query.watch());
    await sent(requests, 2);
    vi.useRealTimers();
  });

  it('asks again at a later showing, unless the answer is fresh for as long as the query says', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const requests = manualFetch();
    const everyTime = citiesQuery();
    let stop = everyTime.watch(1);
    await sent(requests, 1);
    requests[0]?.answer(200, { cities: [] });
    await vi.waitFor(() => expect(everyTime.peek(1).data).toEqual([]));
    stop();
    vi.advanceTimersByTime(SAME_SHOWING_MS);
    await showBriefly(() => everyTime.watch(1));
    await sent(requests, 2);
    vi.useRealTimers();

    const forTheSession = notificationsQuery({ staleAfterMs: Number.POSITIVE_INFINITY });
    stop = forTheSession.watch();
    await sent(requests, 3);
    requests[2]?.answer(200, { notificationMessage: [] });
    await vi.waitFor(() => expect(forTheSession.peek().data).toEqual([]));
    stop();
    await showBriefly(() => forTheSession.watch());
    await expect(forTheSession.ensure()).resolves.toMatchObject({ data: [] });
    expect(requests).toHaveLength(3);
  });

  it("falls back to the employee's own cached copy of that entry, never another employee's", async () => {
    await writeCache(4, 'notes', [notification(9, 'rahul’s')]);
    const query = notificationsQuery({ cache: 'notes' });
    const requests = manualFetch();
    let loading = query.load();
    await sent(requests, 1);
    requests[0]?.answer(503, {});
    await loading;
    expect(query.peek().data).toBeUndefined();

    loading = query.load();
    await sent(requests, 2);
    requests[1]?.answer(200, { notificationMessage: [notification(5, 'asha’s')] });
    await loading;
    loading = query.load();
    await sent(requests, 3);
    requests[2]?.answer(503, {});
    await loading;
    expect(query.peek()).toMatchObject({ isFromCache: true, error: '' });
    expect(query.peek().data?.map((item) => item.notificationMessage)).toEqual(['asha’s']);
  });

  it('forgets every entry when the session ends, and drops an answer that arrives after', async () => {
    const requests = manualFetch();
    const cities = citiesQuery();
    let loading = cities.load(1);
    await sent(requests, 1);
    requests[0]?.answer(200, { cities: [{ cityId: 10, cityName: 'Pune' }] });
    await loading;
    loading = cities.load(1);
    await sent(requests, 2);
    clearSession();
    expect(cities.peek(1).data).toBeUndefined();
    requests[1]?.answer(200, { cities: [{ cityId: 11, cityName: 'Satara' }] });
    await loading;
    expect(cities.peek(1).data).toBeUndefined();
  });

  it('loads a failed entry that a screen shows again when the browser comes back online', async () => {
    const requests = manualFetch();
    const query = notificationsQuery();
    const stop = query.watch();
    await sent(requests, 1);
    requests[0]?.answer(503, {});
    await vi.waitFor(() => expect(query.peek().error).toBe('Something went wrong'));
    window.dispatchEvent(new Event('online'));
    await sent(requests, 2);
    requests[1]?.answer(200, { notificationMessage: [] });
    await vi.waitFor(() => expect(query.peek()).toMatchObject({ data: [], error: '' }));
    stop();
  });
});

describe('a query that reloads when the outbox confirms requests', () => {
  it('loads the entries a screen shows again when a request of its kinds reaches the server', async () => {
    const requests = manualFetch();
    const uploads = notificationsQuery({ refreshOn: ['bill-upload'] });
    const attachments = notificationsQuery({ refreshOn: ['bill-attach'] });
    const stops = [uploads.watch(), attachments.watch()];
    await sent(requests, 2);
    for (const request of requests) request.answer(200, { notificationMessage: [] });
    await vi.waitFor(() => expect(attachments.peek().data).toEqual([]));

    await confirmOutboxRow('attach-1', 'bill-attach');
    await sent(requests, 3);
    requests[2]?.answer(200, { notificationMessage: [notification(1, 'attached')] });
    await vi.waitFor(() => expect(attachments.peek().data).toHaveLength(1));
    // Both listeners are told in the same step: had uploads reloaded, its request would be out by now.
    expect(requests).toHaveLength(3);
    expect(uploads.peek().data).toEqual([]);
    for (const stop of stops) stop();
  });

  it('forgets an entry no screen shows, and loads it at its next showing, not at once', async () => {
    const requests = manualFetch();
    const query = notificationsQuery({ refreshOn: ['bill-upload'], staleAfterMs: Number.POSITIVE_INFINITY });
    const loading = query.load();
    await sent(requests, 1);
    requests[0]?.answer(200, { notificationMessage: [] });
    await loading;
    await confirmOutboxRow('upload-1', 'bill-upload');
    // Out of date: its next showing waits for the server rather than offer the old answer. (The
    // confirmation's own invalidation, not one called here: one called here raced it.)
    await vi.waitFor(() => expect(query.peek().data).toBeUndefined());
    expect(requests).toHaveLength(1);
    const stop = query.watch();
    await sent(requests, 2);
    stop();
  });
});

describe('a mutation', () => {
  const markRead = (invalidates: ReturnType<typeof notificationsQuery>[] = []) =>
    defineMutation({
      call: notificationView,
      request: (_user, notificationId: number) => ({ query: { notificationId } }),
      select: (response) => response.message,
      failureText: 'Something went wrong',
      invalidates,
      shows: 'inline',
    });

  it("gives the server's answer, then loads again the queries it changes that a screen shows", async () => {
    const requests = manualFetch();
    const notifications = notificationsQuery();
    const stop = notifications.watch();
    await sent(requests, 1);
    requests[0]?.answer(200, { notificationMessage: [notification(1, 'new')] });
    const running = markRead([notifications]).run(1);
    await sent(requests, 2);
    requests[1]?.answer(200, { message: 'Marked' });
    await sent(requests, 3);
    requests[2]?.answer(200, { notificationMessage: [{ ...notification(1, 'new'), isViewed: true }] });
    await expect(running).resolves.toEqual({ ok: true, data: 'Marked' });
    expect(notifications.peek().data?.[0]?.isViewed).toBe(true);
    stop();
  });

  it("tells a refusal (the server's 4xx and its reason) from a failure (no answer, 5xx: the screen's text)", async () => {
    const requests = manualFetch();
    const mutation = markRead();
    const refused = mutation.run(1);
    await sent(requests, 1);
    requests[0]?.answer(404, { message: 'No such notification.' });
    await expect(refused).resolves.toEqual({
      ok: false,
      isRefusal: true,
      status: 404,
      notice: { text: 'No such notification.', isError: true },
    });
    const failed = mutation.run(2);
    await sent(requests, 2);
    requests[1]?.answer(503, { message: 'database unavailable' });
    await expect(failed).resolves.toEqual({
      ok: false,
      isRefusal: false,
      status: 503,
      notice: { text: 'Something went wrong', isError: true },
    });
  });

  it('says nothing of a write a 401 refused: the session ends and the login form is the notice', async () => {
    const requests = manualFetch();
    const running = markRead().run(3);
    await sent(requests, 1);
    requests[0]?.answer(401, { message: 'Your session has ended. Please log in again.' });
    const result = await running;
    expect(result).toMatchObject({ ok: false, isSignedOut: true, status: 401 });
    expect(result.notice).toBeUndefined();
    requests.length = 0;
    signIn(3);
    const failed = markRead().run(4);
    await sent(requests, 1);
    requests[0]?.answer(503, {});
    const outcome = await failed;
    expect(outcome.notice?.text).toBe('Something went wrong');
  });

  it('sends a retry of the same action with the same Idempotency-Key, and a new action with a new one', async () => {
    const requests = manualFetch();
    const mutation = markRead();
    const keyOf = async (index: number, run: Promise<unknown>, status: number, body: unknown) => {
      await sent(requests, index + 1);
      requests[index]?.answer(status, body);
      await run;
      return requests[index]?.headers.get(IDEMPOTENCY_HEADER);
    };
    const first = await keyOf(0, mutation.run(7), 502, {});
    const retry = await keyOf(1, mutation.run(7), 200, { message: 'Marked' });
    const another = await keyOf(2, mutation.run(8), 200, { message: 'Marked' });
    const again = await keyOf(3, mutation.run(7), 200, { message: 'Marked' });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(another).not.toBe(first);
    expect(again).not.toBe(first);
  });
});

describe('useQuery in a component', () => {
  // act() runs React's scheduled work, transitions included, before the test looks.
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  it('draws its own entry, at once for new arguments, and not again when another entry changes', async () => {
    const requests = manualFetch();
    const cities = citiesQuery();
    const drawn: string[] = [];
    function Cities({ territory }: { territory: number }) {
      const { data, isLoading } = useQuery(cities, territory);
      const text = isLoading ? 'loading' : (data ?? []).join(', ');
      drawn.push(`${territory}: ${text}`);
      return createElement('p', null, text);
    }
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    await act(async () => root.render(createElement(Cities, { territory: 1 })));
    await sent(requests, 1);
    await act(async () => requests[0]?.answer(200, { cities: [{ cityId: 10, cityName: 'Pune' }] }));
    await vi.waitFor(() => expect(host.textContent).toBe('Pune'));

    // Another territory's cities load and answer: the component shows territory 1, and is not drawn.
    const before = drawn.length;
    const nashik = cities.load(2);
    await sent(requests, 2);
    await act(async () => {
      requests[1]?.answer(200, { cities: [{ cityId: 20, cityName: 'Nashik' }] });
      await nashik;
    });
    expect(drawn.slice(before)).toEqual([]);

    // New arguments whose entry is known: the first drawing with them shows it, never territory 1's.
    await act(async () => root.render(createElement(Cities, { territory: 2 })));
    expect(drawn.slice(before)[0]).toBe('2: Nashik');
    expect(host.textContent).toBe('Nashik');
    await act(async () => root.unmount());
    host.remove();
  });
});
