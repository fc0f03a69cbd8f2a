// Compresses a stored capture in the background, once, and keeps it as taken if compression fails.

import { ImageUnreadableError, prepareReceiptImage } from '../../lib/image/prepare-image';
import { showAlert } from '../../lib/notices';
import { deleteCapture, getCapture, replaceRawCaptureImage } from './captures';

const running = new Map<string, Promise<void>>();

/**
 * Resolves once the capture is stored compressed (or is gone). Screens that send the image (the
 * invoice form) may await it; several callers share one run.
 */
export function ensureCaptureCompressed(id: string): Promise<void> {
  let job = running.get(id);
  if (!job) {
    job = compress(id).finally(() => running.delete(id));
    running.set(id, job);
  }
  return job;
}

/**
 * Starts compression without waiting for it. A file that is no image is removed with a readable
 * alert (the user still has the file); any other failure keeps the capture as taken, so nothing the
 * user photographed is lost, and the flow tries again the next time it shows the capture.
 */
export function compressCaptureInBackground(id: string): void {
  ensureCaptureCompressed(id).catch((error: unknown) => {
    if (error instanceof ImageUnreadableError) {
      showAlert(error.message);
      void deleteCapture(id);
      return;
    }
    console.error('The capture could not be compressed; it is kept as taken and retried later.', error);
  });
}

async function compress(id: string): Promise<void> {
  const capture = await getCapture(id);
  if (!capture || capture.isCompressed) return;
  await replaceRawCaptureImage(id, await prepareReceiptImage(capture.image));
}
