// The third receipt set's small tools: a seeded random source, days, Indian money and date formats, ids.
// Written apart from the other two sets (receipt-set.ts, wild-*.ts) and without reading them or the reader,
// so that nothing here can echo a rule the reader was tuned to. No Node imports: browser code may use it.
import type { ReadExpenseType } from '../../src/features/receipts/prefill/fields';

/** A seeded source of numbers in [0, 1): a 32-bit xorshift with a multiply, mixed from the seed first. */
export type Rng = () => number;

export function rngFrom(seed: number): Rng {
  let state = (Math.imul(seed ^ 0x5bd1e995, 0x27d4eb2d) ^ 0x9e3779b9) >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return (Math.imul(state, 0x2545f491) >>> 0) / 4294967296;
  };
  // Nearby seeds start from nearby states: a few rounds first take them apart.
  for (let round = 0; round < 12; round++) next();
  return next;
}

/** A whole number from `low` to `high`, both included. */
export const between = (rng: Rng, low: number, high: number) => low + Math.floor(rng() * (high - low + 1));
export const oneOf = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
export const chance = (rng: Rng, odds: number) => rng() < odds;
export const zeros = (value: number, width = 2) => String(value).padStart(width, '0');
/** `count` digits, the first never a zero. */
export const digits = (rng: Rng, count: number) =>
  String(between(rng, 1, 9)) + Array.from({ length: count - 1 }, () => between(rng, 0, 9)).join('');
export const letters = (rng: Rng, count: number) =>
  Array.from({ length: count }, () => oneOf(rng, 'ABCDEFGHJKLMNPRSTUVWXYZ'.split(''))).join('');

/** A calendar day, kept in UTC so that no time zone moves it. */
export interface Day {
  iso: string;
  year: number;
  month: number;
  date: number;
  time: number;
}

export function dayOf(time: number): Day {
  const at = new Date(time);
  const [year, month, date] = [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate()];
  return { iso: `${year}-${zeros(month)}-${zeros(date)}`, year, month, date, time };
}

/** The day `count` days before `today`'s own calendar day (as the machine's clock shows it). */
export const daysBefore = (today: Date, count: number) =>
  dayOf(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() - count));
