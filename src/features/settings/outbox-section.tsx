// The requests this device still has to deliver: each with its state, tries and last error, and the
// user's two ways out of a stuck one, 'Retry now' and 'Discard'.
import { useState } from 'react';
import type { OutboxItem } from '../../lib/db';
import { useOutboxItems } from '../../lib/outbox';
import { discard, retryNow } from '../../lib/sync';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { formatWhen, kindText, stateText } from './outbox-texts';

export function OutboxSection({ employeeId }: { employeeId: number | undefined }) {
  const items = useOutboxItems(employeeId);
  const [toDiscard, setToDiscard] = useState<OutboxItem>();
  const [notice, setNotice] = useState<{ text: string; isError: boolean }>();

  const onRetry = async (item: OutboxItem) => {
    setNotice(undefined);
    const isSent = await retryNow(item.seq as number);
    if (!isSent) setNotice({ text: `'${item.label}' is being uploaded right now.`, isError: false });
  };

  const onDiscard = async (item: OutboxItem) => {
    setToDiscard(undefined);
    try {
      await discard(item.seq as number);
      setNotice({ text: `'${item.label}' was discarded.`, isError: false });
    } catch (error) {
      setNotice({ text: error instanceof Error ? error.message : String(error), isError: true });
    }
  };

  return (
    <section className="card settings__section" aria-labelledby="settings-outbox">
      <h2 id="settings-outbox" className="settings__heading">
        Upload queue
      </h2>
      <p className="muted">
        Receipts and changes saved on this device stay here until the server confirms them.
      </p>
      {items === undefined ? (
        <div className="settings__loading" role="status" aria-label="Loading the upload queue">
          <span className="spinner" />
        </div>
      ) : items.length === 0 ? (
        <p className="settings__empty">Nothing is waiting to upload.</p>
      ) : (
        <ul className="outbox-list" aria-label="Requests waiting to upload">
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
      {notice && (
        <p
          className={notice.isError ? 'settings__notice error-text' : 'settings__notice'}
          role={notice.isError ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      {toDiscard && (
        <ConfirmDialog
          title="Discard this request?"
          confirmText="Discard"
          onConfirm={() => void onDiscard(toDiscard)}
          onCancel={() => setToDiscard(undefined)}
        >
          <p>'{toDiscard.label}' will not be uploaded, and this device forgets it.</p>
          {toDiscard.state === 'queued' && toDiscard.attempts > 0 && (
            <p className="muted">If an earlier try reached the server, the server keeps it.</p>
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
  return (
    <li className="outbox-item">
      <div className="outbox-item__head">
        <p className="outbox-item__label">{item.label}</p>
        <span className={`state-chip state-chip--${item.state}`}>{stateText(item)}</span>
      </div>
      <dl className="outbox-item__facts">
        <div>
          <dt>Type</dt>
          <dd>{kindText(item.kind)}</dd>
        </div>
        <div>
          <dt>Saved</dt>
          <dd>{formatWhen(item.createdAt)}</dd>
        </div>
        <div>
          <dt>Attempts</dt>
          <dd>{item.attempts}</dd>
        </div>
        {isBackingOff && (
          <div>
            <dt>Next try</dt>
            <dd>{formatWhen(item.nextAttemptAt)}</dd>
          </div>
        )}
        {item.lastError && (
          <div className="outbox-item__error">
            <dt>Last error</dt>
            <dd>{item.lastError}</dd>
          </div>
        )}
      </dl>
      <div className="outbox-item__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-label={`Retry now: ${item.label}`}
          disabled={isSending}
          onClick={onRetry}
        >
          Retry now
        </button>
        <button
          type="button"
          className="button button--secondary outbox-item__discard"
          aria-label={`Discard: ${item.label}`}
          disabled={isSending}
          onClick={onDiscard}
        >
          Discard
        </button>
      </div>
    </li>
  );
}
