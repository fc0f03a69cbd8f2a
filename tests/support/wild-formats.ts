// Indian formats of the second labelled set (wild-receipts.ts): lakh grouping, 'Rs.', '₹', '/-', two-digit
// years, and what a layout of it draws.
import type { ReadExpenseType } from '../../src/features/receipts/prefill/fields';
import { type Day, digits, int, MONTHS, pad, pick, type Random } from './receipt-specs';

export interface WildDrawn {
  html: string;
  paperWidth: number;
  truth: { amount: number; invoiceNo: string; invoiceDate: string; expenseType: ReadExpenseType };
}

export interface WildLayout {
  name: string;
  draw: (random: Random, day: Day) => WildDrawn;
}

/** Lakh grouping: 1,23,456.50 (or without paise). */
export function lakh(value: number, paise = true): string {
  const [whole = '0', fraction = '00'] = value.toFixed(2).split('.');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  const grouped = rest ? `${rest},${last3}` : last3;
  return paise ? `${grouped}.${fraction}` : grouped;
}

export type WildMoney = 'Rs.' | '₹' | 'Rs' | '/-' | 'Rs./-' | 'plain';

/** A sum as Indian bills print it: 'Rs. 1,250.00', '₹1,250.00', '1,250/-', 'Rs. 1,250/-'. */
export function inr(value: number, style: WildMoney): string {
  const whole = Number.isInteger(value);
  switch (style) {
    case 'Rs.':
      return `Rs. ${lakh(value)}`;
    case '₹':
      return `₹${lakh(value)}`;
    case 'Rs':
      return `Rs ${lakh(value)}`;
    case '/-':
      return whole ? `${lakh(value, false)}/-` : lakh(value);
    case 'Rs./-':
      return whole ? `Rs. ${lakh(value, false)}/-` : `Rs. ${lakh(value)}`;
    case 'plain':
      return lakh(value);
  }
}

export type WildDate = 'dd.mm.yy' | 'dd/mm/yy' | 'dd-mm-yyyy' | 'dd.mm.yyyy' | 'dd MMM yyyy' | 'dd-MMM-yy';

export function day(at: Day, style: WildDate): string {
  const d = pad(at.date.getUTCDate());
  const m = pad(at.date.getUTCMonth() + 1);
  const y = String(at.date.getUTCFullYear());
  const name = MONTHS[at.date.getUTCMonth()] as string;
  switch (style) {
    case 'dd.mm.yy':
      return `${d}.${m}.${y.slice(2)}`;
    case 'dd/mm/yy':
      return `${d}/${m}/${y.slice(2)}`;
    case 'dd-mm-yyyy':
      return `${d}-${m}-${y}`;
    case 'dd.mm.yyyy':
      return `${d}.${m}.${y}`;
    case 'dd MMM yyyy':
      return `${d} ${name.toUpperCase()} ${y}`;
    case 'dd-MMM-yy':
      return `${d}-${name}-${y.slice(2)}`;
  }
}

/** A day some weeks before or after `at`, for decoys (expiry, check-out, booking). */
export function shifted(at: Day, days: number): Day {
  const date = new Date(at.date.getTime() + days * 86_400_000);
  return { iso: date.toISOString().slice(0, 10), date };
}

export const clock = (random: Random) => `${pad(int(random, 6, 23))}:${pad(int(random, 0, 59))}`;
export const paise = (random: Random, low: number, high: number, whole = false) =>
  whole ? int(random, low, high) : int(random, low * 100, high * 100) / 100;
export { digits, int, pick };
