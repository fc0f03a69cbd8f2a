// Issue 43's rules for the bill's own number; the older ones are in parse-text.test.ts.
import { describe, expect, it } from 'vitest';
import { parseReceiptText, readReceiptText, sureFields } from './parse-text';
import { type Engine, holdsNumber, numberLabelText } from './read-number';
import type { TextLine } from './text-line';

const read = (...texts: string[]) =>
  parseReceiptText(
    texts.map((text) => ({ text, confidence: 95 })),
    { today: new Date(2026, 10, 23) },
  );

describe('invoice number labels of slips and dockets', () => {
  it.each([
    ['Slip No : 287467210', '287467210'],
    ['Slip No P697775', 'P697775'],
    ['Docket No. 387759509', '387759509'],
  ])('reads %j as %s', (text, number) => {
    expect(read(text).invoiceNo).toBe(number);
  });

  it('leaves a number with a 6 or an 8 unsure on a bill whose engine read its 0s so', () => {
    expect(read('Slip No P738465', 'Date 30-68-2026').invoiceNo).toBeUndefined();
    expect(read('Slip No P712972', 'Date 30-68-2026').invoiceNo).toBe('P712972');
    expect(read('Slip No P738465', 'Date 30-08-2026').invoiceNo).toBe('P738465');
  });

  it("takes a rail ticket's PNR over the payment's transaction id, printed above or below it", () => {
    expect(read('Transaction ID: 100004567812345', 'PNR: 2762628488').invoiceNo).toBe('2762628488');
    expect(read('PNR: 2762628488', 'Transaction ID: 100004567812345').invoiceNo).toBe('2762628488');
  });

  it('takes a PNR from the row of values under its heading, as an e-ticket prints it in a table', () => {
    const heading = ['Electronic Reservation Slip (ERS)', 'PNR No Train No./Name Class'];
    const below = [...heading, '6868412781 22226/VANDE BHARAT CHAIR CAR (CC)'];
    expect(read(...below, 'Transaction ID: 974168532681997').invoiceNo).toBe('6868412781');
    // Not a train's number, nor a PNR's ten digits inside a longer figure.
    expect(
      read(...heading, '22226/VANDE BHARAT', 'Transaction ID: 974168532681997').invoiceNo,
    ).toBeUndefined();
    expect(read(...heading, '686841278123 CC').invoiceNo).toBeUndefined();
    // Its headings misread, the slip's own name still tells a rail ticket: never its transaction ID.
    const misread = ['Electronic Reservation Ship (ERS)', 'PoE 7', '8879687477 12140/SEVAGRAM EXP'];
    expect(read(...misread, 'Transaction ID 112793940645886').invoiceNo).toBeUndefined();
  });

  it('is in doubt of a PNR with a speck read as a dot among its ten digits, and takes no other number', () => {
    const lines = ['PNR:773374672.8 Train:94067', 'Transaction ID:100009264179596 Booked:21-Oct-26'];
    const found = readReceiptText(
      lines.map((text) => ({ text, confidence: 95 })),
      { engine: 'second' },
    );
    expect(found.invoiceNo).toMatchObject({ value: '7733746728', confidence: 0 });
    // Nor where the PNR is no PNR at all.
    expect(read('PNR:7733.46.728', 'Transaction ID:100009264179596').invoiceNo).toBeUndefined();
  });

  it("never takes a rail ticket's transaction ID for its number, even where its PNR went unread", () => {
    const ticket = ['Electronic Reservation Slip (ERS)', 'Transaction ID 100005647150050 Booked 16-Jul-26'];
    expect(read('on. cUDZ 760951 Train 41898 / DECCAN QUEEN', ...ticket).invoiceNo).toBeUndefined();
    expect(read('BHARAT PETROLEUM', 'Transaction ID 100005647150050').invoiceNo).toBe('100005647150050');
  });

  it("still takes a fuel slip's transaction number when it prints no other", () => {
    expect(read('TXN NO: 483920', 'Order No: 77').invoiceNo).toBe('483920');
  });

  it("does not take an item's serial column for the bill's number", () => {
    expect(read('Sl No Item Qty', 'Bill No: 4471').invoiceNo).toBe('4471');
  });
});

