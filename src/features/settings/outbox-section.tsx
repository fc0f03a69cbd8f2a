// The requests this device still has to deliver: each with its state, tries and last error, and the
// user's two ways out of a stuck one, 'Retry now' and 'Discard'.
import { useState } from 'react';
import type { OutboxItem } from '../../lib/db';
import type { Notice } from '../../lib/notices';
import { useOutboxItems } from '../../lib/outbox';
import { discard, retryNow } from '../../lib/sync';
import { useLanguage, useText } from '../../lib/use-text';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { InlineNotice } from '../../ui/inline-notice';
import { formatWhen, kindText, stateText } from './outbox-texts';
import { SETTINGS_TEXTS } from './settings-texts';

export function OutboxSection({ employeeId }: { employeeId: number | undefined }) {
  const items = useOutboxItems(employeeId);
  const [toDiscard, setToDiscard] = useState<OutboxItem>();
  const [notice, setNotice] = useState<Notice>();
  const t = useText();

  const onRetry = async (item: OutboxItem) => {
    setNotice(undefined);
    const isSent = await retryNow(item.seq as number);
    if (!isSent) setNotice({ text: SETTINGS_TEXTS.beingUploaded({ label: item.label }), isError: false });
  };

  const onDiscard = async (item: OutboxItem) => {
    setToDiscard(undefined);
    try {
      await discard(item.seq as number);
      setNotice({ text: SETTINGS_TEXTS.discarded({ label: item.label }), isError: false });
    } catch (error) {
      setNotice({ text: error instanceof Error ? error.message : String(error), isError: true });
    }
  };

  return (
    <section className="card settings__section" aria-labelledby="settings-outbox">
      <h2 id="settings-outbox" className="settings__heading">
        {t(SETTINGS_TEXTS.uploadQueue)}
      </h2>
      <p className="muted">{t(SETTINGS_TEXTS.uploadQueueNote)}</p>
      {items === undefined ? (
        <div className="settings__loading" role="status" aria-label={t(SETTINGS_TEXTS.loadingQueue)}>
          <span className="spinner" />
        </div>
      ) : items.length === 0 ? (
        <p className="settings__empty">{t(SETTINGS_TEXTS.nothingWaiting)}</p>
      ) : (
        <ul className="outbox-list" aria-label={t(SETTINGS_TEXTS.waitingList)}>
          {items.map((item) => (
            <OutboxRow
              key={item.seq}
              item={item}
              onRetry={() => void onRetry(item)}
              onDiscard={() => setToDiscard(item)}
            />
          ))}
        </ul>
      )}
      <InlineNotice notice={notice} className="settings__notice" />
      {toDiscard && (
        <ConfirmDialog
          title={t(SETTINGS_TEXTS.discardTitle)}
          confirmText={t(SETTINGS_TEXTS.discard)}
          onConfirm={() => void onDiscard(toDiscard)}
          onCancel={() => setToDiscard(undefined)}
        >
          <p>{t(SETTINGS_TEXTS.discardNote({ label: toDiscard.label }))}</p>
          {toDiscard.state === 'queued' && toDiscard.attempts > 0 && (
            <p className="muted">{t(SETTINGS_TEXTS.discardReachedNote)}</p>
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}

function OutboxRow({
  item,
  onRetry,
  onDiscard,
}: {
  item: OutboxItem;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const isSending = item.state === 'sending';
  const isBackingOff = item.state === 'queued' && item.attempts > 0;
  const t = useText();
  const language = useLanguage();
  return (
    <li className="outbox-item">
      <div className="outbox-item__head">
        <p className="outbox-item__label">{item.label}</p>
        <span className={`state-chip state-chip--${item.state}`}>{t(stateText(item))}</span>
      </div>
      <dl className="outbox-item__facts">
        <div>
          <dt>{t(SETTINGS_TEXTS.type)}</dt>
          <dd>{t(kindText(item.kind))}</dd>
        </div>
        <div>
          <dt>{t(SETTINGS_TEXTS.saved)}</dt>
          <dd>{formatWhen(item.createdAt, language)}</dd>
        </div>
        <div>
          <dt>{t(SETTINGS_TEXTS.attempts)}</dt>
          <dd>{item.attempts}</dd>
        </div>
        {isBackingOff && (
          <div>
            <dt>{t(SETTINGS_TEXTS.nextTry)}</dt>
            <dd>{formatWhen(item.nextAttemptAt, language)}</dd>
          </div>
        )}
        {item.lastError && (
          <div className="outbox-item__error">
            <dt>{t(SETTINGS_TEXTS.lastError)}</dt>
            <dd>{item.lastError}</dd>
          </div>
        )}
      </dl>
      <div className="outbox-item__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-label={t(SETTINGS_TEXTS.retryNowOf({ label: item.label }))}
          disabled={isSending}
          onClick={onRetry}
        >
          {t(SETTINGS_TEXTS.retryNow)}
        </button>
        <button
          type="button"
          className="button button--secondary outbox-item__discard"
          aria-label={t(SETTINGS_TEXTS.discardOf({ label: item.label }))}
          disabled={isSending}
          onClick={onDiscard}
        >
          {t(SETTINGS_TEXTS.discard)}
        </button>
      </div>
    </li>
  );
}
