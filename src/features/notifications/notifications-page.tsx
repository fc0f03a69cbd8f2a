// /notification 'Notification': the list, 'No Notifications'; a tap opens the message, closing it marks it read.
import { useState } from 'react';
import type { TNotification } from '../../contract/notifications';
import { useQuery } from '../../lib/use-query';
import { businessDate, formatListDate } from '../../pure/calendar';
import { markViewed, notificationsQuery, useUnreadCount } from '../../shared/notifications';
import { PageHeader } from '../../ui/page-header';
import { NotificationDialog } from './notification-dialog';
import './notifications.css';

export const EMPTY_TEXT = 'No Notifications';

export default function NotificationsPage() {
  const { data: items = [], isLoading, error } = useQuery(notificationsQuery);
  const unread = useUnreadCount();
  const [reading, setReading] = useState<TNotification>();

  function onClose() {
    if (reading) void markViewed(reading.notificationId);
    setReading(undefined);
  }

  return (
    <section className="page">
      <PageHeader title="Notification" backTo="/home" />
      {error && <p className="error-text">{error}</p>}
      {isLoading && items.length === 0 && <p className="muted">Loading...</p>}
      {!isLoading && !error && items.length === 0 && <p className="centred-message">{EMPTY_TEXT}</p>}
      {items.length > 0 && (
        <p className="muted" data-testid="unread-count">
          {unread === 0 ? 'All read' : `${unread} unread`}
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
                {!item.isViewed && <span className="visually-hidden">Unread, </span>}
                {formatListDate(businessDate(new Date(item.createdAt)))}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {reading && <NotificationDialog item={reading} onClose={onClose} />}
    </section>
  );
}
