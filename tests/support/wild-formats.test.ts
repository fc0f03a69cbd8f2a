import { describe, expect, it } from 'vitest';
import { day, inr, lakh } from './wild-formats';
import { wildSet } from './wild-receipts';

describe("the second set's Indian formats", () => {
  it('groups by lakh and prints rupees the ways bills do', () => {
    expect(lakh(1_23_456.5)).toBe('1,23,456.50');
    expect(lakh(999)).toBe('999.00');
    expect(lakh(12_34_567, false)).toBe('12,34,567');
    expect(inr(1500, '/-')).toBe('1,500/-');
    expect(inr(1500, 'Rs./-')).toBe('Rs. 1,500/-');
    expect(inr(1500.5, '/-')).toBe('1,500.50');
    expect(inr(42, '₹')).toBe('₹42.00');
  });

  it('prints two-digit years and dotted dates', () => {
    const at = { iso: '2026-03-07', date: new Date(Date.UTC(2026, 2, 7)) };
    expect(day(at, 'dd.mm.yy')).toBe('07.03.26');
    expect(day(at, 'dd-MMM-yy')).toBe('07-Mar-26');
    expect(day(at, 'dd MMM yyyy')).toBe('07 MAR 2026');
  });
});

describe('the second set', () => {
  const today = new Date(2026, 10, 29);

  it('draws the same receipts from the same seed, every other one photographed', () => {
    const first = wildSet({ seed: 43, today });
    expect(wildSet({ seed: 43, today })).toEqual(first);
    expect(first.filter((spec) => spec.shot)).toHaveLength(first.length / 2);
  });

  it("prints each receipt's number on the bill, and dates none after today", () => {
    for (const spec of wildSet({ seed: 44, perLayout: 4, today })) {
      expect(spec.html).toContain(spec.truth.invoiceNo);
      expect(spec.truth.invoiceDate < '2026-11-29').toBe(true);
    }
  });
});
