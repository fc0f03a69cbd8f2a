// The language the app speaks on this device: chosen on /login or in /setting, kept in localStorage
// (read before the first paint, without Dexie), first taken from the browser's languages.
import { LANGUAGES, type Language, languageOfTag, PSEUDO, type TextLanguage } from '../pure/messages';
import { loadTexts } from '../pure/texts';

export const LANGUAGE_KEY = 'language';

/** Each language named in itself, as the choice lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिंदी', mr: 'मराठी' };

const listeners = new Set<() => void>();
let current: TextLanguage = initialLanguage();

function isTextLanguage(value: unknown): value is TextLanguage {
  return value === PSEUDO || LANGUAGES.includes(value as Language);
}

/** The device's choice, else the first of the browser's languages that is ours, else English. */
function initialLanguage(): TextLanguage {
  if (typeof localStorage === 'undefined') return 'en';
  const stored = localStorage.getItem(LANGUAGE_KEY);
  if (isTextLanguage(stored)) return stored;
  return browserLanguage(typeof navigator === 'undefined' ? [] : navigator.languages) ?? 'en';
}

/** 'hi-IN' is Hindi, 'mr' Marathi, 'en-GB' English; the first one of ours wins. */
export function browserLanguage(languages: readonly string[]): TextLanguage | undefined {
  for (const tag of languages) {
    const language = languageOfTag(tag);
    if (language && language !== PSEUDO) return language;
  }
  return undefined;
}

export function currentLanguage(): TextLanguage {
  return current;
}

/** True once the user chose a language on this device (not merely the browser's). */
export function hasChosenLanguage(): boolean {
  return isTextLanguage(localStorage.getItem(LANGUAGE_KEY));
}

export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Everything the language needs before a screen shows in it: the translations of the screens loaded
 * so far. (The Devanagari font is theme.css's: the browser fetches it once Hindi or Marathi shows.)
 */
export async function prepareLanguage(language: TextLanguage): Promise<void> {
  await loadTexts(language);
}

/**
 * Switches the whole app at once, nothing unmounted (what was typed stays): the new language's
 * texts load first, then every component renders in it.
 */
export async function chooseLanguage(language: TextLanguage, { remember = true } = {}): Promise<void> {
  await prepareLanguage(language);
  if (remember) localStorage.setItem(LANGUAGE_KEY, language);
  applyLanguage(language);
}

function applyLanguage(language: TextLanguage): void {
  current = language;
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  document.documentElement.lang = current;
  // Another tab's choice applies here too.
  window.addEventListener('storage', (event) => {
    if (event.key === LANGUAGE_KEY && isTextLanguage(event.newValue) && event.newValue !== current) {
      void prepareLanguage(event.newValue).then(() => applyLanguage(event.newValue as TextLanguage));
    }
  });
}
