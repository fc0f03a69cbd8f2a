// /upload-bills 'Upload Bill': a bill from a file on the desktop, in create or edit mode, drafted in Dexie.

import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { uploadDraftKey } from '../../lib/db';
import { prepareReceiptImage } from '../../lib/image/prepare-image';
import { showAlert, showToast } from '../../lib/notices';
import { StorageFullError } from '../../lib/outbox';
import type { StoredUserData } from '../../lib/session';
import { useUser } from '../../lib/session';
import { discard } from '../../lib/sync';
import { useQuery } from '../../lib/use-query';
import { useText } from '../../lib/use-text';
import { businessDate } from '../../pure/calendar';
import type { Text } from '../../pure/texts';
import { afterNewBillState } from '../../shared/add-bill-for-day';
import { Form } from '../../ui/form';
import { PageHeader } from '../../ui/page-header';
import { UI_TEXTS } from '../../ui/ui-texts';
import { queueBillUpdate, queueNewBill } from './bills-store';
import { FILE_TYPE_NOT_ALLOWED, isJpegOrPng } from './capture-file';
import { expenseTypesQuery } from './expense-types-query';
import { InvoiceFields } from './invoice-fields';
import {
  EMPTY_INVOICE,
  INVOICE_MESSAGES,
  type InvoiceErrors,
  type InvoiceField,
  type InvoiceValues,
  invoiceErrorText,
  toInvoiceInput,
  validateInvoice,
  withoutErrors,
} from './invoice-form';
import { reportOutcome } from './outcome';
import { mergeReading, NO_PREFILL, touchField } from './prefill/merge-reading';
import { readPhoto } from './prefill/photo-reading';
import { PrefillStatus } from './prefill/prefill-status';
import { RECEIPTS_TEXTS } from './receipts-texts';
import {
  type ChosenFile,
  clearUploadDraft,
  readUploadDraft,
  type UploadDraft,
  writeUploadDraft,
} from './upload-draft';
import { ChosenFileCard, DropArea, ViewDialog } from './upload-file-parts';
import { useUploadDraft } from './use-upload-draft';
import './receipts.css';

export const AFTER_UPLOAD_MS = 1000;

export default function UploadBillsPage() {
  const t = useText();
  const user = useUser();
  const [draft, setDraft] = useState<UploadDraft>();
  useEffect(() => {
    if (!user) return;
    void readUploadDraft(user.employeeId).then((saved) =>
      setDraft(saved ?? { mode: 'create', values: EMPTY_INVOICE }),
    );
  }, [user]);
  if (!user || !draft) {
    return <div className="page-loading" role="status" aria-label={t(RECEIPTS_TEXTS.loading)} />;
  }
  return <UploadBillForm user={user} initial={draft} />;
}

