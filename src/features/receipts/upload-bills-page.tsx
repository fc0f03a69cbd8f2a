// /upload-bills 'Upload Bill': a bill from a file on the desktop, in create or edit mode, drafted in Dexie.
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { UPLOAD_DRAFT_KEY } from '../../lib/db';
import { prepareReceiptImage } from '../../lib/image/prepare-image';
import { showAlert, showToast } from '../../lib/notices';
import { useObjectUrl } from '../../lib/object-url';
import type { StoredUserData } from '../../lib/session';
import { Icon } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import { useUser } from '../auth/auth-store';
import { queueBillUpdate, queueNewBill } from './bills-store';
import { ACCEPTED_IMAGE_TYPES, FILE_TYPE_NOT_ALLOWED, isJpegOrPng } from './capture-file';
import { useExpenseTypesStore } from './expense-types-store';
import { useFullImage } from './full-image';
import { ImageDialog } from './image-dialog';
import { InvoiceFields } from './invoice-fields';
import {
  EMPTY_INVOICE,
  INVOICE_MESSAGES,
  type InvoiceErrors,
  type InvoiceField,
  type InvoiceValues,
  toInvoiceInput,
  validateInvoice,
} from './invoice-form';
import { reportOutcome } from './outcome';
import {
  type ChosenFile,
  clearUploadDraft,
  readUploadDraft,
  type UploadDraft,
  writeUploadDraft,
} from './upload-draft';
import './receipts.css';

export const AFTER_UPLOAD_MS = 1000;

export default function UploadBillsPage() {
  const user = useUser();
  const [draft, setDraft] = useState<UploadDraft>();
  useEffect(() => {
    if (!user) return;
    void readUploadDraft(user.employeeId).then((saved) =>
      setDraft(saved ?? { mode: 'create', values: EMPTY_INVOICE }),
    );
  }, [user]);
  if (!user || !draft) return <div className="page-loading" role="status" aria-label="Loading" />;
  return <UploadBillForm user={user} initial={draft} />;
}

function UploadBillForm({ user, initial }: { user: StoredUserData; initial: UploadDraft }) {
  const [, navigate] = useLocation();
  const [draft, setDraftState] = useState(initial);
  const [errors, setErrors] = useState<InvoiceErrors>({});
  const [isPreparing, setIsPreparing] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [isViewing, setIsViewing] = useState(false);
  const { options, isLoading: isLoadingTypes, error: typesError, load: loadTypes } = useExpenseTypesStore();
  const isEdit = draft.mode === 'edit';

  useEffect(() => {
    void loadTypes(user.employeeId);
  }, [user.employeeId, loadTypes]);

  // A file chosen before a reload that was not compressed yet is compressed now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only for the draft found on opening
  useEffect(() => {
    if (initial.file && !initial.file.isCompressed) void compress(initial.file);
  }, []);

  function saveDraft(next: UploadDraft) {
    setDraftState(next);
    void writeUploadDraft(user.employeeId, next);
  }

  async function compress(file: ChosenFile) {
    setIsPreparing(true);
    try {
      const prepared = await prepareReceiptImage(file.image);
      setDraftState((current) => {
        const next = {
          ...current,
          file: { ...file, image: prepared.image, thumbnail: prepared.thumbnail, isCompressed: true },
        };
        void writeUploadDraft(user.employeeId, next);
        return next;
      });
    } catch (error) {
      showAlert(
        error instanceof Error ? error.message : 'This image could not be read. Please choose another.',
      );
      setDraftState((current) => {
        const { file: _dropped, ...rest } = current;
        void writeUploadDraft(user.employeeId, rest);
        return rest;
      });
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
    const chosen: ChosenFile = { name: file.name, image: file, isCompressed: false };
    // Kept at once, before compressing, so a reload or a closed tab loses nothing.
    saveDraft({ ...draft, file: chosen });
    setErrors(({ file: _cleared, ...rest }) => rest);
    await compress(chosen);
  }

  function onFieldChange(values: InvoiceValues, field: InvoiceField) {
    saveDraft({ ...draft, values });
    setErrors(({ [field]: _cleared, ...rest }) =>
      field === 'invoiceDate' && !values.invoiceDate
        ? { ...rest, invoiceDate: INVOICE_MESSAGES.invoiceDate }
        : rest,
    );
  }

  async function onCancel() {
    await clearUploadDraft();
    if (isEdit) history.back();
    else navigate('/home');
  }

  async function onSubmit() {
    const found: InvoiceErrors = validateInvoice(draft.values);
    if (!isEdit && !draft.file) found.file = INVOICE_MESSAGES.file;
    setErrors(found);
    if (Object.keys(found).length > 0 || isSaving || isPreparing) return;
    setIsSaving(true);
    const invoice = toInvoiceInput(draft.values);
    try {
      const file = draft.file;
      const item =
        isEdit && draft.bill
          ? await queueBillUpdate(user, draft.bill.unReportExpenseId, invoice, {
              removeDraftKey: UPLOAD_DRAFT_KEY,
            })
          : await queueNewBill(
              user,
              invoice,
              { image: file?.image as Blob, thumbnail: file?.thumbnail as Blob },
              { description: file?.name ?? '', removeDraftKey: UPLOAD_DRAFT_KEY },
            );
      setDraftState({ mode: 'create', values: EMPTY_INVOICE });
      await reportOutcome(
        item,
        isEdit ? 'Bill updated successfully' : 'Bill uploaded successfully',
        (kind, text) => showToast(text, kind),
      );
      setTimeout(() => navigate('/un-reported-expenses'), AFTER_UPLOAD_MS);
    } catch (error) {
      setIsSaving(false);
      showAlert(error instanceof Error ? error.message : 'The bill could not be saved.');
    }
  }

  return (
    <section className="page">
      <PageHeader title="Upload Bill" />
      <div className="upload-bill">
        <div>
          {draft.file || draft.bill ? (
            <ChosenFileCard
              user={user}
              draft={draft}
              isPreparing={isPreparing}
              onView={() => setIsViewing(true)}
              onRemove={() => {
                const { file: _removed, ...rest } = draft;
                saveDraft(rest);
              }}
            />
          ) : (
            <DropArea onFile={onFile} error={errors.file} />
          )}
        </div>
        <form
          className="card receipt-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit();
          }}
        >
          {typesError && <p className="error-text">{typesError}</p>}
          <InvoiceFields
            idPrefix="upload"
            values={draft.values}
            errors={errors}
            options={options}
            isLoadingOptions={isLoadingTypes}
            onChange={onFieldChange}
            labels={{ amount: 'Invoice Amount', total: 'Total Amount' }}
            hasCalendarButton
          />
          <div className="receipt-form__actions">
            <button type="button" className="button button--secondary" onClick={onCancel} disabled={isSaving}>
              Cancel
            </button>
            <button type="submit" className="button button--primary" disabled={isSaving || isPreparing}>
              {isSaving ? 'Saving...' : isEdit ? 'Update' : 'Attach'}
            </button>
          </div>
        </form>
      </div>
      {isViewing && <ViewDialog user={user} draft={draft} onClose={() => setIsViewing(false)} />}
    </section>
  );
}