describe("number labels whose letters the engine read as digits ('Rece1pt', 'N0')", () => {
  it.each([
    ['Rece1pt No: 209855', '209855'],
    ['TXN N0:718809', '718809'],
    ['Bi11 #: 8931 Table:-12', '8931'],
    ['Inv01ce No: GF67773', 'GF67773'],
    ['Bill NQ: RB/2627/32383', 'RB/2627/32383'],
  ])('reads %j as %s', (text, number) => {
    expect(read(text).invoiceNo).toBe(number);
  });

  it('reads a label word so only letter for letter, leaving the number and other words as read', () => {
    expect(numberLabelText('Inv01ce.N0:.B0I42931910')).toBe('Invoice.No:.B0I42931910');
    expect(numberLabelText('Veh1c1e No: MH31 AB 8952')).toBe('Veh1c1e No: MH31 AB 8952');
    expect(numberLabelText('Room 1D N0718809')).toBe('Room 1D N0718809');
  });

  it("reads labels as the second engine cuts or splits them: 'oice No.', 'Rece pt', 'Sip No', 'Slip N:'", () => {
    expect(read('oice No. CRN7977209639').invoiceNo).toBe('CRN7977209639');
    expect(read('nNOice No.CRN9276554286').invoiceNo).toBe('CRN9276554286');
    expect(read('Rece pt No:431034').invoiceNo).toBe('431034');
    expect(read('Sip No: 104307078').invoiceNo).toBe('104307078');
    expect(read('Slip N: 585579671').invoiceNo).toBe('585579671');
    expect(read('slip Na P530836').invoiceNo).toBe('P530836');
    // 'N' alone is no label without its colon or dot: a vehicle's or a seat's letter.
    expect(read('Slip N 5855').invoiceNo).toBeUndefined();
  });

  it("reads a bill's 'B.No' glued or misread, and 'Docket', 'Bill' and 'Inv' a letter off", () => {
    for (const label of ['BNo', 'BiNo:', 'BINo:', 'BWNo', 'BMINo:', 'B.No.', 'sillNo:'])
      expect(read(`${label}15752 Date:03/10/26`).invoiceNo).toBe('15752');
    expect(read('Dacket No. 478469779').invoiceNo).toBe('478469779');
    expect(read('Docker No. 748228975').invoiceNo).toBe('748228975');
    expect(read('InyNo:T54876 Tb19').invoiceNo).toBe('T54876');
    // A serial number's 'Sl No' heads an item, not the bill; a slip's own serial number is longer.
    expect(read('Sl No 1 Dolo 650').invoiceNo).toBeUndefined();
    expect(read('S.No. 12 Paracetamol').invoiceNo).toBeUndefined();
    for (const label of ['S.NO.:', 'SL.No.', 'SI.No.', 'Sr.No.:', 'St. No.'])
      expect(read(`${label} 007739`).invoiceNo).toBe('007739');
    // Any other label names the bill's number before a serial number does.
    expect(read('Sr.No. 017654', 'Bill No: 4521').invoiceNo).toBe('4521');
    expect(read('TIC.NO: 517937').invoiceNo).toBe('517937');
    expect(read('Coupon No: 796807').invoiceNo).toBe('796807');
  });

  it("takes a label's number over another's when the engine read the better label's letters as digits", () => {
    expect(read('Rece1pt No: 209855', 'Order No: 14714682023').invoiceNo).toBe('209855');
  });
});

describe("each engine's own scale of sureness for a number's characters", () => {
  const slip = (characters: number[]): TextLine[] => [
    {
      text: 'Slip No: 104307078',
      confidence: 90,
      words: [
        { text: 'Slip', confidence: 99, characters: [99, 99, 99, 99] },
        { text: 'No:', confidence: 99, characters: [99, 99, 99] },
        { text: '104307078', confidence: Math.min(...characters), characters },
      ],
    },
  ];
  const numberOf = (lines: TextLine[], engine?: Engine) =>
    sureFields(readReceiptText(lines, { engine })).invoiceNo;

  it("takes a number with a character at 85 to 95 from the second engine's lines, not from tesseract's", () => {
    const lines = slip([100, 100, 85, 100, 100, 100, 95, 100, 100]);
    expect(numberOf(lines, 'second')).toBe('104307078');
    expect(numberOf(lines)).toBeUndefined();
  });

  it('leaves a character under 85 a guess for either engine', () => {
    expect(numberOf(slip([100, 100, 84, 100, 100, 100, 100, 100, 100]), 'second')).toBeUndefined();
    expect(numberOf(slip([99, 99, 99, 99, 99, 99, 99, 99, 99]))).toBe('104307078');
  });
});

describe('a number a line holds', () => {
  it('finds it as a word of its own, or glued to its label as the second engine reads a line', () => {
    expect(holdsNumber('Receipt No 858398 12-Mar-26', '858398')).toBe(true);
    expect(holdsNumber('ceipt No858398', '858398')).toBe(true);
    expect(holdsNumber('Bill No.4321 Table 4', '4321')).toBe(true);
    expect(holdsNumber('TXN#77120', '77120')).toBe(true);
  });

  it('does not find it inside a longer figure, or after a word that is no label', () => {
    expect(holdsNumber('ceipt No8583981', '858398')).toBe(false);
    expect(holdsNumber('ceipt No1858398', '858398')).toBe(false);
    expect(holdsNumber('Phone9858398', '858398')).toBe(false);
    expect(holdsNumber('Amount 858398.00', '858398')).toBe(false);
    expect(holdsNumber('Bill No.858398.00', '858398')).toBe(false);
    expect(holdsNumber('ceipt No858398/2', '858398')).toBe(false);
    expect(holdsNumber('ceipt No858398-A', '858398')).toBe(false);
  });
});
