// The outbox sender's state machine, driven through its injected server, clock, lock and session.
import { readFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEY_REUSED } from '../../server/http/idempotency';
import {
  BAD_INVOICE,
  FakeClock,
  FakeLocks,
  FakeReceiptServer,
  type Fate,
} from '../../tests/support/sync-fakes';
import { DUPLICATE_BILL, expenseUpload, unreportedDelete, unreportedUpdate } from '../contract/receipts';
import { ApiError, OTHER_ERROR_TEXT, SERVER_ERROR_TEXT, TIMEOUT_TEXT } from './api-error';
import { db, type OutboxItem, TourbookDb } from './db';
import { type EnqueueRequest, enqueue } from './outbox';
import { waitForOutcome } from './sync';
import type { SyncDeps, SyncSession } from './sync-deps';
import { OutboxSync } from './sync-engine';
import { BACKGROUND_SYNC_TAG, SYNC_MESSAGE } from './sync-runtime';
import {
  BACKOFF_CAP_MS,
  backoffDelay,
  classifyFailure,
  DONE_RETENTION_MS,
  MAX_TRIES,
  SENDING_NOW_TEXT,
  SIGNED_OUT_TEXT,
} from './sync-send';

const ASHA = 1;
const RAHUL = 2;
const DAY = 24 * 60 * 60_000;

let clock: FakeClock;
let server: FakeReceiptServer;
let locks: FakeLocks;
let session: SyncSession | null;
let isOnline: boolean;
let endedTokens: string[];
let reported: unknown[];
let engines: OutboxSync[];
let tokenCount = 0;

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.captures.clear(), db.drafts.clear()]);
  // Ahead of the real clock that enqueue stamps rows with, so new rows are due at once.
  clock = new FakeClock(Date.now() + DAY);
  server = new FakeReceiptServer();
  locks = new FakeLocks();
  isOnline = true;
  endedTokens = [];
  reported = [];
  engines = [];
  signIn(ASHA);
});

afterEach(() => {
  for (const engine of engines) engine.stop();
  expect(reported).toEqual([]);
});

function signIn(employeeId: number): string {
  const token = `token-${employeeId}-${++tokenCount}`;
  server.login(employeeId, token);
  session = { employeeId, token };
  return token;
}

function newSync(owner = 'tab-1', overrides: Partial<SyncDeps> = {}): OutboxSync {
  const sync = new OutboxSync({
    db,
    send: server.send,
    getSession: () => session,
    endSession: (token) => {
      endedTokens.push(token);
      if (session?.token === token) session = null;
    },
    isOnline: () => isOnline,
    clock,
    random: () => 0.5,
    lock: locks.runnerFor(owner),
    reportError: (error) => reported.push(error),
    ...overrides,
  });
  engines.push(sync);
  return sync;
}

function bill(invoice: string, employeeId = ASHA): EnqueueRequest<typeof expenseUpload> {
  return {
    employeeId,
    kind: 'bill-upload',
    body: {
      EmployeeId: employeeId,
      CompanyId: 1,
      fare: 450,
      InvoiceNumber: invoice,
      ExpenseType: 'Food',
      InvoiceDate: '2026-11-20',
      expenseOrSundry: 'E',
      Image: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' }),
    },
    label: `Bill ${invoice}, ₹ 450.00`,
  };
}

function billUpdate(billId: number): EnqueueRequest<typeof unreportedUpdate> {
  return {
    employeeId: ASHA,
    kind: 'bill-update',
    query: { unReportAttachmentId: billId },
    body: {
      Amount: 450,
      InvoiceNumber: `INV-${billId}`,
      ExpenseType: 'Food',
      EmployeeId: ASHA,
      CompanyId: 1,
      InvoiceDate: '2026-11-20',
      expenseOrSundry: 'E',
    },
    billId,
    label: `Changes to bill ${billId}`,
  };
}

function billDelete(billId: number): EnqueueRequest<typeof unreportedDelete> {
  return {
    employeeId: ASHA,
    kind: 'bill-delete',
    query: { employeeId: ASHA, companyId: 1, unReportExpenseId: billId },
    billId,
    label: `Deleting bill ${billId}`,
  };
}

