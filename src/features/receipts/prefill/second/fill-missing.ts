// How the second engine's reading joins the first's: it fills only the amount, date or invoice number the
// first reading (and a QR code) left empty; a value the first engine was sure of is never replaced.
import type { ReceiptFields } from '../fields';
import type { TextReading } from '../parse-text';

/**
 * The second engine's values at least this sure (its least likely character's likelihood, in %) are
 * given. Chosen on the main set's tuning half (docs/benchmarks.md), not on the held-out draws.
 */
export const SECOND_MIN_CONFIDENCE = 70;

export const SECOND_FIELDS = ['amount', 'invoiceDate', 'invoiceNo'] as const;
export type SecondField = (typeof SECOND_FIELDS)[number];

/**
 * When a photo is read by the second engine: 'any-empty' when the first reading left any of the amount,
 * date and number empty; 'nothing-found' only when it gave none of them. On a quiet 2-core machine the
 * second reading takes about 1.1 s a photo and the whole reading stays well under the 2 s median budget
 * with 'any-empty' (docs/benchmarks.md, issue 43, fifth pass), which fills more right values; the bench
 * still reports the narrow gate beside it.
 */
export type SecondReadingGate = 'nothing-found' | 'any-empty';
export const SECOND_READING_GATE: SecondReadingGate = 'any-empty';

/** Whether the second engine reads a photo whose first reading left these fields empty. */
export function needsSecondReading(
  missing: readonly SecondField[],
  gate: SecondReadingGate = SECOND_READING_GATE,
): boolean {
  return gate === 'any-empty' ? missing.length > 0 : missing.length === SECOND_FIELDS.length;
}

/** The amount, date and invoice number a reading left empty. */
export function missingFields(given: ReceiptFields): SecondField[] {
  return SECOND_FIELDS.filter((field) => given[field] === undefined);
}

/** The first reading, with the fields named filled from the second where it gave them. */
export function fillMissing(
  first: ReceiptFields,
  second: ReceiptFields,
  fields: readonly SecondField[] = missingFields(first),
): ReceiptFields {
  const filled: ReceiptFields = { ...first };
  for (const field of fields) {
    if (first[field] !== undefined || second[field] === undefined) continue;
    Object.assign(filled, { [field]: second[field] });
  }
  return filled;
}

/** The amount, date and number the second engine read at least `least` sure. */
export function sureSecondFields(found: TextReading, least = SECOND_MIN_CONFIDENCE): ReceiptFields {
  const fields: ReceiptFields = {};
  for (const field of SECOND_FIELDS) {
    const value = found[field];
    if (value && value.confidence >= least) Object.assign(fields, { [field]: value.value });
  }
  return fields;
}
