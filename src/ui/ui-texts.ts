// Texts the shared UI pieces own, whichever screen shows them: the page header's Back, a dialog's
// Close, a question's Cancel.
import { defineTexts } from '../pure/texts';

export const UI_TEXTS = defineTexts(
  'ui',
  {
    success: 'Success',
    failure: 'Failure',
    earlierDecisions: 'Earlier decisions',
    decisionsOn: '{title} on {subject}',
    decisionLine: 'Level {level}: {decision} by {name} on {date}',
    decisionApproved: 'Approved',
    decisionRejected: 'Rejected',
    withDeduction: ', deduction {amount}',
    back: 'Back',
    close: 'Close',
    cancel: 'Cancel',
    loadingImage: 'Loading image',
    datePlaceholder: 'dd/mm/yyyy',
    clearField: 'Clear {label}',
    chooseField: 'Choose {label}',
  },
  { hi: () => import('./ui-texts.hi'), mr: () => import('./ui-texts.mr') },
);
