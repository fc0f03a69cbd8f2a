// /captured-image-details: the invoice details of a captured receipt (create) or an unreported bill (update).

import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { TUnreportedBill } from '../../contract/receipts';
import { ImageUnreadableError } from '../../lib/image/prepare-image';
import { showResult } from '../../lib/notices';
import { useObjectUrl } from '../../lib/object-url';
import { StorageFullError } from '../../lib/outbox';
import type { StoredUserData } from '../../lib/session';
import { useUser } from '../../lib/session';
import { useQuery } from '../../lib/use-query';
import { useText } from '../../lib/use-text';
import { afterNewBillState } from '../../shared/add-bill-for-day';
import { useFullImage } from '../../shared/full-image';
import { Form } from '../../ui/form';
import { Icon } from '../../ui/icons';
import { queueBillUpdate, queueNewBill } from './bills-store';
import { ensureCaptureCompressed } from './capture-compression';
import { deleteCapture, getCapture, readCaptureInBackground, useCurrentCapture } from './captures';
import { expenseTypesQuery } from './expense-types-query';
import { InvoiceFields } from './invoice-fields';
import { EMPTY_INVOICE, type InvoiceValues, toInvoiceInput, validateInvoice } from './invoice-form';
import { reportOutcome } from './outcome';
import { PrefillStatus } from './prefill/prefill-status';
import { RECEIPTS_TEXTS } from './receipts-texts';
import { clearSelectedBill, invoiceDraftKey, useSelectedBill } from './selected-bill';
import { useInvoiceDraft } from './use-invoice-draft';
import './receipts.css';

/** After a save or update the list opens after about a second (spec section 2). */
export const AFTER_SAVE_MS = 1000;

export default function InvoiceDetailsPage() {
  const t = useText();
  const user = useUser();
  const [, navigate] = useLocation();
  const capture = useCurrentCapture(user?.employeeId);
  const selectedBill = useSelectedBill(user?.employeeId);
  // Update mode: opened from a bill's edit icon (the screen state) and that bill has an invoice number.
  const isUpdateMode = Boolean(history.state?.isEditingBill && selectedBill?.invoiceNumber);
  if (!user || capture === undefined || selectedBill === undefined) {
    return <div className="page-loading" role="status" aria-label={t(RECEIPTS_TEXTS.loading)} />;
  }
  if (isUpdateMode && selectedBill) return <InvoiceForm user={user} bill={selectedBill} />;
  if (capture) return <InvoiceForm user={user} capture={capture} />;
  return (
    <main className="receipt-screen receipt-screen--empty">
      <p>{t(RECEIPTS_TEXTS.noCapture)}</p>
      <button type="button" className="button button--primary" onClick={() => navigate('/camera')}>
        <Icon name="camera" size={18} />
        {t(RECEIPTS_TEXTS.openCamera)}
      </button>
    </main>
  );
}

type Capture = NonNullable<ReturnType<typeof useCurrentCapture>>;

