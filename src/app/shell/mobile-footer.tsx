// The mobile footer: Home, Camera scanner and Notification with its count badge.
import { Link, useLocation } from 'wouter';
import { CountBadge } from '../../features/notifications/notification-bell';
import { PATHS } from '../../lib/paths';
import { useText } from '../../lib/use-text';
import { useUnreadCount } from '../../shared/notifications';
import { Icon } from '../../ui/icons';
import { APP_TEXTS } from '../app-texts';

export function MobileFooter() {
  const [location] = useLocation();
  const count = useUnreadCount();
  const t = useText();
  // On the unreported bills screen the home and camera icons take their highlighted variant.
  const isBills = location === PATHS.unreportedBills;
  const itemClass = (href: string, isHighlighted = false) =>
    `footer__item${location === href || isHighlighted ? ' footer__item--active' : ''}`;

  return (
    <nav className="footer" aria-label={t(APP_TEXTS.quickLinks)}>
      <Link href={PATHS.home} className={itemClass(PATHS.home, isBills)}>
        <Icon name="home" />
        <span className="footer__label">{t(APP_TEXTS.home)}</span>
      </Link>
      <Link href={PATHS.camera} className={`${itemClass(PATHS.camera, isBills)} footer__item--camera`}>
        <Icon name="camera" />
        <span className="footer__label">{t(APP_TEXTS.cameraScanner)}</span>
      </Link>
      <Link href={PATHS.notification} className={itemClass(PATHS.notification)}>
        <span className="footer__icon">
          <Icon name="bell" />
          <CountBadge count={count} />
          {count > 0 && <span className="visually-hidden">{t(APP_TEXTS.unread)}</span>}
        </span>
        <span className="footer__label">{t(APP_TEXTS.notification)}</span>
      </Link>
    </nav>
  );
}
