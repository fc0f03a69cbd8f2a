// /un-reported-expenses 'Unreported Bills': the server's bills and the ones waiting to upload; add,
// edit, delete, view, and attach to a day when opened from a day's details.
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { TUnreportedBill } from '../../contract/receipts';
import { formatListDate } from '../../lib/format';
import { useIsDesktop, useIsOnline } from '../../lib/media';
import { showAlert } from '../../lib/notices';
import { useOutboxItems } from '../../lib/outbox';
import { SELECTED_EXPENSE_KEY, type StoredUserData } from '../../lib/session';
import { discard, retryNow } from '../../lib/sync';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Icon } from '../../ui/icons';
import { ImageDialog } from '../../ui/image-dialog';
import { PageHeader } from '../../ui/page-header';
import { useUser } from '../auth/auth-store';
import { BillItem } from './bill-item';
import { type BillRow, billRows } from './bill-rows';
import { queueBillAttach, queueBillDelete, type SelectedDay, useBillsStore } from './bills-store';
import { useFullImage } from './full-image';
import { selectBill } from './selected-bill';
import { editBillDraft, writeUploadDraft } from './upload-draft';
import './receipts.css';

export const EMPTY_TEXT = 'Add attachments here';

export default function UnreportedBillsPage() {
  const user = useUser();
  if (!user) return null;
  return <UnreportedBills user={user} />;
}

function UnreportedBills({ user }: { user: StoredUserData }) {
  const [, navigate] = useLocation();
  const isDesktop = useIsDesktop();
  const isOnline = useIsOnline();
  const { data: bills = [], isLoading, isFromCache, error, requestedAt, load } = useBillsStore();
  const items = useOutboxItems(user.employeeId, { includeDone: true });
  const attachDay = readAttachDay();
  const [viewing, setViewing] = useState<TUnreportedBill>();
  const [deleting, setDeleting] = useState<TUnreportedBill>();
  const [discarding, setDiscarding] = useState<BillRow>();

  // Load when the page opens and when the connection returns (offline, the saved copy answers);
  // the store loads again by itself each time a bill change reaches the server.
  // biome-ignore lint/correctness/useExhaustiveDependencies: isOnline is the trigger, not a value read
  useEffect(() => {
    void load();
  }, [isOnline, load]);

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
      {error && <p className="error-text">{error}</p>}
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
            onOpen={() => void onOpen(row)}
            onEdit={row.bill ? () => void onEdit(row.bill as TUnreportedBill) : undefined}
            onDelete={row.bill ? () => setDeleting(row.bill) : undefined}
            onRetry={() => void retryNow(row.pending?.seq ?? 0)}
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
function readAttachDay(): SelectedDay | null {
  if (!history.state?.attachTo) return null;
  try {
    const day = JSON.parse(
      localStorage.getItem(SELECTED_EXPENSE_KEY) ?? 'null',
    ) as Partial<SelectedDay> | null;
    return day &&
      typeof day.expenseId === 'number' &&
      typeof day.expenseDetailId === 'number' &&
      day.activityDate
      ? (day as SelectedDay)
      : null;
  } catch {
    return null;
  }
}
