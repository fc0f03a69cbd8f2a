// The mobile footer: Home, Camera scanner and Notification with its count badge.
import { Link, useLocation } from 'wouter';
import { CountBadge } from '../../features/notifications/notification-bell';
import { PATHS } from '../../lib/paths';
import { useUnreadCount } from '../../shared/notifications';
import { Icon } from '../../ui/icons';

export function MobileFooter() {
  const [location] = useLocation();
  const count = useUnreadCount();
  // On the unreported bills screen the home and camera icons take their highlighted variant.
  const isBills = location === PATHS.unreportedBills;
  const itemClass = (href: string, isHighlighted = false) =>
    `footer__item${location === href || isHighlighted ? ' footer__item--active' : ''}`;

  return (
    <nav className="footer" aria-label="Quick links">
      <Link href={PATHS.home} className={itemClass(PATHS.home, isBills)}>
        <Icon name="home" />
        <span className="footer__label">Home</span>
      </Link>
      <Link href={PATHS.camera} className={`${itemClass(PATHS.camera, isBills)} footer__item--camera`}>
        <Icon name="camera" />
        <span className="footer__label">Camera scanner</span>
      </Link>
      <Link href={PATHS.notification} className={itemClass(PATHS.notification)}>
        <span className="footer__icon">
          <Icon name="bell" />
          <CountBadge count={count} />
          {count > 0 && <span className="visually-hidden"> unread</span>}
        </span>
        <span className="footer__label">Notification</span>
      </Link>
    </nav>
  );
}
