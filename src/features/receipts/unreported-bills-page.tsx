// /un-reported-expenses 'Unreported Bills': the server's bills and the ones waiting to upload; add,
// edit, delete, view, and attach to a day when opened from a day's details.
import { useState } from 'react';
import { useLocation } from 'wouter';
import { billAttachRefusal, type TUnreportedBill } from '../../contract/receipts';
import { db } from '../../lib/db';
import { useIsDesktop, useIsOnline } from '../../lib/media';
import { showAlert } from '../../lib/notices';
import { useOutboxItems } from '../../lib/outbox';
import {
  readSelectedExpenseDay,
  type SelectedExpenseDay,
  type StoredUserData,
  useUser,
} from '../../lib/session';
import { discard, retryNow } from '../../lib/sync';
import { useQuery } from '../../lib/use-query';
import { useText } from '../../lib/use-text';
import { formatListDate } from '../../pure/calendar';
import { billsQuery } from '../../shared/bills';
import { useFullImage } from '../../shared/full-image';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Icon } from '../../ui/icons';
import { ImageDialog } from '../../ui/image-dialog';
import { PageHeader } from '../../ui/page-header';
import { BillItem } from './bill-item';
import { limitNotice } from './bill-limit';
import { billLimitsQuery } from './bill-limits-query';
import { type BillRow, billRows } from './bill-rows';
import { queueBillAttach, queueBillDelete } from './bills-store';
import { selectBill } from './selected-bill';
import { editBillDraft, refusedBillDraft, writeUploadDraft } from './upload-draft';
import './receipts.css';

export const EMPTY_TEXT = 'Add attachments here';
/** Offline with nothing kept from the server: not an error, the bills on this device are still here. */
export const OFFLINE_TEXT =
  'You are offline: the bills saved on this device are shown, and the rest load when you are back online.';

export default function UnreportedBillsPage() {
  const user = useUser();
  if (!user) return null;
  return <UnreportedBills user={user} />;
}

