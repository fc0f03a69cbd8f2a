import { describe, expect, it } from 'vitest';
import { formatListDate, formatPickerDate, formatRupees, toDayMonthYear, toIsoDate } from './format';

describe('display formats', () => {
  it('shows rupees the Indian way', () => {
    expect(formatRupees(1234567.5)).toBe('₹12,34,567.50');
    expect(formatRupees(450)).toBe('₹450.00');
  });

  it("shows list dates as 'd MMM yyyy' and picker dates as dd/MM/yyyy", () => {
    expect(formatListDate('2026-11-03')).toBe('3 Nov 2026');
    expect(formatListDate('2028-02-29')).toBe('29 Feb 2028');
    expect(formatPickerDate('2026-11-03')).toBe('03/11/2026');
    expect(toDayMonthYear('2026-11-03')).toBe('03-11-2026');
  });

  it('keeps the local calendar day, whatever the time of day', () => {
    expect(toIsoDate(new Date(2026, 0, 1, 23, 59))).toBe('2026-01-01');
    expect(toIsoDate(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });
});
