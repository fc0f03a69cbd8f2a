// /notification 'Notification': the list, 'No Notifications'; a tap opens the message, closing it marks it read.
import { useState } from 'react';
import type { TNotification } from '../../contract/notifications';
import { useQuery } from '../../lib/use-query';
import { useLanguage, useText } from '../../lib/use-text';
import { businessDate } from '../../pure/calendar';
import { formatListDateIn } from '../../pure/calendar-texts';
import { markViewed, notificationsQuery, useUnreadCount } from '../../shared/notifications';
import { PageHeader } from '../../ui/page-header';
import { BELL_TEXTS } from './bell-texts';
import { NotificationDialog } from './notification-dialog';
import './notifications.css';

export default function NotificationsPage() {
  const t = useText();
  const language = useLanguage();
  const { data: items = [], isLoading, error } = useQuery(notificationsQuery);
  const unread = useUnreadCount();
  const [reading, setReading] = useState<TNotification>();

  function onClose() {
    if (reading) void markViewed(reading.notificationId);
    setReading(undefined);
  }

  return (
    <section className="page">
      <PageHeader title={t(BELL_TEXTS.notification)} backTo="/home" />
      {error && <p className="error-text">{t(BELL_TEXTS.failed)}</p>}
      {isLoading && items.length === 0 && <p className="muted">{t(BELL_TEXTS.loading)}</p>}
      {!isLoading && !error && items.length === 0 && <p className="centred-message">{t(BELL_TEXTS.none)}</p>}
      {items.length > 0 && (
        <p className="muted" data-testid="unread-count">
          {t(unread === 0 ? BELL_TEXTS.allRead : BELL_TEXTS.unreadCount({ count: unread }))}
        </p>
      )}
      <ul className="notifications">
        {items.map((item) => (
          <li key={item.notificationId}>
            <button
              type="button"
              className={item.isViewed ? 'notification' : 'notification notification--unread'}
              onClick={() => setReading(item)}
            >
              {!item.isViewed && <span className="notification__dot" aria-hidden="true" />}
              <span className="notification__message">{item.notificationMessage}</span>
              <span className="notification__date">
                {!item.isViewed && <span className="visually-hidden">{t(BELL_TEXTS.unreadPrefix)}</span>}
                {formatListDateIn(businessDate(new Date(item.createdAt)), language)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {reading && <NotificationDialog item={reading} onClose={onClose} />}
    </section>
  );
}