/** The fake server, except that the requests under these keys always meet a 500. */
function failing(keys: string[]): SyncDeps['send'] {
  return (item, token) => {
    if (!keys.includes(item.idempotencyKey)) return server.send(item, token);
    server.requests++;
    return Promise.reject(new ApiError(500, null, 'status 500'));
  };
}

const row = async (item: OutboxItem) => (await db.outbox.get(item.seq as number)) as OutboxItem;

/** Lets the fake database and the engines run until the condition holds (a bounded number of turns). */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  for (let turn = 0; turn < 200 && !(await condition()); turn++)
    await new Promise((resolve) => setTimeout(resolve, 1));
  expect(await condition()).toBe(true);
}

describe('the backoff between tries', () => {
  it('doubles from 2 s and stays within the upper half of each step (the jitter)', () => {
    expect(backoffDelay(1, () => 0)).toBe(1_000);
    expect(backoffDelay(1, () => 1)).toBe(2_000);
    expect(backoffDelay(2, () => 0)).toBe(2_000);
    expect(backoffDelay(3, () => 0.5)).toBe(6_000);
    expect(backoffDelay(4, () => 0.25)).toBe(10_000);
  });

  it('is capped at 5 minutes however many tries failed', () => {
    for (const attempts of [9, 10, 20, 60, 1000]) {
      expect(backoffDelay(attempts, () => 1)).toBe(BACKOFF_CAP_MS);
      expect(backoffDelay(attempts, () => 0)).toBe(BACKOFF_CAP_MS / 2);
    }
  });
});

describe('how a failed try is classified', () => {
  it.each([
    [
      new ApiError(undefined, undefined, 'fetch failed'),
      { kind: 'retry', status: undefined, message: OTHER_ERROR_TEXT },
    ],
    [new TypeError('Failed to fetch'), { kind: 'retry', status: undefined, message: OTHER_ERROR_TEXT }],
    [
      new ApiError(500, { message: 'stack trace' }, 'x'),
      { kind: 'retry', status: 500, message: SERVER_ERROR_TEXT },
    ],
    [new ApiError(503, null, 'x'), { kind: 'retry', status: 503, message: SERVER_ERROR_TEXT }],
    [new ApiError(408, null, 'x'), { kind: 'retry', status: 408, message: TIMEOUT_TEXT }],
    [
      new ApiError(429, 'Too many uploads, wait a minute', 'x'),
      { kind: 'retry', status: 429, message: 'Too many uploads, wait a minute' },
    ],
    [new ApiError(401, null, 'x'), { kind: 'unauthorized' }],
    [
      new ApiError(409, { message: DUPLICATE_BILL }, 'x'),
      { kind: 'failed', status: 409, message: DUPLICATE_BILL },
    ],
    [
      new ApiError(400, 'InvoiceDate: is not a real date', 'x'),
      { kind: 'failed', status: 400, message: 'InvoiceDate: is not a real date' },
    ],
    [
      new ApiError(400, null, 'Invalid body: fare: must be more than 0'),
      { kind: 'failed', status: 400, message: 'Invalid body: fare: must be more than 0' },
    ],
    [new ApiError(403, null, ''), { kind: 'failed', status: 403, message: OTHER_ERROR_TEXT }],
  ])('%s', (error, expected) => {
    expect(classifyFailure(error)).toEqual(expected);
  });
});

