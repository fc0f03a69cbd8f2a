import { describe, expect, it } from 'vitest';
import { findDates, isPlausibleBillDate, readsZeroAsLookalike, withDigitsRepaired } from './parse-date';

const isoIn = (line: string) => findDates(line).map((date) => date.iso);

describe('dates as OCR reads them off faded or grainy slips', () => {
  it.each([
    ['Date: 12 / 11 / 2026', '2026-11-12'],
    ['Date: 12-11- 2026', '2026-11-12'],
    ['Date : 12 /11/2026  Time: 18:05', '2026-11-12'],
    ['Date: l2/11/2026', '2026-11-12'],
    ['Date: 12/O3/2O26', '2026-03-12'],
    ['Date:O7.O6.2026', '2026-06-07'],
    ['Date: 1S-04-26', '2026-04-15'],
    ['Date: 2B/02/2026', '2026-02-28'],
    ['Bill Date: 2l|1O|2026', undefined],
    ['Dt. 0I/10/2026 09:12:44', '2026-10-01'],
    ['Date: P8/02/2026', undefined],
    ['Date: §8/02/2026', undefined],
    ['Bill Date: x9 May 2026', undefined],
    ['Bill No.1233 Dt.16/03/26', '2026-03-16'],
    ['Bill No.8827 Dt21/06/26', '2026-06-21'],
    ['BW NoC77590 Date20/01/26', '2026-01-20'],
    ['Bill No.3298 DL17/02/26', '2026-02-17'],
    ['BilL No.1480 DL.06/09/26', '2026-09-06'],
    ['Bill No.6370 D.12/03/26', '2026-03-12'],
    ['Room D12/03/26', undefined],
    ['Room GL17/02/26', undefined],
    ['BNo:52717 Date:21.01/26', '2026-01-21'],
    ['Date 21/01.2026', '2026-01-21'],
    ['Date 21-01/26', undefined],
    ['Date ofJourney:02-0ct-26', '2026-10-02'],
    ['Dated 5 N0v 2026', '2026-11-05'],
    ['ate off journey 29.Jun-26 Class: CC', '2026-06-29'],
    ['Slip No P8/02/2026', undefined],
    ['Wt8/02/2026', undefined],
    ['Date: 07/11/2615:16', '2026-11-07'],
    ['Date:07/11/202615:16', '2026-11-07'],
    ['Date: 07/11/26 15.16', '2026-11-07'],
    ['Date: 07/11/2026 15:16', '2026-11-07'],
    ['Date of joumey.28-Agr-26 Class:CC', '2026-04-28'],
    ['Booked:20Hun-26', '2026-06-20'],
    ['Date 12-4pr-2026', '2026-04-12'],
    ['Date of Journey:29-Jar-26', undefined],
    ['InvoiceDate:09-Ju1-26', '2026-07-09'],
    ['Invoice Date:20-Jn-26', undefined],
    ['Date of Journey:29-Jxr-26', undefined],
    ['Ref 12-345-26', undefined],
    ['Dste:0202/26', '2026-02-02'],
    ['Dae 1401/2618:41', '2026-01-14'],
    ['Inv No:HS/26-1953 Date:23.052026', '2026-05-23'],
    ['30/102621:13', '2026-10-30'],
    ['Bill No 1203/26', undefined],
    ['Total 1205.26', undefined],
    ['Total 23.052026', undefined],
    ['Invokce Date11-Jan-26', '2026-01-11'],
    ['Ref11-Jan-26', undefined],
    ['De: 09/05/262023', '2026-05-09'],
    ['De: 09/05/262093', undefined],
    ['Date: 1804261939', '2026-04-18'],
    ['Dt 180426', '2026-04-18'],
    ['Doc 180426', undefined],
    ['Dae: 27102611:03', '2026-10-27'],
    ['Dae: 27102631:03', undefined],
    ['Date: 180401', undefined],
    ['05FE8 2026 12:35', '2026-02-05'],
    ['05FE8 1926', undefined],
    ['Inv No:Hs26-2376 Date:2609.2026', '2026-09-26'],
    ['Total 2609.2026', undefined],
    ['Date:20.0226 23:43', '2026-02-20'],
    ['Total 20.0226', undefined],
    ['Dte: 3006/261232', '2026-06-30'],
    ['No 3006/261232', undefined],
    ['27 1UN 2026 23.08', '2026-06-27'],
    ['Qty 10 Nos 2026', undefined],
    ['OSAUG 2026 18:50', '2026-08-05'],
    ['lOJAN 2026', '2026-01-10'],
    ['OSAUG 26', undefined],
    ['SOLDEC 2026', undefined],
  ])('reads %j', (line, iso) => {
    expect(isoIn(line)[0]).toBe(iso);
  });

  it('keeps named months and plain dates as they were', () => {
    expect(isoIn('Date of Journey: 07-Nov-2026')).toEqual(['2026-11-07']);
    expect(isoIn('Check-out 21 Oct 2026')).toEqual(['2026-10-21']);
    expect(isoIn('2026-11-12')).toEqual(['2026-11-12']);
  });
});

