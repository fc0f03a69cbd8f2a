// The bill's own number: the token after the words bills put before it, whole, and unsure where the
// engine may have read a letter for a digit or a digit for a letter (a number has no sum to check it by).
import { readsZeroAsLookalike } from './parse-date';
import {
  type Box,
  type Candidate,
  type FoundField,
  inksAt,
  pickBest,
  spanConfidence,
  type TextLine,
  weakestCharacterAt,
} from './text-line';

/**
 * Below this one character of an invoice number is a guess, however sure the engine was of the word; each
 * engine has its own scale. Tesseract's: the characters of the numbers it read right were at 96 to 99, and
 * the numbers it misread with a sure word (a 0 read as 6 or 8, a 9 as O) had their wrong character at 95
 * (receipt bench, tuning half). The second engine's: its wrong numbers' weakest characters were at 43 to
 * 80, and 6 right ones' at 91 to 95 (the wild set's diagnosis draws and issue 28's tuning half,
 * docs/benchmarks.md, issue 43, tenth pass); on later diagnosis draws (seeds 42, 60-68) its 5 wrong
 * numbers' at 54 to 81 and 3 right ones' at 85 to 89 (fourteenth pass).
 */
const MIN_CHARACTER_CONFIDENCE = { first: 96, second: 85 } as const;

/** Which engine read the lines: the first (tesseract) or the second (PaddleOCR). */
export type Engine = keyof typeof MIN_CHARACTER_CONFIDENCE;

const TRANSACTION_RANK = 1.5;
const SERIAL_RANK = 0.5;
/**
 * A rail ticket's words: its number is its PNR, never the payment's transaction ID printed beside it, even
 * where the PNR went unread ('on. cUDZ 760951' over 'Transaction ID 100005647150050').
 */
const RAIL_TICKET = /\b(train|irctc|reservation\s?slip|electronic\s?reservation|pnr)\b/i;

/**
 * The words bills put before their own number, by how surely they name it: the invoice's or bill's own
 * (invoice, bill, receipt, memo, voucher, folio), then a ticket's or a slip's (a toll's or a parking's 'Slip
 * No' or 'Coupon No', a conductor's 'Tic.No', a courier's 'Docket No.', a rail ticket's PNR), then a
 * payment's transaction (a rail e-ticket prints its transaction ID beside the PNR; a fuel slip's 'TXN NO' is
 * its only number), then an order's or a reference's (a café prints 'Order No' above 'Inv No'), then a serial
 * number of four digits or more ('S.No.', 'Sl. No.', 'Sr.No.' on a slip that prints no other). Each is
 * followed by 'No', 'Number', '#' or 'ID', with or without a dot after either word; 'No', 'Bill' and 'Inv'
 * also as OCR reads them on a worn slip ('Nog', 'Noc', 'Nc', 'Na', 'Mo', 'Ho', 'N:'; 'B1ll', 'sill'; 'Inw',
 * 'Iny', 'lnvoice'), a chemist's 'B.No' however its B is followed ('BNo', 'BiNo', 'BWNo', 'BMINo'), a
 * docket's 'Dacket' or 'Docker', and 'Invoice', 'Receipt' and 'Slip' as the second engine reads them at a
 * photo's edge or in a light print ('oice No.', 'nNOice No.', 'Rece pt No', 'ceipt No', 'Receips No', 'Recect
 * No', 'Sip No'). The second engine reads a line as one word: a label glued to its 'No' and its 'No' to the
 * number ('BillNo:4321', 'Receipt No545930') are labels still.
 */
const NUMBER_WORDS: Array<[string, number]> = [
  [
    '[il1|]nvoice|[a-z]{0,2}oice|[il1|]n[vwy]|[bs][i1l|][l1|]l?|b[a-z1|]{0,2}|' +
      '(?:re)?ce\\s?i?\\s?pt|rece[a-z]{1,3}|rcpt|reciept|memo|voucher|folio|cash\\s?memo',
    3,
  ],
  ['ticket|tkt|tic|pnr|s[l1|]?ip|d[oa]cke[tr]|coupon', 2],
  ['txn|trn|trans|transaction', TRANSACTION_RANK],
  ['order|ref|reference|booking|trip|doc|document|token', 1],
  // A serial number: 'S.No.', 'Sl. No.', 'Sr.No.', also with its l read as I, t or 1.
  ['s\\.?\\s?[lirt1|]?', SERIAL_RANK],
];
const NUMBER_SUFFIX =
  '(?:(?:no|nos|nog|noc|ng|nc|na|mo|ho)(?:\\b|(?=\\d))\\.?|n(?=[:.])|number\\b|num\\b|id\\b|#)';
