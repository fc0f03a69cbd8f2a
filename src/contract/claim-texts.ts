// Where an employee's monthly claim stands, in words: its status and the line under its amount
// (/home's Expense History, /my-expense, the claim PDF). In the contract: the server draws them too.
import { defineTexts, type Text } from '../pure/texts';

export const CLAIM_TEXTS = defineTexts(
  'shared/claim',
  {
    statusPending: 'pending',
    statusUnsubmitted: 'Unsubmitted',
    statusSubmitted: 'Submitted',
    statusApproved: 'Approved',
    statusPartiallyApproved: 'Partially Approved',
    statusRejected: 'Rejected',
    statusPaid: 'Paid',
    paid: 'Paid {amount} on {date}, reference {reference}',
    approved: 'Claimed {claimed} · approved {approved}',
    approvedAtLevel: 'Claimed {claimed} · approved {approved} at level {level}',
    approvedBy: 'Claimed {claimed} · approved {approved} by {approver}',
    approvedAtLevelBy: 'Claimed {claimed} · approved {approved} at level {level} by {approver}',
  },
  { hi: () => import('./claim-texts.hi'), mr: () => import('./claim-texts.mr') },
);

const STATUSES: Record<string, Text> = {
  pending: CLAIM_TEXTS.statusPending,
  Unsubmitted: CLAIM_TEXTS.statusUnsubmitted,
  Submitted: CLAIM_TEXTS.statusSubmitted,
  Approved: CLAIM_TEXTS.statusApproved,
  'Partially Approved': CLAIM_TEXTS.statusPartiallyApproved,
  Rejected: CLAIM_TEXTS.statusRejected,
  Paid: CLAIM_TEXTS.statusPaid,
};

/** A month's status as the server names it, as a text; a status this app does not know stays as it came. */
export function claimStatusText(status: string): Text | string {
  return STATUSES[status] ?? status;
}
