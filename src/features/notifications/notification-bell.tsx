// The desktop top bar's bell: a count badge and a 387 by 379 px popover listing notifications.
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../ui/icons';
import { useNotificationsStore } from './notifications-store';

export function NotificationBell() {
  const { data: items = [], isLoading, error } = useNotificationsStore();
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
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
  }, [isOpen]);

  return (
    <div className="bell" ref={rootRef}>
      <button
        type="button"
        className="icon-button"
        // The count after a colon, not in brackets: speech input users say what they see ('Notifications 3').
        aria-label={`Notifications: ${items.length}`}
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        onClick={() => setIsOpen((open) => !open)}
      >
        <Icon name="bell" />
        <CountBadge count={items.length} />
      </button>
      {isOpen && (
        <div className="bell__popover" role="dialog" aria-label="Notifications">
          <h2 className="bell__title">Notifications</h2>
          {isLoading && items.length === 0 && <p className="muted">Loading...</p>}
          {error && <p className="error-text">{error}</p>}
          {!isLoading && !error && items.length === 0 && <p className="muted">No Notifications</p>}
          <ul className="bell__list">
            {items.map((item) => (
              <li
                key={item.notificationId}
                className={item.isViewed ? 'bell__item' : 'bell__item bell__item--unread'}
              >
                {item.notificationMessage}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
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
