// Turns the lines text recognition read from a bill into the invoice form's fields, or leaves them out.
import { withLatinLabels } from './devanagari-labels';
import type { ReadExpenseType, ReceiptFields } from './fields';
import {
  type FoundDate,
  findDates,
  isAnotherDateAt,
  isPlausibleBillDate,
  readsZeroAsLookalike,
  withDigitsRepaired,
} from './parse-date';
import { AMOUNT_LABELS, amountLabelText, findAmount, NOT_THE_AMOUNT } from './read-amount';
import { readExpenseType } from './read-expense-type';
import { ANY_NUMBER_LABEL, type Engine, findInvoiceNo, numberLabelText } from './read-number';
import {
  type Candidate,
  type FoundField,
  isSure,
  MIN_LINE_CONFIDENCE,
  pickBest,
  spanConfidence,
  type TextLine,
  weakestCharacterAt,
} from './text-line';

export function parseReceiptText(lines: TextLine[], options: { today?: Date } = {}): ReceiptFields {
  return sureFields(readReceiptText(lines, options));
}

/** The fields of a reading whose words the engine was sure of; the rest stay empty. */
export function sureFields(read: TextReading): ReceiptFields {
  const fields: ReceiptFields = {};
  if (isSure(read.amount)) fields.amount = read.amount.value;
  if (isSure(read.invoiceDate)) fields.invoiceDate = read.invoiceDate.value;
  if (isSure(read.invoiceNo)) fields.invoiceNo = read.invoiceNo.value;
  if (read.expenseType) fields.expenseType = read.expenseType;
  return fields;
}

export interface TextReading {
  amount?: FoundField<number>;
  invoiceDate?: FoundField<string>;
  invoiceNo?: FoundField<string>;
  /** Decided from confident lines only. */
  expenseType?: ReadExpenseType;
}

/** Every field the text holds, however unsure: the bench weighs the threshold with it. */
export function readReceiptText(
  lines: TextLine[],
  options: { today?: Date; engine?: Engine } = {},
): TextReading {
  const clean = lines.map((line) => {
    const latin = withLatinLabels(line);
    return { ...latin, text: normalise(latin.text) };
  });
  const reading: TextReading = {};
  // Asked once for both: a bill whose 0s read as 6s and 8s has its paise and numbers in doubt.
  const isZeroMisread = readsZeroAsLookalike(clean);
  const amount = findAmount(clean, isZeroMisread);
  if (amount) reading.amount = amount;
  const date = findDate(clean, options.today ?? new Date());
  if (date) reading.invoiceDate = date;
  const invoiceNo = findInvoiceNo(clean, options.engine, isZeroMisread);
  if (invoiceNo) reading.invoiceNo = invoiceNo;
  const type = readExpenseType(clean.filter((line) => line.confidence >= MIN_LINE_CONFIDENCE));
  if (type) reading.expenseType = type;
  return reading;
}

/** Lines that name the amount due or the bill's date: worth a closer look when that field came back unsure. */
const AMOUNT_OR_DATE_LINE = /\b(total|amount|amt|payable|paid|net|fare|fee|charges|date|dt|dated)\b/i;

/**
 * The lines to read again, closer, for the amount, the date or the invoice number the reading left
 * unsure or empty: those carrying that field's label, at most `limit`; the amount's and the date's
 * first (the figures a claim is checked by), each kind the least sure first.
 */
export function linesToReadAgain(lines: TextLine[], reading: TextReading, limit = 4): number[] {
  const needsAmount = !isSure(reading.amount);
  const needsDate = !isSure(reading.invoiceDate);
  const needsNumber = !isSure(reading.invoiceNo);
  if (!needsAmount && !needsDate && !needsNumber) return [];
  const figures: number[] = [];
  const numbers: number[] = [];
  lines.forEach((read, index) => {
    if (read.confidence >= 90) return;
    const line = withLatinLabels(read);
    const lower = line.text.toLowerCase();
    const labels = amountLabelText(line.text);
    const isAmountLine =
      AMOUNT_LABELS.some(([pattern]) => pattern.test(labels)) && !NOT_THE_AMOUNT.test(labels);
    const isDateLine = DATE_LABELS.some(([pattern]) => pattern.test(lower)) && !OTHER_DATES.test(lower);
    // A date whose label the engine lost ('ATE: 15.08.2026') still shows as a date: worth a closer look
    // too, when no labelled line gave the bill's date.
    const isUnlabelledDate = !OTHER_DATES.test(lower) && findDates(line.text).length > 0;
    if (
      (AMOUNT_OR_DATE_LINE.test(lower) && ((needsAmount && isAmountLine) || (needsDate && isDateLine))) ||
      (needsDate && isUnlabelledDate)
    )
      figures.push(index);
    else if (needsNumber && ANY_NUMBER_LABEL.test(numberLabelText(line.text))) numbers.push(index);
  });
  const bySureness = (a: number, b: number) => (lines[a]?.confidence ?? 0) - (lines[b]?.confidence ?? 0);
  return [...figures.sort(bySureness), ...numbers.sort(bySureness)].slice(0, limit);
}

/**
 * Folds the look-alikes OCR produces (long dashes, full-width colons) into plain text, one character for
 * one, so that places in the text still point at the same words.
 */
function normalise(text: string): string {
  return text
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\uFF1A]/g, ':')
    .replace(/\s/g, ' ');
}

// ------------------------------------------------------------------------------------------------ date

