import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupees, paiseAsDecimal, toPaise, toRupees } from './money';

describe('display formats', () => {
  it('shows rupees the Indian way', () => {
    expect(formatRupees(1234567.5)).toBe('₹12,34,567.50');
    expect(formatRupees(450)).toBe('₹450.00');
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(-1200.456)).toBe('-₹1,200.46');
    expect(formatRupees(-0.001)).toBe('₹0.00');
  });

  it('writes rupees exactly as Intl does for en-IN, whatever the amount', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    const amounts = fc.oneof(
      fc.integer({ min: -1e12, max: 1e12 }),
      fc.double({ min: -1e12, max: 1e12, noNaN: true, noDefaultInfinity: true }),
      fc.integer({ min: -1e9, max: 1e9 }).map((paise) => paise / 100),
      fc.integer({ min: -1e9, max: 1e9 }).map((tenths) => tenths / 1000 + 0.005),
    );
    fc.assert(
      // Intl writes an amount that rounds to nothing as '-₹0.00' when it is negative; we do not.
      fc.property(amounts, (amount) => {
        fc.pre(Math.abs(amount) >= 0.005);
        expect(formatRupees(amount)).toBe(intl.format(amount));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('paise and rupees', () => {
  it('turns rupees into whole paise without float noise', () => {
    expect(toPaise(120.5)).toBe(12050);
    expect(toPaise(0.29)).toBe(29);
    expect(toPaise(1_00_00_000)).toBe(1_000_000_000);
    expect(toPaise(19.99)).toBe(1999);
  });

  it('turns paise back into rupees', () => {
    expect(toRupees(12050)).toBe(120.5);
    expect(toRupees(toPaise(0.07))).toBe(0.07);
  });

  it('writes paise as a plain decimal for files', () => {
    expect(paiseAsDecimal(123450)).toBe('1234.50');
    expect(paiseAsDecimal(5)).toBe('0.05');
    expect(paiseAsDecimal(-250)).toBe('-2.50');
  });
});
