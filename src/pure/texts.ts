// Catalogues of texts: each area defines its English messages once, with the Hindi and Marathi
// translations loaded when that language is chosen. A Text is data ({ catalogue, key, values }),
// so a screen, a server's refusal and a stored notification all say it the same way and render it
// in the reader's language at the last moment.
import {
  formatMessage,
  type HasParams,
  LANGUAGES,
  type Language,
  type MessageParams,
  type MessageValue,
  messageArguments,
  PSEUDO,
  type TextLanguage,
} from './messages';

/** A text to show: a catalogue's key with its values, rendered in the reader's language. */
export interface Text {
  readonly catalogue: string;
  readonly key: string;
  readonly values?: Readonly<Record<string, MessageValue | Text>>;
}

type Entry<S extends string> = HasParams<S> extends true ? (values: MessageParams<S>) => Text : Text;
/** A catalogue's texts: a key without arguments is a Text, one with arguments a function of them. */
export type Texts<E extends Record<string, string>> = { readonly [K in keyof E]: Entry<E[K]> };
/**
 * A translation's module: its default export gives every key of the English catalogue (a missing
 * one is a type error where the catalogue is defined; an extra one fails the catalogue test).
 */
type Loader<E = Record<string, string>> = () => Promise<{ default: { readonly [K in keyof E]: string } }>;
interface Catalogue {
  english: Readonly<Record<string, string>>;
  loaders: Record<Exclude<Language, 'en'>, Loader>;
  loaded: Partial<Record<TextLanguage, Readonly<Record<string, string>>>>;
}

const catalogues = new Map<string, Catalogue>();
const listeners = new Set<() => void>();
let version = 0;

/**
 * Defines an area's catalogue: `name` is unique in the app and the server ('auth', 'receipts'), the
 * English texts are the messages as the specification quotes them, `translations` load the others.
 */
export function defineTexts<const E extends Record<string, string>>(
  name: string,
  english: E,
  translations: Record<Exclude<Language, 'en'>, Loader<E>>,
): Texts<E> {
  const existing = catalogues.get(name);
  catalogues.set(name, {
    english,
    loaders: translations as Record<Exclude<Language, 'en'>, Loader>,
    loaded: existing?.loaded ?? { en: english },
  });
  const texts: Record<string, Text | ((values: Text['values']) => Text)> = {};
  for (const [key, message] of Object.entries(english)) {
    const hasArguments = messageArguments(message).size > 0;
    texts[key] = hasArguments
      ? (values: Text['values']) => ({ catalogue: name, key, values })
      : Object.freeze({ catalogue: name, key });
  }
  return texts as Texts<E>;
}

/** The text in the language, English where a catalogue of that language is not loaded yet. */
export function renderText(text: Text | string, language: TextLanguage): string {
  if (typeof text === 'string') return text;
  const catalogue = catalogues.get(text.catalogue);
  const english = catalogue?.english[text.key];
  // A key no catalogue knows (a notification stored by a newer server) still says something.
  if (english === undefined) return text.key;
  const message = catalogue?.loaded[language]?.[text.key] ?? english;
  const values = Object.fromEntries(
    Object.entries(text.values ?? {}).map(([name, value]) => [
      name,
      typeof value === 'object' ? renderText(value, language) : value,
    ]),
  );
  return formatMessage(message, values, language);
}

/** Loads the language's translations of every catalogue defined so far; resolves when all are there. */
export async function loadTexts(language: TextLanguage): Promise<void> {
  const missing = [...catalogues.values()].filter((catalogue) => !catalogue.loaded[language]);
  if (missing.length === 0) return;
  await Promise.all(missing.map((catalogue) => loadCatalogue(catalogue, language)));
  version += 1;
  for (const listener of listeners) listener();
}

const pending = new WeakMap<Catalogue, Partial<Record<TextLanguage, Promise<void>>>>();

/** One load per catalogue and language, however many renders ask for it meanwhile. */
function loadCatalogue(catalogue: Catalogue, language: TextLanguage): Promise<void> {
  const loads = pending.get(catalogue) ?? {};
  pending.set(catalogue, loads);
  loads[language] ??= (async () => {
    if (language === PSEUDO) {
      const { pseudoCatalogue } = await import('./pseudo-texts');
      catalogue.loaded[PSEUDO] = pseudoCatalogue(catalogue.english);
    } else if (language !== 'en') {
      catalogue.loaded[language] = (await catalogue.loaders[language]()).default;
    }
  })().catch((error: unknown) => {
    // Offline before the chunk was cached: the next showing tries again.
    delete loads[language];
    throw error;
  });
  return loads[language];
}

/** Starts loading the text's catalogue in the language when it is not there yet. */
export function ensureTexts(text: Text, language: TextLanguage): void {
  if (!catalogues.get(text.catalogue)?.loaded[language]) void loadTexts(language);
}

/** Told each time translations arrive (a screen's chunk defined a catalogue after a switch). */
export function onTextsLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Grows by one with each load: what a component compares to know its texts changed. */
export function textsVersion(): number {
  return version;
}

/** Every catalogue's name, English and translations: for the tests that keep them complete. */
export async function allCatalogues(): Promise<
  {
    name: string;
    english: Readonly<Record<string, string>>;
    translations: Record<string, Record<string, string>>;
  }[]
> {
  await Promise.all(LANGUAGES.map(loadTexts));
  return [...catalogues.entries()].map(([name, catalogue]) => ({
    name,
    english: catalogue.english,
    translations: { hi: { ...catalogue.loaded.hi }, mr: { ...catalogue.loaded.mr } },
  }));
}
