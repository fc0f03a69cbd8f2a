import { describe, expect, it } from 'vitest';
import { formatListDateIn, formatLongDate, monthLabelIn } from './calendar-texts';
import { loadTexts } from './texts';

describe('dates in the reader’s language', () => {
  it('writes months in Hindi and Marathi with Western digits', async () => {
    await Promise.all([loadTexts('hi'), loadTexts('mr')]);
    expect(formatLongDate('2026-11-29', 'hi')).toBe('29 नवंबर 2026');
    expect(formatLongDate('2026-11-29', 'mr')).toBe('29 नोव्हेंबर 2026');
    expect(formatLongDate('2026-11-29', 'en')).toBe('29 November 2026');
    expect(formatListDateIn('2026-11-03', 'en')).toBe('3 Nov 2026');
    expect(monthLabelIn({ year: 2026, month: 2 }, 'hi')).toBe('फ़रवरी 2026');
  });

  it('names every month as CLDR does (Intl, in the test only)', async () => {
    await Promise.all([loadTexts('hi'), loadTexts('mr')]);
    for (const language of ['hi', 'mr'] as const) {
      for (const form of ['long', 'short'] as const) {
        const intl = new Intl.DateTimeFormat(language, { month: form, timeZone: 'UTC' });
        for (let month = 1; month <= 12; month += 1) {
          const iso = `2026-${String(month).padStart(2, '0')}-15`;
          const ours = form === 'long' ? formatLongDate(iso, language) : formatListDateIn(iso, language);
          expect(ours).toBe(`15 ${intl.format(new Date(`${iso}T00:00:00Z`))} 2026`);
        }
      }
    }
  });
});
