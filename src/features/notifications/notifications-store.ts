// The caller's notifications: the list behind the bell, the popover and the footer badge.
import { create } from 'zustand';
import { getNotification, type TNotification } from '../../contract/notifications';
import { callApi } from '../../lib/api-client';

export const SOMETHING_WENT_WRONG = 'Something went wrong';

interface NotificationsState {
  items: TNotification[];
  isLoading: boolean;
  error: string;
  load: (employeeId: number) => Promise<void>;
}

export const useNotificationsStore = create<NotificationsState>()((set) => ({
  items: [],
  isLoading: false,
  error: '',
  async load(employeeId) {
    set({ isLoading: true });
    try {
      const result = await callApi(getNotification, { query: { employeeId } });
      set({ items: result.notificationMessage, isLoading: false, error: '' });
    } catch {
      set({ items: [], isLoading: false, error: SOMETHING_WENT_WRONG });
    }
  },
}));
