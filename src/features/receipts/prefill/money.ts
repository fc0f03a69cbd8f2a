// The figures of money in a line of a bill, as Indian bills print them.

const MAX_AMOUNT = 10_000_000;

/** Lines of money handed over or given back, not billed: cash tendered, change, a balance, a refund. */
export const HANDED_OVER = /\b(tendered|change|balance|cash\s?received|paid\s?by|refund)\b/;

// Indian (1,23,456.00) or western (123,456.00) grouping, or none; paise optional.
const MONEY =
  /(?<![\d.,/])(\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?![\d%]|\.\d|\s?%|\s?(?:km|kg|l\b|ltr|litre))/g;

export function moneyIn(text: string, from = 0): Array<{ value: number; start: number; end: number }> {
  const values: Array<{ value: number; start: number; end: number }> = [];
  for (const match of text.slice(from).matchAll(MONEY)) {
    const whole = (match[1] ?? '').replaceAll(',', '');
    const value = Number(`${whole}.${match[2] ?? '0'}`);
    const start = from + match.index;
    if (value > 0 && value < MAX_AMOUNT)
      values.push({ value: Math.round(value * 100) / 100, start, end: start + match[0].length });
  }
  return values;
}