const NUMBER_LABELS: Array<[RegExp, number]> = NUMBER_WORDS.map(([words, rank]) => [
  new RegExp(`\\b(?:${words})(?:\\b\\.?\\s?)?${NUMBER_SUFFIX}`, 'gi'),
  rank,
]);
/** Any of them, or a PNR's, for telling a number's line (no state: not global). */
export const ANY_NUMBER_LABEL = new RegExp(
  `${NUMBER_LABELS.map(([pattern]) => pattern.source).join('|')}|\\bpnr\\b`,
  'i',
);
/** A number label at the end of a text, with what may stand between it and its number. */
const LABEL_AT_END = new RegExp(`(?:${ANY_NUMBER_LABEL.source})[\\s:.#-]*$`, 'i');

/**
 * Whether a line holds the number: as a word of its own, or glued to its label ('ceipt No858398',
 * 'Bill No.4321'), as the second engine reads a line as one word. Not inside a longer figure
 * ('No.4321.50', 'No4321/2'), as no word of the line would be either.
 */
export function holdsNumber(text: string, value: string): boolean {
  if (text.split(/[^A-Za-z0-9/.-]+/).includes(value)) return true;
  for (let at = text.indexOf(value); at > 0; at = text.indexOf(value, at + 1)) {
    if (/^[/.-]?[A-Za-z0-9]/.test(text.slice(at + value.length))) continue;
    if (LABEL_AT_END.test(text.slice(0, at))) return true;
  }
  return false;
}

/**
 * The words of those labels, as an engine reads their letters in a font that draws them like digits: a 0
 * or a Q for an o, a 1 or a | for an i or an l ('Rece1pt No', 'Inv01ce.N0', 'Bi11 #', 'TXN N0:718809').
 */
const LABEL_WORDS = (
  'invoice inv bill receipt rcpt memo voucher folio ticket tkt slip docket coupon txn order ref booking ' +
  'token ' +
  'no number id'
).split(' ');
const LOOKALIKE_OF: Record<string, string> = { '0': 'o', q: 'o', '1': 'il', '|': 'il' };

/**
 * A line's text with each standalone word that, its look-alikes read as letters, spells a label word
 * spelled so, letter for letter: the text keeps its length, so what is found in it is found in the line.
 * A word with no look-alike or that starts with one, any other word and the number itself stay as read.
 */
export function numberLabelText(text: string): string {
  return text.replace(/(?<![A-Za-z0-9])[A-Za-z01|]+(?![A-Za-z0-9])/g, (word) => {
    const lower = word.toLowerCase();
    // A word starts with a letter: '1D' is a room or a seat, not 'ID'.
    if (!/^[a-z]/.test(lower) || !/[01q|]/.test(lower)) return word;
    const fits = (label: string) =>
      label.length === lower.length &&
      [...lower].every((char, at) => char === label[at] || LOOKALIKE_OF[char]?.includes(label[at] ?? '-'));
    const label = LABEL_WORDS.find(fits);
    return label
      ? [...word].map((char, at) => (LOOKALIKE_OF[char.toLowerCase()] ? label[at] : char)).join('')
      : word;
  });
}

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

/**
 * What follows a number that a misread character cut short: a sign no number holds, glued to more letters
 * or digits ('T3:888' and 'T3{888' for 'T31888'). The part before it is no number of its own.
 */
const CUT_SHORT = /^[^\s\w/-][A-Za-z0-9]/;

/**
 * A 0 or a 1 whose ink is about as wide as it is tall: a letter O, read as a digit where the number's
 * other characters are digits ('IO/26/…' read '10/26/…', every character at 99). A digit 0 is an
 * upright oval and a 1 narrower still; an O of a proportional font is round. On the tuning receipts
 * (the series layouts, three fonts) the 0s' ink was 0.67 to 0.80 as wide as tall, the Os read as 0
 * 0.89 to 0.94 (a monospace font's O is as narrow as its 0: no shape tells them apart there). Above
 * 1.15 the box is two glyphs' ink run together, not a letter.
 */
const ROUND_INK = { least: 0.85, most: 1.15 };

/**
 * Whether a 0 or a 1 of the number at text[start, end) is round enough for an O. Not a 0 as wide as one of
 * the line's own 0s between two digits elsewhere (a date's year), to a pixel at its height: that is this
 * print's 0 (a lodge's '01299' at 0.85 beside its year's 0 at 0.80, 20 px tall; an O is two pixels wider
 * than the 0s of the fonts above at that height).
 */
