import { describe, expect, it } from 'vitest';
import type { ReceiptFields } from '../fields';
import {
  fillMissing,
  joinReadings,
  missingFields,
  needsSecondReading,
  sureSecondFields,
} from './fill-missing';

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
  it('asks for every photo, when any of the three is empty, or with the narrow gate only when all three are', () => {
    expect(needsSecondReading([])).toBe(true);
    expect(needsSecondReading(['amount'], 'any-empty')).toBe(true);
    expect(needsSecondReading([], 'any-empty')).toBe(false);
    expect(needsSecondReading(['amount'], 'nothing-found')).toBe(false);
    expect(needsSecondReading(['amount', 'invoiceDate', 'invoiceNo'], 'nothing-found')).toBe(true);
  });
});

describe('joinReadings', () => {
  const found = <T>(value: T, confidence: number, line = 0) => ({ value, confidence, line });

  it('leaves a field empty where the two engines read it otherwise and nothing settles it', () => {
    const joined = joinReadings(
      { fields: { amount: 811.28, invoiceNo: 'M4555705' } },
      { fields: { amount: found(11.28, 94), invoiceNo: found('M4555705', 96) } },
    );
    expect(joined.fields).toEqual({ invoiceNo: 'M4555705' });
    expect(joined.contradicted).toEqual(['amount']);
    expect(joined.filled).toEqual([]);
    const unsure = joinReadings(
      { fields: { invoiceDate: '2025-10-16' } },
      { fields: { invoiceDate: found('2026-10-16', 50) } },
    );
    expect(unsure.fields).toEqual({});
    expect(unsure.contradicted).toEqual(['invoiceDate']);
  });

  it("gives the second engine's amount against the first's where the bill's sums come to it on its lines", () => {
    const text = (...texts: string[]) => texts.map((each) => ({ text: each, confidence: 95 }));
    const firstLines = text('Trip fare 1.05200', 'Tolls & Parking 11000', 'NET AMT Rs 1,182.00');
    const secondLines = text('Trip fare 1,052.00', 'Tolls&Parking 110.00', 'NETAMT Rs.1,162.00');
    const theirs = { value: 1162, confidence: 90, line: 2 };
    const joined = joinReadings(
      { fields: { amount: 1182 }, lines: firstLines },
      { fields: { amount: theirs }, lines: secondLines },
    );
    expect(joined.fields).toEqual({ amount: 1162 });
    // Not where the sums come to neither, nor where they come to the first's figure as well.
    const noSum = text('Trip fare 1,052.00', 'Tolls&Parking 100.00', 'NETAMT Rs.1,162.00');
    expect(
      joinReadings(
        { fields: { amount: 1182 }, lines: firstLines },
        { fields: { amount: theirs }, lines: noSum },
      ).fields,
    ).toEqual({});
    const bothSums = text('Room 1,000.00', 'GST 120.00', 'Total 1,120.00', 'Food 42.00', 'Total 1,162.00');
    expect(
      joinReadings(
        { fields: { amount: 1120 }, lines: bothSums },
        { fields: { amount: { ...theirs, line: 4 } }, lines: bothSums },
      ).fields,
    ).toEqual({});
  });

  it("keeps the first engine's amount against a sure second's where the second's own sums come to it", () => {
    const text = (...texts: string[]) => texts.map((each) => ({ text: each, confidence: 95 }));
    const contest = (...secondLines: string[]) =>
      joinReadings(
        { fields: { amount: 633.96 }, lines: text('Tnplare 633.96', 'NET AMT Rs 633.96') },
        { fields: { amount: found(633.06, 98, 3) }, lines: text(...secondLines) },
      ).fields;
    const parts = ['Trip fare 633.96', 'Tolis & Parking 0.00', 'Wallet balance 700.00'];
    expect(contest(...parts, 'NETAMT Rs.633.06')).toEqual({ amount: 633.96 });
    // Not where they come to the second's, nor where they come to neither: then the sure second wins.
    expect(contest('Trip fare 633.06', ...parts.slice(1), 'NETAMT Rs.633.06')).toEqual({ amount: 633.06 });
    expect(contest('Trip fare 533.96', ...parts.slice(1), 'NETAMT Rs.633.06')).toEqual({ amount: 633.06 });
  });

  it("gives no amount of the second engine's that its own sums come to one digit away from", () => {
    const text = (...texts: string[]) => texts.map((each) => ({ text: each, confidence: 95 }));
    const hotel = (total: string) =>
      text('Room Tariff 3 x 2,200.00 6,600.00', 'CGST@6% 396.00', 'SGST@6% 396.00', `Grand Total ${total}`);
    const join = (total: string, value: number, first: ReceiptFields = {}) =>
      joinReadings(
        { fields: first, lines: text('Grand Total 7392.00') },
        { fields: { amount: { value, confidence: 85, line: 3 } }, lines: hotel(total) },
      );
    expect(join('1.392.00', 1392).fields).toEqual({});
    expect(join('7,392.00', 7392).fields).toEqual({ amount: 7392 });
    // Read sure of every character, the total stands: a part was misread.
    const sure = joinReadings(
      { fields: {} },
      { fields: { amount: { value: 1392, confidence: 97, line: 3 } }, lines: hotel('1.392.00') },
    );
    expect(sure.fields).toEqual({ amount: 1392 });
    // Still not the first's value, it still takes it out.
    expect(join('1.392.00', 1392, { amount: 7892 })).toMatchObject({ fields: {}, contradicted: ['amount'] });
  });

  it('gives the smaller of two readings of one figure a hundred times apart: a decimal point lost', () => {
    const contest = (ours: number, theirs: number) =>
      joinReadings({ fields: { amount: ours } }, { fields: { amount: found(theirs, 90) } }).fields;
    expect(contest(117500, 1175)).toEqual({ amount: 1175 });
    expect(contest(405.62, 40562)).toEqual({ amount: 405.62 });
    expect(contest(117500, 1176)).toEqual({});
  });

  it("gives the amount a fuel slip's rate times its volume comes to, as either engine read them", () => {
    const text = (...texts: string[]) => texts.map((each) => ({ text: each, confidence: 95 }));
    const contest = (volume: string) =>
      joinReadings(
        { fields: { amount: 1788.23 }, lines: text('Rate/Ltr 99.07', `Volume ${volume}`, 'Amount 1,788.23') },
        {
          fields: { amount: { value: 1786.23, confidence: 84, line: 2 } },
          lines: text('Rate/Ltr 99.07', `/olume ${volume}`, 'Amount(Rs) 1,786.23'),
        },
      ).fields.amount;
    expect(contest('18.03')).toBe(1786.23);
    expect(contest('18.05')).toBe(1788.23);
    expect(contest('18.50')).toBeUndefined();
  });

  it('gives the value with the 0 where the two read one alike but for a 0 against a 6 or an 8', () => {
    const contest = (field: 'amount' | 'invoiceDate', ours: string | number, theirs: string | number) =>
      joinReadings({ fields: { [field]: ours } }, { fields: { [field]: found(theirs, 91) } }).fields[field];
    expect(contest('invoiceDate', '2026-07-18', '2026-07-10')).toBe('2026-07-10');
    expect(contest('amount', 80, 86)).toBe(80);
    // Another digit apart, or two: the field stays empty.
    expect(contest('invoiceDate', '2026-07-19', '2026-07-10')).toBeUndefined();
    expect(contest('amount', 80, 866)).toBeUndefined();
    expect(contest('amount', 800, 866)).toBeUndefined();
  });

  it('gives whole rupees where the two read an amount alike but for paise, one of them none', () => {
    const amountOf = (ours: number, theirs: number, confidence = 90) =>
      joinReadings({ fields: { amount: ours } }, { fields: { amount: found(theirs, confidence) } }).fields
        .amount;
    expect(amountOf(459.6, 459)).toBe(459);
    expect(amountOf(80, 80.08, 60)).toBe(80);
    // Paise on both sides, other rupees, or a second reading too unsure to contradict: as before.
    expect(amountOf(178.6, 178.8)).toBeUndefined();
    expect(amountOf(459.6, 469)).toBeUndefined();
    expect(amountOf(459.6, 459, 49)).toBe(459.6);
  });

  it('gives whole rupees where both read a paisa of 6 or 8 alike, the second unsure of it', () => {
    const amountOf = (ours: number, figure: string, characters: number[]) =>
      joinReadings(
        { fields: { amount: ours } },
        {
          fields: { amount: found(Number(figure), 0) },
          lines: [
            {
              text: `Amount RS ${figure}`,
              confidence: 86,
              words: [
                { text: 'Amount', confidence: 99, characters: [99, 99, 99, 99, 99, 99] },
                { text: 'RS', confidence: 99, characters: [99, 99] },
                { text: figure, confidence: Math.min(...characters), characters },
              ],
            },
          ],
        },
      ).fields.amount;
    expect(amountOf(60.08, '60.08', [100, 100, 100, 100, 70])).toBe(60);
    expect(amountOf(80.6, '80.60', [100, 100, 100, 72, 100])).toBe(80);
    // Sure of it, or another paisa: the first value stands.
    expect(amountOf(60.08, '60.08', [100, 100, 100, 100, 98])).toBe(60.08);
    expect(amountOf(60.68, '60.68', [100, 100, 100, 100, 70])).toBe(60.68);
  });

  it("keeps the first value against a second engine's guess, and the QR code's fields untouched", () => {
    expect(joinReadings({ fields: { amount: 337 } }, { fields: { amount: found(3371, 49) } }).fields).toEqual(
      {
        amount: 337,
      },
    );
    const joined = joinReadings(
      { fields: { invoiceNo: '88' } },
      { fields: { amount: found(499, 95), invoiceNo: found('88', 90) } },
      { amount: 500 },
    );
    expect(joined.fields).toEqual({ invoiceNo: '88' });
    expect(joined.contradicted).toEqual([]);
  });

  it("gives an unsure amount or date of the second engine that the first engine's lines hold too", () => {
    const firstLines = [
      { text: 'Tht BO K5485544', confidence: 68 },
      { text: 'Date of Journey 29-Apr-26', confidence: 60 },
      { text: 'prepaid fare 940', confidence: 45 },
    ];
    const second = {
      invoiceDate: found('2026-04-29', 61),
      amount: found(940, 36),
    };
    expect(joinReadings({ fields: {}, lines: firstLines }, { fields: second }).fields).toEqual({
      invoiceDate: '2026-04-29',
      amount: 940,
    });
    expect(joinReadings({ fields: {}, lines: [] }, { fields: second }).fields).toEqual({});
    // Not a date the reader's rules made a guess: a booking date where the journey's went unread.
    const booked = { invoiceDate: found('2026-04-29', 0) };
    expect(joinReadings({ fields: {}, lines: firstLines }, { fields: booked }).fields).toEqual({});
  });

  it('takes out a number that the second engine reads a character otherwise, however unsure', () => {
    const join = (theirs: string) =>
      joinReadings({ fields: { invoiceNo: 'P572946' } }, { fields: { invoiceNo: found(theirs, 0) } }).fields;
    expect(join('P572941')).toEqual({});
    // Where the two differ by a 0 read as a 6, the contest is settled as a slip: the 0.
    expect(join('P572940')).toEqual({ invoiceNo: 'P572940' });
    expect(join('P572946')).toEqual({ invoiceNo: 'P572946' });
    // A number two characters off is another figure, or a guess.
    expect(join('P572900')).toEqual({ invoiceNo: 'P572946' });
    // Two copies on the first engine's lines read otherwise do not settle it: the second's is unsure.
    const copies = ['Recept No 349495 26-Aug-26', 'Yeceipt Ng 349405 28-Aug-26'];
    const joined = joinReadings(
      { fields: { invoiceNo: '349495' }, lines: copies.map((text) => ({ text, confidence: 80 })) },
      { fields: { invoiceNo: found('349405', 0) } },
    );
    expect(joined.fields).toEqual({});
  });

  it("keeps the first's number where the second engine's lines hold it glued to its label", () => {
    const second = (text: string) => ({
      fields: { invoiceNo: found('858396', 0) },
      lines: [{ text, confidence: 70 }],
    });
    const first = { fields: { invoiceNo: '858398' }, lines: [{ text: 'Receipt No 858398', confidence: 90 }] };
    expect(joinReadings(first, second('ceipt No858398')).fields).toEqual({ invoiceNo: '858398' });
    expect(joinReadings(first, second('ceipt No 858398')).fields).toEqual({ invoiceNo: '858398' });
    // Inside a longer figure it is not the number.
    expect(joinReadings(first, second('ceipt No8583981')).fields).toEqual({});
  });

  it("gives an unsure date that the first engine's lines hold misread another way, a 0 read as 8 and 6", () => {
    const date = found('2026-11-09', 42);
    const lines = (text: string) => [{ text, confidence: 30 }];
    expect(
      joinReadings({ fields: {}, lines: lines('Dave 89-11-2026') }, { fields: { invoiceDate: date } }).fields,
    ).toEqual({ invoiceDate: '2026-11-09' });
    expect(
      joinReadings({ fields: {}, lines: lines('Dave 89-12-2026') }, { fields: { invoiceDate: date } }).fields,
    ).toEqual({});
  });

  it('gives a value the second engine read sure of every character against the first', () => {
    const number = (confidence: number) =>
      joinReadings(
        { fields: { invoiceNo: '873369635' } },
        { fields: { invoiceNo: found('973369635', confidence) } },
      ).fields;
    expect(number(99)).toEqual({ invoiceNo: '973369635' });
    expect(number(92)).toEqual({});
    const amount = (confidence: number) =>
      joinReadings({ fields: { amount: 300 } }, { fields: { amount: found(800, confidence) } }).fields;
    expect(amount(100)).toEqual({ amount: 800 });
    expect(amount(94)).toEqual({});
  });

  it("gives the second engine's date or number against the first's where the first engine read it too", () => {
    const text = (...texts: string[]) => texts.map((each) => ({ text: each, confidence: 90 }));
    const firstLines = text('Receipt No 545930 26-Aug-26', 'eipt No 545930 29-Aug-26');
    const contest = (secondLines: ReturnType<typeof text>, confidence = 92) =>
      joinReadings(
        { fields: { invoiceDate: '2026-08-26' }, lines: firstLines },
        { fields: { invoiceDate: found('2026-08-29', confidence) }, lines: secondLines },
      ).fields;
    expect(contest(text('Receipt No545930 29-Aug-26', 'ceiptNo545930 29-Aug-26'))).toEqual({
      invoiceDate: '2026-08-29',
    });
    // Not where the second read the first's date too, nor where it was unsure of its own.
    expect(contest(text('Receipt No545930 29-Aug-26', 'ceiptNo545930 26-Aug-26'))).toEqual({});
    expect(contest(text('Receipt No545930 29-Aug-26'), 60)).toEqual({});
    const numbers = joinReadings(
      { fields: { invoiceNo: '926872' }, lines: text('Receipt No 926872 15-Jul-26', 'Receipt No 926822') },
      { fields: { invoiceNo: found('926822', 99) }, lines: text('Receipt No 926822', 'ceipt No 926822') },
    );
    expect(numbers.fields).toEqual({ invoiceNo: '926822' });
  });

  it("keeps the first engine's value against the second's where the second read the first's too", () => {
    const text = (...texts: string[]) => texts.map((each) => ({ text: each, confidence: 90 }));
    const contest = (firstLines: ReturnType<typeof text>, theirs = '24-May-25') =>
      joinReadings(
        { fields: { invoiceDate: '2026-05-24' }, lines: firstLines },
        {
          fields: { invoiceDate: found(`20${theirs.slice(-2)}-05-${theirs.slice(0, 2)}`, 60) },
          lines: text(`Receipt No647595 ${theirs}`, 'Receipt No647695 24-May-26'),
        },
      ).fields;
    // The passenger copy's year misread by the second engine, its counterfoil read as the first read it.
    const first = text('Recep Mo 647695 24-May-26', 'Recewpt No 647695 26-May-26');
    expect(contest(first)).toEqual({ invoiceDate: '2026-05-24' });
    // Not where the first engine read the second's value too, nor where the two are further apart than a
    // character: the second may have read another date, a booking's beside a journey's.
    expect(contest(text('Recep Mo 647695 24-May-25', 'Recewpt No 647695 24-May-26'))).toEqual({});
    expect(contest(first, '13-May-26')).toEqual({});
  });

  it('gives an unsure value of the second engine that the first read with a 0 of it as a 6 or an 8', () => {
    const firstLines = [
      { text: 't Amt Rs 96 0¢', confidence: 73 },
      { text: 'Dt 28.09.26 12:07', confidence: 70 },
    ];
    const second = { amount: found(90, 68), invoiceDate: found('2026-09-20', 62) };
    expect(joinReadings({ fields: {}, lines: firstLines }, { fields: second }).fields).toEqual({
      amount: 90,
      invoiceDate: '2026-09-20',
    });
    // Not the other way round: a 6 the second engine read where the first read a 0.
    const other = { amount: found(96, 68) };
    const zeroFirst = [{ text: 't Amt Rs 90 0¢', confidence: 73 }];
    expect(joinReadings({ fields: {}, lines: zeroFirst }, { fields: other }).fields).toEqual({});
  });

  it('does not take a guessed amount, nor any invoice number, for read alike', () => {
    const firstLines = [{ text: 'Inv No J0/26/7813 Tkt No K5485544 Total 3371', confidence: 60 }];
    const second = { invoiceNo: found('K5485544', 60), amount: found(3371, 0) };
    expect(joinReadings({ fields: {}, lines: firstLines }, { fields: second }).fields).toEqual({});
  });
});
