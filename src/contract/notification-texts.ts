// Notifications the server writes, kept as { catalogue, key, values } so each reads in its reader's
// language (issue 39). The other writers (approvals, fare chart, finance) move here as they convert.
import { defineTexts } from '../pure/texts';

export const NOTIFICATION_TEXTS = defineTexts(
  'notifications',
  {
    claimSubmitted: '{name} submitted the expense claim for {month} {year} for approval.',
    claimApproved: 'Your expense claim for {month} {year} has been approved.',
    claimWaitsLevel2: 'Your expense claim for {month} {year} was approved at level 1 and waits for level 2.',
    submitReminder: 'Reminder: your expenses for {month} {year} are ready to submit.',
  },
  { hi: () => import('./notification-texts.hi'), mr: () => import('./notification-texts.mr') },
);
