// How the second engine's reading joins the first's: it fills the amount, date or invoice number the first
// reading (and a QR code) left empty, and a value the two read otherwise is settled or not given.
import { addsUp, byRateAndVolume, isOneDigitFromItsSum } from '../bill-sums';
import type { ReceiptFields } from '../fields';
import { moneyIn } from '../money';
import { findDates, isThisCentury, withDigitsRepaired } from '../parse-date';
import type { TextReading } from '../parse-text';
import { holdsNumber } from '../read-number';
import { oneCharacterApart, type TextLine } from '../text-line';
import { hasZeroLikePaisaOf } from '../zero-paise';
import { isOneCharacterSlip, pointLostBetween, wholeRupeesOfAPaiseSlip, zeroMisreadBetween } from './slips';

/**
 * The second engine's values at least this sure (its least likely character's likelihood, in %) are
 * given. Chosen on the main set's tuning half (docs/benchmarks.md), not on the held-out draws.
 */
export const SECOND_MIN_CONFIDENCE = 70;

export const SECOND_FIELDS = ['amount', 'invoiceDate', 'invoiceNo'] as const;
export type SecondField = (typeof SECOND_FIELDS)[number];

/**
 * When a photo is read by the second engine: 'every-photo' always, before the first reading's values are
 * checked, so that it can confirm or contradict them; 'any-empty' when the first reading left any of the
 * amount, date and number empty; 'nothing-found' only when it gave none of them. On the diagnosis draws
 * 9 of the 10 values of the first reading that the second read otherwise were wrong, and most of the first
 * reading's wrong values were such (docs/benchmarks.md, issue 43, sixth pass): 'every-photo'.
 */
export type SecondReadingGate = 'nothing-found' | 'any-empty' | 'every-photo';
export const SECOND_READING_GATE: SecondReadingGate = 'every-photo';

/** Whether the second engine reads a photo whose first reading left these fields empty. */
export function needsSecondReading(
  missing: readonly SecondField[],
  gate: SecondReadingGate = SECOND_READING_GATE,
): boolean {
  if (gate === 'every-photo') return true;
  return gate === 'any-empty' ? missing.length > 0 : missing.length === SECOND_FIELDS.length;
}

/**
 * A value of the first reading that the second engine reads otherwise, at least this sure, is not given:
 * one engine misread it (a paisa '.00' read as '.80', a '9' as '0'), and which one the reader cannot tell
 * from one reading, nor whether the two chose different figures. Lower than the second's own threshold: a
 * contradiction only takes a value out. On the diagnosis draws 9 of the 10 contradictions at 50 or more
 * were of a wrong first value (the tenth: another label's number); one at 0 (a figure the second engine
 * could only guess) was of a right one.
 */
export const CONTRADICTS_FROM = 50;

/**
 * A value the second engine read at least this sure of its least sure character wins a contest with the
 * first's. The second scores each character, the first only its words. On the diagnosis draws (the wild
 * set's seeds 9-23, issue 28's tuning half) each of the 13 number contests was the first's misread
 * ('873369635' for 973369635, a PNR's 3 for a 9, a transaction id for the PNR), 12 of them with the second
 * this sure; so was each of the 13 amount and date contests nothing else settled, 7 of them this sure.
 * Taking the second's value at 70 had added wrong ones on the sixth pass's measuring draws; at 95, read
 * on the measuring draws, it added one right amount and no wrong value (docs/benchmarks.md, issue 43,
 * eleventh pass).
 */
export const SECOND_SURE = 95;

/** What the second engine changed in a reading: the fields it filled, and the values it contradicted. */
export interface JoinedReading {
  fields: ReceiptFields;
  filled: SecondField[];
  contradicted: SecondField[];
}

/** A reading as the reader has it when joining: its values, and its engine's lines. */
export interface EngineReading<T> {
  fields: T;
  lines?: readonly TextLine[];
}

/**
 * The first reading joined with the second engine's. A first value the second reads otherwise (from
 * `CONTRADICTS_FROM` sure; a number a character apart however unsure: `isOneCharacterSlip`) is taken
 * out, and the field stays empty, unless the contest is settled (`settledContest`): by the bill's own
 * sums, a slip in the figure, the first engine's own lines holding the second's value, or the second
 * engine sure of every character. Otherwise one engine misread the figure, or the two chose different
 * figures, and the two readings cannot tell which. (Giving the second's value there whenever it was 70
 * sure gave 3 right and 2 wrong on the measuring draws of docs/benchmarks.md, issue 43, sixth pass.) An
 * amount the two read alike whose 6 or 8 of paise the second engine doubted is given as whole rupees.
 * Every field the first left empty (and not the QR code's) is filled from the second where it is sure, or
 * where it is unsure but the first engine's lines hold the same value.
 */
