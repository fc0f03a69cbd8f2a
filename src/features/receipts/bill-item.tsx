// One row of the unreported bills list: thumbnail, type, number, date, amount, upload state, actions.

import { useObjectUrl } from '../../lib/object-url';
import { formatListDate } from '../../pure/calendar';
import { formatRupees } from '../../pure/money';
import { truncate } from '../../pure/text';
import { BillChecks } from '../../ui/bill-checks';
import { Icon } from '../../ui/icons';
import type { BillRow } from './bill-rows';

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
  attachRefusal?: string | undefined;
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
  const blobUrl = useObjectUrl(row.thumbnail instanceof Blob ? row.thumbnail : undefined);
  const thumbnail = typeof row.thumbnail === 'string' ? row.thumbnail : blobUrl;
  const isChangeable = row.bill && !row.pending;
  const isRefused = row.pending?.state === 'failed';
  const name = `${row.expenseType} bill ${row.invoiceNumber}`;
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
          <span className="visually-hidden">{isAttaching ? 'Attach ' : 'View '}</span>
          <span className="bill__title">
            <Shortened text={row.expenseType} max={12} />
          </span>
          <span className="visually-hidden"> bill</span>
          <span className="bill__meta">
            {' '}
            <Shortened text={row.invoiceNumber} max={10} /> · {formatListDate(row.invoiceDate)}
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
              <span className="bill-status bill-status--failed">{attachRefusal}</span>
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
            <button type="button" className="icon-button" aria-label={`Edit ${name}`} onClick={onEditRefused}>
              <Icon name="edit" size={20} />
            </button>
          ) : (
            <button type="button" className="icon-button" aria-label={`Retry ${name}`} onClick={onRetry}>
              <Icon name="refresh" size={20} />
            </button>
          )}
          <button type="button" className="icon-button" aria-label={`Discard ${name}`} onClick={onDiscard}>
            <Icon name="trash" size={20} />
          </button>
        </span>
      )}
      {isChangeable && !isAttaching && (
        <span className="bill__actions">
          <button type="button" className="icon-button" aria-label={`Edit ${name}`} onClick={onEdit}>
            <Icon name="edit" size={20} />
          </button>
          <button type="button" className="icon-button" aria-label={`Delete ${name}`} onClick={onDelete}>
            <Icon name="trash" size={20} />
          </button>
        </span>
      )}
      {row.bill && !row.pending && <BillChecks bill={row.bill} />}
    </li>
  );
}

function PendingStatus({ pending }: { pending: NonNullable<BillRow['pending']> }) {
  if (pending.state === 'failed') {
    return (
      <span className="bill-status bill-status--failed" role="status">
        {pending.kind === 'bill-attach' ? 'Not attached' : 'Not uploaded'}:{' '}
        {pending.error ?? 'the server refused it'}
      </span>
    );
  }
  const text = pending.kind === 'bill-update' ? 'Changes waiting to upload' : 'Waiting to upload';
  return (
    <span className="bill-status bill-status--waiting">
      {pending.state === 'sending' ? 'Uploading...' : text}
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