describe('look-alike letters in figures', () => {
  it('reads them as digits only in words that are figures, one character for one', () => {
    expect(withDigitsRepaired('TOTAL Rs 1,4B4.85')).toBe('TOTAL Rs 1,484.85');
    expect(withDigitsRepaired('Total: 6O9.OO')).toBe('Total: 609.00');
    expect(withDigitsRepaired('(l,297.00)')).toBe('(1,297.00)');
    expect(withDigitsRepaired('NET AMT Rs.923.2B')).toBe('NET AMT Rs.923.28');
    expect(withDigitsRepaired('Total INR1,4B4.85')).toBe('Total INR1,484.85');
    expect(withDigitsRepaired('NETAT Rs.I.034.34')).toBe('NETAT Rs.1.034.34');
    // The sign's R read as a 7 or a T, before a figure with its own paise; not a figure's 5 read as an s.
    expect(withDigitsRepaired('NETAMT 7s.554.11')).toBe('NETAMT Rs.554.11');
    expect(withDigitsRepaired('Total Ts.1,554.11')).toBe('Total Rs.1,554.11');
    expect(withDigitsRepaired('Total 7s.50')).toBe('Total 75.50');
    // A Z right after the sign is a 2: no figure of money starts with a letter.
    expect(withDigitsRepaired('NETAMT Rs.Z91.07')).toBe('NETAMT Rs.291.07');
    expect(withDigitsRepaired('Table Z9 Rs.91.07')).toBe('Table Z9 Rs.91.07');
    const line = 'Date: l2/O3/2O26 Time: 1O:45';
    expect(withDigitsRepaired(line)).toHaveLength(line.length);
  });

  it('leaves words, labels and invoice numbers with letters of their own alone', () => {
    for (const text of [
      'SGST @2.5%',
      'Bill No: B1234',
      'Is it 12',
      'INV/SO/2026',
      'O',
      'Total Rs. 50',
      'DQ/6812',
      'SB/1234',
    ])
      expect(withDigitsRepaired(text)).toBe(text);
  });
});

describe('zeros, sixes and eights read as one another', () => {
  const today = new Date(2026, 10, 23);
  const isPlausible = (iso: string) => isPlausibleBillDate(iso, today);
  const plausibleIn = (line: string) => findDates(line, isPlausible).map((date) => date.iso);

  it.each([
    ['Date: 15/84/2026', '2026-04-15'],
    ['Date: 15/04/2826', '2026-04-15'],
    ['Date: 86-88-26', '2026-08-06'],
    ['Date: 21.10.2826', '2026-10-21'],
    ['Date: 17/09/2626', '2026-09-17'],
    ['Date of Journey: 08-Aug-2028', '2026-08-08'],
    ['Date: 16 Mar 2826', '2026-03-16'],
    ['Date: 87-10-26', '2026-10-07'],
  ])('reads %j as %s when nothing else is a real date of the last three years', (line, iso) => {
    expect(plausibleIn(line)).toEqual([iso]);
  });

  it('leaves a date alone that is real as read, and one that no change or more than one would make real', () => {
    expect(plausibleIn('Date: 18/08/2026')).toEqual(['2026-08-18']);
    expect(plausibleIn('Date: 45/84/2026')).toEqual([]);
    // 68 as a day: 08 or 60? Only 08 is a day; but 66 gives 06 and 60 and 00: only 06.
    expect(plausibleIn('Date: 66/04/2026')).toEqual(['2026-04-06']);
    // A journey next month is no misreading a change could mend: 2026 as read, 2020 or 2028 no better.
    expect(plausibleIn('Date of Journey: 08-Dec-2026')).toEqual([]);
    // 36 as a day: 30 or 38? Only 30 is a day.
    expect(plausibleIn('Date: 36/08/2026')).toEqual(['2026-08-30']);
  });

  it('needs the plausibility rule to try at all', () => {
    expect(isoIn('Date: 15/84/2026')).toEqual([]);
  });
});

describe('readsZeroAsLookalike', () => {
  const lines = (...texts: string[]) => texts.map((text) => ({ text }));

  it('finds a bill whose date is real only with a 6 or an 8 read as the 0 it was, and marks that date', () => {
    expect(readsZeroAsLookalike(lines('PMC PAY & PARK', 'Date 27-63-2026'))).toBe(true);
    expect(readsZeroAsLookalike(lines('Dt:01.68.26 68:08'))).toBe(true);
    expect(readsZeroAsLookalike(lines('Date 05-07-2626'))).toBe(true);
    expect(findDates('Date 27-63-2026', () => true)).toMatchObject([{ iso: '2026-03-27', isRepaired: true }]);
  });

  it('finds no such thing where every date is real as read, or none is real at all', () => {
    expect(readsZeroAsLookalike(lines('Date 27-03-2026', 'Amount Rs 80.06'))).toBe(false);
    expect(readsZeroAsLookalike(lines('Date 45/84/2026'))).toBe(false);
    expect(findDates('Date 27-03-2026', () => true)[0]?.isRepaired).toBeUndefined();
  });
});
