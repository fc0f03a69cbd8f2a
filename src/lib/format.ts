// Display formats of the specification in one place: rupees, list dates, picker dates.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Rupees as en-IN writes them, '₹12,34,567.50': by hand rather than with Intl.NumberFormat, whose
 * first use loads the locale's data (about 20 ms on a mid-range phone, in the task that paints a
 * screen of amounts; docs/decisions.md).
 */
export function formatRupees(amount: number): string {
  const [whole = '0', paise = '00'] = roundToPaise(Math.abs(amount)).split('.');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const sign = amount < 0 && /[1-9]/.test(whole + paise) ? '-' : '';
  return `${sign}₹${rest ? `${rest},` : ''}${lastThree}.${paise}`;
}

/** Rounds half away from zero on the number as written (407601.235 → '407601.24'), as Intl does. */
function roundToPaise(amount: number): string {
  const written = String(amount);
  if (written.includes('e')) return amount.toFixed(2);
  const [whole = '0', fraction = ''] = written.split('.');
  let paise = BigInt(whole + `${fraction}00`.slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') paise += 1n;
  const digits = paise.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
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
