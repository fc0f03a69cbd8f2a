// A day's money in the words the employee and the approver both read (issue 38): the employee's day
// and the approver's claim say 'Fare', 'Allowance' and 'Bills' with the same texts, and each
// level's figure is named for whose it is.
import { defineTexts } from '../pure/texts';

export const DAY_MONEY_TEXTS = defineTexts(
  'shared/day-money',
  {
    fare: 'Fare',
    allowance: 'Allowance',
    bills: 'Bills',
    total: 'Total',
    sundry: 'Sundry (added to the month)',
    claimed: 'Claimed',
    approvedByLevel: 'Approved by {name} (level {level})',
    yourApproval: 'Your approval',
  },
  { hi: () => import('./day-money-texts.hi'), mr: () => import('./day-money-texts.mr') },
);
