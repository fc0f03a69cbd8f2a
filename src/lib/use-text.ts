// The hook every screen renders its texts with: `const t = useText(); t(AUTH_TEXTS.signIn)`.
import { useCallback, useSyncExternalStore } from 'react';
import type { TextLanguage } from '../pure/messages';
import { ensureTexts, onTextsLoaded, renderText, type Text, textsVersion } from '../pure/texts';
import { currentLanguage, onLanguageChange } from './language';

const subscribe = (listener: () => void) => {
  const stopLanguage = onLanguageChange(listener);
  const stopTexts = onTextsLoaded(listener);
  return () => {
    stopLanguage();
    stopTexts();
  };
};
const snapshot = () => `${currentLanguage()} ${textsVersion()}`;

/** The current language, following every switch. */
export function useLanguage(): TextLanguage {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return currentLanguage();
}

/**
 * Renders texts in the current language. A catalogue defined after the last switch (a chunk loaded
 * since) shows in English for the moment its translation takes to arrive, then in the language.
 */
export function useText(): (text: Text | string) => string {
  const key = useSyncExternalStore(subscribe, snapshot, snapshot);
  const language = currentLanguage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: key changes with the language and each load
  return useCallback(
    (text: Text | string) => {
      if (typeof text !== 'string') ensureTexts(text, language);
      return renderText(text, language);
    },
    [key, language],
  );
}