export const shift = (day: Day, count: number) => dayOf(day.time + count * 86_400_000);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const DATE_FORMATS = [
  'dd/mm/yyyy',
  'dd-mm-yy',
  'dd.mm.yyyy',
  'dd-Mon-yyyy',
  'Mon dd, yyyy',
  'yyyy-mm-dd',
  'dd/mm/yy',
  'dd MON yyyy',
  'dd-mm-yyyy',
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export function printDay(day: Day, format: DateFormat): string {
  const [dd, mm, yyyy, yy] = [zeros(day.date), zeros(day.month), String(day.year), zeros(day.year % 100)];
  const mon = MONTHS[day.month - 1] as string;
  switch (format) {
    case 'dd/mm/yyyy':
      return `${dd}/${mm}/${yyyy}`;
    case 'dd-mm-yy':
      return `${dd}-${mm}-${yy}`;
    case 'dd.mm.yyyy':
      return `${dd}.${mm}.${yyyy}`;
    case 'dd-Mon-yyyy':
      return `${dd}-${mon}-${yyyy}`;
    case 'Mon dd, yyyy':
      return `${mon} ${dd}, ${yyyy}`;
    case 'yyyy-mm-dd':
      return `${yyyy}-${mm}-${dd}`;
    case 'dd/mm/yy':
      return `${dd}/${mm}/${yy}`;
    case 'dd MON yyyy':
      return `${dd} ${mon.toUpperCase()} ${yyyy}`;
    case 'dd-mm-yyyy':
      return `${dd}-${mm}-${yyyy}`;
  }
}

/** A time of day on a 24-hour clock, or with AM/PM; seconds when asked. */
export function clock(rng: Rng, style: '24' | '12' | '24s' = '24'): string {
  const [hour, minute, second] = [between(rng, 6, 22), between(rng, 0, 59), between(rng, 0, 59)];
  if (style === '12') return `${zeros(((hour + 11) % 12) + 1)}:${zeros(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
  return `${zeros(hour)}:${zeros(minute)}${style === '24s' ? `:${zeros(second)}` : ''}`;
}

/** Rupees grouped the Indian way (1,23,456.00), or the western way, with or without paise. */
export function rupees(amount: number, options: { paise?: boolean; western?: boolean } = {}): string {
  const { paise = true, western = false } = options;
  const whole = Math.floor(amount + 1e-9);
  const cents = Math.round((amount - whole) * 100);
  let head = String(whole);
  if (western) head = head.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  else if (head.length > 3) {
    const last = head.slice(-3);
    head = `${head.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last}`;
  }
  return paise ? `${head}.${zeros(cents)}` : head;
}

/** Two places, no grouping: the way a till prints a line's figure. */
export const plain = (amount: number) => amount.toFixed(2);
/** Rounds to paise, away from float noise. */
export const paise = (amount: number) => Math.round(amount * 100) / 100;

const ONES =
  'Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen'.split(
    ' ',
  );
const TENS = 'Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety'.split(' ');

/** A whole number of rupees in words, as a handwritten or carbon voucher spells it (below a lakh). */
export function inWords(value: number): string {
  const below100 = (n: number) =>
    n < 20 ? (ONES[n] as string) : `${TENS[Math.floor(n / 10) - 2]}${n % 10 ? ` ${ONES[n % 10]}` : ''}`;
  const below1000 = (n: number) =>
    n >= 100 ? `${ONES[Math.floor(n / 100)]} Hundred${n % 100 ? ` ${below100(n % 100)}` : ''}` : below100(n);
  if (value < 1000) return below1000(value);
  const rest = value % 1000;
  return `${below100(Math.floor(value / 1000))} Thousand${rest ? ` ${below1000(rest)}` : ''}`;
}

/** A GSTIN of the state `code` (27 Maharashtra, 29 Karnataka, ...): its form, not a real one. */
export const gstin = (rng: Rng, code: string) =>
  `${code}${letters(rng, 5)}${digits(rng, 4)}${letters(rng, 1)}${between(rng, 1, 9)}Z${letters(rng, 1)}`;
export const phone = (rng: Rng) => `${oneOf(rng, ['9', '8', '7'])}${digits(rng, 9)}`;
export const vehicle = (rng: Rng, state = 'MH') =>
  `${state}${zeros(between(rng, 1, 50))}${letters(rng, 2)}${digits(rng, 4)}`;

/** What a claim needs from a bill. */
export interface ThirdTruth {
  amount: number;
  invoiceNo: string;
  /** ISO yyyy-mm-dd. */
  invoiceDate: string;
  expenseType: ReadExpenseType;
}

/** A bill drawn by a layout: its HTML, and the amount and date exactly as it prints them (for the test). */
export interface ThirdDrawn {
  html: string;
  paperWidth: number;
  truth: ThirdTruth;
  printed: { amount: string; invoiceDate: string };
}

export interface ThirdLayout {
  name: string;
  draw: (rng: Rng, day: Day) => ThirdDrawn;
}

/** The page around a bill: its fonts, ink and paper. `css` is the layout's own. */
export function billPage(paperWidth: number, css: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;padding:0;background:#fff}
#bill{width:${paperWidth}px;box-sizing:border-box;overflow:hidden}
#bill table{border-collapse:collapse;width:100%}
.r{text-align:right}.c{text-align:center}.b{font-weight:bold}
${css}</style></head><body><div id="bill">${body}</div></body></html>`;
}

/** A bill as a layout draws it: its page, the truth a claim needs, and how the bill prints it. */
export function drawnBill(
  paperWidth: number,
  css: string,
  body: string,
  truth: Omit<ThirdTruth, 'invoiceDate'> & { day: Day },
  printed: ThirdDrawn['printed'],
): ThirdDrawn {
  const { amount, invoiceNo, day, expenseType } = truth;
  return {
    html: billPage(paperWidth, css, body),
    paperWidth,
    truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType },
    printed,
  };
}