/** Labels of the bill's own date first; dates of other events (booking, arrival, expiry) last. */
const DATE_LABELS: Array<[RegExp, number]> = [
  [/\b(invoice|inv|bill|receipt|txn|transaction)\.?\s?(date|dt)(?![a-z])/, 100],
  // Also as the engine reads them: 'Joumey' and 'jouey' (its rn read as m, or lost), 'ate of' (the D lost
  // at the edge), 'Jate off' (a J for the D, an f too many), 'ate cf' and 'Datedf' (its 'of' misread),
  // 'Date journey' (the 'of' lost).
  [
    /\b([dj]?ate\s?([a-z]?[a-z]f+\s?)?jou(rn|m)?ey|jou(rn|m)ey\s?date|doj|travel\s?date|date\s?of\s?travel|departure\s?date)\b/,
    90,
  ],
  // Glued to its date too, as the second engine reads a line ('Dt21/06/26').
  [/\b(date|dt|dated)(?![a-z])/, 70],
];
/** From this score a label names the bill's own date, or its journey's. */
const OWN_DATE = 90;
/**
 * A booking's date: the journey, the stay and the bill come on or after it. 'Booked' also as the engine
 * reads it: 'Bookey', 'Bookeg', 'Booket', 'Bocked', 'Booxed', 'Boo«ed', '8ooked', 'Bouked'.
 */
const BOOKED = /\b(booking|[b8]o[o0cu]\S?e[dygt])\b/;
// Other events' dates, a booking's among them; 'Arrival' also as 'Armival', 'Arival', 'Arval'.
const OTHER_DATES = new RegExp(
  `${BOOKED.source}|\\b(printed|valid|expiry|expires|exp|mfg|ar[rmn]{0,2}i?val|check-?in|birth|dob|issue|generated|ack|due|period)\\b`,
);
/** Events that are never the bill's date; 'in' of check-in as the engine also reads it ('Check 1n'). */
const NOT_THE_BILL_DATE =
  /\b(check[\s-]?[i1l]n|ar[rmn]{0,2}i?val|due|expiry|expires|exp|mfg|birth|dob|valid(\s?(till|upto|up\s?to))?)\b/;

function findDate(lines: TextLine[], today: Date): FoundField<string> | undefined {
  const candidates: Array<Candidate<string>> = [];
  let unreadAbove = 0;
  let bookedOn = '';
  lines.forEach((line, order) => {
    const lower = line.text.toLowerCase();
    const isPlausible = (iso: string) => isPlausibleBillDate(iso, today);
    const dates = findDates(line.text, isPlausible).filter((date) => isPlausible(date.iso));
    // A date its own words name as another event's (a check-in, a due date) is never the bill's: a
    // hotel whose invoice date went unread must not get its arrival day instead.
    const first = dates.find(
      (date, at) => !NOT_THE_BILL_DATE.test(lower.slice(dates[at - 1]?.index ?? 0, date.index)),
    );
    const label = DATE_LABELS.find(([pattern]) => pattern.test(lower));
    if (!first) {
      // The bill's own date named, on a line whose date went unread: the line below may hold it.
      const isOwnDate = (label?.[1] ?? 0) >= OWN_DATE && !OTHER_DATES.test(lower);
      if (isOwnDate && findDates(lines[order + 1]?.text ?? '').length === 0)
        unreadAbove = Math.max(unreadAbove, label?.[1] ?? 0);
      return;
    }
    if (BOOKED.test(lower) && first.iso > bookedOn) bookedOn = first.iso;
    const score = (label?.[1] ?? 40) - (OTHER_DATES.test(lower) ? 50 : 0);
    const confidence = dateConfidence(line, first, isPlausible);
    candidates.push({ value: first.iso, score, confidence, order, line: order });
  });
  // Its own date unread, a bill's other dates may be another event's under a label the engine misread
  // ('Bocked:24-Feb-26' beside a journey date it could not read): a guess, not the bill's date.
  // A date before the booking's is misread ('Date of Joumey 11-Mar-25' under 'Booked:31-Jan-26'), or is
  // another event's.
  const weighed = candidates.map((each) =>
    each.score < unreadAbove || each.value < bookedOn ? { ...each, confidence: 0 } : each,
  );
  return pickBest(weighed, (a, b) => b.score - a.score || a.order - b.order);
}

/** In a month's name, the letters that tell it from a month one letter away (jAn/jUn, juN/juL, maR/maY). */
const TELLING_LETTERS: Record<string, number[]> = { jan: [1], jun: [1, 2], jul: [2], mar: [2], may: [2] };

/**
 * How sure the engine was of a date: of its figures' characters and the letters that tell its month from
 * another's, in a word scored by its least sure character ('29-Apr-26' is not unsure for its 'r' nor its
 * separators, which cannot change the date read); any other word by its own confidence. An unsure digit
 * that no other digit could replace to make another plausible date does not count either: the '0' of
 * '2026', a '6' read back as the month's 0 ('14.65.26').
 */
function dateConfidence(line: TextLine, date: FoundDate, isPlausible: (iso: string) => boolean): number {
  const text = withDigitsRepaired(line.text);
  const end = date.index + date.length;
  const month = /[a-z]{3}/i.exec(text.slice(date.index, end));
  const from = date.index + (month?.index ?? 0);
  const telling = new Set((TELLING_LETTERS[month?.[0].toLowerCase() ?? ''] ?? []).map((at) => from + at));
  // A sure digit counts; an unsure one only where another digit in its place would make another date.
  const isCountedFigure = (at: number) =>
    /\d/.test(text[at] ?? '') &&
    ((weakestCharacterAt(line, at, at + 1) ?? 100) >= MIN_LINE_CONFIDENCE ||
      isAnotherDateAt(text, date, at, isPlausible));
  return spanConfidence(line, date.index, end, (at) => isCountedFigure(at) || telling.has(at));
}
