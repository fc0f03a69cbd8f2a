// How the second engine's reading joins the first's: it fills only the amount, date or invoice number the
// first reading (and a QR code) left empty; a value the first engine was sure of is never replaced.
import type { ReceiptFields } from '../fields';

export const SECOND_FIELDS = ['amount', 'invoiceDate', 'invoiceNo'] as const;
export type SecondField = (typeof SECOND_FIELDS)[number];

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
