// Dates as Indian bills print them: dd/mm/yyyy, dd-mm-yy, dd.mm.yyyy, d MMM yyyy, d-MMM-yy (day first), and
// 'Nov 7, 2026' as app receipts and e-tickets print them (a month's name first, then the day and a comma).
import { oneCharacterApart } from './text-line';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** yyyy-mm-dd, or undefined when the day does not exist (31/04, 29/02 of a common year). */
export function isoDate(year: number, month: number, day: number): string | undefined {
  if (!Number.isInteger(year) || year < 1900 || year > 2999) return undefined;
  if (!Number.isInteger(month) || month < 1 || month > 12) return undefined;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface FoundDate {
  iso: string;
  /** Where in the line it starts and how long it is there, so a caller can tell which words it came from. */
  index: number;
  length: number;
  /** Read only with some of its 8s and 6s as their look-alikes ('27-63-2026' as 27-03-2026). */
  isRepaired?: boolean;
}

// A year of two digits is 20yy; separators may carry a space or two after OCR ('12 / 03 /2025',
// '12-03- 2025'), and a slash may be read as a dot or the other way ('21.01/26'). A day glued to a letter
// or a sign ('P8/02/2026', '§8/02/2026') lost a digit to it: 08, 18 or 28? Not one glued to a date's own
// label ('Dt.16/03/26', 'Date20/01/25', its t read as an L: 'DL17/02/26', or lost: 'D.12/03/26'): an
// engine that reads a line as one word leaves out the space, not a digit. So with a time glued to the year
// ('07/11/2615:16' is 07/11/26 at 15:16): a year of four digits is not followed by a time's ':16'.
// Its time's colon lost too, a year of two digits is followed by the hours and minutes ('09/05/262023').
const GLUED_TO_ITS_LABEL = String.raw`(?<=(?<![\p{L}\d])(?:(?:[Dd][TtLl]|[Dd]ate|DATE)[.:]?|[Dd][.:]))`;
const NUMERIC = new RegExp(
  String.raw`(?:${GLUED_TO_ITS_LABEL}|(?<![\p{L}\d.§]))(\d{1,2})\s{0,2}([/.-])\s{0,2}(\d{1,2})\s{0,2}(?:\2|(?<=[/.]\s{0,2}\d{1,2}\s{0,2})[/.])\s{0,2}(\d{4}(?![:.]\d{2})|\d{2})(?=\d{1,2}[:.]\d{2}(?!\d)|(?!\d)|(?<=\D\d{2})(?:[01]\d|2[0-3])[0-5]\d(?!\d))`,
  'gu',
);
// So is a named month's date glued to its label ('Invokce Date11-Jan-26').
const NAMED = new RegExp(
  String.raw`(?:${GLUED_TO_ITS_LABEL}|(?<![\p{L}\d§]))(\d{1,2})(?:st|nd|rd|th)?[\s.-]{0,2}(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|[o0]ct|n[o0]v|dec)[a-z]*\.?[\s,-]{0,3}(\d{4}|\d{2})(?!\d)`,
  'giu',
);
// A named month's day with its digits read as their look-alikes, glued to the month ('OSAUG 2026' for 05
// AUG 2026): taken before a year of four digits only, 'IS JAN' and 'OS NOV' being words.
const NAMED_DAY_MISREAD =
  /(?<![\p{L}\d§])([0-3OoIl][\dOoIlSsB])(?<!\d\d)(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\s{1,2}(20\d{2})(?!\d)/giu;
// The month's name first: 'Nov 7, 2026', 'November 07 2026'. The year has four digits: 'Nov 7, 26' could
// be a day and a year or the 7th and a price.
const MONTH_FIRST =
  /(?<![\p{L}\d])(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s{1,2}(\d{1,2})(?:st|nd|rd|th)?\s{0,2},?\s{0,2}(\d{4})(?!\d)/giu;
const ISO = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g;
// A date with one separator lost ('0202/26', '23.052026', '2609.2026', '1401/2618:41', '20.0226 23:43'):
// its day and month two digits each. A dot is left only before a year of four digits ('1205.26' is an
// amount), or between the day and the month. Taken only after a word of a date's label, however misread
// ('Dste:', 'Dae'; then also before a time glued with its colon lost, 'Dte: 3006/261232'), or before a
// time: 'No 1203/26' is a number.
const SEPARATOR_LOST =
  /(?<![\p{L}\d.§/-])(?:(\d{2})(\d{2})(?:[/-](\d{4}(?![:.]\d{2})|\d{2})|\.(20\d{2}(?![:.]\d{2})))|(\d{2})[/-](\d{2})(\d{4}(?![:.]\d{2})|\d{2})|(\d{2})\.(\d{2})(20\d{2}(?![:.]\d{2})|2\d))(?=(\s?\d{1,2}[:.]\d{2}(?!\d))|(?!\d)|(?<=\D\d{2})(?:[01]\d|2[0-3])[0-5]\d(?!\d))/gu;
const DATE_LABEL_BEFORE = /\bd[a-z]{0,4}\.?\s?:?\s?$/i;
// Every separator lost ('Date: 1804261939' for 18.04.26 19:39): six digits, the year's two of this
// century's twenties, a time's four at most after them (its colon kept or not: 'Dae: 27102611:03');
// taken only after a date's own label, however misread ('De:', 'Dae', 'Dt'), not a docket's or a
// document's ('Doc 180426').
const EVERY_SEPARATOR_LOST =
  /(?<![\p{L}\d.§/-])(\d{2})(\d{2})(2\d)(?=(?:[01]\d|2[0-3]):?[0-5]\d(?!\d)|(?!\d))/gu;
const DATE_OWN_LABEL_BEFORE = /\bd(?:[a-z]{0,2}e|t)\.?\s?:?\s?$/i;
// 'dd-Mmm-yy' with a letter of the month's name misread ('28-Agr-26', '20Hun-26'): the hyphens and the
// three characters between them say it is a date; so does a year of four digits after a space ('05FE8
// 2026'), and a space after the day where the month holds a digit ('27 1UN 2026'; not '10 Nos 2026').
// Its month is the one month a letter away, if one.
const MONTH_MISREAD =
  /(?<![\p{L}\d§])(\d{1,2})(?:-?|\s(?=[\p{L}\d]{0,2}\d))((?=[\p{L}\d]*\p{L}[\p{L}\d]*\p{L})[\p{L}\d]{3})(?:-(\d{4}|\d{2})|\s(20\d{2}))(?!\d)/gu;

/** Letters OCR reads for digits on faded or grainy print, and the digit each stands for. */
const LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  I: '1',
  l: '1',
  '|': '1',
  i: '1',
  S: '5',
  s: '5',
  B: '8',
};

/**
 * The look-alike letters in figures put back as digits ('l2/O3/2O26' becomes '12/03/2026',
 * '1,4B4.85' becomes '1,484.85'), one character for one so places in the text still hold. Only words
 * made of digits, separators and look-alikes, with two digits at least, are touched: 'SGST', 'Bill',
 * 'Rs.' stay as they are, and so does a code with a letter prefix ('B1234', 'SB/12'), which is no figure.
 */
export function withDigitsRepaired(text: string): string {
  return text.replace(/[^\s:₹]+/g, (whole) => {
    // A figure glued to the rupees' sign is repaired after it ('Rs.923.2B' is Rs. 923.28), and so is the
    // sign, its R read as a 7 or a T ('7s.554.11' is Rs. 554.11, not 75,554.11).
    const sign = (RUPEES_GLUED.exec(whole)?.[0] ?? '').replace(/^[7T]/, 'R');
    // Right after the sign a Z is a 2 too ('Rs.Z91.07'): no figure of money starts with a letter.
    const word = sign ? whole.slice(sign.length).replace(/^Z/, '2') : whole;
    const core = word.replace(/^\(+|[),]+$/g, '');
    if (!/^[\dOoIl|iSsB.,/-]+$/.test(core)) return whole;
    // A code's letter prefix ('B1234', 'SB/1234') is no misread figure.
    if ((core.match(/\d/g)?.length ?? 0) < 2 || /^[A-Za-z]+(\d+$|[/-])/.test(core)) return whole;
    return sign + word.replace(/[OoIl|iSsB]/g, (char) => LOOKALIKES[char] ?? char);
  });
}

/**
 * The rupees' sign before a figure with no space, the figure starting with a digit or its look-alike;
 * also its R read as a 7 or a T, before a dot and a figure with its own paise ('7s.554.11'; '7s.50' is
 * 75.50).
 */
const RUPEES_GLUED = /^(?:(?:[Rr][Ss]|[Ii][Nn][Rr])\.?(?=[\dOoIl|iSsBZ])|[7T]s\.(?=\d[\d,]*\.\d{2}(?!\d)))/;

/**
 * Every real date in the line, in the order they appear, look-alike letters in its figures read as
 * digits. With `isPlausible`, a date that cannot be (month 84, year 2826, a journey in 2028) is read once
 * more with its 8s and 6s as their look-alikes (a printer's slashed zero reads as 8 or 6, a faint 6 as 8):
 * taken only when one reading, with the fewest such changes, is a real and plausible date.
 */
export function findDates(text: string, isPlausible?: (iso: string) => boolean): FoundDate[] {
  const line = withDigitsRepaired(text);
  const found: FoundDate[] = [];
  for (const match of line.matchAll(ISO)) {
    const iso = isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
    if (iso) found.push({ iso, index: match.index, length: match[0].length });
  }
  // The date its figures make (day, month, year; or day and year beside a month), where none found before
  // starts near it; a named month's date ('7 Nov 2026') is taken beside any other.
  const take = (match: RegExpMatchArray, figures: string[], month?: number, isBesideAny = false) => {
    const toIso = ([day, ...rest]: string[]) =>
      month === undefined
        ? isoDate(fullYear(rest[1] ?? ''), Number(rest[0]), Number(day))
        : isoDate(fullYear(rest[0] ?? ''), month, Number(day));
    const read = dateAsRead(figures, toIso, isPlausible);
    const index = match.index ?? 0;
    if (read && (isBesideAny || !found.some((date) => overlaps(date.index, index))))
      found.push({ ...read, index, length: match[0].length });
  };
  for (const match of line.matchAll(NUMERIC)) take(match, [match[1] ?? '', match[3] ?? '', match[4] ?? '']);
  for (const match of line.matchAll(NAMED)) {
    const month = MONTHS.indexOf((match[2] ?? '').slice(0, 3).toLowerCase().replace('0', 'o')) + 1;
    take(match, [match[1] ?? '', match[3] ?? ''], month, true);
  }
  for (const match of line.matchAll(NAMED_DAY_MISREAD)) {
    const day = (match[1] ?? '').replace(/[OoIlSsB]/g, (char) => LOOKALIKES[char] ?? char);
    take(match, [day, match[3] ?? ''], MONTHS.indexOf((match[2] ?? '').toLowerCase()) + 1);
  }
  for (const match of line.matchAll(MONTH_FIRST))
    take(
      match,
      [match[2] ?? '', match[3] ?? ''],
      MONTHS.indexOf((match[1] ?? '').slice(0, 3).toLowerCase()) + 1,
    );
  for (const match of line.matchAll(SEPARATOR_LOST)) {
    // The day, month and year of whichever of its three forms matched (the first with a year after a
    // slash or a dash, or after a dot); group 11 is a time after it.
    const from = [1, 5, 8].find((at) => match[at] !== undefined) ?? 1;
    const [day = '', month = '', ...years] = match.slice(from, from === 1 ? 5 : from + 3);
    const figures = [day, month, years.find((year) => year !== undefined) ?? ''];
    if (match[11] !== undefined || DATE_LABEL_BEFORE.test(line.slice(0, match.index))) take(match, figures);
  }
  for (const match of line.matchAll(EVERY_SEPARATOR_LOST))
    if (DATE_OWN_LABEL_BEFORE.test(line.slice(0, match.index))) take(match, match.slice(1, 4) as string[]);
  for (const match of line.matchAll(MONTH_MISREAD)) {
    const month = monthOneLetterAway(match[2] ?? '');
    if (month) take(match, [match[1] ?? '', match[3] ?? match[4] ?? ''], month);
  }
  return found.sort((a, b) => a.index - b.index);
}

/**
 * The month (1 to 12) whose name's first three letters are one letter away from `word`'s ('Agr' is Apr,
 * 'Hun' Jun), or is with a look-alike digit read as its letter ('Ju1' is Jul); undefined for a month's own
 * name, and where two months are as near ('Jar': Jan or Mar?).
 */
function monthOneLetterAway(word: string): number | undefined {
  const lower = word.toLowerCase();
  if (MONTHS.includes(lower)) return undefined;
  const asLetters = MONTHS.indexOf(lower.replace('1', 'l').replace('0', 'o'));
  if (asLetters >= 0) return asLetters + 1;
  const near = MONTHS.flatMap((name, at) => (oneCharacterApart(name, lower) === undefined ? [] : [at + 1]));
  return near.length === 1 ? near[0] : undefined;
}

/**
 * Whether another digit in place `at` of the line makes its date found at `date` another real and
 * plausible date. A digit that cannot be misread into another date checks itself ('20' of a year, a
 * month's '8' read back as a 0): its doubt is no doubt about the date.
 */
export function isAnotherDateAt(
  text: string,
  date: FoundDate,
  at: number,
  isPlausible: (iso: string) => boolean,
): boolean {
  return [...'0123456789'].some((digit) => {
    if (digit === text[at]) return false;
    const other = `${text.slice(0, at)}${digit}${text.slice(at + 1)}`;
    return findDates(other, isPlausible).some(
      (each) => Math.abs(each.index - date.index) < 3 && each.iso !== date.iso && isPlausible(each.iso),
    );
  });
}

/**
 * Whether the engine read a digit of this bill's print as its look-alike, a 0 as a 6 or an 8 most often:
 * a date on its lines is a real one of this century only with a 6 or an 8 read back ('Date 27-63-2026',
 * 'Date 05-07-2626'). Its figures' other 6s and 8s are then in doubt too ('Amount Rs 80.06' for Rs 80.00
 * on the same slip).
 */
export function readsZeroAsLookalike(lines: readonly { text: string }[]): boolean {
  return lines.some((line) => findDates(line.text, isThisCentury).some((date) => date.isRepaired));
}

/**
 * The digits a receipt printer's zero, six and eight are misread as, each for the others: a slashed or
 * dotted zero reads as 8 or 6, a faint 6 as 8 and a bold 8 as 6.
 */
const LOOKALIKE_DIGITS: Record<string, string[]> = { '8': ['0', '6'], '6': ['0', '8'] };

/**
 * The date the figures (day, month, year; or day and year beside a month's name) make as read, when
 * it is real and plausible; else the one plausible date with the fewest of their 8s and 6s read as
 * their look-alikes, if one. Without `isPlausible`, only the date as read.
 */
function dateAsRead(
  figures: string[],
  toIso: (figures: string[]) => string | undefined,
  isPlausible?: (iso: string) => boolean,
): Pick<FoundDate, 'iso' | 'isRepaired'> | undefined {
  const read = toIso(figures);
  if (!isPlausible || (read && isPlausible(read))) return read === undefined ? undefined : { iso: read };
  const digits = figures.join('');
  const places = [...digits].flatMap((char, at) => (LOOKALIKE_DIGITS[char] ? [at] : []));
  if (places.length === 0 || places.length > 6) return undefined;
  // The figures again from a changed run of digits, each as long as it was.
  const split = (text: string) => {
    let from = 0;
    return figures.map((figure) => {
      const piece = text.slice(from, from + figure.length);
      from += figure.length;
      return piece;
    });
  };
  let best: { iso: string; changes: number } | undefined;
  let isTied = false;
  const readAs = (chars: string[], changes: number, from: number): void => {
    if (from === places.length) {
      const iso = changes > 0 ? toIso(split(chars.join(''))) : undefined;
      if (!iso || !isPlausible(iso)) return;
      if (!best || changes < best.changes) {
        best = { iso, changes };
        isTied = false;
      } else if (changes === best.changes && iso !== best.iso) isTied = true;
      return;
    }
    const at = places[from] as number;
    const original = chars[at] as string;
    readAs(chars, changes, from + 1);
    for (const other of LOOKALIKE_DIGITS[original] ?? []) {
      chars[at] = other;
      readAs(chars, changes + 1, from + 1);
    }
    chars[at] = original;
  };
  readAs([...digits], 0, 0);
  return isTied || !best ? undefined : { iso: best.iso, isRepaired: true };
}

function fullYear(text: string): number {
  const year = Number(text);
  return text.length === 2 ? 2000 + year : year;
}

function overlaps(a: number, b: number): boolean {
  return Math.abs(a - b) < 8;
}

/**
 * A bill from the future is a misreading (a 2 read as a 7), and one from before the app's users kept
 * paper is one too: both are dropped. A day of slack covers a bill printed past midnight elsewhere.
 */
export function isPlausibleBillDate(iso: string, today: Date): boolean {
  const date = Date.parse(`${iso}T00:00:00Z`);
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const day = 24 * 60 * 60 * 1000;
  return date <= now + day && date >= now - 3 * 366 * day;
}

/** Whether a date is of this century: no bill of the 2600s was printed ('05-07-2626' for 2026). */
export const isThisCentury = (iso: string): boolean => iso.startsWith('20');
