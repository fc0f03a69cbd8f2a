// Paise a printer's 0 was misread in: a 0 with a speck in its hole, or a slashed or dotted 0, reads as a 6
// or an 8 ('178.60' for 178.00, 'Rs 80.06' for Rs 80.00).
import { moneyIn } from './money';
import { withDigitsRepaired } from './parse-date';
import { type TextLine, weakestCharacterAt } from './text-line';

/**
 * A paisa read as a 6 or an 8 less sure than this is a guess: a printed 0 with a speck in its hole reads
 * so ('178.60' for '178.00', its 6 at 72). On the wild set's diagnosis draws the second engine read its
 * right paise of 6 and 8 98-100 sure, and its two such misreadings 72 and 77 (docs/benchmarks.md, issue
 * 43, ninth pass). The first engine's characters are all but always 94-99 sure, right or wrong.
 */
const ZERO_LIKE_PAISA_FROM = 90;

/** Whether a paisa of the figure at text[start, end) is a 6 or an 8 the engine was unsure of. */
export function hasZeroLikePaisa(line: TextLine, text: string, start: number, end: number): boolean {
  const point = text.slice(start, end).search(/\.\d{2}$/);
  if (point < 0) return false;
  return [1, 2].some((offset) => {
    const at = start + point + offset;
    const sureness = weakestCharacterAt(line, at, at + 1) ?? 100;
    return /[68]/.test(text[at] ?? '') && sureness < ZERO_LIKE_PAISA_FROM;
  });
}

/** Whether the line holds the figure `value` with a paisa of 6 or 8 that its engine was unsure of. */
export function hasZeroLikePaisaOf(line: TextLine, value: number): boolean {
  const figures = withDigitsRepaired(line.text).toLowerCase();
  return moneyIn(figures).some(
    (figure) => figure.value === value && hasZeroLikePaisa(line, figures, figure.start, figure.end),
  );
}

/**
 * The amount with its paise's 6s, 8s and 9s read as 0s (80.06 as 80, 1,323.68 as 1,323, 114.98 as 114):
 * for a bill whose engine read its 0s so elsewhere (its date real only with a 6 or an 8 read back as a 0:
 * `readsZeroAsLookalike`). On the wild set's diagnosis draws each total with such paise on such a bill was
 * whole rupees; so were all 18 totals of such bills on the fourteenth pass's (seeds 42, 60-70), where a
 * bus ticket's engine read the 0s of its paise as 8s and 9s ('Tkt Amt Rs. 114.98').
 */
export function withZeroPaise(value: number): number {
  const paise = String(Math.round(value * 100) % 100).padStart(2, '0');
  return Math.trunc(value) + Number(paise.replace(/[689]/g, '0')) / 100;
}
