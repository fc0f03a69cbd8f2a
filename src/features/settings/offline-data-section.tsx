// 'Clear offline data': frees what the device keeps for this user, never a request still waiting.
import { useState } from 'react';
import type { Notice } from '../../lib/notices';
import { clearOfflineData, OutboxNotEmptyError, useOutboxItems } from '../../lib/outbox';
import { useText } from '../../lib/use-text';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { InlineNotice } from '../../ui/inline-notice';
import { SETTINGS_TEXTS } from './settings-texts';

export function OfflineDataSection({ employeeId }: { employeeId: number | undefined }) {
  const waiting = useOutboxItems(employeeId);
  const [isConfirming, setIsConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const t = useText();

  const onClear = () => {
    setNotice(undefined);
    // Refused at once when the list already shows waiting requests; clearOfflineData checks again
    // in its transaction, so a request saved meanwhile in another tab is safe too.
    if (waiting && waiting.length > 0) {
      setNotice({ text: SETTINGS_TEXTS.notCleared({ count: waiting.length }), isError: true });
      return;
    }
    setIsConfirming(true);
  };

  const onConfirm = async () => {
    setIsConfirming(false);
    if (employeeId === undefined) return;
    try {
      await clearOfflineData(employeeId);
      setNotice({ text: SETTINGS_TEXTS.cleared, isError: false });
    } catch (error) {
      const text =
        error instanceof OutboxNotEmptyError
          ? SETTINGS_TEXTS.notCleared({ count: error.waiting })
          : error instanceof Error
            ? error.message
            : String(error);
      setNotice({ text, isError: true });
    }
  };

  return (
    <section className="card settings__section" aria-labelledby="settings-offline-data">
      <h2 id="settings-offline-data" className="settings__heading">
        {t(SETTINGS_TEXTS.offlineData)}
      </h2>
      <p className="muted">{t(SETTINGS_TEXTS.offlineDataNote)}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={onClear}
        disabled={waiting === undefined}
      >
        {t(SETTINGS_TEXTS.clearOfflineData)}
      </button>
      <InlineNotice notice={notice} className="settings__notice" />
      {isConfirming && (
        <ConfirmDialog
          title={t(SETTINGS_TEXTS.clearTitle)}
          confirmText={t(SETTINGS_TEXTS.clear)}
          onConfirm={() => void onConfirm()}
          onCancel={() => setIsConfirming(false)}
        >
          <p>{t(SETTINGS_TEXTS.clearNote)}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