function hasRoundDigit(line: TextLine, start: number, end: number): boolean {
  const width = (ink: Box) => ink.x1 - ink.x0;
  const height = (ink: Box) => Math.max(1, ink.y1 - ink.y0);
  const isBetweenDigits = (at: number) => /^\d0\d$/.test(line.text.slice(at - 1, at + 2));
  const zeros = [...inksAt(line, 0, line.text.length)]
    .filter(([at]) => (at < start || at >= end) && isBetweenDigits(at))
    .map(([, ink]) => ink);
  const isThisPrintsZero = (ink: Box) =>
    zeros.some((zero) => Math.abs(width(ink) - (width(zero) * height(ink)) / height(zero)) <= 1);
  for (const [at, ink] of inksAt(line, start, end)) {
    if (!/[01]/.test(line.text[at] ?? '')) continue;
    const ratio = width(ink) / height(ink);
    if (ratio < ROUND_INK.least || ratio > ROUND_INK.most) continue;
    if (line.text[at] === '0' && isThisPrintsZero(ink)) continue;
    return true;
  }
  return false;
}

/**
 * The bill's own number, read by `engine`. `isZeroMisread`: whether the engine read this bill's 0s as their
 * look-alikes (`readsZeroAsLookalike`), given by a caller that has already asked.
 */
export function findInvoiceNo(
  lines: TextLine[],
  engine: Engine = 'first',
  isZeroMisread = readsZeroAsLookalike(lines),
): FoundField<string> | undefined {
  const candidates: Array<Candidate<string>> = [];
  const isRailTicket = lines.some((line) => RAIL_TICKET.test(line.text));
  lines.forEach((line, order) => {
    const found: Array<{ start: number; end: number; rank: number }> = [];
    const labels = numberLabelText(line.text);
    for (const [pattern, rank] of NUMBER_LABELS)
      for (const label of labels.matchAll(pattern))
        found.push({ start: label.index, end: label.index + label[0].length, rank });
    for (const label of labels.matchAll(PNR_ALONE))
      if (!found.some((each) => each.start === label.index))
        found.push({ start: label.index, end: label.index + label[0].length, rank: 2 });
    for (const { start: at, end: after, rank } of found) {
      if (isRailTicket && rank === TRANSACTION_RANK) continue;
      const isPnr = /^pnr/i.test(labels.slice(at));
      const beside = numberAfter(line.text, after);
      // An e-ticket prints its PNR under its heading, in a row of values under a row of headings.
      const below = isPnr && !/\d/.test(beside?.value ?? '') ? pnrAtStart(lines[order + 1]) : undefined;
      const source = below ? (lines[order + 1] as TextLine) : line;
      const token = below ?? beside;
      // A number has at least one digit; 'Bill No: Table' is a misread layout, not a number.
      if (!token || !/\d/.test(token.value)) continue;
      // A serial number's label heads a column of items too ('Sl No 1 Dolo 650'): a slip's own is longer.
      if (rank === SERIAL_RANK && !/\d{4}/.test(token.value)) continue;
      // A PNR is ten digits; one with a speck read as a dot among them ('773374672.8') is still the PNR,
      // not to be passed over for the transaction's number beside it, but in doubt.
      const isSpeckled = isPnr && /^(?=(?:\d\.?){10}$)\d+\.\d+$/.test(token.value);
      if (isPnr && !isSpeckled && !/^\d{10}$/.test(token.value)) continue;
      // A number has no check of its own (no sum to add up, no calendar): one guessed character in it,
      // or a letter where its digits should be, makes it unsure, and its line is read again closer. So does
      // a 6 or an 8 on a bill whose engine read a 0 so elsewhere ('Slip No P738465' by 'Date 30-68-2026').
      // On the diagnosis draws (the wild set's seeds 9-31) it took out 2 wrong numbers, and 3 right ones:
      // a wrong number costs a rejected claim, an empty one a few taps.
      const isGuessed =
        isSpeckled ||
        (weakestCharacterAt(source, token.start, token.end) ?? 100) < MIN_CHARACTER_CONFIDENCE[engine] ||
        CUT_SHORT.test(source.text.slice(token.end)) ||
        DIGIT_LOOKALIKES.test(token.value) ||
        LETTER_LOOKALIKES.test(token.value) ||
        hasRoundDigit(source, token.start, token.end) ||
        (isZeroMisread && /[68]/.test(token.value));
      candidates.push({
        value: isSpeckled ? token.value.replace('.', '') : token.value,
        score: rank,
        confidence: isGuessed ? 0 : spanConfidence(source, token.start, token.end),
        order,
        line: below ? order + 1 : order,
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
/** Ten digits opening a line: a PNR in the row of values under its heading. */
function pnrAtStart(line: TextLine | undefined): { value: string; start: number; end: number } | undefined {
  const match = line && /^\W*(\d{10})(?![\d/.-])/.exec(line.text);
  const value = match?.[1];
  return match && value ? { value, start: match[0].length - 10, end: match[0].length } : undefined;
}

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
