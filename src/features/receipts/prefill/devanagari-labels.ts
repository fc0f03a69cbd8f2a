// A bill printed in Hindi or Marathi, as the reader's rules know a bill: its Devanagari digits as Latin ones
// and its label words as the English words they stand for ('कुल योग ₹ 563.00' as 'grand total ₹ 563.00',
// 'बिल क्र. 17765' as 'bill no. 17765'), so that one set of label rules reads bills in all three languages.
import { MIN_LINE_CONFIDENCE, type TextLine } from './text-line';

type Word = NonNullable<TextLine['words']>[number];

/**
 * Label phrases as small-town tills and bill books print them, in Hindi (H) and Marathi (M), with the
 * English words they stand for; longer phrases first, so that 'कुल योग' is read whole before 'कुल'.
 */
const PHRASES: Array<[string, string]> = [
  // What is paid: a total (H 'कुल', 'कुल योग', 'कुल राशि'; M 'एकूण', 'एकूण रक्कम'), payable (H/M 'देय').
  ['कुल देय राशि', 'total amount payable'],
  ['एकूण देय रक्कम', 'total amount payable'],
  ['कुल योग', 'grand total'],
  ['कुल राशि', 'total amount'],
  ['कुल राशी', 'total amount'],
  ['कुल रकम', 'total amount'],
  ['कुल देय', 'total payable'],
  ['देय राशि', 'amount payable'],
  ['देय रक्कम', 'amount payable'],
  ['एकूण रक्कम', 'total amount'],
  ['निव्वळ रक्कम', 'net amount'],
  ['शुद्ध राशि', 'net amount'],
  ['कुल', 'total'],
  ['एकूण', 'total'],
  ['एकुण', 'total'],
  ['योग', 'total'],
  ['राशि', 'amount'],
  ['राशी', 'amount'],
  ['रकम', 'amount'],
  ['रक्कम', 'amount'],
  ['किराया', 'fare'],
  ['भाडे', 'fare'],
  // What is not: the cash handed over and the change (H 'नकद प्राप्त', 'वापसी'; M 'रोख दिले', 'परत'),
  // a balance, an advance, a discount, a tax, a rate and a quantity.
  ['नकद प्राप्त', 'cash received'],
  ['रोख दिले', 'cash tendered'],
  ['रोख मिळाले', 'cash received'],
  ['नकद', 'cash'],
  ['रोख', 'cash'],
  ['वापसी', 'change'],
  ['परत', 'change'],
  ['शेष', 'balance'],
  ['बाकी', 'balance'],
  ['अग्रिम', 'advance'],
  ['जमा', 'advance'],
  ['छूट', 'discount'],
  ['सवलत', 'discount'],
  ['कर', 'tax'],
  ['जीएसटी', 'gst'],
  ['दर', 'rate'],
  ['मात्रा', 'qty'],
  ['नग', 'qty'],
  ['रु', 'rs'],
  ['रू', 'rs'],
  // The bill's number (H 'बिल नं.', 'बिल सं.', 'रसीद नं.'; M 'बिल क्र.', 'पावती क्र.') and date.
  ['बिल', 'bill'],
  ['बील', 'bill'],
  ['रसीद', 'receipt'],
  ['पावती', 'receipt'],
  ['बीजक', 'invoice'],
  ['टिकट', 'ticket'],
  ['तिकीट', 'ticket'],
  ['नं', 'no'],
  ['न', 'no'],
  ['क्र', 'no'],
  ['क्रमांक', 'number'],
  ['सं', 'no'],
  ['संख्या', 'number'],
  ['दिनांक', 'date'],
  ['तारीख', 'date'],
  ['ता', 'dt'],
  ['दि', 'dt'],
  // Words that tell an eating place's bill.
  ['भोजनालय', 'bhojanalaya'],
  ['ढाबा', 'dhaba'],
  ['उपहारगृह', 'restaurant'],
  ['थाली', 'thali'],
  ['थाळी', 'thali'],
  ['चाय', 'tea'],
  ['चहा', 'tea'],
];

const BY_FIRST_WORD = new Map<string, Array<{ words: string[]; english: string[] }>>();
for (const [hindi, english] of PHRASES) {
  const words = hindi.split(' ');
  const first = words[0] ?? '';
  BY_FIRST_WORD.set(first, [...(BY_FIRST_WORD.get(first) ?? []), { words, english: english.split(' ') }]);
}

const DEVANAGARI = /[\u0900-\u097F]/;
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/g;
/** What a label word may carry at its end: its abbreviation's dot, a colon, a danda (or as misread). */
const TRAILING = /[.:;,।]+$/;

/** The line with its Devanagari digits and label words in Latin letters; a line without any, as it was. */
export function withLatinLabels(line: TextLine): TextLine {
  return inLatin(line).line;
}

/**
 * Whether lines read in the Devanagari model are a bill labelled in Hindi or Marathi: at least two sure
 * lines name a label in Devanagari. A Latin bill read so has a line or two of confident Devanagari at most
 * (a brand's name, a 'धन्यवाद'), and none of its labels.
 */
export function isLabelledInDevanagari(lines: readonly TextLine[]): boolean {
  const labelled = lines.filter((line) => line.confidence >= MIN_LINE_CONFIDENCE && inLatin(line).labels > 0);
  return labelled.length >= 2;
}

function inLatin(line: TextLine): { line: TextLine; labels: number } {
  if (!DEVANAGARI.test(line.text)) return { line, labels: 0 };
  const words: Word[] =
    line.words && line.words.map((word) => word.text).join(' ') === line.text
      ? line.words
      : line.text.split(' ').map((text) => ({ text, confidence: line.confidence }));
  const latin: Word[] = [];
  let labels = 0;
  for (let at = 0; at < words.length; ) {
    const phrase = phraseAt(words, at);
    if (!phrase) {
      const word = words[at] as Word;
      // Each digit is one character for one: the word's characters keep their confidences.
      latin.push({ ...word, text: word.text.replace(DEVANAGARI_DIGIT, latinDigit) });
      at += 1;
      continue;
    }
    const read = words.slice(at, at + phrase.words.length);
    const confidence = Math.min(...read.map((word) => word.confidence));
    const ending = read.at(-1)?.text.match(TRAILING)?.[0] ?? '';
    latin.push(
      ...phrase.english.map((text, index) => ({
        text: index === phrase.english.length - 1 ? text + ending : text,
        confidence,
      })),
    );
    at += phrase.words.length;
    labels += 1;
  }
  const text = latin.map((word) => word.text).join(' ');
  return { line: line.words ? { ...line, text, words: latin } : { ...line, text }, labels };
}

/** The longest phrase that starts at words[at], its last word with or without its dot or colon. */
function phraseAt(words: readonly Word[], at: number) {
  const first = spelling(words[at]?.text ?? '').replace(TRAILING, '');
  return BY_FIRST_WORD.get(first)
    ?.filter((phrase) =>
      phrase.words.every((word, index) => {
        const read = spelling(words[at + index]?.text ?? '');
        const isLast = index === phrase.words.length - 1;
        return (isLast ? read.replace(TRAILING, '') : read) === word;
      }),
    )
    .sort((a, b) => b.words.length - a.words.length)[0];
}

/** A word's letters without the zero-width joiners an engine may put between them ('रक्‍कम'). */
function spelling(text: string): string {
  return text.replace(/[\u200C\u200D]/g, '');
}

function latinDigit(digit: string): string {
  return String(digit.charCodeAt(0) - 0x0966);
}
