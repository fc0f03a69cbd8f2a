// A total's label alone on its line, its figure alone on a line of its own: which line holds the figure.
import { HANDED_OVER } from './money';
import type { TextLine } from './text-line';

/** A line that holds a figure of money and nothing else: no label, no second figure. */
export const FIGURE_ALONE = /^\W{0,3}(?:₹|rs\.?)?\s?\d[\d,]*(?:\.\d{2})?\W{0,3}$/i;

/** A line of words and no figure but a rate ('CGST2.5%'): a label alone, its figure on a line of its own. */
const WORDS_ALONE = /^(?:[^\d]|\d+(?:\.\d+)?\s?%)*[a-z]{2}(?:[^\d]|\d+(?:\.\d+)?\s?%)*$/i;

/**
 * Whether the label alone on line `order` comes after its figure: the lines above it alternate, a figure
 * alone and a label alone, up from a figure that no label above claims ('7,392.00', 'Grand Total',
 * '1,000.00', 'Less: Advance' as the second engine orders a right-hand column set a little higher than
 * its labels). Where a label alone heads the run, each label is above its figure.
 */
export function isBelowItsFigure(lines: readonly TextLine[], order: number): boolean {
  let run = 0;
  for (let at = order - 1; at >= 0; at--, run++) {
    const text = lines[at]?.text ?? '';
    if (!(run % 2 === 0 ? FIGURE_ALONE : WORDS_ALONE).test(text)) break;
  }
  return run % 2 === 1;
}

/**
 * Whether the figure alone on line `at` is that of a label of money handed over alone right below it,
 * which has no figure alone below it: '520.00' above a last 'Cash Tendered', as the second engine orders a
 * right-hand column set a little higher than its labels. It is no total's, whatever label is above it.
 */
export function isHandedOverBelow(lines: readonly TextLine[], at: number): boolean {
  const below = lines[at + 1]?.text ?? '';
  const after = lines[at + 2]?.text;
  return (
    WORDS_ALONE.test(below) &&
    HANDED_OVER.test(below.toLowerCase()) &&
    (after === undefined || !FIGURE_ALONE.test(after))
  );
}
