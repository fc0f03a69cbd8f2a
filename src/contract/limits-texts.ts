// What a limit says: to the employee entering a bill, and in the approver's policy flag (issue 37).
// One catalogue for the screens and the server, so both say it with the same words.
import { defineTexts } from '../pure/texts';

export const LIMIT_TEXTS = defineTexts(
  'limits',
  {
    /** The approver's flag; limit and excess are amounts as formatRupees writes them. */
    overLimit:
      'Over the {type} limit of {limit} {per, select, bill {a bill} day {a day} night {a night} other {a month}} in {cityClass, select, X {an X} other {a {cityClass}}} city by {excess}.',
    /** The warning beside the amount; it never blocks. */
    overYourLimit:
      'Over your {type} limit of {limit} {per, select, bill {a bill} day {a day} night {a night} other {a month}} in {cityClass, select, X {an X} other {a {cityClass}}} city by {excess}.',
    /** Shown under the amount while it is within the limit. */
    yourLimit:
      'Your {type} limit: {limit} {per, select, bill {a bill} day {a day} night {a night} other {a month}} in {cityClass, select, X {an X} other {a {cityClass}}} city.',
  },
  { hi: () => import('./limits-texts.hi'), mr: () => import('./limits-texts.mr') },
);