export function joinReadings(
  first: EngineReading<ReceiptFields>,
  second: EngineReading<TextReading>,
  fromQr: ReceiptFields = {},
): JoinedReading {
  const contradicted = SECOND_FIELDS.filter((field) => {
    const ours = first.fields[field];
    const theirs = second.fields[field];
    return (
      ours !== undefined &&
      fromQr[field] === undefined &&
      theirs !== undefined &&
      (theirs.confidence >= CONTRADICTS_FROM ||
        (field === 'invoiceNo' && isOneCharacterSlip(theirs.value, ours))) &&
      theirs.value !== ours
    );
  });
  const kept: ReceiptFields = { ...first.fields };
  const given = givable(second);
  for (const field of contradicted) {
    const settled = settledContest(field, first, given);
    if (settled === undefined) delete kept[field];
    else Object.assign(kept, { [field]: settled });
  }
  const ours = first.fields.amount;
  if (ours !== undefined && isZeroLikePaisaReadAlike(ours, second)) kept.amount = Math.trunc(ours);
  const missing = missingFields({ ...kept, ...fromQr }).filter((field) => !contradicted.includes(field));
  const sure = sureSecondFields(given.fields);
  for (const field of missing) {
    const theirs = given.fields[field];
    if (sure[field] === undefined && theirs && isReadAlike(field, theirs, first.lines ?? []))
      Object.assign(sure, { [field]: theirs.value });
  }
  const fields = fillMissing(kept, sure, missing);
  const filled = missing.filter((field) => fields[field] !== undefined);
  return { fields, filled, contradicted };
}

/**
 * The second engine's reading without what it may not give: an amount one digit away from the sum of the
 * figures above it on its own lines ('Grand Total 1.392.00' under 6,600.00, 396.00 and 396.00), unless it
 * read the total sure of every character (`SECOND_SURE`). A digit of the total or of a part was misread;
 * on the diagnosis draws (the wild set's seeds 9-31) the 2 such totals read at 80 and 85 were wrong, and
 * of the 2 right ones (a part misread: 'Room Tariff 2,300.00', 'CGST 513.09') one was read at 97, one at
 * 92. It still contradicts a first value it differs from.
 */
function givable(second: EngineReading<TextReading>): EngineReading<TextReading> {
  const theirs = second.fields.amount;
  if (!theirs || theirs.confidence >= SECOND_SURE) return second;
  if (!isOneDigitFromItsSum(second.lines ?? [], theirs.line, theirs.value)) return second;
  const { amount: _doubted, ...fields } = second.fields;
  return { ...second, fields };
}

/**
 * The value of a field the two engines read otherwise, where something settles it; otherwise undefined,
 * and the field stays empty:
 * - the bill's own arithmetic: the second's amount is the sum of the figures above it, the first's is not,
 *   or the other way round on the second's lines; or a fuel slip's rate times its volume comes to one of
 *   the two amounts and not the other;
 * - a slip in the figure (slips.ts): the two read one amount alike but for its paise, one of them whole
 *   rupees, or one a hundred times the other (a lost decimal point); or any value alike but for one 0
 *   read as a 6 or an 8;
 * - both engines' lines: the first engine read the second's value too, elsewhere on the bill (a
 *   counterfoil's copy), and the second never read the first's (on the diagnosis draws, 4 of 4 such
 *   contests were the first's misread: 3 dates and a number); or the other way round, where the two
 *   values are a character apart (a year read as 2025 on the passenger copy, 2026 on the counterfoil);
 * - a value the second engine read sure of every character (`SECOND_SURE`).
 */
function settledContest(
  field: SecondField,
  first: EngineReading<ReceiptFields>,
  second: EngineReading<TextReading>,
): ReceiptFields[SecondField] {
  const ours = first.fields[field];
  const theirs = second.fields[field];
  const firstLines = first.lines ?? [];
  const secondLines = second.lines ?? [];
  if (ours === undefined || !theirs) return undefined;
  if (field === 'amount' && typeof ours === 'number' && typeof theirs.value === 'number') {
    if (addsUpAgainst(second, firstLines, ours)) return theirs.value;
    // And the other way: the second's own parts come to the first's amount and not to its own ('Trip fare
    // 633.96' and 'Tolls 0.00' over its 'NETAMT Rs.633.06', read 98 sure).
    if (addsUp(secondLines, theirs.line, ours) && !addsUp(secondLines, theirs.line, theirs.value))
      return ours;
    const product = byRateAndVolume(ours, theirs.value, [secondLines, firstLines]);
    if (product !== undefined) return product;
    const slip = wholeRupeesOfAPaiseSlip(ours, theirs.value) ?? pointLostBetween(ours, theirs.value);
    if (slip !== undefined) return slip;
  }
  const zero = zeroMisreadBetween<string | number>(ours, theirs.value);
  if (zero !== undefined) return zero;
  if (theirs.confidence >= SECOND_SURE) return theirs.value;
  const isReadByBoth =
    theirs.confidence >= SECOND_MIN_CONFIDENCE &&
    holds(firstLines, field, theirs.value) &&
    !holds(secondLines, field, ours);
  if (isReadByBoth) return theirs.value;
  const isOursReadByBoth =
    oneCharacterApart(String(ours), String(theirs.value)) !== undefined &&
    holds(secondLines, field, ours) &&
    !holds(firstLines, field, theirs.value);
  return isOursReadByBoth ? ours : undefined;
}

