// ICU messages ('{count, plural, one {# bill} other {# bills}} waiting') read and filled in, for
// the app and the server alike. A subset of ICU MessageFormat: arguments, plural (with =N cases and
// #) and select; apostrophes quote as ICU says. Plurals by CLDR's rules (make-plural), never Intl:
// its first use loads the locale's data, a cost the first paint does not pay (docs/decisions.md,
// 'Languages (issue 39)'). tests check every catalogue's messages against @messageformat/core.
import { en, hi, mr } from 'make-plural/cardinals';
import { formatIndianNumber } from './money';

/** The languages of the app: English (the default), Hindi, Marathi. */
export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];
/**
 * The pseudo-language of the tests: every translated text in accents and brackets, so a text
 * that never went through a catalogue stands out (en-XA is the tag Android and Chrome give it).
 */
export const PSEUDO = 'en-XA';
export type TextLanguage = Language | typeof PSEUDO;

/** The language a tag names, if it is one of ours: 'hi-IN' is Hindi, 'en-GB' English, 'en-XA' the pseudo. */
export function languageOfTag(tag: string): TextLanguage | undefined {
  const clean = tag.trim().toLowerCase();
  if (clean === PSEUDO.toLowerCase()) return PSEUDO;
  const base = clean.split('-')[0];
  return LANGUAGES.find((language) => language === base);
}

/** The first of an Accept-Language header's languages (by its q weights) that is ours. */
export function languageOfHeader(header: string | undefined): TextLanguage | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';');
      const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag, weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return undefined;
}

export type MessageValue = string | number;
export type MessageValues = Readonly<Record<string, MessageValue>>;

type Part = string | { arg: string } | { pound: true } | Choice;
interface Choice {
  arg: string;
  kind: 'plural' | 'select';
  cases: Record<string, Part[]>;
}

const PLURAL_RULES: Record<TextLanguage, (n: number | string) => string> = { en, hi, mr, [PSEUDO]: en };
const parsed = new Map<string, Part[]>();

/** The message with its arguments filled in, plurals chosen by the language's rules. */
export function formatMessage(message: string, values: MessageValues, language: TextLanguage): string {
  let parts = parsed.get(message);
  if (!parts) {
    parts = parseMessage(message);
    parsed.set(message, parts);
  }
  return fill(parts, values, PLURAL_RULES[language], undefined);
}

function fill(parts: Part[], values: MessageValues, rule: (n: number) => string, count?: number): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if ('pound' in part) out += count === undefined ? '#' : formatIndianNumber(count);
    else if (!('kind' in part)) out += String(values[part.arg] ?? `{${part.arg}}`);
    else {
      const value = values[part.arg];
      const key = part.kind === 'plural' ? rule(Number(value)) : String(value);
      const chosen = part.cases[`=${value}`] ?? part.cases[key] ?? part.cases.other ?? [];
      out += fill(chosen, values, rule, part.kind === 'plural' ? Number(value) : count);
    }
  }
  return out;
}

/** The message's parts; a message that breaks ICU's syntax is a bug in a catalogue, so it throws. */
export function parseMessage(message: string): Part[] {
  const reader = { text: message, at: 0 };
  const parts = readParts(reader, false);
  if (reader.at < message.length) throw new SyntaxError(`Unmatched '}' in message: ${message}`);
  return parts;
}

interface Reader {
  text: string;
  at: number;
}

function readParts(reader: Reader, isInPlural: boolean): Part[] {
  const parts: Part[] = [];
  let literal = '';
  const { text } = reader;
  while (reader.at < text.length) {
    const char = text[reader.at] as string;
    if (char === '}') break;
    if (char === "'") {
      literal += readQuoted(reader, isInPlural);
    } else if (char === '{') {
      if (literal) parts.push(literal);
      literal = '';
      reader.at += 1;
      parts.push(readArgument(reader));
    } else if (char === '#' && isInPlural) {
      if (literal) parts.push(literal);
      literal = '';
      reader.at += 1;
      parts.push({ pound: true });
    } else {
      literal += char;
      reader.at += 1;
    }
  }
  if (literal) parts.push(literal);
  return parts;
}

/** ICU's apostrophe: '' is one; before { } or (in a plural) # it quotes up to the next one. */
function readQuoted(reader: Reader, isInPlural: boolean): string {
  const { text } = reader;
  const next = text[reader.at + 1];
  if (next === "'") {
    reader.at += 2;
    return "'";
  }
  if (next === '{' || next === '}' || (isInPlural && next === '#')) {
    const end = text.indexOf("'", reader.at + 1);
    const quoted = end === -1 ? text.slice(reader.at + 1) : text.slice(reader.at + 1, end);
    reader.at = end === -1 ? text.length : end + 1;
    return quoted;
  }
  reader.at += 1;
  return "'";
}

