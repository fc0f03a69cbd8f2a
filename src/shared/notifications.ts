// The caller's notifications: the list behind the bell, the popover, the footer badge, My Activities
// and /notification.
import { getNotification, notificationView, type TNotification } from '../contract/notifications';
import { SOMETHING_WENT_WRONG } from '../lib/api-error';
import { defineMutation } from '../lib/server-mutation';
import { defineQuery } from '../lib/server-store';
import { useQuery } from '../lib/use-query';

export const notificationsQuery = defineQuery({
  call: getNotification,
  request: (user) => ({ query: { employeeId: user.employeeId } }),
  select: (response) => response.notificationMessage,
  errorText: SOMETHING_WENT_WRONG,
});

const isUnread = (item: TNotification) => !item.isViewed;

/** What every badge counts: the notifications not read yet. */
export function useUnreadCount(): number {
  return useQuery(notificationsQuery).data?.filter(isUnread).length ?? 0;
}

/**
 * Marks a notification read: every badge and list counts down at once, then the server is told by
 * the notification's id. Nothing is said: if it does not go through, the list loads again and the
 * notification shows unread, as it is.
 */
const markViewedMutation = defineMutation({
  call: notificationView,
  request: (_user, notificationId: number) => ({ query: { notificationId } }),
  select: (response) => response.message,
  optimistic: (notificationId: number) =>
    notificationsQuery.update(undefined, (items) =>
      items.map((entry) => (entry.notificationId === notificationId ? { ...entry, isViewed: true } : entry)),
    ),
  failureText: null,
  refusalText: null,
  shows: 'inline',
  invalidates: [notificationsQuery],
});

export async function markViewed(notificationId: number): Promise<void> {
  const item = notificationsQuery.peek().data?.find((entry) => entry.notificationId === notificationId);
  if (!item || item.isViewed) return;
  await markViewedMutation.run(notificationId);
}
