import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, daysBefore, inWords, printDay, rngFrom, rupees } from './third-formats';
import { THIRD_LAYOUTS, thirdSet } from './third-receipts';

const TYPES = [
  'fuel',
  'rail',
  'bus',
  'taxi',
  'toll',
  'parking',
  'hotel',
  'restaurant',
  'pharmacy',
  'courier',
  'telecom',
];

/** The figure in a printed amount ('Rs. 1,234.50/-', '₹ 42', 'रु. 72/-'), as rupees. */
const figure = (printed: string) => Number(/\d[\d,]*(\.\d+)?/.exec(printed)?.[0].replaceAll(',', ''));

describe("the third set's formats", () => {
  it('groups rupees the Indian way, or the western way, with or without paise', () => {
    expect(rupees(123_456.5)).toBe('1,23,456.50');
    expect(rupees(999)).toBe('999.00');
    expect(rupees(1_234_567, { western: true, paise: false })).toBe('1,234,567');
    expect(rupees(20_600, { paise: false })).toBe('20,600');
    expect(figure('रु. 1,23,456.50/-')).toBe(123_456.5);
  });

  it('prints days in the ways bills do, and counts back from the clock’s own day', () => {
    const day = daysBefore(new Date(2026, 2, 9, 23, 30), 2);
    expect(day.iso).toBe('2026-03-07');
    expect(printDay(day, 'dd-mm-yy')).toBe('07-03-26');
    expect(printDay(day, 'Mon dd, yyyy')).toBe('Mar 07, 2026');
    expect(printDay(day, 'dd MON yyyy')).toBe('07 MAR 2026');
    expect(inWords(710)).toBe('Seven Hundred Ten');
    expect(inWords(12_045)).toBe('Twelve Thousand Forty Five');
  });

  it('draws the same numbers from the same seed, and others from the next', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, rngFrom(seed));
    expect(draw(7)).toEqual(draw(7));
    expect(draw(8)).not.toEqual(draw(7));
  });
});

describe('the third set', () => {
  const today = new Date(2026, 10, 29);

  it('draws the same bills from the same seed, every other one photographed', () => {
    const first = thirdSet({ seed: 61, perLayout: 4, today });
    expect(thirdSet({ seed: 61, perLayout: 4, today })).toEqual(first);
    expect(thirdSet({ seed: 62, perLayout: 4, today })).not.toEqual(first);
    expect(first).toHaveLength(THIRD_LAYOUTS.length * 4);
    expect(first.filter((spec) => spec.shot)).toHaveLength(first.length / 2);
    expect(new Set(first.map((spec) => spec.id)).size).toBe(first.length);
    expect(THIRD_LAYOUTS.length).toBeGreaterThanOrEqual(10);
  });

  it('prints every truth on the bill as the bill prints it, and dates none after today', () => {
    for (const seed of [61, 900, 7]) {
      for (const spec of thirdSet({ seed, perLayout: 6, today })) {
        const { truth, printed, html } = spec;
        expect(html, spec.id).toContain(truth.invoiceNo);
        expect(html, spec.id).toContain(printed.amount);
        expect(figure(printed.amount), spec.id).toBeCloseTo(truth.amount, 2);
        expect(html, spec.id).toContain(printed.invoiceDate);
        const day = daysBefore(new Date(`${truth.invoiceDate}T12:00:00`), 0);
        expect(
          DATE_FORMATS.map((format) => printDay(day, format)),
          spec.id,
        ).toContain(printed.invoiceDate);
        expect(truth.invoiceDate <= daysBefore(today, 2).iso, spec.id).toBe(true);
        expect(truth.invoiceDate >= daysBefore(today, 330).iso, spec.id).toBe(true);
        expect(TYPES).toContain(truth.expenseType);
        expect(truth.amount, spec.id).toBeGreaterThan(0);
      }
    }
  });

  it('keeps each layout to one kind of expense, and the numbers of one draw apart', () => {
    const specs = thirdSet({ seed: 5, perLayout: 8, today });
    for (const layout of THIRD_LAYOUTS) {
      const kinds = new Set(
        specs.filter((spec) => spec.layout === layout.name).map((spec) => spec.truth.expenseType),
      );
      expect(kinds.size, layout.name).toBe(1);
    }
    const numbers = specs.map((spec) => spec.truth.invoiceNo);
    expect(new Set(numbers).size).toBeGreaterThan(numbers.length * 0.95);
  });
});
