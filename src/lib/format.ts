// Rupees as the specification shows them. Dates are in lib/calendar.ts.

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
