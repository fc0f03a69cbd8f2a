// /un-reported-expenses 'Unreported Bills': the server's bills and the ones waiting to upload; add,
// edit, delete, view, and attach to a day when opened from a day's details.
import { useState } from 'react';
import { useLocation } from 'wouter';
import { billAttachRefusalText, type TUnreportedBill } from '../../contract/receipts';
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
import { useLanguage, useText } from '../../lib/use-text';
import { formatListDateIn } from '../../pure/calendar-texts';
import { renderText } from '../../pure/texts';
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
import { RECEIPTS_TEXTS } from './receipts-texts';
import { selectBill } from './selected-bill';
import { editBillDraft, refusedBillDraft, writeUploadDraft } from './upload-draft';
import './receipts.css';

export const EMPTY_TEXT = renderText(RECEIPTS_TEXTS.empty, 'en');
/** Offline with nothing kept from the server: not an error, the bills on this device are still here. */
export const OFFLINE_TEXT = renderText(RECEIPTS_TEXTS.offline, 'en');

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
  const language = useLanguage();
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
      <PageHeader
        title={t(RECEIPTS_TEXTS.unreportedTitle)}
        backTo={attachDay ? '/my-expense-details' : '/home'}
      >
        <button type="button" className="button button--primary" onClick={onAdd}>
          <Icon name="plus" size={18} />
          {t(RECEIPTS_TEXTS.add)}
        </button>
      </PageHeader>
      {attachDay && (
        <p className="notice-line" role="status">
          {t(RECEIPTS_TEXTS.chooseToAttach({ date: formatListDateIn(attachDay.activityDate, language) }))}
        </p>
      )}
      {isFromCache && (
        <p className="notice-line" role="status">
          {t(RECEIPTS_TEXTS.fromCache)}
        </p>
      )}
      {error && !isOnline && (
        <p className="notice-line" role="status">
          {t(RECEIPTS_TEXTS.offline)}
        </p>
      )}
      {error && isOnline && <p className="error-text">{error}</p>}
      {rows.length === 0 && isLoading && (
        <div className="page-loading" role="status" aria-label={t(RECEIPTS_TEXTS.loading)}>
          <span className="spinner" />
        </div>
      )}
      {rows.length === 0 && !isLoading && (
        <div className="empty-state">
          <Icon name="receipt" size={48} />
          <p>{t(RECEIPTS_TEXTS.empty)}</p>
          <button type="button" className="button button--primary" onClick={onAdd}>
            <Icon name="plus" size={18} />
            {t(RECEIPTS_TEXTS.add)}
          </button>
        </div>
      )}
      <ul className="bill-list" aria-label={t(RECEIPTS_TEXTS.bills)}>
        {rows.map((row) => (
          <BillItem
            key={row.key}
            row={row}
            isAttaching={Boolean(attachDay)}
            attachRefusal={
              attachDay && row.bill ? billAttachRefusalText(row.bill, attachDay.activityDate) : undefined
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
          title={t(RECEIPTS_TEXTS.deleteTitle)}
          confirmText={t(RECEIPTS_TEXTS.yes)}
          cancelText={t(RECEIPTS_TEXTS.no)}
          onCancel={() => setDeleting(undefined)}
          onConfirm={async () => {
            await queueBillDelete(user, deleting);
            setDeleting(undefined);
          }}
        >
          <p>{t(RECEIPTS_TEXTS.deleteQuestion)}</p>
        </ConfirmDialog>
      )}
      {discarding?.pending && (
        <ConfirmDialog
          title={t(
            discarding.pending.kind === 'bill-upload'
              ? RECEIPTS_TEXTS.discardBill
              : RECEIPTS_TEXTS.discardChange,
          )}
          confirmText={t(RECEIPTS_TEXTS.discard)}
          onCancel={() => setDiscarding(undefined)}
          onConfirm={async () => {
            await discard(discarding.pending?.seq ?? 0).catch((error: unknown) =>
              showAlert(error instanceof Error ? error.message : String(error)),
            );
            setDiscarding(undefined);
          }}
        >
          <p>
            {t(
              (discarding.pending.kind === 'bill-upload'
                ? RECEIPTS_TEXTS.discardUpload
                : RECEIPTS_TEXTS.discardRefused)({ number: discarding.invoiceNumber }),
            )}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function BillImageDialog({ bill, onClose }: { bill: TUnreportedBill; onClose: () => void }) {
  const t = useText();
  const full = useFullImage(bill);
  return (
    <ImageDialog
      title={t(RECEIPTS_TEXTS.billNumbered({ number: bill.invoiceNumber }))}
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
