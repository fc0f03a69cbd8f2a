// Exactly once, whatever happens: for any run of saves, changes to bills, network trouble, 401s, lost
// answers, reloads (also mid-send) and server restarts, every request ends applied once on the server
// or visibly failed, and the changes to one bill arrive in the order they were made.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BAD_INVOICE,
  FakeClock,
  FakeLocks,
  FakeReceiptServer,
  type Fate,
} from '../../tests/support/sync-fakes';
import { DUPLICATE_BILL, expenseUpload, unreportedUpdate } from '../contract/receipts';
import { db, type OutboxItem } from './db';
import { enqueue } from './outbox';
import type { SyncSession } from './sync-deps';
import { OutboxSync } from './sync-engine';
import { BACKOFF_CAP_MS, mayHaveReachedServer, orderGroup } from './sync-send';

type InFlight = 'none' | 'applied' | 'dropped' | 'late';

type Step =
  | { kind: 'save'; isDuplicate: boolean }
  /** A change to a bill the server has (an update), queued behind earlier changes to the same bill. */
  | { kind: 'change'; billId: number }
  /** The next requests meet this trouble on their way (network, status codes, a token revoked elsewhere). */
  | { kind: 'trouble'; fates: Fate[] }
  | { kind: 'login'; employeeId: number }
  | { kind: 'logout' }
  | { kind: 'wait'; ms: number }
  | { kind: 'offline' }
  | { kind: 'online' }
  /**
   * The tab reloads or closes and opens again; when a request is in flight, it is applied before the
   * new tab starts, dropped, or lands late (after the new tab's first pass).
   */
  | { kind: 'reload'; inFlight: InFlight }
  /** The server dies mid-request (applied or not) and stays down for a few more requests. */
  | { kind: 'serverRestart'; inFlight: 'applied' | 'dropped'; downFor: number };

const fate = fc.constantFrom<Fate>(
  'ok',
  'unreachable',
  'lost-answer',
  'still-processing',
  500,
  503,
  408,
  429,
  'revoke',
);

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('save' as const),
      isDuplicate: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('change' as const), billId: fc.constantFrom(101, 102) }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('trouble' as const),
      fates: fc.array(fate, { minLength: 1, maxLength: 6 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('login' as const), employeeId: fc.constantFrom(1, 2) }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'logout' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 6 * 60_000 }) }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'offline' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'online' as const }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('reload' as const),
      inFlight: fc.constantFrom<InFlight>('none', 'applied', 'dropped', 'late'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('serverRestart' as const),
      inFlight: fc.constantFrom('applied' as const, 'dropped' as const),
      downFor: fc.integer({ min: 0, max: 3 }),
    }),
  },
);

const DAY = 24 * 60 * 60_000;

const image = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' });

const billFields = (employeeId: number) => ({
  EmployeeId: employeeId,
  CompanyId: 1,
  ExpenseType: 'Food',
  InvoiceDate: '2026-11-20',
  expenseOrSundry: 'E' as const,
});

/** Lets the fake database run until `isDone`, failing loudly if it never gets there. */
async function turnsUntil(isDone: () => boolean): Promise<void> {
  for (let turn = 0; turn < 5_000 && !isDone(); turn++) await new Promise((resolve) => setImmediate(resolve));
  if (!isDone()) throw new Error('The sender never reached the expected point');
}

/** A scenario: whether the phone starts offline, then its steps. */
const scenario = fc.record({
  startsOffline: fc.boolean(),
  steps: fc.array(step, { minLength: 5, maxLength: 40, size: 'medium' }),
});

