// What an expense approval's Save Draft and Submit answer, and the two rules a day's decision must
// keep, in the approver's language (issue 39). The English are the specification's own words.
import { defineTexts } from '../pure/texts';

export const APPROVAL_ANSWER_TEXTS = defineTexts(
  'approval-answers',
  {
    submitted: 'Submitted successfully',
    draftSaved: 'Draft saved',
    draftFailed: 'An error occurred while saving drafts.',
    reasonRequired: 'Please give a valid reason for rejection',
    chartDecided:
      'Fare chart of {name}: {approved, plural, one {# journey} other {# journeys}} approved, {rejected} rejected.',
    deductionTooLarge: 'Approval Value Cannot be more than Submitted/Previous approved value',
  },
  { hi: () => import('./approval-answer-texts.hi'), mr: () => import('./approval-answer-texts.mr') },
);