function readArgument(reader: Reader): Part {
  const { text } = reader;
  const close = text.indexOf('}', reader.at);
  const comma = text.indexOf(',', reader.at);
  if (close === -1) throw new SyntaxError(`Unclosed '{' in message: ${text}`);
  if (comma === -1 || close < comma) {
    const arg = text.slice(reader.at, close).trim();
    reader.at = close + 1;
    return { arg };
  }
  const arg = text.slice(reader.at, comma).trim();
  const kindEnd = text.indexOf(',', comma + 1);
  const kind = text.slice(comma + 1, kindEnd).trim();
  if (kindEnd === -1 || (kind !== 'plural' && kind !== 'select')) {
    throw new SyntaxError(`Only plural and select are supported, in message: ${text}`);
  }
  reader.at = kindEnd + 1;
  const cases: Record<string, Part[]> = {};
  for (;;) {
    while (/\s/.test(text[reader.at] ?? '')) reader.at += 1;
    if (text[reader.at] === '}') break;
    const open = text.indexOf('{', reader.at);
    if (open === -1) throw new SyntaxError(`A case without '{' in message: ${text}`);
    const key = text.slice(reader.at, open).trim();
    reader.at = open + 1;
    cases[key] = readParts(reader, kind === 'plural');
    if (text[reader.at] !== '}') throw new SyntaxError(`Unclosed case '${key}' in message: ${text}`);
    reader.at += 1;
  }
  if (!('other' in cases)) throw new SyntaxError(`A ${kind} without 'other' in message: ${text}`);
  reader.at += 1;
  return { arg, kind, cases };
}

/** The names of a message's arguments, and whether each is a plural's count. */
export function messageArguments(message: string): Map<string, 'plural' | 'select' | 'text'> {
  const found = new Map<string, 'plural' | 'select' | 'text'>();
  const walk = (parts: Part[]) => {
    for (const part of parts) {
      if (typeof part === 'string' || 'pound' in part) continue;
      if ('kind' in part) {
        found.set(part.arg, part.kind);
        for (const inner of Object.values(part.cases)) walk(inner);
      } else if (!found.has(part.arg)) found.set(part.arg, 'text');
    }
  };
  walk(parseMessage(message));
  return found;
}

/** Every literal of the message passed through `change`, arguments and cases kept: the pseudo-language. */
export function mapLiterals(message: string, change: (literal: string) => string): string {
  const write = (parts: Part[]): string =>
    parts
      .map((part) => {
        if (typeof part === 'string') return quote(change(part));
        if ('pound' in part) return '#';
        if (!('kind' in part)) return `{${part.arg}}`;
        const cases = Object.entries(part.cases).map(([key, inner]) => `${key} {${write(inner)}}`);
        return `{${part.arg}, ${part.kind}, ${cases.join(' ')}}`;
      })
      .join('');
  return write(parseMessage(message));
}

function quote(literal: string): string {
  return literal.replace(/'/g, "''").replace(/[{}#]+/g, (special) => `'${special}'`);
}

type Trim<S extends string> = S extends ` ${infer R}` ? Trim<R> : S extends `${infer R} ` ? Trim<R> : S;
type IsName<S extends string> = S extends '' | `${string}${' ' | '#' | "'"}${string}` ? false : true;
/** The names in a message's braces: a plural's count is a number, any other argument text or a number. */
type ArgumentsOf<S extends string, Found = unknown> = S extends `${string}{${infer After}`
  ? After extends `${infer Head}}${string}`
    ? Head extends `${infer Name},${infer Kind},${string}`
      ? ArgumentsOf<After, Found & NamedValue<Trim<Name>, Trim<Kind>>>
      : ArgumentsOf<After, Found & NamedValue<Trim<Head>, 'text'>>
    : Found
  : Found;
/** A catalogue's text given as a value (a month's name): rendered in the same language first. */
export interface NestedText {
  readonly catalogue: string;
  readonly key: string;
}
type NamedValue<Name extends string, Kind extends string> =
  IsName<Name> extends true
    ? { [K in Name]: Kind extends 'plural' ? number : MessageValue | NestedText }
    : unknown;
type Flatten<T> = { [K in keyof T]: T[K] };

/** The values a message needs, read from its text by the compiler: a missing or misspelt one is a type error. */
export type MessageParams<S extends string> = Flatten<ArgumentsOf<S>>;
/** True when the message has arguments to fill in. */
export type HasParams<S extends string> = keyof MessageParams<S> extends never ? false : true;
