// The caller's notifications: the list behind the bell, the popover, the footer badge and /notification.
import { getNotification, notificationView, type TNotification } from '../../contract/notifications';
import { callApi } from '../../lib/api-client';
import { createServerStore } from '../../lib/server-store';

export const SOMETHING_WENT_WRONG = 'Something went wrong';

export const useNotificationsStore = createServerStore({
  call: getNotification,
  request: (user) => ({ query: { employeeId: user.employeeId } }),
  select: (response) => response.notificationMessage,
  errorText: SOMETHING_WENT_WRONG,
});

const isUnread = (item: TNotification) => !item.isViewed;

/** What every badge counts: the notifications not read yet. */
export function useUnreadCount(): number {
  return useNotificationsStore((state) => state.data?.filter(isUnread).length ?? 0);
}

/**
 * Marks a notification read: every badge and list counts down at once, then the server is told
 * by the notification's id; if it refuses, the next answer of the server shows the truth again.
 */
export async function markViewed(notificationId: number): Promise<void> {
  const { data } = useNotificationsStore.getState();
  const item = data?.find((entry) => entry.notificationId === notificationId);
  if (!data || !item || item.isViewed) return;
  useNotificationsStore.setState({
    data: data.map((entry) =>
      entry.notificationId === notificationId ? { ...entry, isViewed: true } : entry,
    ),
  });
  try {
    await callApi(notificationView, { query: { notificationId } });
  } finally {
    await useNotificationsStore.getState().refresh();
  }
}
