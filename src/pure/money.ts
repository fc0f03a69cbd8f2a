// Money: integer paise inside, rupees at the edge and on screen. Dates are in calendar.ts.

/** The contract has already refused more than two decimals; rounding only removes float noise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function toRupees(paise: number): number {
  return paise / 100;
}

/** Paise as a plain decimal with two places, as files (CSV, payroll) and messages write it: '1234.50'. */
export function paiseAsDecimal(paise: number): string {
  return toRupees(paise).toFixed(2);
}

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

/** A whole number in Indian grouping, as counts read in every language: 1,23,456. */
export function formatIndianNumber(count: number): string {
  const digits = String(Math.abs(Math.trunc(count)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${count < 0 ? '-' : ''}${rest ? `${rest},` : ''}${lastThree}`;
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
