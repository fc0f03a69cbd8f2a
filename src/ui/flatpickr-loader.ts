// flatpickr and its styles, in their own chunk: only the screens with a date field load them.
import flatpickr from 'flatpickr';
import 'flatpickr/dist/flatpickr.min.css';
import type { Instance } from 'flatpickr/dist/types/instance';
import { toIsoDate } from '../pure/calendar';

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

export function setLimits(picker: Picker, limits: DateLimits): void {
  picker.set('minDate', toDate(limits.minDate) as Date);
  picker.set('maxDate', toDate(limits.maxDate) as Date);
}

export function createPicker(
  input: HTMLInputElement,
  onPick: (isoDate: string) => void,
  limits: DateLimits = {},
): Picker {
  const picker = flatpickr(input, {
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
