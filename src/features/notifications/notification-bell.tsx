// The desktop top bar's bell: a count badge and a 387 by 379 px popover listing notifications.
import { useEffect, useRef, useState } from 'react';
import type { TNotification } from '../../contract/notifications';
import { useQuery } from '../../lib/use-query';
import { useText } from '../../lib/use-text';
import { markViewed, notificationsQuery, useUnreadCount } from '../../shared/notifications';
import { Icon } from '../../ui/icons';
import { BELL_TEXTS } from './bell-texts';
import { NotificationDialog } from './notification-dialog';

export function NotificationBell() {
  const { data: items = [], isLoading, error } = useQuery(notificationsQuery);
  const unread = useUnreadCount();
  const [isOpen, setIsOpen] = useState(false);
  const [reading, setReading] = useState<TNotification>();
  const rootRef = useRef<HTMLDivElement>(null);
  const t = useText();

  useEffect(() => {
    if (!isOpen || reading) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setIsOpen(false);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen, reading]);

  function onCloseMessage() {
    if (reading) void markViewed(reading.notificationId);
    setReading(undefined);
  }

  return (
    <div className="bell" ref={rootRef}>
      {/* Named by its content, so the name always holds the count the badge shows. */}
      <button
        type="button"
        className="icon-button"
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        onClick={() => setIsOpen((open) => !open)}
      >
        <Icon name="bell" />
        <UnreadName count={unread} />
      </button>
      {isOpen && (
        <div className="bell__popover" role="dialog" aria-label={t(BELL_TEXTS.notifications)}>
          <h2 className="bell__title">{t(BELL_TEXTS.notifications)}</h2>
          {isLoading && items.length === 0 && <p className="muted">{t(BELL_TEXTS.loading)}</p>}
          {error && <p className="error-text">{error}</p>}
          {!isLoading && !error && items.length === 0 && <p className="muted">{t(BELL_TEXTS.none)}</p>}
          <ul className="bell__list">
            {items.map((item) => (
              <li key={item.notificationId}>
                <button
                  type="button"
                  className={item.isViewed ? 'bell__item' : 'bell__item bell__item--unread'}
                  onClick={() => setReading(item)}
                >
                  {item.notificationMessage}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {reading && <NotificationDialog item={reading} onClose={onCloseMessage} />}
    </div>
  );
}

/** 'Notifications, 3 unread' to a screen reader, the badge '3' to the eye: one text, never two counts. */
export function UnreadName({ count }: { count: number }) {
  const t = useText();
  return (
    <>
      <span className="visually-hidden">{t(count === 0 ? BELL_TEXTS.noneUnread : BELL_TEXTS.before)}</span>
      <CountBadge count={count} />
      {count > 0 && <span className="visually-hidden">{t(BELL_TEXTS.after)}</span>}
    </>
  );
}

export function CountBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="badge" data-testid="count-badge">
      {count > 99 ? '99+' : count}
    </span>
  );
}