describe('sending the outbox', () => {
  it("sends a receipt with its key and its employee's token, then keeps the server's answer and drops the image", async () => {
    const item = await enqueue(expenseUpload, bill('INV-1'));
    await newSync().request();
    const sent = await row(item);
    expect(sent).toMatchObject({
      state: 'done',
      attempts: 1,
      response: { message: 'Saved', unReportExpenseId: 1 },
    });
    expect(sent.body).toBeUndefined();
    expect(server.tokensUsed).toEqual([{ key: item.idempotencyKey, token: session?.token }]);
    expect(server.appliedCount(item.idempotencyKey)).toBe(1);
  });

  it('sends in the order saved, one request at a time', async () => {
    const items = [];
    for (const invoice of ['INV-1', 'INV-2', 'INV-3', 'INV-4'])
      items.push(await enqueue(expenseUpload, bill(invoice)));
    let inFlight = 0;
    let mostInFlight = 0;
    const sync = newSync('tab-1', {
      send: async (item, token) => {
        mostInFlight = Math.max(mostInFlight, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        try {
          return await server.send(item, token);
        } finally {
          inFlight--;
        }
      },
    });
    await Promise.all([sync.request(), sync.request(), sync.request()]);
    expect(mostInFlight).toBe(1);
    expect(server.applied.map((entry) => entry.key)).toEqual(items.map((item) => item.idempotencyKey));
  });

  it.each<[string, Fate]>([
    ['a network error', 'unreachable'],
    ['a lost answer (applied, the reply never came)', 'lost-answer'],
    ['a 500', 500],
    ['a 503', 503],
    ["the server's 'still being processed' (503)", 'still-processing'],
    ['a 408', 408],
    ['a 429', 429],
  ])('after %s keeps the item queued with the reason, and sends it again with the same key when the backoff ends', async (_name, fate) => {
    server.fates = [fate];
    const item = await enqueue(expenseUpload, bill('INV-1'));
    const sync = newSync();
    await sync.request();
    const waiting = await row(item);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1 });
    expect(waiting.lastError).toBeTruthy();
    expect(waiting.nextAttemptAt).toBe(clock.now() + backoffDelay(1, () => 0.5));
    expect(clock.nextTimerAt()).toBe(waiting.nextAttemptAt);

    clock.advance(backoffDelay(1, () => 0.5) - 1);
    await sync.whenIdle();
    expect(server.requests).toBe(1);
    clock.advance(1);
    await sync.whenIdle();
    const sent = await row(item);
    expect(sent).toMatchObject({ state: 'done', attempts: 2 });
    expect(sent.lastError).toBeUndefined();
    expect(server.requests).toBe(2);
    expect(server.tokensUsed.every((use) => use.key === item.idempotencyKey)).toBe(true);
    expect(server.appliedCount(item.idempotencyKey)).toBe(1);
  });

  it('does not let a request the server keeps failing (5xx) hold up the receipts saved after it', async () => {
    const stuck = await enqueue(expenseUpload, bill('INV-1'));
    const later = await enqueue(expenseUpload, bill('INV-2'));
    const sync = newSync('tab-1', { send: failing([stuck.idempotencyKey]) });
    await sync.request();
    expect(await row(later)).toMatchObject({ state: 'done', attempts: 1 });
    for (let round = 0; round < 5; round++) {
      clock.advance(BACKOFF_CAP_MS);
      await sync.whenIdle();
    }
    expect(await row(stuck)).toMatchObject({ state: 'queued', attempts: 6, lastStatus: 500 });
    const latest = await enqueue(expenseUpload, bill('INV-3'));
    await sync.request();
    expect(await row(latest)).toMatchObject({ state: 'done' });
    expect(server.applied.map((entry) => entry.key)).toEqual([later.idempotencyKey, latest.idempotencyKey]);
  });

  it('keeps a change to a bill behind an earlier change to the same bill that is still retrying', async () => {
    const update = await enqueue(unreportedUpdate, billUpdate(7));
    const remove = await enqueue(unreportedDelete, billDelete(7));
    const otherBill = await enqueue(unreportedUpdate, billUpdate(8));
    const receipt = await enqueue(expenseUpload, bill('INV-1'));
    let isDown = true;
    const flaky = failing([update.idempotencyKey]);
    const sync = newSync('tab-1', { send: (item, token) => (isDown ? flaky : server.send)(item, token) });
    await sync.request();
    expect(await row(update)).toMatchObject({ state: 'queued', attempts: 1 });
    expect(await row(remove)).toMatchObject({ state: 'queued', attempts: 0 });
    expect(await row(otherBill)).toMatchObject({ state: 'done' });
    expect(await row(receipt)).toMatchObject({ state: 'done' });
    clock.advance(BACKOFF_CAP_MS);
    await sync.whenIdle();
    expect(await row(remove)).toMatchObject({ state: 'queued', attempts: 0 });
    isDown = false;
    clock.advance(BACKOFF_CAP_MS);
    await sync.whenIdle();
    expect(server.applied.map((entry) => entry.key)).toEqual(
      [otherBill, receipt, update, remove].map((item) => item.idempotencyKey),
    );
  });

  it(`parks a request as 'failed' with its last error after ${MAX_TRIES} failed tries, and 'Retry now' keeps its key`, async () => {
    // The first try reached the server and was applied; only its answer was lost.
    server.fates = ['lost-answer', ...Array.from({ length: MAX_TRIES - 1 }, (): Fate => 503)];
    const item = await enqueue(expenseUpload, bill('INV-1'));
    const sync = newSync();
    await sync.request();
    for (let round = 1; round < MAX_TRIES; round++) {
      expect(await row(item)).toMatchObject({ state: 'queued', attempts: round });
      clock.advance(BACKOFF_CAP_MS);
      await sync.whenIdle();
    }
    expect(await row(item)).toMatchObject({
      state: 'failed',
      attempts: MAX_TRIES,
      lastStatus: 503,
      lastError: SERVER_ERROR_TEXT,
    });
    expect(clock.nextTimerAt()).toBeUndefined();
    await sync.retryNow(item.seq as number);
    await sync.whenIdle();
    expect(await row(item)).toMatchObject({ state: 'done', idempotencyKey: item.idempotencyKey });
    expect(server.appliedCount(item.idempotencyKey)).toBe(1);
  });

  it("stops an item on another 4xx as 'failed' with the server's message, and goes on with the next", async () => {
    const duplicate = await enqueue(expenseUpload, bill(`${BAD_INVOICE}-1`));
    const next = await enqueue(expenseUpload, bill('INV-2'));
    await newSync().request();
    expect(await row(duplicate)).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastStatus: 409,
      lastError: DUPLICATE_BILL,
    });
    expect(await row(next)).toMatchObject({ state: 'done' });
    expect(clock.nextTimerAt()).toBeUndefined();
  });

  it("stops an item as 'failed' with the server's 422 when its key was used for a different request", async () => {
    server.fates = ['lost-answer'];
    const item = await enqueue(expenseUpload, bill('INV-1'));
    const sync = newSync();
    await sync.request();
    await db.outbox.update(item.seq as number, { 'body.InvoiceNumber': 'INV-1-CHANGED' });
    clock.advance(BACKOFF_CAP_MS);
    await sync.whenIdle();
    expect(await row(item)).toMatchObject({ state: 'failed', lastStatus: 422, lastError: KEY_REUSED });
    expect(server.appliedCount(item.idempotencyKey)).toBe(1);
  });

  it('fails an item whose call the app no longer knows, with a message, instead of retrying it forever', async () => {
    // A row saved by an older version of the app, for a call this version dropped.
    const item = await enqueue(expenseUpload, bill('INV-1'));
    await db.outbox.update(item.seq as number, { path: '/retiredCall' });
    // The default sender (callApi) is used when none is injected.
    const sync = new OutboxSync({
      db,
      getSession: () => session,
      clock,
      lock: locks.runnerFor('tab-2'),
      reportError: (error) => reported.push(error),
    });
    engines.push(sync);
    await sync.request();
    expect(await row(item)).toMatchObject({
      state: 'failed',
      lastStatus: 400,
      lastError: 'The app cannot send /retiredCall any more.',
    });
  });
});

