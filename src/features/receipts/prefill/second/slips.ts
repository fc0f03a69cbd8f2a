// Two readings of one figure that differ by a slip one engine is known to make: the figure it was.
// Each settles a contest between the engines (fill-missing.ts, `settledContest`).
import { oneCharacterApart } from '../text-line';

/**
 * Two readings of one amount that differ only in its paise, one of them whole rupees ('459.60' against
 * '459.00'): the whole rupees. A printed 0 with a speck in its hole reads as a 6 or an 8, to either
 * engine; on the diagnosis draws each of the 4 such disagreements was a 0 so misread, and none a paisa
 * read as 0 (docs/benchmarks.md, issue 43, ninth pass). Undefined when the two differ otherwise.
 */
export function wholeRupeesOfAPaiseSlip(ours: number, theirs: number): number | undefined {
  const isSlip = Math.trunc(ours) === Math.trunc(theirs) && ours !== theirs;
  return isSlip && (Number.isInteger(ours) || Number.isInteger(theirs)) ? Math.trunc(ours) : undefined;
}

/**
 * Two readings of one amount's digits, one a hundred times the other ('T117500' against '1,175.00'): the
 * smaller. An engine loses a decimal point, to a faint dot or a speck; it does not make one up where none
 * is printed. On the diagnosis draws each of the 4 such contests was a point lost (docs/benchmarks.md,
 * issue 43, eleventh pass). Undefined when the two differ otherwise.
 */
export function pointLostBetween(ours: number, theirs: number): number | undefined {
  if (ours === Math.round(theirs * 100)) return theirs;
  return theirs === Math.round(ours * 100) ? ours : undefined;
}

/**
 * Two readings of one value that differ in one character only, a 0 in one and a 6 or an 8 in the other
 * ('2026-07-10' against '2026-07-18', 80 against 86): the one with the 0. A printed 0 with a speck in its
 * hole, or slashed, reads as a 6 or an 8 to either engine. On the diagnosis draws (the wild set's seeds
 * 9-31) 2 of the 3 such contests were so; in the third tesseract read a fuel slip's 6 as a 0, and its rate
 * times its volume settles that one first (docs/benchmarks.md, issue 43, twelfth pass). Undefined when the
 * two differ otherwise.
 */
export function zeroMisreadBetween<T extends string | number>(ours: T, theirs: T): T | undefined {
  const [a, b] = [String(ours), String(theirs)];
  const at = oneCharacterApart(a, b);
  if (at === undefined) return undefined;
  if (a[at] === '0' && /[68]/.test(b[at] ?? '')) return ours;
  return b[at] === '0' && /[68]/.test(a[at] ?? '') ? theirs : undefined;
}

/**
 * Two readings of one number, the second's however unsure, that differ in one character: the engines read
 * that character otherwise, and the first's sure reading of it may be the misread one ('P572946' against
 * an unsure 'P572940'). Such a pair is a contest (fill-missing.ts, `joinReadings`): on the diagnosis draws
 * (the wild set's seeds 71-96) it took out 2 wrong numbers, one of them put right (its 0 read as a 6), and
 * no right one.
 */
export function isOneCharacterSlip(theirs: string | number, ours: string | number): boolean {
  return oneCharacterApart(String(theirs), String(ours)) !== undefined;
}
