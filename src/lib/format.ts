// Display formats of the specification in one place: rupees, list dates, picker dates.
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** 'YYYY-MM-DD' as lists show dates: '3 Nov 2026'. */
export function formatListDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** 'YYYY-MM-DD' as pickers show dates: '03/11/2026'. */
export function formatPickerDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** A local calendar day as 'YYYY-MM-DD' (no time zone shift, unlike toISOString). */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export function todayIso(): string {
  return toIsoDate(new Date());
}

/** 'YYYY-MM-DD' as day-month-year with dashes, the UploadDate form of the update call. */
export function toDayMonthYear(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${month}-${year}`;
}
