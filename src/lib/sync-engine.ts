// The outbox sender's engine: delivers each queued request to the server exactly once, from one tab at a time.
//
// Exactly once rests on two things: a row leaves 'queued' only when the server has answered, and
// every try of a row carries the same Idempotency-Key, so a request that reached the server but
// whose answer was lost (network, closed tab, server restart) is answered from the server's stored
// response when it is sent again, not applied twice (see server/http/idempotency.ts).
import type { OutboxItem } from './db';
import { onEnqueue } from './outbox';
import type { SyncDeps, SyncSession } from './sync-deps';
import { defaultDeps, registerBackgroundSync } from './sync-runtime';
import {
  changesAfter,
  classifyFailure,
  DONE_RETENTION_MS,
  mayHaveReachedServer,
  orderGroup,
  SENDING_NOW_TEXT,
  type SendResult,
} from './sync-send';

export const LOCK_NAME = 'tourbook-outbox';
/** After an unexpected error (e.g. the database refused a write), the next pass is tried this much later. */
const ERROR_RETRY_MS = 30_000;

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
    const defaults = defaultDeps();
    // Given only `db` (a test's database), the marks go there too, never to the app's database.
    this.deps = { ...defaults, ...given, markDb: deps.markDb ?? deps.db ?? defaults.markDb };
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
   * `ignoreBackoff` gives every waiting row one try at once, backoff or not (back online, a Background Sync).
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
        ...(item.state === 'failed' && !mayHaveReachedServer(item)
          ? { idempotencyKey: crypto.randomUUID() }
          : {}),
        nextAttemptAt: clock.now(),
        lastError: undefined,
        lastStatus: undefined,
        updatedAt: clock.now(),
      });
      return true;
    });
    // Due now by its own nextAttemptAt: the other rows keep their backoff.
    if (isReset) void this.request();
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
    const { markDb, clock } = this.deps;
    if (this.isStopped) return;
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    // Holding the lock, nobody is sending: a row still 'sending' was cut off (tab closed, crash)
    // and goes again with the same key; the server answers a replay with its stored response.
    await markDb.outbox
      .where('state')
      .equals('sending')
      .modify((item) => {
        item.state = 'queued';
      });
    // With ignoreBackoff each waiting row may go once in this pass, however long its backoff.
    const triedNow = new Set<number>();
    const ignoring = ignoreBackoff ? triedNow : undefined;
    let session = this.sendingSession();
    if (!session) return;
    let claim = await this.claimNext(session.employeeId, ignoring);
    // The previous row's answer, written while the next row is on the wire, and that row's group.
    let marking: { done: Promise<unknown>; group: string } | undefined;
    for (;;) {
      const item = claim.item;
      if (this.isStopped) return;
      if (!item) {
        if (claim.wakeAt !== undefined) this.wakeAt(claim.wakeAt);
        return;
      }
      triedNow.add(item.seq as number);
      // The database work is kept off the upload's path (docs/decisions.md, Performance): the next
      // row is claimed, and the previous row's answer written, while this row is on the wire. The
      // claim skips the groups of both, whose order holds: a bill's next change waits for the answer.
      const sending = this.sendOne(item, session.token);
      const held = marking ? [orderGroup(item), marking.group] : [orderGroup(item)];
      const upcoming = this.claimNext(session.employeeId, ignoring, held);
      // Awaited below; should a mark fail first, the claim's own failure is not a second report.
      upcoming.catch(() => undefined);
      await marking?.done;
      const result = await sending;
      // A stopped instance is a dead tab: its late answer is not written; the next start re-sends,
      // and the row claimed meanwhile goes back to the queue at the next pass's start.
      if (this.isStopped) return;
      const done = markDb.outbox.update(
        item.seq as number,
        changesAfter(item, result, clock.now(), this.deps.random),
      );
      done.catch(() => undefined);
      marking = { done, group: orderGroup(item) };
      const ahead = await upcoming;
      if (result.kind === 'unauthorized') {
        await done;
        this.rejectedToken = session.token;
        this.deps.endSession(session.token);
        return this.release(ahead.item);
      }
      if (result.kind === 'retry' && result.status === undefined) registerBackgroundSync();
      // Items wait for their own employee: with nobody (or somebody else) signed in, they stay queued.
      const now = this.sendingSession();
      if (!now || now.employeeId !== session.employeeId) {
        await done;
        return this.release(ahead.item);
      }
      session = now;
      if (ahead.item) {
        claim = ahead;
        continue;
      }
      // Nothing else was due while this row was out: look again once its answer is written (a
      // retry's backoff says when to wake; a bill's next change may go now).
      await done;
      marking = undefined;
      claim = await this.claimNext(session.employeeId, ignoring);
    }
  }

  /** The session to send for now: none while offline, signed out, or after the server refused its token. */
  private sendingSession(): SyncSession | undefined {
    const session = this.deps.getSession();
    if (!session || session.token === this.rejectedToken || !this.deps.isOnline()) return undefined;
    return session;
  }

  /** A row claimed ahead but not sent goes back to the queue as it was. */
  private async release(item: OutboxItem | undefined): Promise<void> {
    if (!item) return;
    await this.deps.markDb.outbox.update(item.seq as number, {
      state: 'queued',
      attempts: item.attempts - 1,
      updatedAt: this.deps.clock.now(),
    });
  }

  /**
   * Finds the oldest queued row that is due and first in its bill (see `orderGroup`) and marks it
   * 'sending', in one transaction: one commit per row where a read and then a write took two
   * transactions (the outbox profile, docs/decisions.md Performance). With none due, `wakeAt` says
   * when the first waiting one falls due. A row in backoff holds the later rows of its bill, never
   * other bills'. `ignoring` (back online, or a Background Sync): rows not yet tried in this pass go
   * despite their backoff. `inFlightGroups`, of the rows on the wire or awaiting their answer's
   * write, are held the same way.
   */
  private claimNext(
    employeeId: number,
    ignoring: Set<number> | undefined,
    inFlightGroups: readonly string[] = [],
  ): Promise<{ item?: OutboxItem; wakeAt?: number }> {
    const { markDb: db, clock } = this.deps;
    return db.transaction('rw', db.outbox, async () => {
      const now = clock.now();
      const heldGroups = new Set<string>(inFlightGroups);
      let wakeAt: number | undefined;
      const next = await db.outbox
        .where('[employeeId+state]')
        .equals([employeeId, 'queued'])
        .filter((item) => {
          const group = orderGroup(item);
          if (heldGroups.has(group)) return false;
          heldGroups.add(group);
          const isDue =
            item.nextAttemptAt <= now || (ignoring !== undefined && !ignoring.has(item.seq as number));
          if (!isDue) wakeAt = Math.min(wakeAt ?? item.nextAttemptAt, item.nextAttemptAt);
          return isDue;
        })
        .first();
      if (!next) return { wakeAt };
      // Only the changed fields are written: the row's images are not copied again on every try.
      const changes = { state: 'sending' as const, attempts: next.attempts + 1, updatedAt: now };
      await db.outbox.update(next.seq as number, changes);
      return { item: { ...next, ...changes } };
    });
  }

  private async sendOne(item: OutboxItem, token: string): Promise<SendResult> {
    try {
      return { kind: 'done', response: await this.deps.send(item, token) };
    } catch (error) {
      return classifyFailure(error);
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
    const { markDb: db, clock } = this.deps;
    const before = clock.now() - DONE_RETENTION_MS;
    await db.outbox
      .where('state')
      .equals('done')
      .filter((item) => item.updatedAt < before)
      .delete();
  }
}
