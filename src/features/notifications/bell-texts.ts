// The texts of the desktop bell, the notification popup and /notification (one catalogue: the bell
// and the popup load with the shell, and the page shows the same words).
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
    notification: 'Notification',
    failed: 'Your notifications could not be loaded. Please try again.',
    allRead: 'All read',
    unreadCount: '{count, plural, other {# unread}}',
    unreadPrefix: 'Unread, ',
    open: 'Open',
  },
  { hi: () => import('./bell-texts.hi'), mr: () => import('./bell-texts.mr') },
);
