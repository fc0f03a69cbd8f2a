// A bill's own arithmetic: the figures printed above its total (items, or a subtotal with its taxes,
// discount and round-off) add up to it. Two readings of different print that agree to the paisa are
// a check no single reading has.

import { moneyIn } from './money';
import { withDigitsRepaired } from './parse-date';
import { confidenceAt, type TextLine } from './text-line';

/** Figures that take away from the bill: a discount, a saving, a deduction. */
const TAKEN_AWAY = /\b(discount|disc|less|savings?|saved|deduction|coupon|cashback)\b/;

/** Lines that carry a figure without being a part of the total: what was handed over, rates, counts. */
const NOT_A_PART =
  /\b(tendered|change|balance|cash\s?received|in\s?words|rate|price\/|per\s?(l|litre|km|night)|volume|total\s?(qty|quantity|items?)|qty|km|kms|date|time|no\b|#)/;

/** How many figured lines above a total the check looks at. */
const MOST_PARTS = 12;

export interface Part {
  value: number;
  confidence: number;
  line: number;
}

/** The figures above line `total`, nearest first, each with its sign as the bill adds it. */
export function partsAbove(lines: TextLine[], total: number): Part[] {
  const parts: Part[] = [];
  for (let at = total - 1; at >= 0 && parts.length < MOST_PARTS; at--) {
    const line = lines[at];
    if (!line) break;
    const text = withDigitsRepaired(line.text).toLowerCase();
    if (NOT_A_PART.test(text)) continue;
    const figure = moneyIn(text).at(-1);
    if (!figure) continue;
    const isNegative = TAKEN_AWAY.test(text) || /[-(]\s?$/.test(text.slice(0, figure.start));
    parts.push({
      value: isNegative ? -figure.value : figure.value,
      confidence: confidenceAt(line, figure.start, figure.end),
      line: at,
    });
  }
  return parts;
}

/** The running sums of the parts above a total, nearest first: the bill adds up if one of them is it. */
export function runningSums(parts: Part[]): number[] {
  const sums: number[] = [];
  let sum = 0;
  for (const part of parts) {
    sum = Math.round((sum + part.value) * 100) / 100;
    sums.push(sum);
  }
  return sums;
}

/** Whether the figures above line `total` add up to `value`. */
export function addsUp(lines: TextLine[], total: number, value: number): boolean {
  return runningSums(partsAbove(lines, total)).some((sum) => Math.abs(sum - value) < 0.005);
}
