import { describe, expect, it } from 'vitest';
import { parseReceiptText } from './parse-text';
import type { TextLine } from './text-line';

const TODAY = new Date(2026, 10, 23);
const lines = (...texts: string[]): TextLine[] => texts.map((text) => ({ text, confidence: 95 }));
const amountOf = (...texts: string[]) => parseReceiptText(lines(...texts), { today: TODAY }).amount;
/** The amount of a bill whose last line, its total, is unsure, as a worn slip's often is. */
const amountOfUnsureTotal = (...texts: string[]) => {
  const billLines = lines(...texts);
  const total = billLines.at(-1);
  if (total) total.confidence = 54;
  return parseReceiptText(billLines, { today: TODAY }).amount;
};

describe("a bill's paise", () => {
  it('counts a date no figure of paise: a total in whole rupees beside it is not in doubt', () => {
    expect(amountOf('Dt: 15.07 26 19:20', 'Tkt Amt Rs 599')).toBe(599);
    expect(amountOf('Fare 599.00', 'Tkt Amt Rs 599')).toBeUndefined();
  });

  it('vouches for a total in whole rupees on such a bill by two parts, not one read with the same slip', () => {
    expect(amountOfUnsureTotal('Trip fare 127524', 'Tolls & Parking 0.00', 'NET AMT Rs.127524')).toBe(
      undefined,
    );
    expect(amountOfUnsureTotal('Trip fare 1,275.24', 'Tolls & Parking 0.00', 'NET AMT Rs.1,275.24')).toBe(
      1275.24,
    );
    expect(amountOfUnsureTotal('Room 2,000.00', 'Food 400.00', 'Total Rs 2400')).toBe(2400);
  });
});
