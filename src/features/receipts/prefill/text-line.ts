// A line of text as the engine recognised it, and what every field's reading shares: how sure a value is
// from the words and characters it was read from, and the choice among a field's candidates.

export interface TextLine {
  /** The line; when `words` are given, exactly their texts joined by single spaces. */
  text: string;
  /** The engine's own confidence in the line's words, 0 to 100. */
  confidence: number;
  /**
   * The line's words with their own confidence: when present, a field is as sure as the words it was
   * read from (a rupee sign read as '¥' lowers the line's confidence, not the amount's). `characters`,
   * when known, holds each character's own confidence, one for each character of `text`, and `inks`
   * the box of each character's ink, as the engine placed it.
   */
  words?: Array<{ text: string; confidence: number; characters?: number[]; inks?: Box[] }>;
  /** Where the line lies in the picture that was read, in its pixels: lets the reader look again closer. */
  box?: Box;
}

/** A box in a picture's pixels. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Below this the engine's words are guesses: a field read from such a line is left empty. Chosen from
 * the receipt-reading bench (docs/decisions.md): below it, misreadings outnumber right readings.
 */
export const MIN_LINE_CONFIDENCE = 70;

/** A field as found, with the confidence of the line it was read from. */
export interface FoundField<T> {
  value: T;
  confidence: number;
  /** The index of the line the value was read from: the reader may read that line again to check it. */
  line: number;
}

/** A value a line offers for a field: its label's score, how sure its words are, where it was found. */
export interface Candidate<T> {
  value: T;
  score: number;
  confidence: number;
  order: number;
  line: number;
}

export function isSure<T>(field: FoundField<T> | undefined): field is FoundField<T> {
  return field !== undefined && field.confidence >= MIN_LINE_CONFIDENCE;
}

/**
 * The confidence of the words under text[start, end) (the line's when words are not known), but a word the
 * engine scored by its least sure character (the second engine does) by the characters inside the span
 * that `counts` (all, unless told): a label glued to a figure ('Dt.12/03/26', 'No:K7163735'), a 'Rs.'
 * before it or a '/-' after it cannot change the value read, so their unsure characters do not make it
 * unsure.
 */
export function spanConfidence(
  line: TextLine,
  start: number,
  end: number,
  counts: (at: number) => boolean = () => true,
): number {
  return lowestOverWords(line, start, end, (word, offset) => {
    const characters = word.characters ?? [];
    const byItsWeakest =
      characters.length === word.text.length && word.confidence === Math.min(...characters);
    const counted = characters.filter(
      (_, at) => offset + at >= start && offset + at < end && counts(offset + at),
    );
    return byItsWeakest && counted.length > 0 ? Math.min(...counted) : word.confidence;
  });
}

/** The lowest of `score` over the words under text[start, end) (each with its offset), or the line's confidence. */
function lowestOverWords(
  line: TextLine,
  start: number,
  end: number,
  score: (word: NonNullable<TextLine['words']>[number], offset: number) => number,
): number {
  if (!line.words?.length) return line.confidence;
  let lowest = 100;
  let offset = 0;
  for (const word of line.words) {
    const wordEnd = offset + word.text.length;
    if (wordEnd > start && offset < end) lowest = Math.min(lowest, score(word, offset));
    offset = wordEnd + 1;
  }
  return lowest;
}

export /** The confidence of the least sure character under text[start, end), when the engine gave them. */
function weakestCharacterAt(line: TextLine, start: number, end: number): number | undefined {
  const confidences = [...charactersAt(line, start, end, (word) => word.characters).values()];
  return confidences.length > 0 ? Math.min(...confidences) : undefined;
}

/** The boxes of the ink of the characters under text[start, end), by their place in the text, when known. */
export function inksAt(line: TextLine, start: number, end: number): Map<number, Box> {
  return charactersAt(line, start, end, (word) => word.inks);
}

/** What the engine said of each character under text[start, end), by its place in the text. */
function charactersAt<T>(
  line: TextLine,
  start: number,
  end: number,
  of: (word: NonNullable<TextLine['words']>[number]) => readonly T[] | undefined,
): Map<number, T> {
  const found = new Map<number, T>();
  let offset = 0;
  for (const word of line.words ?? []) {
    of(word)?.forEach((value, at) => {
      if (offset + at >= start && offset + at < end) found.set(offset + at, value);
    });
    offset += word.text.length + 1;
  }
  return found;
}

export function pickBest<T>(
  candidates: Array<Candidate<T>>,
  compare: (a: Candidate<T>, b: Candidate<T>) => number,
): Candidate<T> | undefined {
  return [...candidates].sort(compare)[0];
}

/** Where two readings of one value, or two words, differ in one character only: its place. */
export function oneCharacterApart(a: string, b: string): number | undefined {
  if (a.length !== b.length) return undefined;
  const apart = [...a].flatMap((char, at) => (char === b[at] ? [] : [at]));
  return apart.length === 1 ? apart[0] : undefined;
}
