// The home calendar's layout: the weekday a month starts on, and its weeks from Sunday.
import { daysInMonth, type YearMonth } from '../../pure/calendar';

export const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

/** 0 for Sunday to 6 for Saturday, the column of the month's first day. */
export function firstWeekday({ year, month }: YearMonth): number {
  return new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
}

/** The month as rows of seven cells, Sunday first; null for the cells before the 1st and after the last day. */
export function monthWeeks(yearMonth: YearMonth): (number | null)[][] {
  const cells: (number | null)[] = [
    ...Array.from({ length: firstWeekday(yearMonth) }, () => null),
    ...Array.from({ length: daysInMonth(yearMonth) }, (_, i) => i + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
