// The figures of money in a line of a bill, as Indian bills print them.

const MAX_AMOUNT = 10_000_000;

/** A currency's sign or abbreviation, in a line's lower-cased text. */
export const CURRENCY = /(₹|\brs\b\.?|\binr\b|\brs\.)/;

/**
 * Lines of money handed over or given back, not billed: cash tendered (its word misread too: 'Tendeed'),
 * change, a refund, a balance (its word glued to the words beside it too, 'Walletbalance', 'BalancePaid',
 * or its B lost at a photo's edge, 'alance Paid at Check-out').
 */
export const HANDED_OVER = /\b(tende\w*|change|cash\s?received|paid\s?by|refund)\b|alance/;

// Indian (1,23,456.00) or western (123,456.00) grouping, or none; paise optional. A grouping comma the
// engine read as a dot ('1.132.00') is a grouping still when a decimal point with paise follows it.
const MONEY =
  /(?<![\d.,/])(?<!\d[;:])(\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+|\d{1,3}(?:\.\d{3})+(?=\.\d{2}(?!\d))|\d+)(?:\.(\d{1,2}))?(?![\d%]|[.;:]\d|\s?%|\s?(?:km|kg|l\b|ltr|litre))/g;

/**
 * A grouping comma read as a dot and the decimal point lost ('1.82450' for '1,824.50'): two misreads in
 * one figure, so the figure is only a guess at the amount.
 */
const GROUPED_POINT_LOST = /(?<![\d.,/])(\d{1,3})\.(\d{3})(\d{2})(?![\d.,%])/g;

/**
 * A grouping comma read as a semicolon or a colon ('1;244.50'): the figure after it is no figure of its
 * own (so MONEY skips it), and the whole is only a guess at the amount.
 */
const GROUPING_MISREAD = /(?<![\d.,/])(\d{1,3})[;:](\d{3}(?:\.\d{2})?)(?![\d.,%])/g;

/**
 * 'Rs.1,186.99': the abbreviation's dot is not a decimal point of the figure after it; nor is it with the
 * s lost ('NETAMT R.522.92').
 */
const RUPEES_DOT = /\brs?\.(?=\d)/gi;

export interface Money {
  value: number;
  start: number;
  end: number;
  /** Read only by guessing what the engine lost: never given, but it still names where the amount is. */
  isGuess?: boolean;
}

/** The figures of money in `text` from `from` on; with `guesses`, those read by guessing too (`isGuess`). */
export function moneyIn(text: string, from = 0, guesses = false): Money[] {
  // One character for one: the places found still point into `text`.
  const plain = text.slice(from).replace(RUPEES_DOT, (sign) => `${sign.slice(0, -1)} `);
  const values: Money[] = [];
  for (const match of plain.matchAll(MONEY)) {
    const whole = (match[1] ?? '').replace(/[,.]/g, '');
    const value = Number(`${whole}.${match[2] ?? '0'}`);
    const start = from + match.index;
    if (value > 0 && value < MAX_AMOUNT)
      values.push({ value: Math.round(value * 100) / 100, start, end: start + match[0].length });
  }
  if (guesses) {
    for (const match of plain.matchAll(GROUPED_POINT_LOST)) {
      const start = from + match.index;
      const value = Number(`${match[1]}${match[2]}.${match[3]}`);
      values.push({ value, start, end: start + match[0].length, isGuess: true });
    }
    for (const match of plain.matchAll(GROUPING_MISREAD)) {
      const start = from + match.index;
      values.push({
        value: Number(`${match[1]}${match[2]}`),
        start,
        end: start + match[0].length,
        isGuess: true,
      });
    }
  }
  return values.sort((a, b) => a.start - b.start);
}
