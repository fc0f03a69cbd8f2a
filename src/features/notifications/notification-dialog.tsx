// The popup that shows one notification's message; closing it marks the notification read.
import type { TNotification } from '../../contract/notifications';
import { businessDate, formatListDate } from '../../pure/calendar';
import { Dialog } from '../../ui/dialog';
import './notifications.css';

export function NotificationDialog({ item, onClose }: { item: TNotification; onClose: () => void }) {
  return (
    <Dialog title="Notification" className="notification-dialog" onClose={onClose}>
      <p className="notification-dialog__message">{item.notificationMessage}</p>
      <p className="muted">{formatListDate(businessDate(new Date(item.createdAt)))}</p>
    </Dialog>
  );
}
