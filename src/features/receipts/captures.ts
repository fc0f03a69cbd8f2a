// Captured receipt images in Dexie: the camera flow's state, which survives reloads and closed tabs.
import { useLiveQuery } from 'dexie-react-hooks';
import { type CaptureRecord, db } from '../../lib/db';
import { readPhoto } from './prefill/photo-reading';

/** The default capture name: 8 random digits (spec section 9). */
export function randomCaptureName(): string {
  return String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0');
}

/** Stores a photo or chosen file as it is, before compression, so nothing is lost if the tab closes. */
export async function saveRawCapture(employeeId: number, image: Blob): Promise<CaptureRecord> {
  const record: CaptureRecord = {
    id: crypto.randomUUID(),
    employeeId,
    name: randomCaptureName(),
    image,
    isCompressed: false,
    createdAt: Date.now(),
  };
  // One capture at a time per employee: a new photo replaces an unsaved one.
  await db.transaction('rw', db.captures, async () => {
    await db.captures.where('employeeId').equals(employeeId).delete();
    await db.captures.add(record);
  });
  return record;
}

export async function replaceCaptureImage(
  id: string,
  prepared: { image: Blob; thumbnail: Blob; width: number; height: number },
): Promise<void> {
  await db.captures.update(id, { ...prepared, isCompressed: true });
}

/**
 * Stores the compressed image of a capture still kept as taken. A capture replaced meanwhile (a crop
 * already compressed it) or deleted (a retake) is left alone: the later action has the last word.
 */
export async function replaceRawCaptureImage(
  id: string,
  prepared: { image: Blob; thumbnail: Blob; width: number; height: number },
): Promise<void> {
  await db.transaction('rw', db.captures, async () => {
    const current = await db.captures.get(id);
    if (current && !current.isCompressed) await db.captures.update(id, { ...prepared, isCompressed: true });
  });
}

/**
 * Reads a capture's photo in the background unless it was read, and keeps the outcome with the
 * capture for its invoice form. A capture saved or discarded meanwhile is gone, so the late reading
 * changes nothing.
 */
export function readCaptureInBackground(capture: CaptureRecord): void {
  if (capture.reading) return;
  void readPhoto(capture.id, capture.image).then(async (reading) => {
    if (reading) await db.captures.update(capture.id, { reading });
  });
}

export async function renameCapture(id: string, name: string): Promise<void> {
  await db.captures.update(id, { name });
}

export function getCapture(id: string): Promise<CaptureRecord | undefined> {
  return db.captures.get(id);
}

export async function deleteCapture(id: string): Promise<void> {
  await db.captures.delete(id);
}

/** The employee's current capture; undefined while loading, null when there is none. */
export function useCurrentCapture(employeeId: number | undefined): CaptureRecord | null | undefined {
  return useLiveQuery(
    async () =>
      employeeId === undefined
        ? null
        : ((await db.captures.where('employeeId').equals(employeeId).last()) ?? null),
    [employeeId],
  );
}
