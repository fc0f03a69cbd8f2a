// The second engine's recogniser answers, for each step along a line's strip, how likely each character of
// its dictionary is (index 0: no character). Here that answer becomes text with each character's own
// likelihood, and a row of such texts one TextLine, as the reader's parsers take it from tesseract.
import type { TextLine } from '../text-line';

/** A box's text, one likelihood (0 to 1) for each of its characters. */
export interface ReadText {
  text: string;
  likelihoods: number[];
}

/**
 * The characters of `steps` × `size` likelihoods (row by row): at each step the likeliest, a repeat of
 * the step before's taken once, 'no character' dropped. `dictionary[i - 1]` is character i.
 */
export function decodeSteps(
  scores: ArrayLike<number>,
  steps: number,
  size: number,
  dictionary: readonly string[],
): ReadText {
  let text = '';
  const likelihoods: number[] = [];
  let before = 0;
  for (let step = 0; step < steps; step++) {
    let best = 0;
    let bestScore = -Infinity;
    for (let index = 0; index < size; index++) {
      const score = scores[step * size + index] ?? -Infinity;
      if (score > bestScore) {
        bestScore = score;
        best = index;
      }
    }
    if (best !== 0 && best !== before) {
      const character = dictionary[best - 1];
      if (character !== undefined) {
        // Full-width forms (the dictionary is Chinese first: '：', '，', '（') read as their plain ones.
        const plain = character.normalize('NFKC');
        text += plain.length === 1 ? plain : character;
        likelihoods.push(bestScore);
      }
    }
    before = best;
  }
  return { text, likelihoods };
}

/**
 * One row of box texts as a line: its words, each as sure (0 to 100) as its least likely character,
 * the line as sure as its words' mean, and each character's own confidence.
 */
export function rowToLine(row: readonly ReadText[], box?: TextLine['box']): TextLine | null {
  const words: NonNullable<TextLine['words']> = [];
  for (const { text, likelihoods } of row) {
    let word = '';
    let characters: number[] = [];
    const close = () => {
      if (word) words.push({ text: word, confidence: Math.round(Math.min(...characters)), characters });
      word = '';
      characters = [];
    };
    [...text].forEach((character, at) => {
      if (/\s/.test(character)) {
        close();
        return;
      }
      word += character;
      characters.push(Math.round((likelihoods[at] ?? 0) * 100));
    });
    close();
  }
  if (words.length === 0) return null;
  const confidence = words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
  return {
    text: words.map((word) => word.text).join(' '),
    confidence: Math.round(confidence),
    words,
    ...(box ? { box } : {}),
  };
}
