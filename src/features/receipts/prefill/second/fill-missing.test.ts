import { describe, expect, it } from 'vitest';
import { fillMissing, missingFields, needsSecondReading, sureSecondFields } from './fill-missing';

describe('fillMissing', () => {
  it('fills only the fields the first reading left empty', () => {
    const first = { invoiceNo: 'A-12', expenseType: 'hotel' as const };
    const second = { invoiceNo: 'A-17', amount: 1250, invoiceDate: '2026-11-02' };
    expect(fillMissing(first, second)).toEqual({
      invoiceNo: 'A-12',
      expenseType: 'hotel',
      amount: 1250,
      invoiceDate: '2026-11-02',
    });
  });

  it('leaves a field the QR code gave to the QR code', () => {
    const missing = missingFields({ amount: 500, invoiceDate: '2026-11-02' });
    expect(missing).toEqual(['invoiceNo']);
    expect(fillMissing({}, { amount: 499, invoiceNo: '88' }, missing)).toEqual({ invoiceNo: '88' });
  });

  it('gives nothing the second reading did not give', () => {
    expect(fillMissing({ amount: 10 }, {})).toEqual({ amount: 10 });
  });
});

describe('sureSecondFields', () => {
  it('gives the amount, date and number read at least as sure as asked, and nothing else', () => {
    const found = {
      amount: { value: 1250, confidence: 96, line: 4 },
      invoiceDate: { value: '2026-11-02', confidence: 69, line: 1 },
      invoiceNo: { value: 'A-17', confidence: 70, line: 0 },
      expenseType: 'hotel' as const,
    };
    expect(sureSecondFields(found, 70)).toEqual({ amount: 1250, invoiceNo: 'A-17' });
    expect(sureSecondFields(found, 90)).toEqual({ amount: 1250 });
  });
});

describe('needsSecondReading', () => {
  it('asks when any of the three is empty, or with the narrow gate only when all three are', () => {
    expect(needsSecondReading(['amount'])).toBe(true);
    expect(needsSecondReading([])).toBe(false);
    expect(needsSecondReading(['amount'], 'nothing-found')).toBe(false);
    expect(needsSecondReading(['amount', 'invoiceDate', 'invoiceNo'], 'nothing-found')).toBe(true);
  });
});
