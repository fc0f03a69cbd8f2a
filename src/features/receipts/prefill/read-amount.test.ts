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

describe('a total label alone on its line', () => {
  it('takes the figure above it where each figure of the column comes before its label', () => {
    const taxes = ['Room Tariff 3 x 2,200.00 6,600.00', 'CGST@6% 396.00', 'SGST@6% 396.00'];
    expect(amountOf(...taxes, '7,392.00', 'Grand Total', '1,000.00', 'Less: Advance')).toBe(7392);
  });

  it("does not take the cash handed over, alone above its own label at the bill's end, for the total", () => {
    const column = ['362.00', 'Freight', '65.00', 'GST18%', '4271-', 'NET AMT', '520.00', 'Cash Tendered'];
    expect(amountOf('Docket No. 954395431', 'Dest.', '492', 'wt.(gn)', ...column)).toBe(427);
    // Its figure below it, the cash tendered is a label above its figure like the total's.
    expect(amountOf('GST18% 65.00', 'NET AMT', '427.00', 'Cash Tendered', '520.00')).toBe(427);
  });

  it('takes the figure below it where each label of the column comes before its figure', () => {
    expect(amountOf('SGST@6% 396.00', 'Grand Total', '7,392.00', 'Less: Advance', '1,000.00')).toBe(7392);
    expect(amountOf('Sub Total', '6,996.00', 'Grand Total', '7,392.00', 'Less: Advance', '1,000.00')).toBe(
      7392,
    );
  });

  it("counts a tax's label with its rate ('CGST2.5%') as a label alone", () => {
    const taxes = ['Item5 336.00', 'Sub Total', '1,363.00', 'CGST2.5%', '34.08', 'SGST2.5%', '34.08'];
    expect(
      amountOf(...taxes, 'RoundOff', '-0.16', 'AmtPayable', '1,431.00', 'Cash Tendered', '1,500.00'),
    ).toBe(1431);
  });
});

describe('a total as the second engine reads it', () => {
  it("takes 'NET AMT Rs.' with its AMT misread beyond a letter for a letter, and a figure glued to 'Rs.'", () => {
    const cab = ['Triptare 969.34', 'olls&Parking 65.00', 'Walletbalance 741.00'];
    expect(amountOfUnsureTotal(...cab, 'NETAT Rs.I.034.34')).toBe(1034.34);
    // Before the figure, its '/' lost: the bill's sum vouches for it.
    expect(amountOfUnsureTotal('Freight 298.00', 'GST18% 54.00', 'NETAAT 352-')).toBe(352);
    expect(amountOf('Tip fare 174.48', 'Tols& Paking 0.00', 'NETAVIT Rs.174.48')).toBe(174.48);
  });

  it('puts right a total whose decimal point was read as a digit, where two parts or more add up to it', () => {
    const parts = ['DOL0 650B61928EXD01/28 35.67', 'PAN 40 TABB62949 EXD08/28 226.17', 'AZEE500 39.08'];
    expect(amountOf(...parts, 'DOL0 650 B777328 60.82', 'NETAMT Rs.361174')).toBe(361.74);
    // One part is an item's own line, however alike.
    expect(amountOf('Room 1 36.17', 'Total 36117')).toBeUndefined();
    expect(amountOf(...parts, 'DOL0 650 B777328 60.82', 'NETAMT Rs.361184')).toBeUndefined();
  });

  it("takes a fuel slip's 'Amount(Rs)' with its bracket's start lost", () => {
    expect(amountOf('Rate/Ltr 104.16', 'Volume 35.69', 'AmountRs) 3,717.85')).toBe(3717.85);
  });

  it("takes 'Amt Payable' with its 'Am' lost at the photo's edge over the cash handed over", () => {
    const bill = ['Sub Tota 729.00', 'CGST2.5% 18.23', 'GST2.5% 18.23', 'ound Of 0.54'];
    expect(amountOf(...bill, 'tPayable 765.00', 'Cash Tende 1,000.00', 'Balance 235.00')).toBe(765);
  });

  it("takes 'Amt Payable' glued to a misread word before it, as the second engine reads a line", () => {
    const bill = ['Sub Totat 220.00', 'CGST 2.5% 5.50', 'GST2.5% 5.50', 'RoundOff 0.00'];
    expect(amountOf(...bill, 'AmitPayable 231.00', 'Cash Tendered 500.00', 'Balarce 269.00')).toBe(231);
    // Not the tax on it, glued the same way.
    expect(amountOf('Sub Total 220.00', 'TaxPayable 11.00', 'Net Payable 231.00')).toBe(231);
    expect(amountOf('Sub Total 220.00', 'GSTPayable 11.00')).toBeUndefined();
  });

  it("never takes a subtotal whose S was misread or lost for the total ('Yub Totai')", () => {
    const taxes = ['CG3T 2.5% 5.50', 'GST 2.5% 5.50'];
    expect(amountOf('Yub Totai 220.00', ...taxes, 'Cash Tendered 500.00')).toBeUndefined();
    expect(amountOf('ub Total 220.00', ...taxes, 'Net Payable 231.00')).toBe(231);
    expect(amountOf('Club Total 220.00')).toBe(220);
  });
});