function UploadBillForm({ user, initial }: { user: StoredUserData; initial: UploadDraft }) {
  const t = useText();
  const [, navigate] = useLocation();
  const { draft, updateDraft, updateFile, close } = useUploadDraft(user.employeeId, initial);
  const [errors, setErrors] = useState<InvoiceErrors>({});
  const [isPreparing, setIsPreparing] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  // Issue 40: a refusal (a duplicate) stays beside Attach, where the user looks, until they save again.
  const [refusal, setRefusal] = useState<Text | string>();
  const [isViewing, setIsViewing] = useState(false);
  const types = useQuery(expenseTypesQuery);
  const { data: options = [], isLoading: isLoadingTypes, error: typesError } = types;
  const areTypesSettled = !types.isLoading && (types.data !== undefined || types.error !== '');
  const isEdit = draft.mode === 'edit';

  // A file chosen before a reload that was not compressed or read yet is compressed and read now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only for the draft found on opening
  useEffect(() => {
    if (initial.file && !initial.file.reading) readFile(initial.file);
    if (initial.file && !initial.file.isCompressed) void compress(initial.file);
  }, []);

  // The file's reading fills the fields left alone, once the expense types are there to match.
  useEffect(() => {
    const file = draft.file;
    if (file?.id === undefined || file.reading?.status !== 'read' || !areTypesSettled || isSaving) return;
    const fields = file.reading.fields;
    updateDraft((current) => {
      const merged = mergeReading(
        { photoId: current.file?.id, values: current.values, prefill: current.prefill ?? NO_PREFILL },
        { photoId: file.id as string, fields },
        { options, today: businessDate() },
      );
      if (!merged) return current;
      setErrors((errors) => withoutErrors(errors, merged.prefill.marked));
      return { ...current, ...merged };
    });
  });

  function readFile(file: ChosenFile) {
    if (file.id === undefined) return;
    void readPhoto(file.id, file.image).then((reading) => {
      if (reading) updateFile(file, (chosen, current) => ({ ...current, file: { ...chosen, reading } }));
    });
  }

  async function compress(file: ChosenFile) {
    setIsPreparing(true);
    try {
      const prepared = await prepareReceiptImage(file.image);
      updateFile(file, (chosen, current) => ({
        ...current,
        file: { ...chosen, image: prepared.image, thumbnail: prepared.thumbnail, isCompressed: true },
      }));
    } catch (error) {
      console.warn('The image could not be prepared', error);
      showAlert(RECEIPTS_TEXTS.imageUnreadable);
      updateFile(file, (_chosen, { file: _dropped, ...rest }) => rest);
    } finally {
      setIsPreparing(false);
    }
  }

  async function onFile(file: File | undefined) {
    if (!file) return;
    if (!(await isJpegOrPng(file))) {
      showAlert(FILE_TYPE_NOT_ALLOWED);
      return;
    }
    const chosen: ChosenFile = { id: crypto.randomUUID(), name: file.name, image: file, isCompressed: false };
    // Kept at once, before compressing, so a reload or a closed tab loses nothing.
    updateDraft((current) => ({ ...current, file: chosen }));
    setErrors(({ file: _cleared, ...rest }) => rest);
    readFile(chosen);
    await compress(chosen);
  }

  function onFieldChange(values: InvoiceValues, field: InvoiceField) {
    updateDraft((current) => ({
      ...current,
      values,
      prefill: touchField(current.prefill ?? NO_PREFILL, field),
    }));
    setErrors(({ [field]: _cleared, ...rest }) =>
      field === 'invoiceDate' && !values.invoiceDate
        ? { ...rest, invoiceDate: INVOICE_MESSAGES.invoiceDate }
        : rest,
    );
  }

  async function onCancel() {
    close();
    await clearUploadDraft(user.employeeId);
    if (isEdit) history.back();
    else navigate('/home');
  }

  async function onSubmit() {
    const found: InvoiceErrors = validateInvoice(draft.values);
    if (!isEdit && !draft.file) found.file = INVOICE_MESSAGES.file;
    setErrors(found);
    if (Object.keys(found).length > 0 || isSaving || isPreparing) return;
    setIsSaving(true);
    setRefusal(undefined);
    const invoice = toInvoiceInput(draft.values);
    // What the form holds now: it comes back if the server refuses the bill.
    const saved = draft;
    try {
      const file = draft.file;
      const item =
        isEdit && draft.bill
          ? await queueBillUpdate(user, draft.bill.unReportExpenseId, invoice, {
              removeDraftKey: uploadDraftKey(user.employeeId),
            })
          : await queueNewBill(
              user,
              invoice,
              { image: file?.image as Blob, thumbnail: file?.thumbnail as Blob },
              { description: file?.name ?? '', removeDraftKey: uploadDraftKey(user.employeeId) },
            );
      const isAccepted = await reportOutcome(
        item,
        isEdit ? RECEIPTS_TEXTS.billUpdated : RECEIPTS_TEXTS.billUploaded,
        (kind, text) => (kind === 'fail' ? setRefusal(text) : showToast(text, kind)),
      );
      if (!isAccepted) {
        // Refused (a duplicate, a date out of range): a retry would be refused again, so the
        // form keeps what was typed for the user to correct, and the refused request goes.
        await writeUploadDraft(user.employeeId, saved);
        if (item.seq !== undefined) await discard(item.seq);
        setIsSaving(false);
        return;
      }
      close();
      // A reading or compression that ended while the server answered may have kept it again.
      await clearUploadDraft(user.employeeId);
      const state = isEdit ? undefined : afterNewBillState();
      setTimeout(() => navigate('/un-reported-expenses', state ? { state } : undefined), AFTER_UPLOAD_MS);
    } catch (error) {
      setIsSaving(false);
      console.warn('The bill could not be queued', error);
      showAlert(error instanceof StorageFullError ? RECEIPTS_TEXTS.storageFull : RECEIPTS_TEXTS.notSaved);
    }
  }

  return (
    <section className="page">
      <PageHeader title={t(RECEIPTS_TEXTS.uploadTitle)} />
      <div className="upload-bill">
        <div>
          {draft.file || draft.bill ? (
            <ChosenFileCard
              draft={draft}
              isPreparing={isPreparing}
              onView={() => setIsViewing(true)}
              onRemove={() =>
                updateDraft((current) => {
                  const { file: _removed, ...rest } = current;
                  return rest;
                })
              }
            />
          ) : (
            <DropArea onFile={onFile} error={invoiceErrorText(errors.file)} />
          )}
        </div>
        <Form className="card receipt-form" onSubmit={onSubmit} error={typesError}>
          {draft.file?.id !== undefined && (
            <PrefillStatus photoId={draft.file.id} reading={draft.file.reading} />
          )}
          <InvoiceFields
            idPrefix="upload"
            values={draft.values}
            errors={errors}
            options={options}
            isLoadingOptions={isLoadingTypes}
            onChange={onFieldChange}
            labels={{ amount: t(RECEIPTS_TEXTS.invoiceAmount), total: t(RECEIPTS_TEXTS.totalAmount) }}
            hasCalendarButton
            marked={draft.prefill?.marked}
          />
          {refusal && (
            <p className="error-text" role="alert">
              {t(refusal)}
            </p>
          )}
          <div className="receipt-form__actions">
            <button type="button" className="button button--secondary" onClick={onCancel} disabled={isSaving}>
              {t(UI_TEXTS.cancel)}
            </button>
            <button type="submit" className="button button--primary" disabled={isSaving || isPreparing}>
              {t(isSaving ? RECEIPTS_TEXTS.saving : isEdit ? RECEIPTS_TEXTS.update : RECEIPTS_TEXTS.attach)}
            </button>
          </div>
        </Form>
      </div>
      {isViewing && <ViewDialog draft={draft} onClose={() => setIsViewing(false)} />}
    </section>
  );
}