function InvoiceForm({
  user,
  capture,
  bill,
}: {
  user: StoredUserData;
  capture?: Capture;
  bill?: TUnreportedBill;
}) {
  const t = useText();
  const [, navigate] = useLocation();
  const types = useQuery(expenseTypesQuery);
  const { data: options = [], isLoading: isLoadingTypes, error: typesError } = types;
  const areTypesSettled = !types.isLoading && (types.data !== undefined || types.error !== '');
  const draftKey = capture
    ? invoiceDraftKey(user.employeeId, { captureId: capture.id })
    : invoiceDraftKey(user.employeeId, { billId: bill?.unReportExpenseId ?? 0 });
  const { values, marked, errors, setErrors, change, applyReading, isRestored } = useInvoiceDraft(
    draftKey,
    user.employeeId,
    bill ? billValues(bill) : EMPTY_INVOICE,
    capture?.id,
  );
  const [isSaving, setIsSaving] = useState(false);
  const reading = capture?.reading;

  // A capture opened here without a reading (a reload, a link) is read now; one read already is not.
  useEffect(() => {
    if (capture && !capture.reading) readCaptureInBackground(capture);
  }, [capture]);

  // The photo's reading fills the fields left alone, once the form and the expense types are there;
  // a reading that lands while the bill is being saved is left out, as the saved bill is.
  useEffect(() => {
    if (capture && reading?.status === 'read' && areTypesSettled && !isSaving) {
      applyReading({ photoId: capture.id, fields: reading.fields }, options);
    }
  });
  const captureUrl = useObjectUrl(capture?.image);
  const fullImage = useFullImage(bill);
  const imageSrc = captureUrl ?? fullImage ?? bill?.imageBase64 ?? undefined;

  async function onClose() {
    await clearSelectedBill(user.employeeId);
    navigate('/home');
  }

  async function onRetake() {
    await clearSelectedBill(user.employeeId);
    if (capture) await deleteCapture(capture.id);
    navigate('/camera');
  }

  async function onSubmit() {
    const found = validateInvoice(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || isSaving) return;
    setIsSaving(true);
    const invoice = toInvoiceInput(values);
    try {
      let item: Awaited<ReturnType<typeof queueNewBill>>;
      if (capture) {
        // A photo taken a moment ago may still be compressing: the stored, compressed image is sent.
        await ensureCaptureCompressed(capture.id);
        const compressed = await getCapture(capture.id);
        if (!compressed?.isCompressed || !compressed.thumbnail) throw new ImageUnreadableError();
        item = await queueNewBill(
          user,
          invoice,
          { image: compressed.image, thumbnail: compressed.thumbnail },
          {
            description: capture.name,
            removeCaptureId: capture.id,
            removeDraftKey: draftKey,
          },
        );
      } else {
        item = await queueBillUpdate(user, bill?.unReportExpenseId ?? 0, invoice, {
          removeDraftKey: draftKey,
        });
        await clearSelectedBill(user.employeeId);
      }
      await reportOutcome(item, capture ? RECEIPTS_TEXTS.billSaved : RECEIPTS_TEXTS.billUpdated);
      const state = capture ? afterNewBillState() : undefined;
      setTimeout(() => navigate('/un-reported-expenses', state ? { state } : undefined), AFTER_SAVE_MS);
    } catch (error) {
      setIsSaving(false);
      console.warn('The bill could not be queued', error);
      showResult(
        'fail',
        error instanceof ImageUnreadableError
          ? RECEIPTS_TEXTS.imageUnreadable
          : error instanceof StorageFullError
            ? RECEIPTS_TEXTS.storageFull
            : RECEIPTS_TEXTS.notSaved,
      );
    }
  }

  return (
    <main className="receipt-screen">
      <InvoiceHeader isUpdate={Boolean(bill)} onClose={onClose} />
      <div className="receipt-screen__body">
        <ReceiptPreview
          src={imageSrc}
          alt={t(
            capture
              ? RECEIPTS_TEXTS.capturedReceipt({ name: capture.name })
              : RECEIPTS_TEXTS.billNumbered({ number: bill?.invoiceNumber ?? '' }),
          )}
        />
        <Form className="card receipt-form" onSubmit={onSubmit} error={typesError}>
          {/* The form waits for its draft, so what was typed before a reload is never shown blank or overwritten. */}
          {!isRestored && (
            <span className="spinner" role="status" aria-label={t(RECEIPTS_TEXTS.loadingForm)} />
          )}
          {capture && <PrefillStatus photoId={capture.id} reading={reading} />}
          {isRestored && (
            <InvoiceFields
              idPrefix="invoice"
              values={values}
              errors={errors}
              options={options}
              isLoadingOptions={isLoadingTypes}
              onChange={change}
              marked={marked}
            />
          )}
          <div className="receipt-form__actions">
            {!bill && (
              <button
                type="button"
                className="button button--secondary"
                onClick={onRetake}
                disabled={isSaving}
              >
                {t(RECEIPTS_TEXTS.retake)}
              </button>
            )}
            <button type="submit" className="button button--primary" disabled={isSaving}>
              {t(isSaving ? RECEIPTS_TEXTS.saving : bill ? RECEIPTS_TEXTS.update : RECEIPTS_TEXTS.save)}
            </button>
          </div>
        </Form>
      </div>
    </main>
  );
}

/** An unreported bill's fields as the form holds them. */
function billValues(bill: TUnreportedBill): InvoiceValues {
  return {
    expenseType: bill.expenseType,
    expenseOrSundry: bill.expenseOrSundry,
    invoiceNumber: bill.invoiceNumber,
    invoiceDate: bill.invoiceDate,
    amount: String(bill.amount),
    sellerGstin: bill.sellerGstin ?? '',
  };
}

function InvoiceHeader({ isUpdate, onClose }: { isUpdate: boolean; onClose: () => void }) {
  const t = useText();
  return (
    <header className="receipt-screen__header">
      <h1 className="page-title">
        {t(isUpdate ? RECEIPTS_TEXTS.updateInvoice : RECEIPTS_TEXTS.invoiceDetails)}
      </h1>
      <button type="button" className="icon-button" aria-label={t(RECEIPTS_TEXTS.close)} onClick={onClose}>
        <Icon name="close" />
      </button>
    </header>
  );
}

/** The photo beside the form, or a spinner while it loads. */
function ReceiptPreview({ src, alt }: { src: string | undefined; alt: string }) {
  const t = useText();
  return (
    <figure className="receipt-preview">
      {src ? (
        <img src={src} alt={alt} />
      ) : (
        <span className="spinner" role="status" aria-label={t(RECEIPTS_TEXTS.loadingImage)} />
      )}
    </figure>
  );
}
