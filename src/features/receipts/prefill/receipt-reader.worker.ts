// The reader's own worker: decodes the photo, looks for a GST or UPI QR code, and else prepares a small
// grey picture for text recognition, so that none of this pixel work runs on the page's thread.
import jsQR from 'jsqr';
import { parseQrPayload } from './qr-payload';
import type { ReaderReply, ReaderRequest } from './reader-protocol';

const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<ReaderRequest>) => void): void;
  postMessage(message: ReaderReply): void;
};

/** Text recognition time grows with pixels; at this width a receipt's print is still 20+ px high. */
const OCR_MAX_WIDTH = 1200;
const OCR_MAX_HEIGHT = 2400;
/** Receipts smaller than this (a thumbnail, a screenshot of one) are enlarged: small print reads poorly. */
const OCR_MIN_WIDTH = 700;
/** QR codes are found on a picture of at most this side: larger only slows the search. */
const QR_MAX_SIDE = 1400;

let queue: Promise<void> = Promise.resolve();

scope.addEventListener('message', (event) => {
  const { id, image } = event.data;
  queue = queue.then(async () => {
    try {
      scope.postMessage(await prepare(id, image));
    } catch (error) {
      scope.postMessage({
        id,
        outcome: 'failed',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  });
});

async function prepare(id: number, image: Blob): Promise<ReaderReply> {
  const bitmap = await createImageBitmap(image);
  try {
    const qr = findQr(bitmap);
    const { invoiceNo, invoiceDate, amount } = qr?.fields ?? {};
    // A UPI code names only the amount: the printed text still has the number and the date.
    if (qr && invoiceNo && invoiceDate && amount !== undefined) return { id, outcome: 'prepared', qr };
    return { id, outcome: 'prepared', qr, image: await greyForOcr(bitmap) };
  } finally {
    bitmap.close();
  }
}

function findQr(bitmap: ImageBitmap) {
  const scale = Math.min(1, QR_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const { data, width, height } = draw(bitmap, scale);
  const code = jsQR(data, width, height, { inversionAttempts: 'dontInvert' });
  return code ? parseQrPayload(code.data) : null;
}

function draw(bitmap: ImageBitmap, scale: number): ImageData {
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D OffscreenCanvas in this worker');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/**
 * Grey, scaled, and stretched so that the faintest print of a faded thermal slip is dark again: the
 * 2nd and 98th percentiles of brightness become black and white.
 */
async function greyForOcr(bitmap: ImageBitmap): Promise<Blob> {
  const scale = Math.min(
    Math.max(OCR_MIN_WIDTH / bitmap.width, 1),
    OCR_MAX_WIDTH / bitmap.width,
    OCR_MAX_HEIGHT / bitmap.height,
  );
  const image = draw(bitmap, scale);
  const pixels = image.data;
  const grey = new Uint8Array(pixels.length / 4);
  const histogram = new Uint32Array(256);
  for (let i = 0; i < grey.length; i++) {
    const value =
      (pixels[i * 4] ?? 0) * 0.299 + (pixels[i * 4 + 1] ?? 0) * 0.587 + (pixels[i * 4 + 2] ?? 0) * 0.114;
    const level = Math.round(value);
    grey[i] = level;
    histogram[level] = (histogram[level] ?? 0) + 1;
  }
  const low = percentile(histogram, grey.length, 0.02);
  const high = Math.max(low + 1, percentile(histogram, grey.length, 0.98));
  const stretch = 255 / (high - low);
  for (let i = 0; i < grey.length; i++) {
    const value = Math.min(255, Math.max(0, ((grey[i] ?? 0) - low) * stretch));
    pixels[i * 4] = value;
    pixels[i * 4 + 1] = value;
    pixels[i * 4 + 2] = value;
    pixels[i * 4 + 3] = 255;
  }
  const canvas = new OffscreenCanvas(image.width, image.height);
  canvas.getContext('2d')?.putImageData(image, 0, 0);
  return canvas.convertToBlob({ type: 'image/png' });
}

function percentile(histogram: Uint32Array, total: number, share: number): number {
  let seen = 0;
  for (let value = 0; value < histogram.length; value++) {
    seen += histogram[value] ?? 0;
    if (seen >= total * share) return value;
  }
  return 255;
}
