import { describe, expect, it } from 'vitest';
import { addsUp, isOneDigitFromItsSum, rateTimesVolume } from './bill-sums';
import type { TextLine } from './text-line';

const lines = (...texts: string[]): TextLine[] => texts.map((text) => ({ text, confidence: 95 }));

describe('addsUp', () => {
  it('counts no figure of 0 as a part, and asks for as many parts as told', () => {
    const cab = lines('Trip fare 1,275.24', 'Tolls & Parking 0.00', 'NET AMT Rs 1,275.24');
    expect(addsUp(cab, 2, 1275.24)).toBe(true);
    expect(addsUp(cab, 2, 1275.24, 2)).toBe(false);
    const hotel = lines('Room 2,200.00', 'CGST 132.00', 'SGST 132.00', 'Grand Total 2,464.00');
    expect(addsUp(hotel, 3, 2464, 2)).toBe(true);
  });

  it('counts no balance among the parts, its word glued to the one before it too', () => {
    const cab = (balance: string) =>
      lines('Trip fare 813.28', 'Tolls&Parking 110.00', balance, 'NET AMT 923.28');
    expect(addsUp(cab('Walletbalance 31.00'), 3, 923.28)).toBe(true);
    expect(addsUp(cab('Wallet balance 31.00'), 3, 923.28)).toBe(true);
    expect(addsUp(cab('Waiting 31.00'), 3, 923.28)).toBe(false);
  });
});

describe('isOneDigitFromItsSum', () => {
  const hotel = (total: string) =>
    lines('Room Tariff 3 x 2,200.00 6,600.00', 'CGST@6% 396.00', 'SGST@6% 396.00', `Grand Total ${total}`);

  it('finds a total one digit away from what its parts come to: a digit changed, added or lost', () => {
    expect(isOneDigitFromItsSum(hotel('1.392.00'), 3, 1392)).toBe(true);
    expect(isOneDigitFromItsSum(hotel('17,392.00'), 3, 17392)).toBe(true);
    expect(isOneDigitFromItsSum(hotel('792.00'), 3, 792)).toBe(false);
    const rail = lines('Ticket Fare 362.35', 'IRCTC Convenience Fee 35.40', 'Total Fare 1397.75');
    expect(isOneDigitFromItsSum(rail, 2, 1397.75)).toBe(true);
  });

  it('finds nothing where the parts come to the total, or nowhere near it', () => {
    expect(isOneDigitFromItsSum(hotel('7,392.00'), 3, 7392)).toBe(false);
    expect(isOneDigitFromItsSum(hotel('5,000.00'), 3, 5000)).toBe(false);
  });

  it('counts no advance received among the parts, nor one part alone', () => {
    const lodge = (advance: string) => lines('Room Rent 2 x 1200 2400/-', advance, 'Total Rs. 2400/-');
    expect(isOneDigitFromItsSum(lodge('Advance recd. 500/-'), 2, 2400)).toBe(false);
    expect(isOneDigitFromItsSum(lodge('Adwance recd 500/-'), 2, 2400)).toBe(false);
    expect(isOneDigitFromItsSum(lodge('Laundry 500/-'), 2, 2400)).toBe(true);
    expect(isOneDigitFromItsSum(lines('Room Rent 2500/-', 'Total Rs. 2400/-'), 1, 2400)).toBe(false);
  });
});

describe('rateTimesVolume', () => {
  it("gives a fuel slip's rate times its volume, with half a hundredth of a litre's slack", () => {
    const slip = lines('Rate/Ltr 99.07', '/olume 18.03', 'Amount(Rs) 1,786.23');
    expect(rateTimesVolume(slip)?.value).toBeCloseTo(1786.23, 2);
    expect(rateTimesVolume(slip)?.slack).toBeCloseTo(0.505, 3);
  });

  it('gives nothing without one rate and one volume', () => {
    expect(rateTimesVolume(lines('Rate/Ltr 99.07', 'Amount(Rs) 1,786.23'))).toBeUndefined();
    expect(rateTimesVolume(lines('Rate 99.07', 'Volume 18.03', 'Volume 18.63'))).toBeUndefined();
  });
});
