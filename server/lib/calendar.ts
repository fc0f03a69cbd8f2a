// Business dates: the company works on Indian time, whatever zone the server runs in.
const TIME_ZONE = 'Asia/Kolkata';

const isoDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today (or the day of `at`) as 'YYYY-MM-DD' in the company's time zone. */
export function businessDate(at: Date = new Date()): string {
  return isoDateFormat.format(at);
}

/** 'YYYY-MM-DD' shifted by whole days. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Year and month (1-12) of an ISO date, shifted by whole months. */
export function monthOf(isoDate: string, shift = 0): { year: number; month: number } {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + shift;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM-DD' as lists show dates ('d MMM yyyy'), e.g. '3 Nov 2026'. */
export function formatListDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** The first and last day of a month as 'YYYY-MM-DD'. */
export function monthBounds(year: number, month: number): { first: string; last: string } {
  const first = monthStart({ year, month });
  return { first, last: addDays(monthStart(monthOf(first, 1)), -1) };
}

function monthStart({ year, month }: { year: number; month: number }): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}
