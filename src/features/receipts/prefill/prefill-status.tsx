// The receipt forms' one line about reading the photo: under way, or quietly failed.
import type { PhotoReadingRecord } from '../../../lib/db';
import { usePhotoReadingStore } from './photo-reading';

export const READ_FROM_PHOTO_NOTE = 'Read from the photo — check it';
export const READING_TEXT = 'Reading the photo...';
export const NOT_READ_TEXT = 'Could not read this photo';

/** A status line, never an alert: the user can always type the fields themselves. */
export function PrefillStatus({
  photoId,
  reading,
}: {
  photoId: string | undefined;
  reading: PhotoReadingRecord | undefined;
}) {
  const isReading = usePhotoReadingStore(
    (state) => photoId !== undefined && state.readingPhotoId === photoId,
  );
  const text = isReading ? READING_TEXT : reading?.status === 'failed' ? NOT_READ_TEXT : '';
  return (
    <p className="prefill-status muted" role="status">
      {text}
    </p>
  );
}
