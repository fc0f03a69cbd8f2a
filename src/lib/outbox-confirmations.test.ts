import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_GAP_MS, throttle } from './outbox-confirmations';

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
