// What the finance calls refuse with, rendered by the server in the caller's language (issue 39).
import { defineTexts } from '../pure/texts';

export const FINANCE_SAYS = defineTexts(
  'finance',
  {
    paidInFuture: 'paymentDate: a payment cannot be dated after today.',
    notPayable: 'You may not pay a claim of another company, or one that does not exist.',
    alreadyPaid: '{name}’s {month} {year} claim was already paid.',
    notApproved: '{name}’s {month} {year} claim is {status}: only an approved claim can be paid.',
    monthNotEnded:
      'paymentDate: {name}’s {month} {year} claim can be paid from {day} {shortMonth} {dayYear}, once its month has ended.',
    noSuchClaim: 'This claim does not exist.',
  },
  { hi: () => import('./finance-texts.hi'), mr: () => import('./finance-texts.mr') },
);
