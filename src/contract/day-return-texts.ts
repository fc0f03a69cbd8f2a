// What the server says about a rejected day coming back (issue 38): its refusals and its answer.
import { defineTexts } from '../pure/texts';

export const DAY_RETURN_TEXTS = defineTexts(
  'day-returns',
  {
    notReturned:
      '{date} was not rejected back to you, so there is nothing to resubmit. Only a day the approvers rejected can be resubmitted.',
    notInMonth: 'The day {id} is not part of this month.',
    resubmitted:
      '{days, plural, one {# day resubmitted} other {# days resubmitted}}: the claim goes back to {approver}.',
    resubmittedNoApprover: '{days, plural, one {# day resubmitted} other {# days resubmitted}}.',
  },
  { hi: () => import('./day-return-texts.hi'), mr: () => import('./day-return-texts.mr') },
);
