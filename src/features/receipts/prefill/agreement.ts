// Readings that agree: the engine's confidence in a word is low for a whole word when a glyph beside the
// figure is odd ('230;-' for '230/-', a smudge on the label), though the figure itself is read the same
// every time its line is read. What several readings of one line give alike is as good a sign as the
// engine's confidence: the reader counts it so.
import type { TextReading } from './parse-text';
import { MIN_LINE_CONFIDENCE } from './text-line';

const FIELDS = ['amount', 'invoiceDate', 'invoiceNo'] as const;
type Field = (typeof FIELDS)[number];

/** How many readings of a line (the first one and the closer ones) must give a value alike. */
export const AGREEING_READINGS = 3;
/**
 * Below this the engine's confidence is no reading at all: noise read alike is still noise. Chosen from
 * issue 43's diagnosis draw: the figures lost to a glyph beside them read 60–69.
 */
export const MIN_AGREED_CONFIDENCE = 50;

/** What each reading of each line gave for each field, by field and line. */
export type Tallies = Map<string, Array<string | number>>;

export function newTallies(): Tallies {
  return new Map();
}

/** Notes the values `reading` found on line `line` (any line, for the first reading: pass undefined). */
export function tally(tallies: Tallies, reading: TextReading, line?: number): void {
  for (const field of FIELDS) {
    const found = reading[field];
    if (!found || (line !== undefined && found.line !== line)) continue;
    const key = `${field}@${found.line}`;
    tallies.set(key, [...(tallies.get(key) ?? []), found.value]);
  }
}

/**
 * The reading with each unsure field made sure where at least AGREEING_READINGS readings of its line gave
 * its value, more of them than gave any other, and the engine was at least MIN_AGREED_CONFIDENCE sure of
 * it; the fields so made sure, for the reader's checks.
 */
export function agreedReading(
  reading: TextReading,
  tallies: Tallies,
): { reading: TextReading; agreed: Field[] } {
  let result = reading;
  const agreed: Field[] = [];
  for (const field of FIELDS) {
    const found = reading[field];
    if (!found || found.confidence >= MIN_LINE_CONFIDENCE || found.confidence < MIN_AGREED_CONFIDENCE)
      continue;
    const values = tallies.get(`${field}@${found.line}`) ?? [];
    const count = (value: string | number) => values.filter((each) => each === value).length;
    const alike = count(found.value);
    if (alike < AGREEING_READINGS || values.some((each) => each !== found.value && count(each) >= alike))
      continue;
    result = { ...result, [field]: { ...found, confidence: MIN_LINE_CONFIDENCE } };
    agreed.push(field);
  }
  return { reading: result, agreed };
}
