// The popup that shows one notification's message; closing it marks the notification read.
import type { TNotification } from '../../contract/notifications';
import { useLanguage, useText } from '../../lib/use-text';
import { businessDate } from '../../pure/calendar';
import { formatListDateIn } from '../../pure/calendar-texts';
import { Dialog } from '../../ui/dialog';
import { BELL_TEXTS } from './bell-texts';
import './notifications.css';

export function NotificationDialog({ item, onClose }: { item: TNotification; onClose: () => void }) {
  const t = useText();
  const language = useLanguage();
  return (
    <Dialog title={t(BELL_TEXTS.notification)} className="notification-dialog" onClose={onClose}>
      <p className="notification-dialog__message">{item.notificationMessage}</p>
      <p className="muted">{formatListDateIn(businessDate(new Date(item.createdAt)), language)}</p>
    </Dialog>
  );
}
