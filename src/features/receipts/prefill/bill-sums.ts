// A bill's own arithmetic: the figures printed above its total (items, or a subtotal with its taxes,
// discount and round-off) add up to it. Two readings of different print that agree to the paisa are
// a check no single reading has.
import { CURRENCY, HANDED_OVER, moneyIn } from './money';
import { withDigitsRepaired } from './parse-date';
import { type Candidate, oneCharacterApart, type TextLine } from './text-line';

/** Figures that take away from the bill: a discount, a saving, a deduction. */
const TAKEN_AWAY = /\b(discount|disc|less|savings?|saved|deduction|coupon|cashback)\b/;

/**
 * Lines that carry a figure without being a part of the total: rates, counts, dates, numbers, and an
 * advance received towards it ('Advance recd. 500/-' above a lodge's 'Total Rs. 3000/-'). A number's
 * 'No' only, not a part's 'no tax' or 'no charge' ('Toll (pass-through, no GST) 40.00').
 */
const NOT_A_PART =
  /\b(advance|recd|received|in\s?words|rate|price\/|per\s?(l|litre|km|night)|volume|total\s?(qty|quantity|items?)|qty|km|kms|date|time|no\b(?!\s(gst|tax|vat|charges?|fee)\b)|#)/;

/** How many figured lines above a total the check looks at. */
const MOST_PARTS = 12;

/**
 * Whether the figures above line `total`, added one line at a time from the nearest, reach `value`, from
 * `leastParts` figures on. With `isPointLost`, a figure of three digits or more printed without paise
 * counts as one whose decimal point the engine lost ('Trip fare 103622' as 1,036.22): for a bill that
 * prints paise.
 */
export function addsUp(
  lines: readonly TextLine[],
  total: number,
  value: number,
  leastParts = 1,
  isPointLost = false,
): boolean {
  return sumsAbove(lines, total, isPointLost)
    .slice(leastParts - 1)
    .some((sum) => isSameToThePaisa(sum, value));
}

/**
 * Whether the figures above line `total` add up to a sum one digit away from `value`, and never to
 * `value` itself: a digit of the total, or of one of its parts, misread ('1.392.00' under 6,600.00, 396.00
 * and 396.00; '1397.75' under 362.35 and 35.40, a bar read as a leading 1). Which of them the reading
 * cannot tell, so the total is in doubt. Only a sum of two parts or more: one part is an item's own line.
 */
export function isOneDigitFromItsSum(lines: readonly TextLine[], total: number, value: number): boolean {
  const sums = sumsAbove(lines, total);
  if (sums.some((sum) => isSameToThePaisa(sum, value))) return false;
  return sums.slice(1).some((sum) => isOneDigitApart(digitsOf(sum), digitsOf(value)));
}

/**
 * Whether the bill's own arithmetic vouches for the figure `value` on line `total`: two figures or more
 * above it add up to it to the paisa. Digits misread in one line seldom land on what other lines' digits
 * add up to, so this checks a reading as well as reading its line again at another size does. Not one
 * part alone (an item's own line, misread alike), nor a fuel slip's product (it allows half a litre's
 * hundredth at the rate, so a paisa misread passes). A line the engine could barely read is left out
 * too, when counting it fails: its figure is junk ('Gross Amt TTTTTTTTTTT448 50' at 23), and the items
 * above it add up all the same.
 */
export function isVouchedByTheBill(lines: readonly TextLine[], total: number, value: number): boolean {
  const legible = lines.map((line) => (line.confidence < ILLEGIBLE ? { ...line, text: '' } : line));
  return addsUp(lines, total, value, 2) || addsUp(legible, total, value, 2);
}

/** Under this confidence a line's figures are junk more often than not. */
const ILLEGIBLE = 40;

const isSameToThePaisa = (a: number, b: number): boolean => Math.abs(a - b) < 0.005;

/** A figure's digits, paise and all ('1,392.00' and 1392 are '139200'). */
const digitsOf = (value: number): string => Math.round(value * 100).toString();

/** Whether two runs of digits differ by one digit: one changed, or one more at either end or within. */
function isOneDigitApart(a: string, b: string): boolean {
  if (a === b) return false;
  if (a.length === b.length) return oneCharacterApart(a, b) !== undefined;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length !== short.length + 1) return false;
  return [...long].some((_, at) => long.slice(0, at) + long.slice(at + 1) === short);
}

