import { describe, expect, it } from 'vitest';
import { daysInMonth, isLeapYear, shiftMonth } from '../../pure/calendar';
import { firstWeekday, monthWeeks } from './month-grid';

describe('the home calendar', () => {
  it('knows the length of every month of a common year', () => {
    const lengths = Array.from({ length: 12 }, (_, i) => daysInMonth({ year: 2026, month: i + 1 }));
    expect(lengths).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
  });

  it('gives February 29 days in 2024, 2028 and 2000, and 28 in 2100, 1900 and 2026', () => {
    expect([2024, 2028, 2000].map((year) => daysInMonth({ year, month: 2 }))).toEqual([29, 29, 29]);
    expect([2100, 1900, 2026].map((year) => daysInMonth({ year, month: 2 }))).toEqual([28, 28, 28]);
    expect(isLeapYear(2100)).toBe(false);
  });

  it('starts each month on the right weekday (Sunday 0)', () => {
    expect(firstWeekday({ year: 2026, month: 11 })).toBe(0); // 1 Nov 2026 is a Sunday
    expect(firstWeekday({ year: 2024, month: 2 })).toBe(4); // 1 Feb 2024 is a Thursday
    expect(firstWeekday({ year: 2028, month: 3 })).toBe(3); // 1 Mar 2028 is a Wednesday
    expect(firstWeekday({ year: 2100, month: 3 })).toBe(1); // 1 Mar 2100 is a Monday
  });

  it('lays a month out in weeks from Sunday, blank before the 1st and after the last day', () => {
    const february2028 = monthWeeks({ year: 2028, month: 2 });
    expect(february2028[0]).toEqual([null, null, 1, 2, 3, 4, 5]);
    expect(february2028.at(-1)).toEqual([27, 28, 29, null, null, null, null]);
    expect(february2028.flat().filter((day) => day !== null)).toHaveLength(29);
    // February 2026 starts on a Sunday and fills exactly four weeks.
    expect(monthWeeks({ year: 2026, month: 2 })).toHaveLength(4);
  });

  it('steps across year ends both ways', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(shiftMonth({ year: 2026, month: 11 }, -13)).toEqual({ year: 2025, month: 10 });
  });
});
