// Every catalogue complete in Hindi and Marathi, every message well formed and read as ICU reads it,
// and every quoted text of the specification, once converted, exactly in the English catalogues.
import MessageFormat from '@messageformat/core';
import { describe, expect, it } from 'vitest';
import { SPEC_QUOTES } from '../../tests/support/spec-quotes';
import { formatMessage, type Language, messageArguments } from '../pure/messages';
import { allCatalogues, type Text } from '../pure/texts';

// Every module that defines a catalogue, so the registry holds them all.
const modules = import.meta.glob<Record<string, unknown>>('/src/**/*-texts.ts', { eager: true });

/**
 * Quoted texts of the specification that no catalogue carries yet: their screens are converted in
 * the next phase of issue 39. The list only shrinks: a quote found in a catalogue must leave it.
 */
const NOT_IN_A_CATALOGUE_YET: string[] = [];

function samples(message: string): Record<string, string | number>[] {
  let variants: Record<string, string | number>[] = [{}];
  for (const [name, kind] of messageArguments(message)) {
    const values: (string | number)[] = kind === 'plural' ? [0, 1, 2, 5, 21] : ['Pune'];
    variants = variants.flatMap((variant) => values.map((value) => ({ ...variant, [name]: value })));
  }
  return variants;
}

const DEVANAGARI_DIGITS = /[०-९]/g;
const latinDigits = (text: string) =>
  text.replace(DEVANAGARI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x966));

describe('the catalogues', async () => {
  const catalogues = await allCatalogues();

  it('are all found and named once', () => {
    const names = Object.values(modules).flatMap((module) =>
      Object.values(module).flatMap((value) => {
        const first = value && typeof value === 'object' ? Object.values(value)[0] : undefined;
        const text =
          typeof first === 'function' ? (first as (v: object) => Text)({}) : (first as Text | undefined);
        return text && typeof text.catalogue === 'string' ? [text.catalogue] : [];
      }),
    );
    expect(names.length).toBeGreaterThan(5);
    expect(new Set(names).size).toBe(names.length);
    expect(catalogues.map(({ name }) => name).sort()).toEqual([...names].sort());
  });

  it('have every English key in Hindi and Marathi, and nothing else', () => {
    for (const { name, english, translations } of catalogues) {
      for (const language of ['hi', 'mr'] as const) {
        expect(Object.keys(translations[language] ?? {}).sort(), `${name} in ${language}`).toEqual(
          Object.keys(english).sort(),
        );
      }
    }
  });

  it('give each translation the English message’s arguments, of the same kinds', () => {
    for (const { name, english, translations } of catalogues) {
      for (const [key, message] of Object.entries(english)) {
        const expected = [...messageArguments(message)].sort();
        for (const language of ['hi', 'mr'] as const) {
          const translated = translations[language]?.[key] ?? '';
          expect([...messageArguments(translated)].sort(), `${name}.${key} in ${language}`).toEqual(expected);
        }
      }
    }
  });

  it('read every message as the ICU reference implementation does', () => {
    for (const { name, english, translations } of catalogues) {
      for (const [language, messages] of [['en', english], ...Object.entries(translations)] as const) {
        const reference = new MessageFormat(language);
        for (const [key, message] of Object.entries(messages)) {
          const compiled = reference.compile(message);
          for (const values of samples(message)) {
            expect(
              formatMessage(message, values, language as Language),
              `${name}.${key} in ${language}`,
            ).toBe(latinDigits(String(compiled(values))));
          }
        }
      }
    }
  });

  it('carry every quoted text of the specification that their screens show, exactly', () => {
    const english = new Set(catalogues.flatMap((catalogue) => Object.values(catalogue.english)));
    const missing = SPEC_QUOTES.filter(
      (quote) => !english.has(quote) && !NOT_IN_A_CATALOGUE_YET.includes(quote),
    );
    expect(missing, 'quotes of the specification in no catalogue and not listed as waiting').toEqual([]);
    const converted = NOT_IN_A_CATALOGUE_YET.filter((quote) => english.has(quote));
    expect(converted, 'in a catalogue now: take them off the waiting list').toEqual([]);
    const stale = NOT_IN_A_CATALOGUE_YET.filter((quote) => !SPEC_QUOTES.includes(quote));
    expect(stale, 'not quoted by the specification').toEqual([]);
  });

  it('carry DESIGN.md’s quoted texts of the converted screens exactly', () => {
    const english = new Set(catalogues.flatMap((catalogue) => Object.values(catalogue.english)));
    for (const quote of [
      'Update available — reload',
      'Capture a receipt',
      'Clear offline data',
      'Retry now',
      'Discard',
    ]) {
      expect(english.has(quote), quote).toBe(true);
    }
  });
});
