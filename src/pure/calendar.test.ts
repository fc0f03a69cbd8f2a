import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessDate,
  businessTime,
  formatDateTime,
  formatListDate,
  formatPickerDate,
  monthBounds,
  monthKey,
  monthLabel,
  monthOf,
  shiftMonth,
  shortMonthLabel,
  toDayMonthYear,
  toIsoDate,
} from './calendar';

describe('business dates', () => {
  it('are Indian dates: 20:00 UTC is already the next day in Pune', () => {
    expect(businessDate(new Date('2026-03-31T20:00:00Z'))).toBe('2026-04-01');
    expect(businessDate(new Date('2026-03-31T18:00:00Z'))).toBe('2026-03-31');
  });

  it('tell the time in India on a 24-hour clock, as a call made now is dated', () => {
    expect(businessTime(new Date('2026-11-27T20:45:00Z'))).toBe('02:15');
    expect(businessTime(new Date('2026-11-27T12:29:00Z'))).toBe('17:59');
    expect(businessTime(new Date('2026-11-27T18:30:00Z'))).toBe('00:00');
  });

  it('move by days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('give the month before last across a year end', () => {
    expect(monthOf('2026-01-15', -2)).toEqual({ year: 2025, month: 11 });
    expect(monthOf('2026-11-22')).toEqual({ year: 2026, month: 11 });
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
  });
});

describe('month days', () => {
  it('show dates as lists, pickers and the bill update call do', () => {
    expect(formatListDate('2026-11-03')).toBe('3 Nov 2026');
    expect(formatListDate('2027-01-31')).toBe('31 Jan 2027');
    expect(formatPickerDate('2026-11-03')).toBe('03/11/2026');
    expect(toDayMonthYear('2026-11-03')).toBe('03-11-2026');
  });

  it('show an instant as a list date with the time in India, whatever the zone it was written in', () => {
    expect(formatDateTime('2026-11-03T10:35:00Z')).toBe('3 Nov 2026, 4:05 pm');
    expect(formatDateTime('2026-12-31T18:45:00.123Z')).toBe('1 Jan 2027, 12:15 am');
    expect(formatDateTime('2026-11-03T06:30:00+00:00')).toBe('3 Nov 2026, 12:00 pm');
  });

  it('key a month as YYYY-MM', () => {
    expect(monthKey({ year: 2026, month: 3 })).toBe('2026-03');
    expect(monthKey({ year: 2026, month: 11 })).toBe('2026-11');
  });

  it('name months in full and short', () => {
    expect(monthLabel({ year: 2026, month: 11 })).toBe('November 2026');
    expect(shortMonthLabel({ year: 2026, month: 10 })).toBe('Oct 2026');
  });

  it('know where a month ends, February of leap years included', () => {
    expect(monthBounds(2028, 2)).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthBounds(2026, 2)).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthBounds(2026, 12)).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });

  it('keeps the local calendar day of a picked date, whatever the time of day', () => {
    expect(toIsoDate(new Date(2026, 0, 1, 23, 59))).toBe('2026-01-01');
    expect(toIsoDate(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });
});
