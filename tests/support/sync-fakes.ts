// Doubles for the outbox sender's tests: a clock the test moves, Web Locks shared by "tabs", and a
// receipt server that keeps the idempotency contract as server/http/idempotency.ts does: only 2xx
// answers are stored under a key, the same key with another request is refused (422), and a key whose
// first request is still being worked on answers 503 (try again later).
import { hashRequest, KEY_REUSED } from '../../server/http/idempotency';
import type { HttpMethod } from '../../src/contract/call';
import { OUTBOX_CALLS } from '../../src/contract/outbox';
import { DUPLICATE_BILL } from '../../src/contract/receipts';
import { ApiError } from '../../src/lib/api-error';
import type { OutboxItem } from '../../src/lib/db';
import type { Clock, LockRunner } from '../../src/lib/sync-deps';
import type { Sender } from '../../src/lib/sync-send';

export class FakeClock implements Clock {
  private readonly timers = new Map<number, { at: number; callback: () => void }>();
  private nextId = 1;

  constructor(private current: number) {}

  now(): number {
    return this.current;
  }

  setTimer(callback: () => void, ms: number): () => void {
    const id = this.nextId++;
    this.timers.set(id, { at: this.current + ms, callback });
    return () => this.timers.delete(id);
  }

  /** When the earliest pending timer fires, if any. */
  nextTimerAt(): number | undefined {
    const times = [...this.timers.values()].map((timer) => timer.at);
    return times.length > 0 ? Math.min(...times) : undefined;
  }

  /** Moves time on by `ms`, firing the timers that fall due, earliest first. */
  advance(ms: number): void {
    const target = this.current + ms;
    for (;;) {
      const due = [...this.timers.entries()]
        .filter(([, timer]) => timer.at <= target)
        .sort(([, a], [, b]) => a.at - b.at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.current = Math.max(this.current, due[1].at);
      due[1].callback();
    }
    this.current = target;
  }
}

/**
 * One exclusive lock shared by several owners (tabs). `kill(owner)` releases what a dead tab held at
 * once and drops its waiting requests, as the browser does when a tab closes.
 */
export class FakeLocks {
  private holder: string | undefined;
  private waiters: Array<{ owner: string; grant: () => void }> = [];

  runnerFor(owner: string): LockRunner {
    return async (_name, task) => {
      await this.acquire(owner);
      try {
        return await task();
      } finally {
        if (this.holder === owner) this.handOver();
      }
    };
  }

  holderName(): string | undefined {
    return this.holder;
  }

  /** Who waits for the lock now, in the order it will be granted. */
  waiterNames(): string[] {
    return this.waiters.map((waiter) => waiter.owner);
  }

  kill(owner: string): void {
    this.waiters = this.waiters.filter((waiter) => waiter.owner !== owner);
    if (this.holder === owner) this.handOver();
  }

  private acquire(owner: string): Promise<void> {
    if (this.holder === undefined) {
      this.holder = owner;
      return Promise.resolve();
    }
    return new Promise((grant) => this.waiters.push({ owner, grant }));
  }

  private handOver(): void {
    const next = this.waiters.shift();
    this.holder = next?.owner;
    next?.grant();
  }
}

/**
 * What happens to the next request on its way: answered, never arriving, applied with the answer
 * lost, refused with a status, met by the server's 'still being processed' (as when an earlier
 * request with its key is mid-transaction), or (revoke) arriving after the token was revoked elsewhere.
 */
export type Fate =
  | 'ok'
  | 'unreachable'
  | 'lost-answer'
  | 'still-processing'
  | 500
  | 503
  | 408
  | 429
  | 'revoke';

/** The server's 503 for a key whose first request has not finished (server/http/idempotency.ts). */
export const STILL_PROCESSING = 'This request is still being processed. Please try again.';

interface Stored {
  requestHash: Buffer;
  body: unknown;
}

/** A bill whose invoice number starts with this is refused as a duplicate (409), every time. */
export const BAD_INVOICE = 'DUP';

/** The receipt server as the contract describes it, in memory. */
export class FakeReceiptServer {
  /** Valid tokens and whose they are. */
  readonly tokens = new Map<string, number>();
  /** Keys in the order their work was first applied. */
  readonly applied: Array<{ key: string; employeeId: number }> = [];
  /** Successful answers by employee and key; a refused request leaves nothing here, as on the real server. */
  readonly stored = new Map<string, Stored>();
  /** Requests whose token belonged to someone other than the item's employee. */
  wrongEmployee = 0;
  requests = 0;
  /** Tokens seen per key, to check that items travel with their own employee's token. */
  readonly tokensUsed: Array<{ key: string; token: string }> = [];
  private nextBillId = 1;
  /** Keys whose request is being worked on right now. */
  private readonly inProgress = new Set<string>();
  private held: Array<{ item: OutboxItem; token: string; admit: (outcome: 'applied' | 'dropped') => void }> =
    [];
  /** When set, the next request waits at the door until the test lets it in (or drops it). */
  holdNext = false;

