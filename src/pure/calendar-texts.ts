// Dates in the reader's language: month names from the 'calendar' catalogue, digits Western (as
// Indian forms and bills print them). English goes straight to calendar.ts, which uses no Intl.
import { formatDateTime, formatListDate, MONTH_NAMES, type YearMonth } from './calendar';
import type { TextLanguage } from './messages';
import { defineTexts, renderText, type Text } from './texts';

const SHORT_ENGLISH = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const english = {
  month1: 'January',
  month2: 'February',
  month3: 'March',
  month4: 'April',
  month5: 'May',
  month6: 'June',
  month7: 'July',
  month8: 'August',
  month9: 'September',
  month10: 'October',
  month11: 'November',
  month12: 'December',
  short1: 'Jan',
  short2: 'Feb',
  short3: 'Mar',
  short4: 'Apr',
  short5: 'May',
  short6: 'Jun',
  short7: 'Jul',
  short8: 'Aug',
  short9: 'Sep',
  short10: 'Oct',
  short11: 'Nov',
  short12: 'Dec',
  am: 'am',
  pm: 'pm',
};

export const CALENDAR_TEXTS = defineTexts('calendar', english, {
  hi: () => import('./calendar-texts.hi'),
  mr: () => import('./calendar-texts.mr'),
});

/** A month's name (1 to 12) as a text, rendered in the reader's language: a notification's value. */
export function monthNameText(month: number): Text {
  return CALENDAR_TEXTS[`month${month}` as keyof typeof english];
}

function monthName(month: number, form: 'month' | 'short', language: TextLanguage): string {
  const text = CALENDAR_TEXTS[`${form}${month}` as keyof typeof english];
  return text === undefined ? String(month) : renderText(text, language);
}

/** 'd MMM yyyy' of lists: '3 Nov 2026', '3 नव॰ 2026', '3 नोव्हें 2026'. */
export function formatListDateIn(isoDate: string, language: TextLanguage): string {
  if (language === 'en') return formatListDate(isoDate);
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${day} ${monthName(month, 'short', language)} ${year}`;
}

/** A date with its month written out: '29 November 2026', '29 नवंबर 2026', '29 नोव्हेंबर 2026'. */
export function formatLongDate(isoDate: string, language: TextLanguage): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${day} ${monthName(month, 'month', language)} ${year}`;
}

/** 'November 2026', 'नवंबर 2026'. */
export function monthLabelIn({ year, month }: YearMonth, language: TextLanguage): string {
  return `${monthName(month, 'month', language)} ${year}`;
}

/** An instant as a list date with the time of day in India: '3 Nov 2026, 4:05 pm', '3 नव॰ 2026, 4:05 pm'. */
export function formatDateTimeIn(instant: string, language: TextLanguage): string {
  const english = formatDateTime(instant);
  if (language === 'en') return english;
  const [day, month, year, time, period] = english.split(' ') as [
    string,
    string,
    string,
    string,
    'am' | 'pm',
  ];
  const monthNumber = SHORT_ENGLISH.indexOf(month) + 1;
  return `${day} ${monthName(monthNumber, 'short', language)} ${year} ${time} ${renderText(CALENDAR_TEXTS[period], language)}`;
}

/** 'YYYY-MM-DD' of 'd MMM yyyy' as the server writes it; undefined for anything else. */
function isoOfListDate(day: string, monthName: string, year: string): string | undefined {
  const month = MONTH_NAMES.findIndex((name) => name.slice(0, 3) === monthName) + 1;
  if (month === 0 || !/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(day)) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** The server's 'd MMM yyyy' ('5 Oct 2026') in the reader's language; as it came if it is not one. */
export function listDateIn(label: string, language: TextLanguage): string {
  const [day = '', month = '', year = ''] = label.split(' ');
  const iso = isoOfListDate(day, month, year);
  return iso ? formatListDateIn(iso, language) : label;
}

/** The server's 'MMM yyyy' ('Oct 2026'), a claim's month, in the reader's language. */
export function claimMonthIn(label: string, language: TextLanguage): string {
  const [month = '', year = ''] = label.split(' ');
  const iso = isoOfListDate('1', month, year);
  return iso ? formatListDateIn(iso, language).replace(/^1 /, '') : label;
}
