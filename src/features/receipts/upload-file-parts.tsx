// The upload screen's file side: the drop area, the chosen file with View, Download and Remove.
import { type DragEvent, useRef, useState } from 'react';
import { useObjectUrl } from '../../lib/object-url';
import { useText } from '../../lib/use-text';
import type { Text } from '../../pure/texts';
import { useFullImage } from '../../shared/full-image';
import { Icon } from '../../ui/icons';
import { ImageDialog } from '../../ui/image-dialog';
import { ACCEPTED_IMAGE_TYPES } from './capture-file';
import { RECEIPTS_TEXTS } from './receipts-texts';
import type { UploadDraft } from './upload-draft';

export function DropArea({
  onFile,
  error,
}: {
  onFile: (file: File | undefined) => void;
  error?: Text | string | undefined;
}) {
  const t = useText();
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
        aria-label={t(RECEIPTS_TEXTS.dropHere)}
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
          {t(RECEIPTS_TEXTS.browse)}
        </button>
        <label htmlFor="upload-file">{t(RECEIPTS_TEXTS.attachFromSystem)}</label>
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
          {t(error)}
        </p>
      )}
    </div>
  );
}

export function ChosenFileCard({
  draft,
  isPreparing,
  onView,
  onRemove,
}: {
  draft: UploadDraft;
  isPreparing: boolean;
  onView: () => void;
  onRemove: () => void;
}) {
  const t = useText();
  const thumbnailUrl = useObjectUrl(
    draft.file?.thumbnail ?? (draft.file?.isCompressed ? undefined : draft.file?.image),
  );
  const fullImage = useFullImage(draft.mode === 'edit' ? draft.bill : undefined);
  const imageUrl = useObjectUrl(draft.file?.image);
  const name = draft.file?.name ?? `${draft.bill?.invoiceNumber ?? 'bill'}.jpg`;
  const size = draft.file?.image.size;
  const downloadUrl = imageUrl ?? fullImage;
  return (
    <div className="chosen-file">
      <img
        className="chosen-file__thumbnail"
        src={thumbnailUrl ?? draft.bill?.imageBase64 ?? undefined}
        alt={t(RECEIPTS_TEXTS.thumbnailOf({ name }))}
      />
      <div className="chosen-file__meta">
        <p className="chosen-file__name" translate="no">
          {name}
        </p>
        <p className="muted">
          {isPreparing
            ? t(RECEIPTS_TEXTS.preparing)
            : size !== undefined
              ? `${(size / 1024).toFixed(1)} KB`
              : ''}
        </p>
      </div>
      <div className="chosen-file__actions">
        <button type="button" className="button button--secondary" onClick={onView}>
          {t(RECEIPTS_TEXTS.view)}
        </button>
        {downloadUrl && (
          <a className="button button--secondary" href={downloadUrl} download={downloadName(name)}>
            {t(RECEIPTS_TEXTS.download)}
          </a>
        )}
        {draft.mode === 'create' && (
          <button
            type="button"
            className="button button--secondary"
            onClick={onRemove}
            disabled={isPreparing}
          >
            {t(RECEIPTS_TEXTS.remove)}
          </button>
        )}
      </div>
    </div>
  );
}

export function ViewDialog({ draft, onClose }: { draft: UploadDraft; onClose: () => void }) {
  const t = useText();
  const imageUrl = useObjectUrl(draft.file?.image);
  const fullImage = useFullImage(draft.mode === 'edit' ? draft.bill : undefined);
  const title =
    draft.file?.name ?? t(RECEIPTS_TEXTS.billNumbered({ number: draft.bill?.invoiceNumber ?? '' }));
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
