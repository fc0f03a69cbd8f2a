// Texts of a rejected day's rounds back to its employee (issue 38): the reply and what changed,
// the same words for the employee and the approvers.
import { defineTexts } from '../pure/texts';

export const ROUND_TEXTS = defineTexts(
  'return-rounds',
  {
    mark: 'Resubmitted with a reply: “{reply}”',
    changedTitle: 'Resubmitted with a reply',
    reply: 'Reply',
    whenRejected: 'When rejected',
    resubmitted: 'Resubmitted',
    route: 'Route',
    total: 'Total',
    bills: 'Bills',
    noBills: 'No bills',
    changed: 'changed',
    unchanged: 'unchanged',
    billsOf: '{bills} ({amount})',
    roundsTitle: 'Rejected and resubmitted',
    roundsOn: 'Rounds of {subject}',
    returnedOn: 'Returned on {date}: {route}, {total}.',
    waiting: 'Waiting for the reply.',
    resubmittedOn: 'Resubmitted on {date}: {route}, {total}. Reply: “{reply}”',
  },
  { hi: () => import('./return-rounds-texts.hi'), mr: () => import('./return-rounds-texts.mr') },
);
