// A bill's own arithmetic: the figures printed above its total (items, or a subtotal with its taxes,
// discount and round-off) add up to it. Two readings of different print that agree to the paisa are
// a check no single reading has.
import { HANDED_OVER, moneyIn } from './money';
import { withDigitsRepaired } from './parse-date';
import type { TextLine } from './text-line';

/** Figures that take away from the bill: a discount, a saving, a deduction. */
const TAKEN_AWAY = /\b(discount|disc|less|savings?|saved|deduction|coupon|cashback)\b/;

/** Lines that carry a figure without being a part of the total: rates, counts, dates, numbers. */
const NOT_A_PART =
  /\b(in\s?words|rate|price\/|per\s?(l|litre|km|night)|volume|total\s?(qty|quantity|items?)|qty|km|kms|date|time|no\b|#)/;

/** How many figured lines above a total the check looks at. */
const MOST_PARTS = 12;

/** Whether the figures above line `total`, added one line at a time from the nearest, reach `value`. */
export function addsUp(lines: readonly TextLine[], total: number, value: number): boolean {
  let sum = 0;
  let parts = 0;
  for (let at = total - 1; at >= 0 && parts < MOST_PARTS; at--) {
    const text = withDigitsRepaired(lines[at]?.text ?? '').toLowerCase();
    if (HANDED_OVER.test(text) || NOT_A_PART.test(text)) continue;
    const figure = moneyIn(text).at(-1);
    if (!figure) continue;
    const isTakenAway = TAKEN_AWAY.test(text) || /[-(]\s?$/.test(text.slice(0, figure.start));
    sum = Math.round((sum + (isTakenAway ? -figure.value : figure.value)) * 100) / 100;
    parts++;
    if (Math.abs(sum - value) < 0.005) return true;
  }
  return false;
}