/** The sums of the figures above line `total`, one line more each, from the nearest up. */
function sumsAbove(lines: readonly TextLine[], total: number, isPointLost = false): number[] {
  const sums: number[] = [];
  let sum = 0;
  for (let at = total - 1; at >= 0 && sums.length < MOST_PARTS; at--) {
    const text = withDigitsRepaired(lines[at]?.text ?? '').toLowerCase();
    if (HANDED_OVER.test(text) || NOT_A_PART.test(text)) continue;
    const figure = moneyIn(text).at(-1);
    if (!figure) continue;
    const isTakenAway = TAKEN_AWAY.test(text) || /[-(]\s?$/.test(text.slice(0, figure.start));
    const hasLostItsPoint = isPointLost && /^\d{3,}$/.test(text.slice(figure.start, figure.end));
    const value = hasLostItsPoint ? figure.value / 100 : figure.value;
    sum = Math.round((sum + (isTakenAway ? -value : value)) * 100) / 100;
    sums.push(sum);
  }
  return sums;
}

const RATE = /\b(rate|price)\b|\/\s?(l|ltr|litre)\b/;
const VOLUME = /\b(volume|qty|quantity|litres?|ltrs?|hours?|hrs)\b|olume\b/;

/**
 * A fuel slip's own arithmetic: its rate times its volume, from the lines that name them ('Rate/Ltr
 * 99.07', 'Volume 18.03': 1,786.23), or a parking coupon's rate times its hours ('Rate: Rs 15/hr',
 * 'Hours: 6'); and how far off a total may be and still be that product (the pump multiplies the volume
 * it measured, printed to a hundredth of a litre: half of that, at the rate). Undefined when the lines
 * do not name one rate and one volume.
 */
export function rateTimesVolume(lines: readonly TextLine[]): { value: number; slack: number } | undefined {
  const figureOf = (pattern: RegExp, not?: RegExp) => {
    const found = lines.flatMap((line) => {
      const text = withDigitsRepaired(line.text).toLowerCase();
      return pattern.test(text) && !not?.test(text) ? moneyIn(text).slice(-1) : [];
    });
    return found.length === 1 ? found[0]?.value : undefined;
  };
  const rate = figureOf(RATE);
  const volume = figureOf(VOLUME, RATE);
  if (rate === undefined || volume === undefined) return undefined;
  return { value: rate * volume, slack: rate * 0.005 + 0.01 };
}

/** Whether a fuel slip's rate times its volume, as these lines read them, comes to `value`. */
export function isRateTimesVolume(lines: readonly TextLine[], value: number): boolean {
  const product = rateTimesVolume(lines);
  return product !== undefined && Math.abs(value - product.value) <= product.slack;
}

/**
 * Of two amounts, the one a fuel slip's rate times its volume comes to, as either engine read them
 * ('Rate/Ltr 99.07', 'Volume 18.03': 1,786.23 against tesseract's '1,780.23'); undefined when it comes to
 * both or neither, or no engine read a rate and a volume.
 */
export function byRateAndVolume(ours: number, theirs: number, readings: ReadonlyArray<readonly TextLine[]>) {
  for (const lines of readings) {
    const [isOurs, isTheirs] = [ours, theirs].map((value) => isRateTimesVolume(lines, value));
    if (isOurs !== isTheirs) return isOurs ? ours : theirs;
  }
  return undefined;
}

/** The figures printed as money above line `before`, as `laterFigures` finds them below a line. */
export function figuresAbove(lines: readonly TextLine[], before: number): number[] {
  return laterFigures(lines.slice(0, before).reverse(), -1);
}

/**
 * The figures of money below line `after`: those printed as money (with paise, or a currency sign), not
 * a phone number, a time or a PIN code in the footer; and not what was handed over or given back.
 */
export function laterFigures(lines: readonly TextLine[], after: number): number[] {
  return lines.slice(after + 1).flatMap((line) => {
    const text = withDigitsRepaired(line.text).toLowerCase();
    if (HANDED_OVER.test(text)) return [];
    const hasCurrency = CURRENCY.test(text);
    return moneyIn(text)
      .filter((figure) => hasCurrency || /\.\d{2}$/.test(text.slice(figure.start, figure.end)))
      .map((figure) => figure.value);
  });
}

/**
 * A total read with its currency sign taken for a leading digit, the engine sure of it ('Total Amt: 390'
 * for ₹90): the figure without that digit, when two parts or more above it, or the bill's rate times its
 * hours or litres, come to it and not to the figure as read. Not where a sign was read before the figure
 * ('Rs.390': its digits are all the figure's).
 */
export function withSignReadAsDigit(
  lines: readonly TextLine[],
  total: Candidate<number>,
): Candidate<number> | undefined {
  const text = withDigitsRepaired(lines[total.line]?.text ?? '').toLowerCase();
  const figure = moneyIn(text).find((each) => each.value === total.value);
  if (!figure || CURRENCY.test(text.slice(0, figure.start))) return undefined;
  const rest = text.slice(figure.start + 1, figure.end);
  if (!/^[1-9]/.test(rest)) return undefined;
  const value = Number(rest.replace(/,/g, ''));
  const comesTo = (sum: number) => addsUp(lines, total.line, sum, 2) || isRateTimesVolume(lines, sum);
  return comesTo(value) && !comesTo(total.value) ? { ...total, value } : undefined;
}
