// flatpickr and its styles, in their own chunk: only the screens with a date field load them.
import flatpickr from 'flatpickr';
import 'flatpickr/dist/flatpickr.min.css';
import type { Instance } from 'flatpickr/dist/types/instance';
import type { CustomLocale } from 'flatpickr/dist/types/locale';
import { toIsoDate } from '../pure/calendar';
import { CALENDAR_TEXTS } from '../pure/calendar-texts';
import type { TextLanguage } from '../pure/messages';
import { loadTexts, renderText } from '../pure/texts';
import { PICKER_TEXTS } from './flatpickr-texts';

export type Picker = Instance;

/** Keys that would move through the calendar: keyboard navigation is off (spec section 2). */
const NAVIGATION_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'PageUp',
  'PageDown',
  'Home',
  'End',
]);

/** The days a picker offers: 'YYYY-MM-DD' limits, either end open when left out. */
export interface DateLimits {
  minDate?: string | undefined;
  maxDate?: string | undefined;
}

/** An ISO day as a local Date: flatpickr would read a string in the display format. */
const toDate = (isoDate: string | undefined) => {
  if (!isoDate) return undefined;
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};

type Named = Record<string, Parameters<typeof renderText>[0]>;
const names = (texts: Named, prefix: string, from: number, count: number, language: TextLanguage) =>
  Array.from({ length: count }, (_, index) => renderText(texts[`${prefix}${from + index}`] ?? '', language));

/**
 * The calendar in the reader's language: month names from the 'calendar' catalogue (the ones every
 * date of the app is written with, Marathi's included), weekdays from the picker's. English is
 * flatpickr's own.
 */
export async function pickerLocale(language: TextLanguage): Promise<CustomLocale | 'default'> {
  if (language === 'en') return 'default';
  await loadTexts(language);
  const months = CALENDAR_TEXTS as unknown as Named;
  const days = PICKER_TEXTS as unknown as Named;
  return {
    months: {
      longhand: names(months, 'month', 1, 12, language) as CustomLocale['months']['longhand'],
      shorthand: names(months, 'short', 1, 12, language) as CustomLocale['months']['shorthand'],
    },
    weekdays: {
      longhand: names(days, 'day', 0, 7, language) as CustomLocale['weekdays']['longhand'],
      shorthand: names(days, 'short', 0, 7, language) as CustomLocale['weekdays']['shorthand'],
    },
  };
}

/** Switches an open or closed picker to the language, as the rest of the screen switches. */
export async function setLanguage(picker: Picker, language: TextLanguage): Promise<void> {
  const locale = await pickerLocale(language);
  picker.set('locale', locale);
  picker.redraw();
}

export function setLimits(picker: Picker, limits: DateLimits): void {
  picker.set('minDate', toDate(limits.minDate) as Date);
  picker.set('maxDate', toDate(limits.maxDate) as Date);
}

export function createPicker(
  input: HTMLInputElement,
  onPick: (isoDate: string) => void,
  limits: DateLimits = {},
  locale: CustomLocale | 'default' = 'default',
): Picker {
  const picker = flatpickr(input, {
    locale,
    dateFormat: 'd/m/Y',
    allowInput: false,
    disableMobile: true,
    ...(limits.minDate ? { minDate: toDate(limits.minDate) } : {}),
    ...(limits.maxDate ? { maxDate: toDate(limits.maxDate) } : {}),
    onChange: (dates) => onPick(dates[0] ? toIsoDate(dates[0]) : ''),
  });
  const stopNavigation = (event: KeyboardEvent) => {
    if (NAVIGATION_KEYS.has(event.key)) event.stopPropagation();
  };
  input.addEventListener('keydown', stopNavigation);
  picker.calendarContainer.addEventListener('keydown', stopNavigation);
  return picker;
}
