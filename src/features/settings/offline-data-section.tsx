// 'Clear offline data': frees what the device keeps for this user, never a request still waiting.
import { useState } from 'react';
import { clearOfflineData, OutboxNotEmptyError, useOutboxItems } from '../../lib/outbox';
import { ConfirmDialog } from '../../ui/confirm-dialog';

export function OfflineDataSection({ employeeId }: { employeeId: number | undefined }) {
  const waiting = useOutboxItems(employeeId);
  const [isConfirming, setIsConfirming] = useState(false);
  const [notice, setNotice] = useState<{ text: string; isError: boolean }>();

  const onClear = () => {
    setNotice(undefined);
    // Refused at once when the list already shows waiting requests; clearOfflineData checks again
    // in its transaction, so a request saved meanwhile in another tab is safe too.
    if (waiting && waiting.length > 0) {
      setNotice({ text: new OutboxNotEmptyError(waiting.length).message, isError: true });
      return;
    }
    setIsConfirming(true);
  };

  const onConfirm = async () => {
    setIsConfirming(false);
    if (employeeId === undefined) return;
    try {
      await clearOfflineData(employeeId);
      setNotice({ text: 'Offline data cleared.', isError: false });
    } catch (error) {
      setNotice({ text: error instanceof Error ? error.message : String(error), isError: true });
    }
  };

  return (
    <section className="card settings__section" aria-labelledby="settings-offline-data">
      <h2 id="settings-offline-data" className="settings__heading">
        Offline data
      </h2>
      <p className="muted">
        Photos not saved as a bill yet, unfinished forms, lists kept for reading offline, and the record of
        receipts already uploaded.
      </p>
      <button
        type="button"
        className="button button--secondary"
        onClick={onClear}
        disabled={waiting === undefined}
      >
        Clear offline data
      </button>
      {notice && (
        <p
          className={notice.isError ? 'settings__notice error-text' : 'settings__notice'}
          role={notice.isError ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      {isConfirming && (
        <ConfirmDialog
          title="Clear offline data?"
          confirmText="Clear"
          onConfirm={() => void onConfirm()}
          onCancel={() => setIsConfirming(false)}
        >
          <p>
            Photos not saved as a bill and unfinished forms are removed from this device. Nothing on the
            server changes.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
