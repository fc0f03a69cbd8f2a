// Where a claim stands, in words, for every screen that shows an employee's month (/home's Expense
// History, /my-expense): the amount as it stands and, once a level has acted, who approved what;
// once finance has paid it, what was paid, when and with which reference.
import type { TClaimStanding } from '../contract/approval-history';
import { AWAY_TEXTS } from '../contract/away-texts';
import { CLAIM_TEXTS } from '../contract/claim-texts';
import { formatListDateIn } from '../pure/calendar-texts';
import type { TextLanguage } from '../pure/messages';
import { formatRupees } from '../pure/money';
import { renderText, type Text } from '../pure/texts';

/** The amount a month shows: what was paid, else what the latest level approved once one has acted, else the claim. */
export function standingAmount(standing: TClaimStanding): number {
  return standing.payment?.amount ?? standing.approved ?? standing.claimed;
}

/**
 * The line under the amount: once paid, 'Paid ₹9,274.50 on 5 Nov 2026, reference UTR 4471'; once a
 * level has acted, 'Claimed ₹9,901.00 · approved ₹9,274.50 at level 1 by Vikram Joshi'; null
 * before then (the claim speaks for itself). The date is written in the reader's language.
 */
export function standingMessage(standing: TClaimStanding, language: TextLanguage): Text | null {
  const { payment } = standing;
  if (payment) {
    return CLAIM_TEXTS.paid({
      amount: formatRupees(payment.amount),
      date: formatListDateIn(payment.paidOn, language),
      reference: payment.reference,
    });
  }
  if (standing.approved === null) return null;
  const amounts = { claimed: formatRupees(standing.claimed), approved: formatRupees(standing.approved) };
  const approver =
    standing.approverName && standing.forName
      ? AWAY_TEXTS.byFor({ name: standing.approverName, forName: standing.forName })
      : standing.approverName;
  if (standing.levelId === null) {
    return approver ? CLAIM_TEXTS.approvedBy({ ...amounts, approver }) : CLAIM_TEXTS.approved(amounts);
  }
  const level = standing.levelId;
  return approver
    ? CLAIM_TEXTS.approvedAtLevelBy({ ...amounts, level, approver })
    : CLAIM_TEXTS.approvedAtLevel({ ...amounts, level });
}

/** The same line in English (screens not converted yet). */
export function standingText(standing: TClaimStanding): string | null {
  const message = standingMessage(standing, 'en');
  return message && renderText(message, 'en');
}
