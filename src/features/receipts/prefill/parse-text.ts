// Turns the lines text recognition read from a bill into the invoice form's fields, or leaves them out.
import type { ReadExpenseType, ReceiptFields } from './fields';
import { findDates, isPlausibleBillDate } from './parse-date';
import { AMOUNT_LABELS, findAmount, NOT_THE_AMOUNT } from './read-amount';
import { readExpenseType } from './read-expense-type';
import {
  type Candidate,
  confidenceAt,
  type FoundField,
  isSure,
  MIN_LINE_CONFIDENCE,
  pickBest,
  type TextLine,
  weakestCharacterAt,
} from './text-line';

/**
 * Below this one character of an invoice number is a guess, however sure the engine was of the word:
 * the characters of the numbers it read right were at 96 to 99, and the numbers it misread with a sure
 * word (a 0 read as 6 or 8, a 9 as O) had their wrong character at 95 (receipt bench, tuning half).
 */
export const MIN_CHARACTER_CONFIDENCE = 96;

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
export function readReceiptText(lines: TextLine[], options: { today?: Date } = {}): TextReading {
  const clean = lines.map((line) => ({ ...line, text: normalise(line.text) }));
  const reading: TextReading = {};
  const amount = findAmount(clean);
  if (amount) reading.amount = amount;
  const date = findDate(clean, options.today ?? new Date());
  if (date) reading.invoiceDate = date;
  const invoiceNo = findInvoiceNo(clean);
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
  lines.forEach((line, index) => {
    if (line.confidence >= 90) return;
    const lower = line.text.toLowerCase();
    const isAmountLine =
      AMOUNT_LABELS.some(([pattern]) => pattern.test(lower)) && !NOT_THE_AMOUNT.test(lower);
    const isDateLine = DATE_LABELS.some(([pattern]) => pattern.test(lower)) && !OTHER_DATES.test(lower);
    // A date whose label the engine lost ('ATE: 15.08.2026') still shows as a date: worth a closer look
    // too, when no labelled line gave the bill's date.
    const isUnlabelledDate = !OTHER_DATES.test(lower) && findDates(line.text).length > 0;
    if (
      (AMOUNT_OR_DATE_LINE.test(lower) && ((needsAmount && isAmountLine) || (needsDate && isDateLine))) ||
      (needsDate && isUnlabelledDate)
    )
      figures.push(index);
    else if (needsNumber && ANY_NUMBER_LABEL.test(line.text)) numbers.push(index);
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
  [/\b(invoice|inv|bill|receipt|txn|transaction)\.?\s?(date|dt)\b/, 100],
  [/\b(date\s?of\s?journey|journey\s?date|doj|travel\s?date|date\s?of\s?travel|departure\s?date)\b/, 90],
  [/\b(date|dt|dated)\b/, 70],
];
const OTHER_DATES =
  /\b(booking|booked|printed|valid|expiry|expires|exp|mfg|arrival|check-?in|birth|dob|issue|generated|ack|due|period)\b/;
/** Events that are never the bill's date; 'in' of check-in as the engine also reads it ('Check 1n'). */
const NOT_THE_BILL_DATE =
  /\b(check[\s-]?[i1l]n|arrival|due|expiry|expires|exp|mfg|birth|dob|valid(\s?(till|upto|up\s?to))?)\b/;

function findDate(lines: TextLine[], today: Date): FoundField<string> | undefined {
  const candidates: Array<Candidate<string>> = [];
  lines.forEach((line, order) => {
    const lower = line.text.toLowerCase();
    const isPlausible = (iso: string) => isPlausibleBillDate(iso, today);
    const dates = findDates(line.text, isPlausible).filter((date) => isPlausible(date.iso));
    // A date its own words name as another event's (a check-in, a due date) is never the bill's: a
    // hotel whose invoice date went unread must not get its arrival day instead.
    const first = dates.find(
      (date, at) => !NOT_THE_BILL_DATE.test(lower.slice(dates[at - 1]?.index ?? 0, date.index)),
    );
    if (!first) return;
    const label = DATE_LABELS.find(([pattern]) => pattern.test(lower));
    const score = (label?.[1] ?? 40) - (OTHER_DATES.test(lower) ? 50 : 0);
    const confidence = confidenceAt(line, first.index, first.index + first.length);
    candidates.push({ value: first.iso, score, confidence, order, line: order });
  });
  return pickBest(candidates, (a, b) => b.score - a.score || a.order - b.order);
}

// -------------------------------------------------------------------------------------- invoice number

/**
 * The words bills put before their own number, by how surely they name it: the invoice's or bill's own
 * (invoice, bill, receipt, memo, voucher, folio), then a ticket's or a transaction's, then an order's
 * or a reference's (a café prints 'Order No' above 'Inv No'). Each is followed by 'No', 'Number',
 * '#' or 'ID', with or without a dot after either word; 'No' and 'Bill' also as OCR reads them on a
 * worn slip ('Nog', 'Mo', 'Ho'; 'B1ll').
 */
const NUMBER_WORDS: Array<[string, number]> = [
  ['invoice|inv|b[i1l|][l1|]l?|receipt|rcpt|reciept|memo|voucher|folio|cash\\s?memo', 3],
  ['ticket|tkt|txn|trn|trans|transaction|pnr', 2],
  ['order|ref|reference|booking|trip|doc|document|token', 1],
];
const NUMBER_SUFFIX = '(?:(?:no|nos|nog|ng|mo|ho)\\b\\.?|number\\b|num\\b|id\\b|#)';
const NUMBER_LABELS: Array<[RegExp, number]> = NUMBER_WORDS.map(([words, rank]) => [
  new RegExp(`\\b(?:${words})\\b\\.?\\s?${NUMBER_SUFFIX}`, 'gi'),
  rank,
]);
/** Any of them, or a PNR's, for telling a number's line (no state: not global). */
const ANY_NUMBER_LABEL = new RegExp(
  `${NUMBER_LABELS.map(([pattern]) => pattern.source).join('|')}|\\bpnr\\b`,
  'i',
);
/** A PNR needs no 'No': 'PNR: 5854634680'. */
const PNR_ALONE = /\bpnr\b/gi;

// A number's characters: letters, digits and the separators bills print inside one ('MCL/2610/88213',
// 'GST/24-25/1187', 'KA-01/3345', 'A.123'); a dot only between two of its characters.
const NUMBER_TOKEN = /^[\s:.#*'‘’"|;-]*([A-Za-z0-9](?:[A-Za-z0-9/-]|\.(?=[A-Za-z0-9])){1,29})/;
// What OCR may leave of a separator inside a number: 'MCL/2 610/88213', 'MCL/ 2610', '26 -27/0458'.
const NUMBER_GAP = /^(\s?[/-]\s?|\s(?=[\d/-]))/;
/**
 * Letters the engine reads for digits (O for 0, I or l for 1, Z for 2, S for 5, G for 6, B for 8) where a
 * bill prints none: between two digits ('12O45'); and before the digits of a number or of one of its
 * parts, the letters no bill's series starts with ('O0123', 'MCL/Z610'). Bills print letters as a prefix
 * ('GF67773', 'CBI98679857', 'IO/26/…', a series letter: 'B12345', 'S0012') or a suffix ('0045-A').
 */
const DIGIT_LOOKALIKES = /\d[OoQDIliZzSsGB]+\d|(?:^|[/-])[OoQlZz]+\d/;
/**
 * And the other way: a 0 or a 1 where a bill prints letters, between two of them ('B0I'), ending a part
 * of letters ('ZS0/956'), before the letters a part starts with ('BLR/0UT/…', '0L339982'), or in a part
 * of nothing but O, I, l, 0 and 1 mixed ('I0/26/…'): the engine's reading of O and I in a font that
 * draws them as it draws the digits. A series' letters run into its digits ('INV0001234'): not that.
 */
const LETTER_LOOKALIKES =
  /[A-Za-z][01][A-Za-z]|(?:^|[/-])(?:[01][A-Za-z]|(?:[A-Za-z]{2,}[01]|(?=[OIl]*[01])(?=[01]*[OIl])[01OIl]+)(?=$|[/-]))/;

function findInvoiceNo(lines: TextLine[]): FoundField<string> | undefined {
  const candidates: Array<Candidate<string>> = [];
  lines.forEach((line, order) => {
    const found: Array<{ start: number; end: number; rank: number }> = [];
    for (const [pattern, rank] of NUMBER_LABELS)
      for (const label of line.text.matchAll(pattern))
        found.push({ start: label.index, end: label.index + label[0].length, rank });
    for (const label of line.text.matchAll(PNR_ALONE))
      if (!found.some((each) => each.start === label.index))
        found.push({ start: label.index, end: label.index + label[0].length, rank: 2 });
    for (const { start: at, end: after, rank } of found) {
      const token = numberAfter(line.text, after);
      // A number has at least one digit; 'Bill No: Table' is a misread layout, not a number.
      if (!token || !/\d/.test(token.value)) continue;
      if (/^pnr/i.test(line.text.slice(at)) && !/^\d{10}$/.test(token.value)) continue;
      // A number has no check of its own (no sum to add up, no calendar): one guessed character in it,
      // or a letter where its digits should be, makes it unsure, and its line is read again closer.
      const isGuessed =
        (weakestCharacterAt(line, token.start, token.end) ?? 100) < MIN_CHARACTER_CONFIDENCE ||
        DIGIT_LOOKALIKES.test(token.value) ||
        LETTER_LOOKALIKES.test(token.value);
      candidates.push({
        value: token.value,
        score: rank,
        confidence: isGuessed ? 0 : confidenceAt(line, token.start, token.end),
        order,
        line: order,
      });
    }
  });
  const best = pickBest(candidates, (a, b) => b.score - a.score || a.order - b.order);
  return best && { value: best.value, confidence: best.confidence, line: best.line };
}

/**
 * The number that starts after a label, whole: a separator OCR spaced out ('MCL/2 610/88213') does not
 * end it, since a cut number is a wrong number. A space followed by digits joins only after a
 * separator or when the number has one: 'Bill No: 1182 Table 5' stays '1182'.
 */
function numberAfter(text: string, from: number): { value: string; start: number; end: number } | undefined {
  const match = NUMBER_TOKEN.exec(text.slice(from));
  const first = match?.[1];
  if (!match || !first) return undefined;
  const start = from + match[0].length - first.length;
  let value = first;
  let end = start + first.length;
  for (;;) {
    const gap = NUMBER_GAP.exec(text.slice(end));
    if (!gap) break;
    const next = /^[A-Za-z0-9](?:[A-Za-z0-9/-]|\.(?=[A-Za-z0-9]))*/.exec(text.slice(end + gap[0].length));
    if (!next || (!/^\d/.test(next[0]) && !/[/-]/.test(gap[0]))) break;
    const hasSeparator = /[/-]/.test(gap[0]) || /[/-]$/.test(value) || /^[/-]/.test(next[0]);
    // A plain space joins only pieces of a number that has separators ('MCL/2 610/88213'), and only
    // when the piece itself carries one ('610/88213'), never a time or a table's figure.
    if (!hasSeparator && !(/[/-]/.test(value) && /[/-]/.test(next[0]))) break;
    value += gap[0].replace(/\s/g, '') + next[0];
    end += gap[0].length + next[0].length;
  }
  const trimmed = value.replace(/[-/.]+$/, '');
  return trimmed.length >= 2
    ? { value: trimmed, start, end: end - (value.length - trimmed.length) }
    : undefined;
}
