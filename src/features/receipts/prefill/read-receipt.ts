// The app's door to receipt reading: tiny on purpose, it loads the engine (a chunk of its own) on first use.
import type { ReceiptReading } from './fields';

type Reader = typeof import('./reader');

let loading: Promise<Reader> | null = null;

/**
 * Reads a receipt photo: a GST or UPI QR code first (its values win), else the printed text. Resolves
 * with source 'none' and no fields when nothing could be read, and 'unavailable' when the engine could
 * not be loaded (offline before its first online use); rejects only with the signal's reason when aborted.
 */
export async function readReceipt(
  image: Blob,
  options: { signal?: AbortSignal } = {},
): Promise<ReceiptReading> {
  const startedAt = performance.now();
  options.signal?.throwIfAborted();
  loading ??= import('./reader');
  let reader: Reader;
  try {
    reader = await loading;
  } catch (error) {
    loading = null;
    console.warn('The receipt reader could not load', error);
    return { fields: {}, source: 'unavailable', millis: performance.now() - startedAt };
  }
  const { fields, source } = await reader.read(image, options.signal);
  return { fields, source, millis: performance.now() - startedAt };
}

/** Stops the reader's workers and frees their memory (tens of MB); the next read starts them again. */
export async function disposeReceiptReader(): Promise<void> {
  const current = loading;
  loading = null;
  const reader = await current?.catch(() => null);
  await reader?.dispose();
}
