// Dates as the company keeps them, for the app, the server and the contract alike: today in India
// time, days and months as 'YYYY-MM-DD' and { year, month }, their names, and the spec's formats.
// Pure: no DOM, no device clock but the instant `businessDate` is given.

/** The company works on Indian time, whatever zone the phone or the server runs in. */
export const TIME_ZONE = 'Asia/Kolkata';

export interface YearMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const SHORT_MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

let isoDateFormat: Intl.DateTimeFormat | undefined;

/** Today (or the day of `at`) as 'YYYY-MM-DD' in India, whatever the device's own zone. */
export function businessDate(at: Date = new Date()): string {
  // Made at first use: building a formatter loads the locale's data, which no first paint needs.
  isoDateFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return isoDateFormat.format(at);
}

let timeFormat: Intl.DateTimeFormat | undefined;

/** The time now (or of `at`) as 'HH:MM' on a 24-hour clock in India, whatever the device's own zone. */
export function businessTime(at: Date = new Date()): string {
  timeFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return timeFormat.format(at);
}

/** A date picked on the device (its local calendar day) as 'YYYY-MM-DD', with no zone shift. */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** 'YYYY-MM-DD' shifted by whole days. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A month shifted by whole months. */
export function shiftMonth({ year, month }: YearMonth, by: number): YearMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The month of an ISO date, shifted by whole months. */
export function monthOf(isoDate: string, shift = 0): YearMonth {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  return shiftMonth({ year, month }, shift);
}

export function isSameMonth(a: YearMonth, b: YearMonth): boolean {
  return a.year === b.year && a.month === b.month;
}

/** A month as 'YYYY-MM': the key of a month in links, file names and lookups. */
export function monthKey({ year, month }: YearMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The first day of a month as 'YYYY-MM-DD'. */
export function monthStart(month: YearMonth): string {
  return `${monthKey(month)}-01`;
}

/** The first and last day of a month as 'YYYY-MM-DD'. */
export function monthBounds(year: number, month: number): { first: string; last: string } {
  const first = monthStart({ year, month });
  return { first, last: addDays(monthStart(shiftMonth({ year, month }, 1)), -1) };
}

/** Gregorian: every 4th year, except centuries, except every 4th century (2000 yes, 2100 no). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth({ year, month }: YearMonth): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** 'November 2026'. */
export function monthLabel({ year, month }: YearMonth): string {
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

/** 'Nov 2026', as lists name a claim's month. */
export function shortMonthLabel({ year, month }: YearMonth): string {
  return `${SHORT_MONTH_NAMES[month - 1]} ${year}`;
}

/** 'YYYY-MM-DD' as lists show dates ('d MMM yyyy', spec section 9): '3 Nov 2026'. */
export function formatListDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${day} ${SHORT_MONTH_NAMES[month - 1]} ${year}`;
}

let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** An instant (ISO 8601) as a list date with the time of day in India: '3 Nov 2026, 4:05 pm'. */
export function formatDateTime(instant: string): string {
  dateTimeFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  });
  const parts = Object.fromEntries(
    dateTimeFormat.formatToParts(new Date(instant)).map(({ type, value }) => [type, value]),
  );
  const date = formatListDate(`${parts.year}-${parts.month}-${parts.day}`);
  return `${date}, ${Number(parts.hour)}:${parts.minute} ${String(parts.dayPeriod).toLowerCase()}`;
}

/** 'YYYY-MM-DD' as pickers show dates (dd/MM/yyyy, spec section 9): '03/11/2026'. */
export function formatPickerDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** 'YYYY-MM-DD' as day-month-year with dashes, the UploadDate form of the bill update call. */
export function toDayMonthYear(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${month}-${year}`;
}
