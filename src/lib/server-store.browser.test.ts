// The server-store factory in real Chromium: real IndexedDB and localStorage, fetch answered by hand.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getNotification, type TNotification } from '../contract/notifications';
import { db, type OutboxKind, writeCache } from './db';
import { createServerStore, REFRESH_GAP_MS } from './server-store';
import { clearSession, saveSession } from './session';

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

/** Answers each fetch with the next of these, when the test says so. */
function manualFetch() {
  const pending: Array<{ url: string; answer: (status: number, body: unknown) => void }> = [];
  vi.stubGlobal(
    'fetch',
    (input: RequestInfo | URL) =>
      new Promise<Response>((resolve) => {
        pending.push({
          url: String(input instanceof Request ? input.url : input),
          answer: (status, body) =>
            resolve(
              new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
            ),
        });
      }),
  );
  return pending;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function notificationsStore(options: { cache?: string; refreshOn?: readonly OutboxKind[] } = {}) {
  return createServerStore({
    call: getNotification,
    request: (user) => ({ query: { employeeId: user.employeeId } }),
    select: (response) => response.notificationMessage,
    errorText: 'Something went wrong',
    silent: true,
    ...options,
  });
}

describe('createServerStore', () => {
  beforeEach(async () => {
    await db.cache.clear();
    signIn(3);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('keeps the newest answer when an older request answers last', async () => {
    const requests = manualFetch();
    const store = notificationsStore();
    const first = store.getState().load();
    const second = store.getState().load();
    await settle();
    expect(requests).toHaveLength(2);
    requests[1]?.answer(200, { notificationMessage: [notification(2, 'newer')] });
    await second;
    requests[0]?.answer(200, { notificationMessage: [notification(1, 'older')] });
    await first;
    expect(store.getState().data?.map((item) => item.notificationMessage)).toEqual(['newer']);
    expect(store.getState().isLoading).toBe(false);
  });

  it('shows the error text and no data when the load fails without a cached copy', async () => {
    const requests = manualFetch();
    const store = notificationsStore();
    const loading = store.getState().load();
    await settle();
    requests[0]?.answer(500, { message: 'boom' });
    await loading;
    expect(store.getState()).toMatchObject({
      data: undefined,
      error: 'Something went wrong',
      isFromCache: false,
    });
  });

  it("falls back to the employee's own cached copy, never another employee's", async () => {
    await writeCache(4, 'notes', [notification(9, 'rahul’s')]);
    const store = notificationsStore({ cache: 'notes' });
    const requests = manualFetch();
    let loading = store.getState().load();
    await settle();
    requests[0]?.answer(503, {});
    await loading;
    expect(store.getState().data).toBeUndefined();

    loading = store.getState().load();
    await settle();
    requests[1]?.answer(200, { notificationMessage: [notification(5, 'asha’s')] });
    await loading;
    loading = store.getState().load();
    await settle();
    requests[2]?.answer(503, {});
    await loading;
    expect(store.getState()).toMatchObject({ isFromCache: true, error: '' });
    expect(store.getState().data?.map((item) => item.notificationMessage)).toEqual(['asha’s']);
  });

  it('forgets its data when the session ends, and drops an answer that arrives after', async () => {
    const requests = manualFetch();
    const store = notificationsStore();
    let loading = store.getState().load();
    await settle();
    requests[0]?.answer(200, { notificationMessage: [notification(1, 'first')] });
    await loading;
    loading = store.getState().load();
    await settle();
    clearSession();
    expect(store.getState().data).toBeUndefined();
    requests[1]?.answer(200, { notificationMessage: [notification(2, 'late')] });
    await loading;
    expect(store.getState().data).toBeUndefined();
  });

  it('loads again when an outbox request of its kinds reaches the server', async () => {
    await db.outbox.clear();
    const requests = manualFetch();
    const store = notificationsStore({ refreshOn: ['bill-upload'] });
    const loading = store.getState().load();
    await settle();
    requests[0]?.answer(200, { notificationMessage: [] });
    await loading;
    const now = Date.now();
    await db.outbox.add({
      idempotencyKey: 'k-1',
      employeeId: 3,
      kind: 'bill-upload',
      path: '/expenseUpload',
      label: 'Bill',
      state: 'done',
      attempts: 1,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now + 1,
    });
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.url).toContain('/getNotification?employeeId=3');
  });

  it('tells each watching store of the confirmations of its own kinds only', async () => {
    clearSession();
    signIn(3);
    await db.outbox.clear();
    const requests = manualFetch();
    const uploads = notificationsStore({ refreshOn: ['bill-upload'] });
    const attachments = notificationsStore({ refreshOn: ['bill-attach'] });
    for (const store of [uploads, attachments]) {
      const loading = store.getState().load();
      await settle();
      requests.at(-1)?.answer(200, { notificationMessage: [] });
      await loading;
    }
    const now = Date.now();
    await db.outbox.add({
      idempotencyKey: 'attach-1',
      employeeId: 3,
      kind: 'bill-attach',
      path: '/expenseAttachUnreported',
      label: 'Bill',
      state: 'done',
      attempts: 1,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await vi.waitFor(() => expect(requests).toHaveLength(3));
    requests[2]?.answer(200, { notificationMessage: [notification(1, 'attached')] });
    await vi.waitFor(() => expect(attachments.getState().data).toHaveLength(1));
    await settle();
    expect(requests).toHaveLength(3);
    expect(uploads.getState().data).toEqual([]);
  });

  it('loads once at once and once after the last when a synced queue confirms many requests', async () => {
    // Earlier tests' stores still watch the outbox; a new session leaves them nothing to reload.
    clearSession();
    signIn(3);
    await db.outbox.clear();
    const requests = manualFetch();
    const store = notificationsStore({ refreshOn: ['bill-upload'] });
    const loading = store.getState().load();
    await settle();
    requests[0]?.answer(200, { notificationMessage: [] });
    await loading;
    const confirm = async (index: number, kind: 'bill-upload' | 'bill-attach') => {
      const now = Date.now();
      await db.outbox.add({
        idempotencyKey: `burst-${index}`,
        employeeId: 3,
        kind,
        path: kind === 'bill-upload' ? '/expenseUpload' : '/expenseAttachUnreported',
        label: 'Bill',
        state: 'done',
        attempts: 1,
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      });
      await settle();
    };
    // A request of another kind reloads nothing.
    await confirm(0, 'bill-attach');
    expect(requests).toHaveLength(1);
    for (let index = 1; index <= 6; index++) await confirm(index, 'bill-upload');
    expect(requests).toHaveLength(2);
    for (const request of requests.slice(1)) request.answer(200, { notificationMessage: [] });
    // The ones after the first are shown by one more load, once the gap has passed.
    await vi.waitFor(() => expect(requests).toHaveLength(3), { timeout: REFRESH_GAP_MS * 2 });
    requests[2]?.answer(200, { notificationMessage: [] });
    await new Promise((resolve) => setTimeout(resolve, REFRESH_GAP_MS + 200));
    expect(requests).toHaveLength(3);
  });
});