/** Whether lines hold the value: an amount or date as `isReadAlike` finds it, a number as `holdsNumber`. */
function holds(lines: readonly TextLine[], field: SecondField, value: string | number): boolean {
  if (field !== 'invoiceNo') return isReadAlike(field, { value, confidence: 100 }, lines);
  return lines.some((line) => holdsNumber(line.text, String(value)));
}

/**
 * Whether the second engine's amount is the sum of the figures printed above it on its own lines, sure to
 * the paisa, where the first's amount (`ours`) is no such sum on the first engine's lines: the bill's
 * arithmetic settles which engine misread its total ('NET AMT Rs 116200' against 'Rs.1,162.00' under a
 * fare of 1,052.00 and tolls of 110.00). Two figures read from different print that agree are a check no
 * single reading has; the items of a bill add up to its subtotal too, so the first's figure adding up as
 * well leaves the field empty.
 */
function addsUpAgainst(
  second: EngineReading<TextReading>,
  firstLines: readonly TextLine[],
  ours: number,
): boolean {
  const theirs = second.fields.amount;
  if (!theirs || theirs.confidence < SECOND_MIN_CONFIDENCE) return false;
  if (!addsUp(second.lines ?? [], theirs.line, theirs.value)) return false;
  return !firstLines.some(
    (line, at) =>
      moneyIn(withDigitsRepaired(line.text).toLowerCase()).some((figure) => figure.value === ours) &&
      addsUp(firstLines, at, ours),
  );
}

/**
 * Whether the second engine read the first's amount alike, paise and all, with one paisa a 0 and the other
 * a 6 or an 8 it was unsure of ('60.08', its 8 at 70): the same 0 with a speck in its hole, read so by
 * both engines. The first engine's characters are 94-99 sure, right or wrong; on the wild set's diagnosis
 * draws each such paisa the second was unsure of was a 0 (docs/benchmarks.md, issue 43, tenth pass).
 */
function isZeroLikePaisaReadAlike(ours: number, second: EngineReading<TextReading>): boolean {
  const theirs = second.fields.amount;
  const line = theirs && second.lines?.[theirs.line];
  const paise = Math.round(ours * 100) % 100;
  return (
    line !== undefined &&
    theirs?.value === ours &&
    [6, 8, 60, 80].includes(paise) &&
    hasZeroLikePaisaOf(line, ours)
  );
}

/** The amount, date and invoice number a reading left empty. */
export function missingFields(given: ReceiptFields): SecondField[] {
  return SECOND_FIELDS.filter((field) => given[field] === undefined);
}

/** The first reading, with the fields named filled from the second where it gave them. */
export function fillMissing(
  first: ReceiptFields,
  second: ReceiptFields,
  fields: readonly SecondField[] = missingFields(first),
): ReceiptFields {
  const filled: ReceiptFields = { ...first };
  for (const field of fields) {
    if (first[field] !== undefined || second[field] === undefined) continue;
    Object.assign(filled, { [field]: second[field] });
  }
  return filled;
}

/** The amount, date and number the second engine read at least `least` sure. */
export function sureSecondFields(found: TextReading, least = SECOND_MIN_CONFIDENCE): ReceiptFields {
  const fields: ReceiptFields = {};
  for (const field of SECOND_FIELDS) {
    const value = found[field];
    if (value && value.confidence >= least) Object.assign(fields, { [field]: value.value });
  }
  return fields;
}

/**
 * Whether the first engine's lines hold the second engine's value for the field: the same figure of money,
 * or the same date, or either with a 0 of the second's read as a 6 or an 8 (`zeroMisreadBetween`: '96'
 * beside the second's 90). Not a value the reader's own rules doubted rather than the engine (one at 0: a
 * lost decimal point, a figure followed by a larger sum; a booking date where the journey's went unread,
 * which both engines read alike since it is printed plainly). Never an invoice number: a number has no sum
 * and no calendar to check it by, and both engines read a font's O as its 0 the same wrong way
 * ('J0/26/7813' for 'IO/26/7813'); taking numbers read alike gave a wrong one on issue 28's held-out half
 * (docs/benchmarks.md, issue 43, sixth pass).
 */
export function isReadAlike(
  field: SecondField,
  found: { value: string | number; confidence: number },
  firstLines: readonly TextLine[],
): boolean {
  const texts = firstLines.map((line) => line.text);
  const isAlike = (ours: string | number) =>
    ours === found.value || zeroMisreadBetween<string | number>(ours, found.value) === found.value;
  if (field === 'amount')
    return (
      found.confidence > 0 &&
      texts.some((text) =>
        moneyIn(withDigitsRepaired(text).toLowerCase()).some((figure) => isAlike(figure.value)),
      )
    );
  if (field === 'invoiceDate')
    return (
      found.confidence > 0 &&
      texts.some((text) => findDates(text, isThisCentury).some((date) => isAlike(date.iso)))
    );
  return false;
}
