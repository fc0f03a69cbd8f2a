// The language choice (English, हिंदी, मराठी) of /login and /setting: it applies at once, without a
// reload and without losing what was typed; the device remembers it, and the server too for a
// signed-in user.
import { useState } from 'react';
import { chooseLanguage, LANGUAGE_NAMES } from '../lib/language';
import { LIB_TEXTS } from '../lib/lib-texts';
import { readToken } from '../lib/session';
import { useLanguage, useText } from '../lib/use-text';
import { LANGUAGES, type Language } from '../pure/messages';

export function LanguageChoice() {
  const t = useText();
  const language = useLanguage();
  // The choice shows at once; the texts follow as soon as they are loaded.
  const [pending, setPending] = useState<Language>();

  async function onChoose(chosen: Language) {
    setPending(chosen);
    try {
      await chooseLanguage(chosen);
      if (readToken()) void import('./language-save').then(({ rememberForUser }) => rememberForUser(chosen));
    } catch {
      // Offline before the language's texts were ever loaded: the app stays in the one it speaks.
    } finally {
      setPending(undefined);
    }
  }

  return (
    <fieldset className="language-choice" aria-busy={pending !== undefined}>
      <legend className="language-choice__legend">{t(LIB_TEXTS.language)}</legend>
      <div className="language-choice__options">
        {LANGUAGES.map((code) => (
          <label key={code} className="language-choice__option">
            <input
              type="radio"
              name="language"
              value={code}
              checked={(pending ?? language) === code}
              onChange={() => void onChoose(code)}
            />
            <span lang={code}>{LANGUAGE_NAMES[code]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
