// Where a claim stands, in words, for every screen that shows an employee's month (/home's Expense
// History, /my-expense): the amount as it stands and, once a level has acted, who approved what;
// once finance has paid it, what was paid, when and with which reference.
import type { TClaimStanding } from '../contract/approval-history';
import { formatListDate } from '../pure/calendar';
import { formatRupees } from '../pure/money';

/** The amount a month shows: what was paid, else what the latest level approved once one has acted, else the claim. */
export function standingAmount(standing: TClaimStanding): number {
  return standing.payment?.amount ?? standing.approved ?? standing.claimed;
}

/**
 * The line under the amount: once paid, 'Paid ₹9,274.50 on 5 Nov 2026, reference UTR 4471'; once a
 * level has acted, 'Claimed ₹9,901.00 · approved ₹9,274.50 at level 1 by Vikram Joshi'; null
 * before then (the claim speaks for itself).
 */
export function standingText(standing: TClaimStanding): string | null {
  const { payment } = standing;
  if (payment) {
    return `Paid ${formatRupees(payment.amount)} on ${formatListDate(payment.paidOn)}, reference ${payment.reference}`;
  }
  if (standing.approved === null) return null;
  const who = standing.approverName ? ` by ${standing.approverName}` : '';
  const level = standing.levelId === null ? '' : ` at level ${standing.levelId}`;
  return `Claimed ${formatRupees(standing.claimed)} · approved ${formatRupees(standing.approved)}${level}${who}`;
}
