// Offline, every screen but the receipt flow and /setting is replaced by this one (DESIGN.md section 2);
// it offers what works offline: capturing a receipt and the upload queue (issue 40).
import { useLiveQuery } from 'dexie-react-hooks';
import { Link, useLocation } from 'wouter';
import { countWaitingReceipts } from '../lib/db';
import { useIsDesktop } from '../lib/media';
import { PATHS } from '../lib/paths';
import { useUser } from '../lib/session';
import { useText } from '../lib/use-text';
import { Icon } from '../ui/icons';
import { APP_TEXTS } from './app-texts';

export default function OfflineScreen() {
  const user = useUser();
  const isDesktop = useIsDesktop();
  const [, navigate] = useLocation();
  const t = useText();
  const employeeId = user?.employeeId;
  const waiting = useLiveQuery(
    () => (employeeId === undefined ? 0 : countWaitingReceipts(employeeId)),
    [employeeId],
    0,
  );

  return (
    <main className="offline">
      <Icon name="cloudOff" size={56} />
      <h1 className="offline__title">{t(APP_TEXTS.offline)}</h1>
      <p>{t(APP_TEXTS.checkConnection)}</p>
      {user && (
        <>
          <button
            type="button"
            className="button button--primary"
            onClick={() => navigate(isDesktop ? PATHS.uploadBills : PATHS.camera)}
          >
            <Icon name="camera" size={18} />
            {t(APP_TEXTS.captureReceipt)}
          </button>
          <p className="offline__waiting" role="status">
            {t(APP_TEXTS.waitingReceipts({ count: waiting }))}
          </p>
          <Link href={PATHS.setting} className="button button--secondary">
            {t(APP_TEXTS.openUploadQueue)}
          </Link>
        </>
      )}
    </main>
  );
}