async function runScenario({
  startsOffline,
  steps,
}: {
  startsOffline: boolean;
  steps: Step[];
}): Promise<void> {
  await Promise.all([db.outbox.clear(), db.captures.clear(), db.drafts.clear()]);
  const clock = new FakeClock(Date.now() + DAY);
  const server = new FakeReceiptServer();
  const locks = new FakeLocks();
  const reported: unknown[] = [];
  const saved: Array<{ item: OutboxItem; isDuplicate: boolean }> = [];
  // Changed inside callbacks too, so TypeScript must not narrow it to its first value.
  let session = null as SyncSession | null;
  let isOnline = !startsOffline;
  let tokens = 0;
  let tabs = 0;
  let invoices = 0;

  const login = (employeeId: number) => {
    const token = `token-${++tokens}`;
    server.login(employeeId, token);
    session = { employeeId, token };
  };
  const openTab = () => {
    const owner = `tab-${++tabs}`;
    const sync = new OutboxSync({
      db,
      send: server.send,
      getSession: () => session,
      endSession: (token) => {
        if (session?.token === token) session = null;
      },
      isOnline: () => isOnline,
      clock,
      random: () => 0.5,
      lock: locks.runnerFor(owner),
      reportError: (error) => reported.push(error),
    });
    void sync.start();
    return { owner, sync };
  };

  login(1);
  let tab = openTab();
  const settle = () => tab.sync.whenIdle();

  try {
    for (const current of steps) {
      switch (current.kind) {
        case 'save': {
          if (!session) break;
          const { employeeId } = session;
          const invoice = `${current.isDuplicate ? BAD_INVOICE : 'INV'}-${++invoices}`;
          const item = await enqueue(expenseUpload, {
            employeeId,
            kind: 'bill-upload',
            body: { ...billFields(employeeId), fare: 100, InvoiceNumber: invoice, Image: image },
            label: `Bill ${invoice}`,
          });
          saved.push({ item, isDuplicate: current.isDuplicate });
          break;
        }
        case 'change': {
          if (!session) break;
          const { employeeId } = session;
          // Each employee's own bills: 101 and 102 are two bills per employee.
          const billId = employeeId * 1000 + current.billId;
          const item = await enqueue(unreportedUpdate, {
            employeeId,
            kind: 'bill-update',
            query: { unReportAttachmentId: billId },
            body: { ...billFields(employeeId), Amount: 100, InvoiceNumber: `INV-${++invoices}` },
            billId,
            label: `Changes to bill ${billId}`,
          });
          saved.push({ item, isDuplicate: false });
          break;
        }
        case 'trouble':
          server.fates.push(...current.fates);
          break;
        case 'login':
          login(current.employeeId);
          void tab.sync.request();
          break;
        case 'logout':
          if (session) server.revoke(session.token);
          session = null;
          break;
        case 'wait':
          clock.advance(current.ms);
          break;
        case 'offline':
          isOnline = false;
          break;
        case 'online':
          isOnline = true;
          void tab.sync.request({ ignoreBackoff: true });
          break;
        case 'serverRestart':
          server.fates.unshift(
            current.inFlight === 'applied' ? 'lost-answer' : 'unreachable',
            ...Array.from({ length: current.downFor }, (): Fate => 'unreachable'),
          );
          void tab.sync.request({ ignoreBackoff: true });
          break;
        case 'reload': {
          let isHeld = false;
          if (current.inFlight !== 'none') {
            server.holdNext = true;
            let isIdle = false;
            void tab.sync.request({ ignoreBackoff: true }).then(() => {
              isIdle = true;
            });
            await turnsUntil(() => isIdle || server.heldCount() > 0);
            isHeld = server.heldCount() > 0;
            server.holdNext = false;
          } else {
            await settle();
          }
          // The tab is gone: it writes nothing more, and the browser frees its lock.
          tab.sync.stop();
          locks.kill(tab.owner);
          if (isHeld && current.inFlight !== 'late')
            server.releaseHeld(current.inFlight === 'applied' ? 'applied' : 'dropped');
          tab = openTab();
          if (isHeld && current.inFlight === 'late') {
            await settle();
            server.releaseHeld('applied');
          }
          break;
        }
      }
      await settle();
    }

    // Then the network heals and each employee signs in again: everything must drain. Rows parked
    // after too many failed tries wait for the user, who presses 'Retry now' on them.
    server.fates = [];
    isOnline = true;
    for (const employeeId of [1, 2]) {
      login(employeeId);
      await tab.sync.request({ ignoreBackoff: true });
      for (let round = 0; round < 20; round++) {
        clock.advance(BACKOFF_CAP_MS);
        await settle();
      }
      const parked = await db.outbox
        .where('[employeeId+state]')
        .equals([employeeId, 'failed'])
        .filter(mayHaveReachedServer)
        .toArray();
      for (const row of parked) await tab.sync.retryNow(row.seq as number);
      await settle();
    }
  } finally {
    tab.sync.stop();
  }

  const rows = await db.outbox.toArray();
  expect(reported).toEqual([]);
  // Never lost, never invented: one row per saved receipt.
  expect(rows.map((row) => row.seq).sort((a = 0, b = 0) => a - b)).toEqual(saved.map(({ item }) => item.seq));
  for (const { item, isDuplicate } of saved) {
    const row = rows.find((candidate) => candidate.seq === item.seq);
    if (isDuplicate) {
      // Visibly failed, with the server's reason, and never applied.
      expect(row).toMatchObject({ state: 'failed', lastError: DUPLICATE_BILL, lastStatus: 409 });
      expect(server.appliedCount(item.idempotencyKey)).toBe(0);
    } else {
      expect(row).toMatchObject({ state: 'done' });
      expect(server.appliedCount(item.idempotencyKey)).toBe(1);
    }
  }
  // Never doubled, and only ever sent with the item's own employee's token.
  expect(server.applied).toHaveLength(saved.filter(({ isDuplicate }) => !isDuplicate).length);
  expect(server.wrongEmployee).toBe(0);
  // The changes to one bill in the order made; new bills are independent of each other and may
  // pass one another when one of them keeps failing.
  for (const group of new Set(saved.map(({ item }) => orderGroup(item)))) {
    const keys = saved
      .filter(({ item, isDuplicate }) => orderGroup(item) === group && !isDuplicate)
      .map(({ item }) => item.idempotencyKey);
    expect(server.applied.map((entry) => entry.key).filter((key) => keys.includes(key))).toEqual(keys);
  }
}

describe('the outbox under any sequence of failures', () => {
  it('applies every request exactly once, in order within a bill, or leaves it visibly failed; none lost, none doubled', async () => {
    await fc.assert(fc.asyncProperty(scenario, runScenario), { seed: 20_261_122, numRuns: 200 });
  }, 120_000);
});
