// The popup that shows one notification's message; closing it marks the notification read. A
// notification about something (a claim, a fare chart, a tour programme) opens it (issue 40).
import { Link } from 'wouter';
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
      {item.link && (
        <Link href={item.link} className="button button--primary notification-dialog__open" onClick={onClose}>
          {t(BELL_TEXTS.open)}
        </Link>
      )}
    </Dialog>
  );
}
