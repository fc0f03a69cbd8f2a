// The calendar's weekday names (the month names are the 'calendar' catalogue's): defined in the
// picker's own chunk, so only the screens with a date field carry them.
import { defineTexts } from '../pure/texts';

export const PICKER_TEXTS = defineTexts(
  'ui.picker',
  {
    day0: 'Sunday',
    day1: 'Monday',
    day2: 'Tuesday',
    day3: 'Wednesday',
    day4: 'Thursday',
    day5: 'Friday',
    day6: 'Saturday',
    short0: 'Sun',
    short1: 'Mon',
    short2: 'Tue',
    short3: 'Wed',
    short4: 'Thu',
    short5: 'Fri',
    short6: 'Sat',
  },
  { hi: () => import('./flatpickr-texts.hi'), mr: () => import('./flatpickr-texts.mr') },
);