describe('an ended session (401)', () => {
  it('keeps every item, ends the session once, and sends nothing more', async () => {
    server.fates = ['revoke'];
    const refusedToken = session?.token;
    const first = await enqueue(expenseUpload, bill('INV-1'));
    const second = await enqueue(expenseUpload, bill('INV-2'));
    const sync = newSync();
    await sync.request();
    expect(await row(first)).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastStatus: 401,
      lastError: SIGNED_OUT_TEXT,
    });
    expect(await row(second)).toMatchObject({ state: 'queued', attempts: 0 });
    expect(endedTokens).toEqual([refusedToken]);
    await sync.request();
    expect(server.requests).toBe(1);
    expect(server.applied).toEqual([]);
  });

  it('does not try the refused token again even if the session was not cleared', async () => {
    server.fates = ['revoke'];
    await enqueue(expenseUpload, bill('INV-1'));
    const sync = newSync('tab-1', { endSession: (token) => endedTokens.push(token) });
    await sync.request();
    await sync.request();
    expect(server.requests).toBe(1);
  });

  it('resumes for the same employee after they log in again, with the new token', async () => {
    server.fates = ['revoke'];
    const first = await enqueue(expenseUpload, bill('INV-1'));
    const second = await enqueue(expenseUpload, bill('INV-2'));
    const sync = newSync();
    await sync.request();
    const newToken = signIn(ASHA);
    await sync.request();
    expect(await row(first)).toMatchObject({ state: 'done', attempts: 2 });
    expect(await row(second)).toMatchObject({ state: 'done', attempts: 1 });
    expect(server.tokensUsed.slice(1).map((use) => use.token)).toEqual([newToken, newToken]);
  });

  it("never sends one employee's items with another employee's token", async () => {
    server.fates = ['revoke'];
    const ashas = await enqueue(expenseUpload, bill('INV-1'));
    const sync = newSync();
    await sync.request();
    const rahulsToken = signIn(RAHUL);
    const rahuls = await enqueue(expenseUpload, bill('INV-9', RAHUL));
    await sync.request();
    expect(await row(rahuls)).toMatchObject({ state: 'done' });
    expect(await row(ashas)).toMatchObject({ state: 'queued', lastStatus: 401 });
    expect(
      server.tokensUsed.filter((use) => use.key === ashas.idempotencyKey).map((use) => use.token),
    ).not.toContain(rahulsToken);
    expect(server.wrongEmployee).toBe(0);
  });

  it('sends nothing while nobody is signed in', async () => {
    session = null;
    await enqueue(expenseUpload, bill('INV-1'));
    await newSync().request();
    expect(server.requests).toBe(0);
  });
});

