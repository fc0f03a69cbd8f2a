import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmedRow } from '../../tests/support/outbox-rows';
import { db, type OutboxKind } from './db';
import { onConfirmed, REFRESH_GAP_MS, throttle } from './outbox-confirmations';

describe('reloading after a burst of confirmations', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads once at once and once after the last when a synced queue confirms many requests', () => {
    const reload = vi.fn();
    const throttled = throttle(reload, REFRESH_GAP_MS);
    throttled.call();
    expect(reload).toHaveBeenCalledTimes(1);
    for (let index = 0; index < 6; index++) {
      vi.advanceTimersByTime(100);
      throttled.call();
    }
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(REFRESH_GAP_MS);
    expect(reload).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(REFRESH_GAP_MS * 5);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('loads at once again once the gap has passed since the last load', () => {
    const reload = vi.fn();
    const throttled = throttle(reload, REFRESH_GAP_MS);
    throttled.call();
    vi.advanceTimersByTime(REFRESH_GAP_MS + 1);
    throttled.call();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('loads nothing after it is stopped', () => {
    const reload = vi.fn();
    const throttled = throttle(reload, REFRESH_GAP_MS);
    throttled.call();
    throttled.call();
    throttled.cancel();
    vi.advanceTimersByTime(REFRESH_GAP_MS * 2);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('who is told of a confirmed request', () => {
  const stops: (() => void)[] = [];
  const watch = (kinds: OutboxKind[], since: number) => {
    const reload = vi.fn();
    stops.push(onConfirmed(kinds, reload, since));
    return reload;
  };
  const confirm = (key: string, kind: OutboxKind, at: number) => db.outbox.add(confirmedRow(key, kind, at));

  beforeEach(() => db.outbox.clear());
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  it('a screen that began to watch before its live query first read the outbox, not one of earlier requests', async () => {
    const since = Date.now();
    await confirm('before', 'bill-upload', since - 1);
    await confirm('meanwhile', 'bill-attach', since);
    const uploads = watch(['bill-upload'], since);
    const attachments = watch(['bill-attach'], since);
    await vi.waitFor(() => expect(attachments).toHaveBeenCalledTimes(1));
    // Both are told in the same step: the upload confirmed before the screen watched is not news.
    expect(uploads).not.toHaveBeenCalled();
  });

  it('a screen that joins a live query already running, of a request confirmed since it began to watch', async () => {
    const first = watch(['bill-upload'], Date.now());
    const confirmedAt = Date.now();
    await confirm('upload-1', 'bill-upload', confirmedAt);
    await vi.waitFor(() => expect(first).toHaveBeenCalledTimes(1));
    const joining = watch(['bill-upload'], confirmedAt);
    await vi.waitFor(() => expect(joining).toHaveBeenCalledTimes(1));
  });
});
