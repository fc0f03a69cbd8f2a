// Reads receipt photos in the background, one photo at a time, only when this device allows it.
import { create } from 'zustand';
import type { PhotoReadingRecord, ReadFields } from '../../../lib/db';
import { readDeviceSetting } from '../../../lib/device-settings';
import type { ReceiptReading } from './fields';

/** The engine's door (read-receipt.ts), or a fake one in tests. */
export interface ReceiptReader {
  readReceipt(
    image: Blob,
    options?: { signal?: AbortSignal },
  ): Promise<{ fields: ReadFields; source?: ReceiptReading['source'] }>;
}

// A dynamic import: no engine code enters the receipt screens' chunks, and none loads while reading is off.
let loadReader: () => Promise<ReceiptReader> = () => import('./read-receipt');
let loaded: ReceiptReader | undefined;

/** Puts a fake reader in place of the engine (browser tests); undefined restores the engine. */
export function replaceReaderForTests(reader: ReceiptReader | undefined): void {
  loadReader = reader ? async () => reader : () => import('./read-receipt');
  loaded = undefined;
  running.clear();
  newestPhotoId = undefined;
}

/** Which photo is being read now, for the forms' 'Reading the photo...' line. */
export const usePhotoReadingStore = create<{ readingPhotoId: string | undefined }>(() => ({
  readingPhotoId: undefined,
}));

/** A reading still going after this long is given up: the engine may have stalled on an odd picture. */
const READING_LIMIT_MS = 60_000;

/**
 * A photo the engine could not be fetched for is tried again when the connection comes back, or after
 * this long when the browser never thought it had gone (a dropped download on a patchy link)...
 */
const ENGINE_RETRY_MS = 20_000;
/** ...this many times in all while the page stays open; then it waits for its form to open again. */
const ENGINE_ATTEMPTS = 3;

/** Readings under way and done, by photo: each photo is read once per page load. */
const running = new Map<string, Promise<PhotoReadingRecord | undefined>>();
let current: { photoId: string; controller: AbortController } | undefined;
/** The photo asked for last: only its reading waits for the engine to come back. */
let newestPhotoId: string | undefined;

/**
 * The reading of one photo, shared by every caller that asks for the same photo while it runs.
 * Undefined when reading is off on this device, the engine could not be fetched (offline before its
 * first use; the photo is read again when the connection comes back, or when its form opens again),
 * or a newer photo took its place (the older reading is aborted: it could only be ignored). A reading
 * that found nothing, failed or stalled is 'failed'.
 */
export function readPhoto(photoId: string, image: Blob): Promise<PhotoReadingRecord | undefined> {
  newestPhotoId = photoId;
  let job = running.get(photoId);
  if (!job) {
    job = readOnceAvailable(photoId, image).then((reading) => {
      // A photo read once is not read again; one left unread (reading off, aborted) may be later.
      if (!reading) running.delete(photoId);
      return reading;
    });
    running.set(photoId, job);
  }
  return job;
}

async function readOnceAvailable(photoId: string, image: Blob): Promise<PhotoReadingRecord | undefined> {
  for (let attempt = 1; ; attempt++) {
    const reading = await read(photoId, image);
    if (reading !== 'unavailable') return reading;
    if (attempt === ENGINE_ATTEMPTS) return undefined;
    await engineMayBeBack();
    if (newestPhotoId !== photoId) return undefined;
  }
}

/** Settles when the engine is worth asking for again: the browser back online, or a while later. */
function engineMayBeBack(): Promise<void> {
  return new Promise((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      window.removeEventListener('online', settle);
      resolve();
    };
    window.addEventListener('online', settle);
    const timer = navigator.onLine ? setTimeout(settle, ENGINE_RETRY_MS) : undefined;
  });
}

async function read(photoId: string, image: Blob): Promise<PhotoReadingRecord | 'unavailable' | undefined> {
  // The setting is read before anything of the engine is fetched.
  if (!(await readDeviceSetting('readBillsFromPhotos').catch(() => false))) return undefined;
  current?.controller.abort();
  const controller = new AbortController();
  current = { photoId, controller };
  usePhotoReadingStore.setState({ readingPhotoId: photoId });
  let hasTimedOut = false;
  const limit = setTimeout(() => {
    hasTimedOut = true;
    controller.abort(new Error('The reading took too long'));
  }, READING_LIMIT_MS);
  try {
    loaded ??= await loadReader();
    // The abort settles the reading even if the engine never answers.
    const aborted = new Promise<never>((_, reject) =>
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }),
    );
    const { fields, source } = await Promise.race([
      loaded.readReceipt(image, { signal: controller.signal }),
      aborted,
    ]);
    if (Object.values(fields).some((value) => value !== undefined))
      return { status: 'read', fields: { ...fields } };
    // Nothing read offline may also mean a part of the engine was never fetched: the photo stays unread.
    return source === 'unavailable' || !navigator.onLine ? 'unavailable' : { status: 'failed' };
  } catch (error) {
    if (controller.signal.aborted && !hasTimedOut) return undefined;
    // Quiet by design: the form says 'Could not read this photo' and the user types as before.
    console.warn('The receipt photo could not be read', error);
    return { status: 'failed' };
  } finally {
    clearTimeout(limit);
    if (current?.controller === controller) {
      current = undefined;
      usePhotoReadingStore.setState({ readingPhotoId: undefined });
    }
  }
}