describe('tabs, reloads and connectivity', () => {
  it("puts an item left 'sending' by a closed tab back in the queue, and sends it with the same key", async () => {
    const item = await enqueue(expenseUpload, bill('INV-1'));
    server.holdNext = true;
    const closing = newSync('tab-1');
    void closing.request();
    await until(() => server.heldCount() === 1);
    closing.stop();
    locks.kill('tab-1');
    // The request arrives and is applied; the tab that sent it is gone and never hears back.
    server.releaseHeld('applied');
    expect(await row(item)).toMatchObject({ state: 'sending', attempts: 1 });

    await newSync('tab-1-reloaded').start();
    expect(await row(item)).toMatchObject({ state: 'done', attempts: 2, response: { unReportExpenseId: 1 } });
    expect(server.tokensUsed.map((use) => use.key)).toEqual([item.idempotencyKey, item.idempotencyKey]);
    expect(server.appliedCount(item.idempotencyKey)).toBe(1);
  });

  it('claims the next receipt while one is on the wire; a tab closed then sends both again, each applied once', async () => {
    const first = await enqueue(expenseUpload, bill('INV-1'));
    const second = await enqueue(expenseUpload, bill('INV-2'));
    server.holdNext = true;
    const closing = newSync('tab-1');
    void closing.request();
    await until(() => server.heldCount() === 1);
    await until(async () => (await row(second)).state === 'sending');
    closing.stop();
    locks.kill('tab-1');
    server.releaseHeld('applied');

    await newSync('tab-1-reloaded').start();
    expect(await row(first)).toMatchObject({ state: 'done', attempts: 2 });
    expect(await row(second)).toMatchObject({ state: 'done' });
    expect(server.appliedCount(first.idempotencyKey)).toBe(1);
    expect(server.appliedCount(second.idempotencyKey)).toBe(1);
  });

  it('puts the receipt claimed ahead back as it was when the user signs out while one is on the wire', async () => {
    const first = await enqueue(expenseUpload, bill('INV-1'));
    const second = await enqueue(expenseUpload, bill('INV-2'));
    server.holdNext = true;
    const sync = newSync();
    const pass = sync.request();
    await until(async () => (await row(second)).state === 'sending');
    session = null;
    server.releaseHeld('applied');
    await pass;
    expect(await row(first)).toMatchObject({ state: 'done', attempts: 1 });
    expect(await row(second)).toMatchObject({ state: 'queued', attempts: 0 });
    expect(server.requests).toBe(1);
  });

  it('does not send while another tab holds the lock, and the item goes once', async () => {
    const item = await enqueue(expenseUpload, bill('INV-1'));
    server.holdNext = true;
    const tabA = newSync('tab-A');
    const tabB = newSync('tab-B');
    void tabA.request();
    await until(() => server.heldCount() === 1);
    const tabBPass = tabB.request();
    await until(() => locks.holderName() === 'tab-A');
    // Tab B's pass is queued behind the lock: it cannot send anything until tab A lets go.
    await until(() => locks.waiterNames().includes('tab-B'));
    expect(server.requests).toBe(1);
    server.releaseHeld('applied');
    await Promise.all([tabA.whenIdle(), tabBPass]);
    expect(await row(item)).toMatchObject({ state: 'done', attempts: 1 });
    expect(server.requests).toBe(1);
  });

  it('sends as soon as something is enqueued, once started', async () => {
    const sync = newSync();
    await sync.start();
    const item = await enqueue(expenseUpload, bill('INV-1'));
    await sync.whenIdle();
    expect(await row(item)).toMatchObject({ state: 'done' });
  });

  it('waits while the browser is offline, and on coming back sends at once despite the backoff', async () => {
    server.fates = ['unreachable'];
    const item = await enqueue(expenseUpload, bill('INV-1'));
    const sync = newSync();
    await sync.request();
    isOnline = false;
    // The backoff ends while offline: nothing is tried (and no try is spent).
    clock.advance(BACKOFF_CAP_MS);
    await sync.whenIdle();
    expect(server.requests).toBe(1);
    expect(await row(item)).toMatchObject({ state: 'queued', attempts: 1 });
    isOnline = true;
    await db.outbox.update(item.seq as number, { nextAttemptAt: clock.now() + BACKOFF_CAP_MS });
    await sync.request();
    expect(server.requests).toBe(1);
    await sync.request({ ignoreBackoff: true });
    expect(await row(item)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('reports an unexpected error and tries again later', async () => {
    const item = await enqueue(expenseUpload, bill('INV-1'));
    let isBroken = true;
    const runner = locks.runnerFor('tab-1');
    const sync = newSync('tab-1', {
      lock: (name, task) => (isBroken ? Promise.reject(new Error('database closed')) : runner(name, task)),
      reportError: () => {
        isBroken = false;
      },
    });
    await sync.request();
    expect(server.requests).toBe(0);
    expect(clock.nextTimerAt()).toBe(clock.now() + 30_000);
    clock.advance(30_000);
    await sync.whenIdle();
    expect(await row(item)).toMatchObject({ state: 'done' });
  });

  it('prunes rows the server confirmed over a day ago, and keeps every other row', async () => {
    const old = await enqueue(expenseUpload, bill('INV-1'));
    const recent = await enqueue(expenseUpload, bill('INV-2'));
    const failed = await enqueue(expenseUpload, bill('INV-3'));
    await db.outbox.update(old.seq as number, {
      state: 'done',
      updatedAt: clock.now() - DONE_RETENTION_MS - 1,
    });
    await db.outbox.update(recent.seq as number, { state: 'done', updatedAt: clock.now() - 60_000 });
    await db.outbox.update(failed.seq as number, { state: 'failed', updatedAt: 0 });
    session = null;
    const sync = newSync();
    await sync.start();
    await expect(db.outbox.get(old.seq as number)).resolves.toBeUndefined();
    expect((await db.outbox.toArray()).map((item) => item.seq)).toEqual([recent.seq, failed.seq]);
  });
});

describe('what the screens do with the outbox', () => {
  it("'Retry now' sends a waiting item at once under its key", async () => {
    server.fates = [503];
    const item = await enqueue(expenseUpload, bill('INV-1'));
    const sync = newSync();
    await sync.request();
    await expect(sync.retryNow(item.seq as number)).resolves.toBe(true);
    await sync.whenIdle();
    expect(await row(item)).toMatchObject({ state: 'done', idempotencyKey: item.idempotencyKey });
    expect(server.appliedCount(item.idempotencyKey)).toBe(1);
  });

  it("'Retry now' sends a failed item again under a new key, since the server did nothing with it", async () => {
    const item = await enqueue(expenseUpload, bill(`${BAD_INVOICE}-1`));
    const sync = newSync();
    await sync.request();
    // The user corrected the invoice number meanwhile.
    await db.outbox.update(item.seq as number, { 'body.InvoiceNumber': 'INV-1' });
    await sync.retryNow(item.seq as number);
    await sync.whenIdle();
    const retried = await row(item);
    expect(retried).toMatchObject({ state: 'done', attempts: 2 });
    expect(retried.lastError).toBeUndefined();
    expect(retried.idempotencyKey).not.toBe(item.idempotencyKey);
    expect(server.appliedCount(retried.idempotencyKey)).toBe(1);
  });

  it("'Retry now' leaves alone an item being sent or done", async () => {
    const item = await enqueue(expenseUpload, bill('INV-1'));
    const sync = newSync();
    await sync.request();
    await expect(sync.retryNow(item.seq as number)).resolves.toBe(false);
    await expect(sync.retryNow(9999)).resolves.toBe(false);
  });

  it("'Discard' removes a waiting or failed item and refuses one being sent", async () => {
    const failed = await enqueue(expenseUpload, bill(`${BAD_INVOICE}-1`));
    const waiting = await enqueue(expenseUpload, bill('INV-2'));
    server.holdNext = false;
    const sync = newSync();
    server.fates = ['ok'];
    await sync.request();
    await sync.discard(failed.seq as number);
    await expect(db.outbox.get(failed.seq as number)).resolves.toBeUndefined();

    const third = await enqueue(expenseUpload, bill('INV-3'));
    server.holdNext = true;
    void sync.request();
    await until(() => server.heldCount() === 1);
    await expect(sync.discard(third.seq as number)).rejects.toThrow(SENDING_NOW_TEXT);
    server.releaseHeld('applied');
    await sync.whenIdle();
    expect(await row(third)).toMatchObject({ state: 'done' });
    expect(await row(waiting)).toMatchObject({ state: 'done' });
  });
});

describe('waiting for the outcome of one request', () => {
  it("resolves 'done' with the server's answer", async () => {
    const item = await enqueue(expenseUpload, bill('INV-1'));
    const outcome = waitForOutcome(item.idempotencyKey, 5_000, { db, clock });
    await newSync().request();
    await expect(outcome).resolves.toMatchObject({
      outcome: 'done',
      item: { response: { unReportExpenseId: 1 } },
    });
  });

  it("sees the sender's marks made through its own connection to the database", async () => {
    const markDb = new TourbookDb(db.name, 'relaxed');
    const item = await enqueue(expenseUpload, bill('INV-1'));
    const outcome = waitForOutcome(item.idempotencyKey, 5_000, { db, clock });
    await newSync('tab-1', { markDb }).request();
    await expect(outcome).resolves.toMatchObject({
      outcome: 'done',
      item: { response: { unReportExpenseId: 1 } },
    });
    expect(await db.outbox.get(item.seq as number)).toMatchObject({ state: 'done', attempts: 1 });
    markDb.close();
  });

  it("resolves 'failed' with the server's message (the duplicate bill)", async () => {
    const item = await enqueue(expenseUpload, bill(`${BAD_INVOICE}-1`));
    const outcome = waitForOutcome(item.idempotencyKey, 5_000, { db, clock });
    await newSync().request();
    await expect(outcome).resolves.toMatchObject({ outcome: 'failed', item: { lastError: DUPLICATE_BILL } });
  });

  it("resolves 'pending' as soon as a try fails for a reason that only time cures", async () => {
    server.fates = ['unreachable'];
    const item = await enqueue(expenseUpload, bill('INV-1'));
    const outcome = waitForOutcome(item.idempotencyKey, 5_000, { db, clock });
    await newSync().request();
    await expect(outcome).resolves.toMatchObject({
      outcome: 'pending',
      item: { state: 'queued', attempts: 1 },
    });
  });

  it("resolves 'pending' when the time is up", async () => {
    session = null;
    const item = await enqueue(expenseUpload, bill('INV-1'));
    const outcome = waitForOutcome(item.idempotencyKey, 5_000, { db, clock });
    await until(() => true);
    clock.advance(5_000);
    await expect(outcome).resolves.toMatchObject({
      outcome: 'pending',
      item: { state: 'queued', attempts: 0 },
    });
  });

  it("resolves 'failed' without an item when the request is no longer in the outbox", async () => {
    await expect(waitForOutcome('no-such-key', 5_000, { db, clock })).resolves.toEqual({
      outcome: 'failed',
      item: undefined,
    });
  });
});

describe('the Background Sync relay', () => {
  it('uses the tag and message type the sender listens for', async () => {
    const worker = await readFile(new URL('../../sw/sw.ts', import.meta.url), 'utf8');
    expect(worker).toContain(`syncEvent.tag !== '${BACKGROUND_SYNC_TAG}'`);
    expect(worker).toContain(`postMessage({ type: '${SYNC_MESSAGE}' })`);
  });
});