function DropArea({
  onFile,
  error,
}: {
  onFile: (file: File | undefined) => void;
  error?: string | undefined;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    onFile(event.dataTransfer.files[0]);
  };
  return (
    <div>
      <section
        aria-label="Drop a bill here"
        className={`drop-area${isOver ? ' drop-area--over' : ''}${error ? ' drop-area--invalid' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={onDrop}
        data-testid="drop-area"
      >
        <Icon name="upload" size={40} />
        <button type="button" className="button button--primary" onClick={() => inputRef.current?.click()}>
          Browse
        </button>
        <label htmlFor="upload-file">Attach bills/receipts from your system</label>
        <input
          ref={inputRef}
          id="upload-file"
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          className="visually-hidden"
          aria-describedby={error ? 'upload-file-error' : undefined}
          onChange={(event) => {
            onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </section>
      {error && (
        <p id="upload-file-error" className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function ChosenFileCard({
  user,
  draft,
  isPreparing,
  onView,
  onRemove,
}: {
  user: StoredUserData;
  draft: UploadDraft;
  isPreparing: boolean;
  onView: () => void;
  onRemove: () => void;
}) {
  const thumbnailUrl = useObjectUrl(
    draft.file?.thumbnail ?? (draft.file?.isCompressed ? undefined : draft.file?.image),
  );
  const fullImage = useFullImage(user.employeeId, draft.mode === 'edit' ? draft.bill : undefined);
  const imageUrl = useObjectUrl(draft.file?.image);
  const name = draft.file?.name ?? `${draft.bill?.invoiceNumber ?? 'bill'}.jpg`;
  const size = draft.file?.image.size;
  const downloadUrl = imageUrl ?? fullImage;
  return (
    <div className="chosen-file">
      <img
        className="chosen-file__thumbnail"
        src={thumbnailUrl ?? draft.bill?.imageBase64 ?? undefined}
        alt={`Thumbnail of ${name}`}
      />
      <div className="chosen-file__meta">
        <p className="chosen-file__name">{name}</p>
        <p className="muted">
          {isPreparing
            ? 'Preparing the image...'
            : size !== undefined
              ? `${(size / 1024).toFixed(1)} KB`
              : ''}
        </p>
      </div>
      <div className="chosen-file__actions">
        <button type="button" className="button button--secondary" onClick={onView}>
          View
        </button>
        {downloadUrl && (
          <a className="button button--secondary" href={downloadUrl} download={downloadName(name)}>
            Download
          </a>
        )}
        {draft.mode === 'create' && (
          <button
            type="button"
            className="button button--secondary"
            onClick={onRemove}
            disabled={isPreparing}
          >
            Remove
          </button>
        )}
      </div>
    </div>
  );
}

function ViewDialog({
  user,
  draft,
  onClose,
}: {
  user: StoredUserData;
  draft: UploadDraft;
  onClose: () => void;
}) {
  const imageUrl = useObjectUrl(draft.file?.image);
  const fullImage = useFullImage(user.employeeId, draft.mode === 'edit' ? draft.bill : undefined);
  const title = draft.file?.name ?? `Bill ${draft.bill?.invoiceNumber ?? ''}`;
  return (
    <ImageDialog
      title={title}
      src={imageUrl ?? fullImage ?? draft.bill?.imageBase64 ?? undefined}
      onClose={onClose}
    />
  );
}

/** The compressed file is a JPEG whatever the original was. */
function downloadName(name: string): string {
  return /\.(jpe?g)$/i.test(name) ? name : `${name.replace(/\.[^.]+$/, '')}.jpg`;
}
