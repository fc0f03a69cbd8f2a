// Offline, every screen but the receipt flow is replaced by this one (DESIGN.md section 2).
import { useLiveQuery } from 'dexie-react-hooks';
import { useLocation } from 'wouter';
import { countWaitingReceipts } from '../lib/db';
import { useIsDesktop } from '../lib/media';
import { PATHS } from '../lib/paths';
import { useUser } from '../lib/session';
import { plural } from '../pure/plural';
import { Icon } from '../ui/icons';

export default function OfflineScreen() {
  const user = useUser();
  const isDesktop = useIsDesktop();
  const [, navigate] = useLocation();
  const employeeId = user?.employeeId;
  const waiting = useLiveQuery(
    () => (employeeId === undefined ? 0 : countWaitingReceipts(employeeId)),
    [employeeId],
    0,
  );

  return (
    <main className="offline">
      <Icon name="cloudOff" size={56} />
      <h1 className="offline__title">You are offline</h1>
      <p>Please check your internet connection.</p>
      {user && (
        <>
          <button
            type="button"
            className="button button--primary"
            onClick={() => navigate(isDesktop ? PATHS.uploadBills : PATHS.camera)}
          >
            <Icon name="camera" size={18} />
            Capture a receipt
          </button>
          <p className="offline__waiting" role="status">
            {plural(waiting, 'receipt', 'receipts')} waiting to upload
          </p>
        </>
      )}
    </main>
  );
}