describe('a balance', () => {
  it('is never the amount, whatever became of its word', () => {
    expect(amountOf('Grand Tctal 4.92800', 'alance Paid at Check-out 3.928.00')).toBeUndefined();
    expect(amountOf('BalancePaid atCheck-out 3,928.00')).toBeUndefined();
    expect(amountOf('Balance Paid at Check-out 3,928.00')).toBeUndefined();
  });
});

describe('a figure in doubt', () => {
  it("doubts a figure glued to a letter a digit is misread as, but not to the s of 'Rs'", () => {
    expect(amountOf('Trip fare 856.32', 'NETAMT Ro.B56.32')).toBeUndefined();
    expect(amountOf('Trip fare 856.32', 'NETAMT Rs856.32')).toBe(856.32);
  });

  it('doubts a lone digit after a figure, a sign at most between: a piece of its paise', () => {
    expect(amountOf('Amount Rs 63 +8')).toBeUndefined();
    expect(amountOf('Amount Rs 8')).toBe(8);
  });

  it("takes a fare above its counterfoil's copy whose '/-' was read as one more digit, not a larger sum", () => {
    expect(amountOf('Fare Rs 560/-', 'Receipt No 391034 03-Jul-26', 'are Rs 5604')).toBe(560);
    expect(amountOf('Fare Rs 560/-', 'Receipt No 391034 03-Jul-26', 'are Rs 5804')).toBeUndefined();
  });

  it("takes a counterfoil's fare below its passenger copy's whose '/-' was read as one more digit", () => {
    expect(amountOf('PASSENGER COPY', 'Fare Rs 3501', 'COUNTERFOIL', 'Fare Rs 350')).toBe(350);
    expect(amountOf('PASSENGER COPY', 'Fare Rs 3801', 'COUNTERFOIL', 'Fare Rs 350')).toBeUndefined();
  });

  it("takes a weak label's figure below one larger by its paise alone: the same sum, its paise misread", () => {
    expect(amountOf('Fare 499.09', 'Reservation 0.00', 'Tkt Amt Rs. 499.00')).toBe(499);
    expect(amountOf('Fare 500.09', 'Reservation 0.00', 'Tkt Amt Rs. 499.00')).toBeUndefined();
  });

  it("takes a weak label's figure above one larger by its paise alone, its label unread", () => {
    expect(amountOf('Fare 431.00', 'Reservation 6.00', 'Tkt At RS. 431.60')).toBe(431);
    expect(amountOf('Fare 431.00', 'Reservation 6.00', 'Tkt At RS. 437.00')).toBeUndefined();
  });

  it("doubts a weak label's figure below a larger sum printed as money: a balance, its label misread", () => {
    expect(amountOf('Graod Tocal 9184.00', 'Lesn Atance 2.200.00', 'Beance Paid at Check-out 7.184.00')).toBe(
      undefined,
    );
    expect(amountOf('Room 1 night', 'Beance Paid at Check-out 7.184.00')).toBe(7184);
  });

  it('reads the paise of 6, 8 and 9 as 0s on a bill whose date was real only with its 0 read so', () => {
    expect(amountOf('PMC PAY & PARK', 'Date 27-63-2026', 'Amount Rs 80.06')).toBe(80);
    expect(amountOf('PMC PAY & PARK', 'Date 27-03-2026', 'Amount Rs 80.06')).toBe(80.06);
    expect(amountOf('Date 03-88-2026', 'Amount Rs 1,323.68')).toBe(1323);
    // And of 9: a bus ticket's engine reads the 0s of its paise as 8s and 9s.
    expect(amountOf('Dt:10.85.26 22:49', 'Fare 114.88', 'Tkt Amt Rs. 114.98')).toBe(114);
    expect(amountOf('Dt:10.05.26 22:49', 'Fare 114.88', 'Tkt Amt Rs. 114.98')).toBe(114.98);
    // Paise so put right are in no doubt for being a 6 or an 8 the engine was unsure of.
    const total: TextLine = {
      text: 'Tkt Amt Rs. 307.88',
      confidence: 80,
      words: [
        { text: 'Tkt', confidence: 99, characters: [99, 99, 99] },
        { text: 'Amt', confidence: 99, characters: [99, 99, 99] },
        { text: 'Rs.', confidence: 99, characters: [99, 99, 99] },
        { text: '307.88', confidence: 72, characters: [99, 98, 99, 99, 72, 75] },
      ],
    };
    const ticket = (date: string) =>
      parseReceiptText([{ text: date, confidence: 90 }, total], { today: TODAY }).amount;
    expect(ticket('Dt:26.87.26 08:53')).toBe(307);
    expect(ticket('Dt:26.07.26 08:53')).toBeUndefined();
  });
});

