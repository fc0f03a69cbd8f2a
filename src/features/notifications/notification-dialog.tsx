// The popup that shows one notification's message; closing it marks the notification read.
import { useEffect, useId, useRef } from 'react';
import type { TNotification } from '../../contract/notifications';
import { formatListDate, toIsoDate } from '../../lib/format';
import { Icon } from '../../ui/icons';
import './notifications.css';

export function NotificationDialog({ item, onClose }: { item: TNotification; onClose: () => void }) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    return () => opener?.focus();
  }, []);

  return (
    <div className="dialog-backdrop">
      <div
        className="dialog notification-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => event.key === 'Escape' && onClose()}
      >
        <header className="notification-dialog__header">
          <h2 id={titleId} className="notification-dialog__title">
            Notification
          </h2>
          <button ref={closeRef} type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            <Icon name="close" />
          </button>
        </header>
        <p className="notification-dialog__message">{item.notificationMessage}</p>
        <p className="muted">{formatListDate(toIsoDate(new Date(item.createdAt)))}</p>
      </div>
    </div>
  );
}
