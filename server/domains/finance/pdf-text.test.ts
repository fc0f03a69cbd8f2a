import { describe, expect, it } from 'vitest';
import { scriptRuns } from './pdf-text';

describe('the claim PDF cuts a string into runs of one script', () => {
  it('keeps English in one run and Hindi in another, spaces with the run before them', () => {
    expect(scriptRuns('Reason: बिल धुंधला है, दोबारा लगाएँ (Pune)')).toEqual([
      { text: 'Reason: ', isDevanagari: false },
      { text: 'बिल धुंधला है', isDevanagari: true },
      { text: ', ', isDevanagari: false },
      { text: 'दोबारा लगाएँ ', isDevanagari: true },
      { text: '(Pune)', isDevanagari: false },
    ]);
  });

  it('keeps a conjunct with its joiner in the Devanagari run, and an empty string has no run', () => {
    expect(scriptRuns('क्‍ष ₹12')).toEqual([
      { text: 'क्‍ष ', isDevanagari: true },
      { text: '₹12', isDevanagari: false },
    ]);
    expect(scriptRuns('')).toEqual([]);
  });
});