describe("a bill's own sums", () => {
  it("counts a part that says it has no tax ('no GST'), not a number's 'No'", () => {
    const fare = ['Ride fare 487.44', 'Booking fee 25.00', 'Taxable value 512.44', 'CGST 2.5% 12.81'];
    const taxes = [...fare, 'SGST 2.5% 12.81', 'Toll (pass-through, no GST) 40.00'];
    expect(amountOfUnsureTotal(...taxes, 'Total (INR) 578.06')).toBe(578.06);
    expect(amountOfUnsureTotal(...taxes.slice(0, -1), 'Toll No 40.00', 'Total (INR) 578.06')).toBeUndefined();
  });
});

describe("a fuel slip's own arithmetic", () => {
  it('vouches for an unsure amount that its rate times its volume comes to', () => {
    expect(amountOfUnsureTotal('Rate/Ltr 104.85', 'Volume 16.67', 'Amount(Rs) 1,747.85')).toBe(1747.85);
    expect(amountOfUnsureTotal('Rate/Ltr 99.07', 'Volume 16.67', 'Amount(Rs) 1,747.85')).toBeUndefined();
  });
});

describe("a bill's paise", () => {
  it('counts a date no figure of paise: a total in whole rupees beside it is not in doubt', () => {
    expect(amountOf('Dt: 15.07 26 19:20', 'Tkt Amt Rs 599')).toBe(599);
    expect(amountOf('Fare 599.00', 'Tkt Amt Rs 599')).toBeUndefined();
  });

  it('vouches for a total in whole rupees on such a bill by two parts, not one read with the same slip', () => {
    // The lone part and the total both lost their decimal point: 1,275.24, not 127,524.
    expect(amountOfUnsureTotal('Trip fare 127524', 'Tolls & Parking 0.00', 'NET AMT Rs.127524')).toBe(
      1275.24,
    );
    expect(amountOfUnsureTotal('Trip fare 103622', 'Tolls 110.00', 'NET AMT Rs.114622')).toBe(1146.22);
    expect(amountOfUnsureTotal('Trip fare 103622', 'Tolls 110.00', 'NET AMT Rs.114623')).toBeUndefined();
    expect(amountOfUnsureTotal('Trip fare 1,275.24', 'Tolls & Parking 0.00', 'NET AMT Rs.1,275.24')).toBe(
      1275.24,
    );
    expect(amountOfUnsureTotal('Room 2,000.00', 'Food 400.00', 'Total Rs 2400')).toBe(2400);
  });
});

describe("a total's '/-' read as one more digit", () => {
  it('drops the digit where two parts or more add up to the total without it', () => {
    expect(amountOfUnsureTotal('Freight 71.00', 'GST18% 13.00', 'NETAMT 841')).toBe(84);
    expect(amountOfUnsureTotal('Freight 386.00', 'GST18% 69.00', 'NETAMT 4554')).toBe(455);
    expect(amountOfUnsureTotal('Freight 71.00', 'GST18% 12.00', 'NETAMT 841')).toBeUndefined();
    expect(amountOfUnsureTotal('Freight 84.00', 'NETAMT 841')).toBeUndefined();
  });

  it('counts no cash handed over below the total as a larger sum, its label misread too', () => {
    const courier = (total: string, tendered: string) =>
      parseReceiptText(
        [
          { text: 'Freight 386.00', confidence: 95 },
          { text: 'GST18% 69.00', confidence: 95 },
          { text: total, confidence: 54 },
          { text: tendered, confidence: 95 },
        ],
        { today: TODAY },
      ).amount;
    expect(courier('NETAMT 4554', 'Cash Tendeed 500.00')).toBe(455);
    expect(courier('NETAMT 4554', 'Courier Charges 500.00')).toBeUndefined();
  });

  it("takes a copy read surely above it: a counterfoil's figure so misread under the passenger copy's", () => {
    const slip = (passenger: string) =>
      amountOfUnsureTotal(
        'PREPAID TAXI - PASSENGER COPY',
        passenger,
        'PREPAID TAXI - COUNTERFOIL',
        'Fare Rs 7801',
      );
    expect(slip('Fare Rs 780/-')).toBe(780);
    expect(slip('Fare Rs 790/-')).toBeUndefined();
    expect(slip('Booth 4')).toBeUndefined();
  });

  it("takes a copy read surely below it, or two copies read with their '/-' as a 4 and as a 1", () => {
    // The passenger copy's figure as the second engine reads it, unsure of its last digit.
    const slip = (counterfoil: string) =>
      parseReceiptText(
        [
          { text: 'PREPAID TAXI - PASSENGER COPY', confidence: 95 },
          { text: 'Fare Rs. 9404', confidence: 48 },
          { text: 'PREPAID TAXI - COUNTERFOIL', confidence: 95 },
          { text: counterfoil, confidence: 92 },
        ],
        { today: TODAY },
      ).amount;
    expect(slip('are Rs 940')).toBe(940);
    expect(slip('aeRs. 9401')).toBe(940);
    expect(slip('are Rs 950')).toBeUndefined();
    expect(slip('aeRs. 9404')).toBeUndefined();
  });
});
