import { describe, expect, it } from 'vitest';
import { isLabelledInDevanagari, withLatinLabels } from './devanagari-labels';
import { readReceiptText } from './parse-text';
import type { TextLine } from './text-line';

/** A line as the engine gives it: its words with their confidence, each character at the word's. */
function line(text: string, confidence = 92): TextLine {
  const words = text.split(' ').map((word) => ({
    text: word,
    confidence,
    characters: [...word].map(() => confidence),
  }));
  return { text, confidence, words };
}

const TODAY = new Date('2026-12-01T12:00:00+05:30');

describe('withLatinLabels', () => {
  it('reads Hindi and Marathi label words as the English words the rules know', () => {
    expect(withLatinLabels(line('कुल योग ₹ 563.00')).text).toBe('grand total ₹ 563.00');
    expect(withLatinLabels(line('एकूण 440.00')).text).toBe('total 440.00');
    expect(withLatinLabels(line('बिल क्र. 17765 दिनांक: 17/08/2026')).text).toBe(
      'bill no. 17765 date: 17/08/2026',
    );
    expect(withLatinLabels(line('रोख दिले 750.00')).text).toBe('cash tendered 750.00');
  });

  it('reads a label with a zero-width joiner between its letters as one without', () => {
    expect(withLatinLabels(line('एकूण रक्\u200Dकम 440.00')).text).toBe('total amount 440.00');
  });

  it('keeps the words it does not know, and their characters', () => {
    const read = withLatinLabels(line('जीरा चावल 3 90 270.00'));
    expect(read.text).toBe('जीरा चावल 3 90 270.00');
    expect(read.words?.[4]?.characters).toHaveLength(6);
  });

  it('reads Devanagari digits as Latin ones, one for one', () => {
    const read = withLatinLabels(line('एकूण ४४०.००'));
    expect(read.text).toBe('total 440.00');
    expect(read.words?.[1]?.characters).toHaveLength(6);
  });

  it('gives a phrase the confidence of its least sure word', () => {
    const read = withLatinLabels({
      text: 'कुल योग 563.00',
      confidence: 80,
      words: [
        { text: 'कुल', confidence: 95 },
        { text: 'योग', confidence: 61 },
        { text: '563.00', confidence: 93 },
      ],
    });
    expect(read.words?.map((word) => word.confidence)).toEqual([61, 61, 93]);
  });

  it('leaves a line with no Devanagari as it was', () => {
    const latin = line('Total Rs. 563.00');
    expect(withLatinLabels(latin)).toBe(latin);
  });
});

describe('a bill labelled in Hindi or Marathi', () => {
  const hindi = [
    line('शिव ढाबा', 95),
    line('बिल नं. 23385 दिनांक; 23.11.2026', 91),
    line('पदार्थ मात्रा दर राशि', 89),
    line('लस्सी 3 40 120.00', 86),
    line('जीरा चावल 3 90 270.00', 91),
    line('समोसा 1 18 18.00', 94),
    line('कुल योग ₹ 408.00', 93),
    line('नकद प्राप्त 500.00', 93),
    line('वापसी 92.00', 93),
  ];

  it('is read for its amount, its number and its date, not the cash handed over', () => {
    const reading = readReceiptText(hindi, { today: TODAY });
    expect(reading.amount?.value).toBe(408);
    expect(reading.invoiceNo?.value).toBe('23385');
    expect(reading.invoiceDate?.value).toBe('2026-11-23');
  });

  it('is told by its labels', () => {
    expect(isLabelledInDevanagari(hindi)).toBe(true);
  });

  it('is not told by a Latin bill with a Hindi brand and greeting, nor by labels read unsure', () => {
    const latin = [
      line('भारत पेट्रोलियम', 88),
      line('Bill No 4521 Date 12/11/2026', 93),
      line('TOTAL Rs. 950.00', 94),
      line('धन्यवाद', 96),
    ];
    expect(isLabelledInDevanagari(latin)).toBe(false);
    expect(isLabelledInDevanagari(hindi.map((each) => ({ ...each, confidence: 55 })))).toBe(false);
  });
});
