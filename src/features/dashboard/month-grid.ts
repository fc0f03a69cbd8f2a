// The home calendar's arithmetic: days per month (leap years included), the weekday a month starts on, its weeks.
import { MONTH_NAMES } from '../../contract/months';

export { MONTH_NAMES };

export const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

export interface YearMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

/** Gregorian: every 4th year, except centuries, except every 4th century (2000 yes, 2100 no). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth({ year, month }: YearMonth): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** 0 for Sunday to 6 for Saturday, the column of the month's first day. */
export function firstWeekday({ year, month }: YearMonth): number {
  return new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
}

export function shiftMonth({ year, month }: YearMonth, by: number): YearMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
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
