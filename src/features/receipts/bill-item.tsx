// One row of the unreported bills list: thumbnail, type, number, date, amount, upload state, actions.

import { useObjectUrl } from '../../lib/object-url';
import { useLanguage, useText } from '../../lib/use-text';
import { formatListDateIn } from '../../pure/calendar-texts';
import { formatRupees } from '../../pure/money';
import { truncate } from '../../pure/text';
import type { Text } from '../../pure/texts';
import { BillChecks } from '../../ui/bill-checks';
import { Icon } from '../../ui/icons';
import type { BillRow } from './bill-rows';
import { RECEIPTS_TEXTS } from './receipts-texts';

export function BillItem({
  row,
  isAttaching,
  attachRefusal,
  limitWarning,
  onOpen,
  onEdit,
  onDelete,
  onRetry,
  onEditRefused,
  onDiscard,
}: {
  row: BillRow;
  isAttaching: boolean;
  /** Attach mode: why the server would refuse this bill for the day (its own words), if it would. */
  attachRefusal?: Text | undefined;
  /** Attach mode: the warning that the bill is over its limit on that day (issue 37); it never blocks. */
  limitWarning?: string | undefined;
  onOpen: () => void;
  onEdit: (() => void) | undefined;
  onDelete: (() => void) | undefined;
  onRetry: () => void;
  /** A change the server refused goes back to its form. */
  onEditRefused: () => void;
  onDiscard: () => void;
}) {
  const t = useText();
  const language = useLanguage();
  const blobUrl = useObjectUrl(row.thumbnail instanceof Blob ? row.thumbnail : undefined);
  const thumbnail = typeof row.thumbnail === 'string' ? row.thumbnail : blobUrl;
  const isChangeable = row.bill && !row.pending;
  const isRefused = row.pending?.state === 'failed';
  const name = t(RECEIPTS_TEXTS.billName({ type: row.expenseType, number: row.invoiceNumber }));
  return (
    <li className="bill" data-testid="bill">
      <button
        type="button"
        className="bill__open"
        onClick={onOpen}
        disabled={Boolean(row.pending) || !row.bill || Boolean(attachRefusal)}
      >
        {thumbnail ? (
          <img className="bill__thumbnail" src={thumbnail} alt="" />
        ) : (
          <span className="bill__thumbnail" aria-hidden="true" />
        )}
        {/* Named by its content (with a hidden verb), so the name holds every word the eye reads. */}
        <span className="bill__text">
          <span className="visually-hidden">{`${t(isAttaching ? RECEIPTS_TEXTS.attachVerb : RECEIPTS_TEXTS.viewVerb)} `}</span>
          <span className="bill__title" translate="no">
            <Shortened text={row.expenseType} max={12} />
          </span>
          <span className="visually-hidden">{` ${t(RECEIPTS_TEXTS.billWord)}`}</span>
          <span className="bill__meta">
            {' '}
            <span translate="no">
              <Shortened text={row.invoiceNumber} max={10} />
            </span>{' '}
            · {formatListDateIn(row.invoiceDate, language)}
          </span>
          {row.pending && (
            <>
              {' '}
              <PendingStatus pending={row.pending} />
            </>
          )}
          {attachRefusal && !row.pending && (
            <>
              {' '}
              <span className="bill-status bill-status--failed">{t(attachRefusal)}</span>
            </>
          )}
          {limitWarning && !attachRefusal && !row.pending && (
            <>
              {' '}
              <span className="bill-status bill-status--over-limit">{limitWarning}</span>
            </>
          )}
        </span>
        <span className="bill__amount">{formatRupees(row.amount)}</span>
      </button>
      {isRefused && (
        <span className="bill__actions">
          {row.pending?.isRefusal ? (
            <button
              type="button"
              className="icon-button"
              aria-label={t(RECEIPTS_TEXTS.editBill({ name }))}
              onClick={onEditRefused}
            >
              <Icon name="edit" size={20} />
            </button>
          ) : (
            <button
              type="button"
              className="icon-button"
              aria-label={t(RECEIPTS_TEXTS.retryBill({ name }))}
              onClick={onRetry}
            >
              <Icon name="refresh" size={20} />
            </button>
          )}
          <button
            type="button"
            className="icon-button"
            aria-label={t(RECEIPTS_TEXTS.discardNamed({ name }))}
            onClick={onDiscard}
          >
            <Icon name="trash" size={20} />
          </button>
        </span>
      )}
      {isChangeable && !isAttaching && (
        <span className="bill__actions">
          <button
            type="button"
            className="icon-button"
            aria-label={t(RECEIPTS_TEXTS.editBill({ name }))}
            onClick={onEdit}
          >
            <Icon name="edit" size={20} />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={t(RECEIPTS_TEXTS.deleteBill({ name }))}
            onClick={onDelete}
          >
            <Icon name="trash" size={20} />
          </button>
        </span>
      )}
      {row.bill && !row.pending && <BillChecks bill={row.bill} />}
    </li>
  );
}

function PendingStatus({ pending }: { pending: NonNullable<BillRow['pending']> }) {
  const t = useText();
  if (pending.state === 'failed') {
    const reason = pending.error ?? t(RECEIPTS_TEXTS.serverRefused);
    return (
      <span className="bill-status bill-status--failed" role="status">
        {t(
          (pending.kind === 'bill-attach' ? RECEIPTS_TEXTS.notAttached : RECEIPTS_TEXTS.notUploaded)({
            reason,
          }),
        )}
      </span>
    );
  }
  const text = pending.kind === 'bill-update' ? RECEIPTS_TEXTS.changesWaiting : RECEIPTS_TEXTS.waiting;
  return (
    <span className="bill-status bill-status--waiting">
      {t(pending.state === 'sending' ? RECEIPTS_TEXTS.uploading : text)}
    </span>
  );
}

/** Cut short for the eye (spec section 9), whole for a screen reader and in the button's name. */
function Shortened({ text, max }: { text: string; max: number }) {
  const short = truncate(text, max);
  if (short === text) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{text}</span>
    </>
  );
}
