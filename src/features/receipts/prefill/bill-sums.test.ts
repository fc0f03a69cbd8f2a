import { describe, expect, it } from 'vitest';
import {
  addsUp,
  isOneDigitFromItsSum,
  isVouchedByTheBill,
  rateTimesVolume,
  withSignReadAsDigit,
} from './bill-sums';
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

describe('isVouchedByTheBill', () => {
  const memo = (gross: string, total: string) =>
    lines(
      '1 COUGH SYRUP 106ML 3004 H7640 05/28 3 118.00 354.00',
      '2 VITAMIN D3 60K CAP 3004 A7668 12/28 3 31.50 94.50',
      gross,
      'Less Discount 22.43',
      'Round Off -0.07',
      `Total Amt Rs.${total}`,
    );

  it('vouches for a total two parts or more add up to, past a line the engine could barely read', () => {
    expect(isVouchedByTheBill(memo('Gross Amt 448.50', '426.00'), 5, 426)).toBe(true);
    const junk = memo('Gross Amt TTTTTTTTTTT448 50', '426.00');
    junk[2] = { text: 'Gross Amt TTTTTTTTTTT448 50', confidence: 23 };
    expect(isVouchedByTheBill(junk, 5, 426)).toBe(true);
    expect(isVouchedByTheBill(junk, 5, 428)).toBe(false);
  });

  it("does not vouch for a total only one part comes to: an item's line misread alike", () => {
    expect(isVouchedByTheBill(lines('FULL 1 X 350.00', 'TOTAL: 350.00'), 1, 350)).toBe(false);
  });
});

describe('withSignReadAsDigit', () => {
  const coupon = (total: string) =>
    lines('Ticket #: 698700', 'Rate: Rs 15/hr', 'Hours: 6', total, "Vehicle parked at owner's risk.");
  const candidate = (line: number, value: number) => ({ value, line, confidence: 88, score: 1, order: line });

  it("reads a leading digit the bill's rate times its hours rules out as the rupee's sign", () => {
    expect(withSignReadAsDigit(coupon('Total Amt: 390'), candidate(3, 390))?.value).toBe(90);
    expect(withSignReadAsDigit(coupon('Total Amt: 90'), candidate(3, 90))).toBeUndefined();
    expect(withSignReadAsDigit(coupon('Total Amt: Rs.390'), candidate(3, 390))).toBeUndefined();
  });

  it('reads it so where two parts or more add up to the figure without it, and not to the figure', () => {
    const bill = (total: string) => lines('Room 500.00', 'CGST 31.50', 'SGST 31.50', total);
    expect(withSignReadAsDigit(bill('Grand Total 3563.00'), candidate(3, 3563))?.value).toBe(563);
    expect(withSignReadAsDigit(bill('Grand Total 7563.00'), candidate(3, 7563))?.value).toBe(563);
    expect(withSignReadAsDigit(bill('Grand Total 2663.00'), candidate(3, 2663))).toBeUndefined();
  });
});
