// A value the second engine read unsure that the first engine's lines also hold, character for character:
// two engines reading the same characters from their own pixels, where either alone was unsure.
import { moneyIn } from '../money';
import { findDates, withDigitsRepaired } from '../parse-date';
import { DIGIT_LOOKALIKES, LETTER_LOOKALIKES } from '../read-number';
import type { TextLine } from '../text-line';

type SecondField = 'amount' | 'invoiceDate' | 'invoiceNo';

/** A 0 or a 1 next to a letter ('J0/26/…' for 'IO/26/…'): an O or an I both engines may read as a digit. */
const O_OR_I_BESIDE_LETTERS = /[A-Za-z][01]|[01][A-Za-z]/;

/**
 * Whether the first engine's lines hold the second engine's value for the field: the same figure of money,
 * the same date, or the same number as a whole token. Not a value the reader's own rules doubted rather
 * than the engine (an amount at 0: a lost decimal point, a figure followed by a larger sum), nor a number
 * with a letter among its digits or a 0 or 1 beside its letters: both engines read an O of a font that
 * draws it as its 0 the same wrong way.
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
  const value = String(found.value);
  if (DIGIT_LOOKALIKES.test(value) || LETTER_LOOKALIKES.test(value) || O_OR_I_BESIDE_LETTERS.test(value))
    return false;
  const token = new RegExp(`(?<![A-Za-z0-9])${value.replace(/[/.-]/g, '\\$&')}(?![A-Za-z0-9])`);
  return texts.some((text) => token.test(text));
}
