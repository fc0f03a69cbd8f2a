// The texts of the desktop bell (the rest of the notifications screens keep theirs until converted).
import { defineTexts } from '../../pure/texts';

export const BELL_TEXTS = defineTexts(
  'features/notifications/bell',
  {
    notifications: 'Notifications',
    loading: 'Loading...',
    none: 'No Notifications',
    noneUnread: 'Notifications, none unread',
    before: 'Notifications, ',
    after: ' unread',
  },
  { hi: () => import('./bell-texts.hi'), mr: () => import('./bell-texts.mr') },
);
