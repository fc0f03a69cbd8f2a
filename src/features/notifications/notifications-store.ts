// The caller's notifications: the list behind the bell, the popover and the footer badge.
import { getNotification } from '../../contract/notifications';
import { createServerStore } from '../../lib/server-store';

export const SOMETHING_WENT_WRONG = 'Something went wrong';

export const useNotificationsStore = createServerStore({
  call: getNotification,
  request: (user) => ({ query: { employeeId: user.employeeId } }),
  select: (response) => response.notificationMessage,
  errorText: SOMETHING_WENT_WRONG,
});
