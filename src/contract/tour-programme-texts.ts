// What the tour programme's calls say (confirmations, refusals, notices and the approver's flag),
// rendered by the server in the caller's language (issue 42). The English is the contract's.
import { defineTexts } from '../pure/texts';

export const TP_TEXTS = defineTexts(
  'tour-programme',
  {
    daySaved: 'Day saved',
    copied:
      '{count, plural, =0 {No days were copied: last month has no plan to copy} one {# day copied from last month} other {# days copied from last month}}',
    submitted: 'Tour programme submitted',
    submittedLate: 'Tour programme submitted after the cut-off: your manager sees it as late',
    approved: 'Tour programme approved',
    returned: 'Tour programme returned: the rejected days wait for changes',
    pastMonth: 'A plan cannot be made for a month that has passed.',
    tooFarAhead: 'A plan can be made for this month and next month only.',
    pastDay: 'A day that has passed never changes in the plan.',
    holiday: '{date} is a Sunday or a company holiday: it is not planned.',
    fieldWorkRoute: 'A Field Work day needs a route from your approved fare chart.',
    onlyFieldWork: 'Only a Field Work day has a route, customers or joint work.',
    journeyNotApproved: 'This route is not an approved journey of your fare chart.',
    customerNotInTerritory: 'Customer {customerId} is not an active customer of your territory.',
    emptyDays: 'The plan cannot be submitted while working days are empty. Plan these days first: {days}.',
    waiting: 'The plan waits for your manager’s approval: it cannot change now.',
    locked: 'The plan was approved and is locked: a day changes only by a change request.',
    onlyRejectedDays: 'Only the days your manager rejected can change now.',
    alreadySubmitted: 'This plan was already submitted.',
    nothingToDecide: 'This plan does not wait for approval.',
    notADay: '{date} is not a working day of this plan.',
    reasonRequired: 'Give a reason for each rejected day.',
    notifySubmitted: '{name} submitted the tour programme for {month} {year} for approval.',
    notifySubmittedLate: '{name} submitted the tour programme for {month} {year} after the cut-off.',
    notifyApproved: 'Your tour programme for {month} {year} was approved.',
    notifyReturned:
      '{count, plural, one {Your tour programme for {month} {year} was returned: # day to change.} other {Your tour programme for {month} {year} was returned: # days to change.}}',
    notAsPlanned: 'Not as planned: the plan was {planned}, the claim is {claimed}.',
  },
  {
    hi: () => import('./tour-programme-texts.hi'),
    mr: () => import('./tour-programme-texts.mr'),
  },
);
