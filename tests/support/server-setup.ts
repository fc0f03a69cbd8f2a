// Every server test file: a run near or past midnight in India since the demo company was seeded goes
// on at 23:00 of the seed's day (tests/support/suite-clock.ts), the clock still moving.
import { inject, vi } from 'vitest';
import { clockForSeededDay } from './suite-clock';

const held = clockForSeededDay(inject('seededOn'), new Date(vi.getRealSystemTime()));
if (held) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(held);
}
