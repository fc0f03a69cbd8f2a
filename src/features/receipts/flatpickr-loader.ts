// flatpickr and its styles, in their own chunk: only the invoice forms load them.
import flatpickr from 'flatpickr';
import 'flatpickr/dist/flatpickr.min.css';
import type { Instance } from 'flatpickr/dist/types/instance';
import { toIsoDate } from '../../lib/format';

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

export function createPicker(input: HTMLInputElement, onPick: (isoDate: string) => void): Picker {
  const picker = flatpickr(input, {
    dateFormat: 'd/m/Y',
    allowInput: false,
    disableMobile: true,
    maxDate: 'today',
    onChange: (dates) => onPick(dates[0] ? toIsoDate(dates[0]) : ''),
  });
  const stopNavigation = (event: KeyboardEvent) => {
    if (NAVIGATION_KEYS.has(event.key)) event.stopPropagation();
  };
  input.addEventListener('keydown', stopNavigation);
  picker.calendarContainer.addEventListener('keydown', stopNavigation);
  return picker;
}
