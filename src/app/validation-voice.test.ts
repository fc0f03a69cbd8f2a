// Validation texts that are not the specification's speak in one voice (issue 40): a sentence in
// sentence case that ends with a full stop, asking 'Please select …' / 'Please enter …' for what is
// missing ('Please select a city.', not 'City is required' or 'Choose a city'), and never naming a
// field by its code ('InvoiceDate:'). The specification's own texts stay exactly as it quotes them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPEC_QUOTES } from '../../tests/support/spec-quotes';

const SRC = path.resolve(import.meta.dirname, '..');

/** The validation texts of the app: schema and form messages, error notices, and the catalogues' 'Please …' prompts. */
function validationTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (name) => /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$|\.(hi|mr)\.ts$/.test(name),
  );
  for (const name of files) {
    const source = readFileSync(path.join(SRC, name), 'utf8');
    const found = [
      ...source.matchAll(/\b(?:error|emptyMessage)\s*:\s*'([A-Z][^'{}]*)'/g),
      ...source.matchAll(/\btext:\s*'([^']+)',\s*isError:\s*true/g),
      ...(name.endsWith('texts.ts') ? source.matchAll(/^\s+\w+:\s*'(Please [^'{}]*)',?$/gm) : []),
    ];
    for (const match of found) texts.set(match[1] as string, name);
  }
  return texts;
}

/** Words that keep their capital inside a sentence. */
const PROPER = /^(?:[A-Z0-9]{2,}s?|Gmail|HH:MM|I|Sunday)$/;

function voiceProblems(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith('.')) problems.push('ends without a full stop');
  if (/^(?:Choose|Give|Enter|Select)\b|\bis required\b/.test(text))
    problems.push("asks otherwise than 'Please …'");
  if (/\b[A-Z][a-z]+[A-Z]\w*:/.test(text)) problems.push('names a field by its code');
  const later = text.split(/\s+/).slice(1);
  if (later.some((word) => /^[A-Z]/.test(word) && !PROPER.test(word.replace(/[.,:;’']+$/g, ''))))
    problems.push('is not in sentence case');
  return problems;
}

describe('validation texts', () => {
  it('that are not the specification’s speak in one voice', () => {
    const texts = validationTexts();
    expect(texts.size).toBeGreaterThan(10);
    const wrong = [...texts]
      .filter(([text]) => !SPEC_QUOTES.includes(text))
      .map(([text, file]) => ({ text, file, problems: voiceProblems(text) }))
      .filter((found) => found.problems.length > 0);
    expect(wrong).toEqual([]);
  });

  it('holds the rule it states', () => {
    expect(voiceProblems('Please select a city.')).toEqual([]);
    expect(voiceProblems('City is required')).toEqual([
      'ends without a full stop',
      "asks otherwise than 'Please …'",
    ]);
    expect(voiceProblems('InvoiceDate: cannot be after today.')).toEqual(['names a field by its code']);
    expect(voiceProblems('Please Enter the Amount.')).toEqual(['is not in sentence case']);
  });
});
