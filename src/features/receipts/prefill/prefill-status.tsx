// The receipt forms' one line about reading the photo: under way, or quietly failed.
import type { PhotoReadingRecord } from '../../../lib/db';
import { useText } from '../../../lib/use-text';
import { renderText } from '../../../pure/texts';
import { RECEIPTS_TEXTS } from '../receipts-texts';
import { usePhotoReadingStore } from './photo-reading';

export const READ_FROM_PHOTO_NOTE = renderText(RECEIPTS_TEXTS.readFromPhoto, 'en');
export const READING_TEXT = renderText(RECEIPTS_TEXTS.readingPhoto, 'en');
export const NOT_READ_TEXT = renderText(RECEIPTS_TEXTS.notRead, 'en');

/** A status line, never an alert: the user can always type the fields themselves. */
export function PrefillStatus({
  photoId,
  reading,
}: {
  photoId: string | undefined;
  reading: PhotoReadingRecord | undefined;
}) {
  const t = useText();
  const isReading = usePhotoReadingStore(
    (state) => photoId !== undefined && state.readingPhotoId === photoId,
  );
  const text = isReading
    ? RECEIPTS_TEXTS.readingPhoto
    : reading?.status === 'failed'
      ? RECEIPTS_TEXTS.notRead
      : undefined;
  return (
    <p className="prefill-status muted" role="status">
      {text && t(text)}
    </p>
  );
}
