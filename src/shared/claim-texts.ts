// Where an employee's monthly claim stands, in words: its status and the line under its amount
// (/home's Expense History; /my-expense and finance may take them up when they are converted).
import { defineTexts } from '../pure/texts';

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
