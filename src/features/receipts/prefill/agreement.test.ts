import { expect, it } from 'vitest';
import { agreedReading, newTallies, tally } from './agreement';
import type { TextReading } from './parse-text';

const amountOn = (value: number, confidence: number, line = 6): TextReading => ({
  amount: { value, confidence, line },
});

/** The first reading, then each closer reading of line 6, tallied as the reader does. */
function tallied(first: TextReading, ...closer: TextReading[]) {
  const tallies = newTallies();
  tally(tallies, first);
  for (const each of closer) tally(tallies, each, 6);
  return tallies;
}

it('makes an unsure figure sure when three readings of its line give it alike', () => {
  // 'Amt Payable Rs 230;-': the word's odd '/-' holds the confidence under 70; its figure reads alike.
  const first = amountOn(230, 67);
  const { reading, agreed } = agreedReading(first, tallied(first, amountOn(230, 66), amountOn(230, 64)));
  expect(reading.amount).toEqual({ value: 230, confidence: 70, line: 6 });
  expect(agreed).toEqual(['amount']);
});

it('leaves it unsure when fewer readings agree, or another value is read as often', () => {
  const first = amountOn(230, 67);
  expect(agreedReading(first, tallied(first, amountOn(230, 66))).agreed).toEqual([]);
  const split = tallied(first, amountOn(230, 66), amountOn(280, 60), amountOn(280, 61), amountOn(230, 60));
  expect(agreedReading(first, split).agreed).toEqual(['amount']);
  const tie = tallied(first, amountOn(230, 66), amountOn(280, 60), amountOn(280, 61), amountOn(280, 62));
  expect(agreedReading(first, tie).reading.amount?.confidence).toBe(67);
});

it('does not count readings of other lines, nor noise the engine was hardly sure of', () => {
  const first = amountOn(230, 67);
  const elsewhere = tallied(first, amountOn(230, 66, 7), amountOn(230, 66, 7));
  expect(agreedReading(first, elsewhere).agreed).toEqual([]);
  const noise = amountOn(24, 40);
  expect(agreedReading(noise, tallied(noise, amountOn(24, 41), amountOn(24, 45))).agreed).toEqual([]);
});

it('leaves sure values as they are, each field weighed on its own', () => {
  const first: TextReading = {
    ...amountOn(230, 92),
    invoiceNo: { value: '152915833', confidence: 60, line: 1 },
  };
  const tallies = tallied(first);
  tally(tallies, { invoiceNo: { value: '152915833', confidence: 65, line: 1 } }, 1);
  tally(tallies, { invoiceNo: { value: '152915833', confidence: 62, line: 1 } }, 1);
  const { reading, agreed } = agreedReading(first, tallies);
  expect(agreed).toEqual(['invoiceNo']);
  expect(reading.amount?.confidence).toBe(92);
  expect(reading.invoiceNo?.confidence).toBe(70);
});