function UnreportedBills({ user }: { user: StoredUserData }) {
  const [, navigate] = useLocation();
  const isDesktop = useIsDesktop();
  const { data: bills = [], isLoading, isFromCache, error, requestedAt } = useQuery(billsQuery);
  const isOnline = useIsOnline();
  const items = useOutboxItems(user.employeeId, { includeDone: true });
  const attachDay = readAttachDay();
  // Attaching: each bill is told the limit of the day's city (issue 37).
  const { data: dayLimits } = useQuery(
    billLimitsQuery,
    attachDay ? { date: attachDay.activityDate, expenseDetailId: attachDay.expenseDetailId } : null,
  );
  const t = useText();
  const limitWarning = (row: BillRow) => {
    const notice = dayLimits && limitNotice(dayLimits, row.expenseType, Math.round(row.amount * 100));
    return notice?.isOver ? t(notice.text) : undefined;
  };
  const [viewing, setViewing] = useState<TUnreportedBill>();
  const [deleting, setDeleting] = useState<TUnreportedBill>();
  const [discarding, setDiscarding] = useState<BillRow>();

  const rows = billRows(bills, items ?? [], requestedAt);
  const onAdd = () => navigate(isDesktop ? '/upload-bills' : '/camera');

  async function onEdit(bill: TUnreportedBill) {
    if (isDesktop) {
      await writeUploadDraft(user.employeeId, editBillDraft(bill));
      navigate('/upload-bills');
    } else {
      await selectBill(user.employeeId, bill);
      navigate('/captured-image-details', { state: { isEditingBill: true } });
    }
  }

  /** A refused change goes back to its form; the refused request goes once the form holds it. */
  async function onEditRefused(row: BillRow) {
    const seq = row.pending?.seq;
    if (seq === undefined) return;
    const item = await db.outbox.get(seq);
    const draft = item && refusedBillDraft(item);
    if (draft) {
      await writeUploadDraft(user.employeeId, draft);
      await discard(seq);
      navigate('/upload-bills');
    } else if (row.bill) {
      await discard(seq);
      await onEdit(row.bill);
    }
  }

  async function onOpen(row: BillRow) {
    if (!row.bill || row.pending) return;
    if (attachDay) {
      await queueBillAttach(user, row.bill, attachDay);
      navigate('/my-expense-details');
    } else {
      setViewing(row.bill);
    }
  }

  return (
    <section className="page">
      <PageHeader title="Unreported Bills" backTo={attachDay ? '/my-expense-details' : '/home'}>
        <button type="button" className="button button--primary" onClick={onAdd}>
          <Icon name="plus" size={18} />
          Add
        </button>
      </PageHeader>
      {attachDay && (
        <p className="notice-line" role="status">
          Choose a bill to attach to {formatListDate(attachDay.activityDate)}.
        </p>
      )}
      {isFromCache && (
        <p className="notice-line" role="status">
          Showing the bills saved on this device; they refresh when you are online.
        </p>
      )}
      {error && !isOnline && (
        <p className="notice-line" role="status">
          {OFFLINE_TEXT}
        </p>
      )}
      {error && isOnline && <p className="error-text">{error}</p>}
      {rows.length === 0 && isLoading && (
        <div className="page-loading" role="status" aria-label="Loading">
          <span className="spinner" />
        </div>
      )}
      {rows.length === 0 && !isLoading && (
        <div className="empty-state">
          <Icon name="receipt" size={48} />
          <p>{EMPTY_TEXT}</p>
          <button type="button" className="button button--primary" onClick={onAdd}>
            <Icon name="plus" size={18} />
            Add
          </button>
        </div>
      )}
      <ul className="bill-list" aria-label="Bills">
        {rows.map((row) => (
          <BillItem
            key={row.key}
            row={row}
            isAttaching={Boolean(attachDay)}
            attachRefusal={
              attachDay && row.bill ? billAttachRefusal(row.bill, attachDay.activityDate) : undefined
            }
            limitWarning={attachDay ? limitWarning(row) : undefined}
            onOpen={() => void onOpen(row)}
            onEdit={row.bill ? () => void onEdit(row.bill as TUnreportedBill) : undefined}
            onDelete={row.bill ? () => setDeleting(row.bill) : undefined}
            onRetry={() => void retryNow(row.pending?.seq ?? 0)}
            onEditRefused={() => void onEditRefused(row)}
            onDiscard={() => setDiscarding(row)}
          />
        ))}
      </ul>
      {viewing && <BillImageDialog bill={viewing} onClose={() => setViewing(undefined)} />}
      {deleting && (
        <ConfirmDialog
          title="Delete bill"
          confirmText="Yes"
          cancelText="No"
          onCancel={() => setDeleting(undefined)}
          onConfirm={async () => {
            await queueBillDelete(user, deleting);
            setDeleting(undefined);
          }}
        >
          <p>Do you want to delete this bill?</p>
        </ConfirmDialog>
      )}
      {discarding?.pending && (
        <ConfirmDialog
          title={discarding.pending.kind === 'bill-upload' ? 'Discard bill' : 'Discard change'}
          confirmText="Discard"
          onCancel={() => setDiscarding(undefined)}
          onConfirm={async () => {
            await discard(discarding.pending?.seq ?? 0).catch((error: unknown) =>
              showAlert(error instanceof Error ? error.message : String(error)),
            );
            setDiscarding(undefined);
          }}
        >
          <p>
            {discarding.pending.kind === 'bill-upload'
              ? `Bill ${discarding.invoiceNumber} never reached the server. Discard it from this device?`
              : `Discard the change to bill ${discarding.invoiceNumber} that the server refused?`}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function BillImageDialog({ bill, onClose }: { bill: TUnreportedBill; onClose: () => void }) {
  const full = useFullImage(bill);
  return (
    <ImageDialog
      title={`Bill ${bill.invoiceNumber}`}
      src={full ?? bill.imageBase64 ?? undefined}
      onClose={onClose}
    />
  );
}

/**
 * Attach mode: opened from a day's details (history state attachTo) with the day kept as
 * SelectedExpenseData (spec section 3).
 */
function readAttachDay(): SelectedExpenseDay | null {
  return history.state?.attachTo ? readSelectedExpenseDay() : null;
}
