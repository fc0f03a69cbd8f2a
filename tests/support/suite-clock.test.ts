import { describe, expect, it, vi } from 'vitest';
import { clockForSeededDay, lateOnDay, seedOnOneDay } from './suite-clock';

describe('the suite clock', () => {
  it('leaves the clock alone on the seed’s own day, until half an hour before midnight in India', () => {
    expect(clockForSeededDay('2026-12-01', new Date('2026-11-30T18:30:00Z'))).toBeNull();
    expect(clockForSeededDay('2026-12-01', new Date('2026-12-01T17:59:59Z'))).toBeNull();
  });

  it('holds it at 23:00 of the seed’s day from then on, past midnight too', () => {
    for (const now of ['2026-12-01T18:00:00Z', '2026-12-01T18:30:00Z', '2026-12-02T09:00:00Z']) {
      expect(clockForSeededDay('2026-12-01', new Date(now))?.toISOString()).toBe('2026-12-01T17:30:00.000Z');
    }
    expect(lateOnDay('2027-05-01').toISOString()).toBe('2027-05-01T17:30:00.000Z');
  });

  it('seeds again when a seed crosses midnight in India, discarding the first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-12-01T18:29:58Z'));
      let seeds = 0;
      const discarded: number[] = [];
      const result = await seedOnOneDay(
        async () => {
          // The first seed ends past midnight in India; the second begins and ends on 2 December.
          vi.setSystemTime(new Date(Date.now() + 3_000));
          return ++seeds;
        },
        async (seed) => {
          discarded.push(seed);
        },
      );
      expect(result).toEqual({ seeded: 2, seededOn: '2026-12-02' });
      expect(discarded).toEqual([1]);
    } finally {
      vi.useRealTimers();
    }
  });
});
