// A value the second engine read unsure that the first engine's lines also hold: two engines reading the
// same figure from their own pixels, where either alone was unsure.
import { moneyIn } from '../money';
import { findDates, withDigitsRepaired } from '../parse-date';
import type { TextLine } from '../text-line';

type SecondField = 'amount' | 'invoiceDate' | 'invoiceNo';

/**
 * Whether the first engine's lines hold the second engine's value for the field: the same figure of money,
 * or the same date. Not an amount the reader's own rules doubted rather than the engine (one at 0: a lost
 * decimal point, a figure followed by a larger sum). Never an invoice number: a number has no sum and no
 * calendar to check it by, and both engines read a font's O as its 0 the same wrong way ('J0/26/7813' for
 * 'IO/26/7813'); taking numbers read alike gave a wrong one on issue 28's held-out half
 * (docs/benchmarks.md, issue 43, sixth pass).
 */
export function isReadAlike(
  field: SecondField,
  found: { value: string | number; confidence: number },
  firstLines: readonly TextLine[],
): boolean {
  const texts = firstLines.map((line) => line.text);
  if (field === 'amount')
    return (
      found.confidence > 0 &&
      texts.some((text) =>
        moneyIn(withDigitsRepaired(text).toLowerCase()).some((figure) => figure.value === found.value),
      )
    );
  if (field === 'invoiceDate')
    return texts.some((text) => findDates(text).some((date) => date.iso === found.value));
  return false;
}