  constructor(public fates: Fate[] = []) {}

  login(employeeId: number, token: string): void {
    this.tokens.set(token, employeeId);
  }

  revoke(token: string): void {
    this.tokens.delete(token);
  }

  appliedCount(key: string): number {
    return this.applied.filter((entry) => entry.key === key).length;
  }

  heldCount(): number {
    return this.held.length;
  }

  /**
   * Lets the held request in (processed now, its answer sent back, to a tab that may be gone) or
   * drops it on the way (the sender sees a network error).
   */
  releaseHeld(outcome: 'applied' | 'dropped'): void {
    this.held.shift()?.admit(outcome);
  }

  readonly send: Sender = async (item, token) => {
    this.requests++;
    if (this.holdNext) {
      this.holdNext = false;
      const outcome = await new Promise<'applied' | 'dropped'>((resolve) =>
        this.held.push({ item, token, admit: resolve }),
      );
      if (outcome === 'dropped') throw new ApiError(undefined, undefined, 'connection closed');
      return this.process(item, token);
    }
    const fate = this.fates.shift() ?? 'ok';
    if (fate === 'unreachable') throw new ApiError(undefined, undefined, 'fetch failed');
    if (fate === 'revoke') this.revoke(token);
    if (typeof fate === 'number') throw new ApiError(fate, { message: `status ${fate}` }, `status ${fate}`);
    if (fate === 'still-processing') throw stillProcessing();
    const answer = await this.process(item, token);
    if (fate === 'lost-answer') throw new ApiError(undefined, undefined, 'connection reset');
    return answer;
  };

  private async process(item: OutboxItem, token: string): Promise<unknown> {
    this.tokensUsed.push({ key: item.idempotencyKey, token });
    const employeeId = this.tokens.get(token);
    if (employeeId === undefined) throw new ApiError(401, null, 'unauthorised');
    if (employeeId !== item.employeeId) {
      this.wrongEmployee++;
      throw new ApiError(403, { message: 'Forbidden' }, 'Forbidden');
    }
    const storeKey = `${employeeId}:${item.idempotencyKey}`;
    if (this.inProgress.has(storeKey)) throw stillProcessing();
    this.inProgress.add(storeKey);
    try {
      const requestHash = await hashOf(item);
      const stored = this.stored.get(storeKey);
      if (stored && !stored.requestHash.equals(requestHash))
        throw new ApiError(422, { message: KEY_REUSED }, '422');
      return stored ? stored.body : this.apply(item, employeeId, storeKey, requestHash);
    } finally {
      this.inProgress.delete(storeKey);
    }
  }

  /** The work: a duplicate invoice is refused and, as on the real server, its key is not kept. */
  private apply(item: OutboxItem, employeeId: number, storeKey: string, requestHash: Buffer): unknown {
    const invoice = String(item.body?.InvoiceNumber ?? '');
    if (invoice.startsWith(BAD_INVOICE)) throw new ApiError(409, { message: DUPLICATE_BILL }, '409');
    const body = { message: 'Saved', unReportExpenseId: this.nextBillId++ };
    this.applied.push({ key: item.idempotencyKey, employeeId });
    this.stored.set(storeKey, { requestHash, body });
    return body;
  }
}

function stillProcessing(): ApiError {
  return new ApiError(503, { message: STILL_PROCESSING }, '503');
}

/** The real server's request hash, with the stored Blobs read as the bytes a multipart body carries. */
async function hashOf(item: OutboxItem): Promise<Buffer> {
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item.body ?? {}))
    body[name] = value instanceof Blob ? new Uint8Array(await value.arrayBuffer()) : value;
  const method =
    (OUTBOX_CALLS as Record<string, { method: HttpMethod } | undefined>)[item.path]?.method ?? 'POST';
  return hashRequest({ method, path: item.path }, { query: item.query ?? {}, body });
}
