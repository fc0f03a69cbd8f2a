// The desktop top bar: logo to /home, upload (with a fresh draft), notification bell.
import { Link, useLocation } from 'wouter';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { PATHS } from '../../lib/paths';
import { useUser } from '../../lib/session';
import { useText } from '../../lib/use-text';
import { Icon } from '../../ui/icons';
import { APP_TEXTS } from '../app-texts';

export function TopBar() {
  const [, navigate] = useLocation();
  const user = useUser();
  const t = useText();

  async function onUpload() {
    // The top bar starts a new upload: a half-finished one is dropped (spec section 2).
    // Dexie is loaded here rather than with the shell, whose first showing it would slow (issue 26).
    if (user) {
      await import('../../lib/db')
        .then(({ db, uploadDraftKey }) => db.drafts.delete(uploadDraftKey(user.employeeId)))
        .catch(() => undefined);
    }
    navigate(PATHS.uploadBills);
  }

  return (
    <header className="top-bar">
      <Link href={PATHS.home} className="top-bar__brand" aria-label={t(APP_TEXTS.brandHome)}>
        <img src="/logo.svg" alt="" width={32} height={32} />
        <span>Tourbook</span>
      </Link>
      <div className="top-bar__actions">
        <button type="button" className="button button--primary" onClick={onUpload}>
          <Icon name="upload" size={18} />
          {t(APP_TEXTS.upload)}
        </button>
        <NotificationBell />
      </div>
    </header>
  );
}
