// The reader's own worker: decodes the photo, looks for a GST or UPI QR code, and else prepares a small
// grey picture for text recognition, so that none of this pixel work runs on the page's thread. Started
// twice (prepare-client.ts): the second reads photos with the second engine, the first its strips too.
import jsQR from 'jsqr';
import { canvasOf } from './grey-canvas';
import { findPaper } from './paper-area';
import { flattenLight, lightEvenness, UNEVEN_LIGHT } from './paper-light';
import { pgmOf } from './pgm';
import { paperGrain, whitenPaper } from './photo-grain';
import { cropToPaper, estimateSkew, type GreyImage, median3, removeRules, stretch, toGrey } from './pixels';
import { parseQrPayload } from './qr-payload';
import type { CancelRequest, HelperRequest, ReaderReply, ReaderRequest } from './reader-protocol';
import type { StripReader } from './second/strip-sharing';

const scope = self as unknown as {
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<ReaderRequest | HelperRequest | CancelRequest>) => void,
  ): void;
  postMessage(message: ReaderReply): void;
};

/** Text recognition time grows with pixels; at this width a receipt's print is still 20+ px high. */
const OCR_MAX_WIDTH = 1200;
const OCR_MAX_HEIGHT = 2400;
/** Receipts smaller than this (a thumbnail, a screenshot of one) are enlarged: small print reads poorly. */
const OCR_MIN_WIDTH = 1100;
/** Below this tilt, turning the picture costs more sharpness than it gains. */
const MIN_SKEW_DEGREES = 0.5;
/**
 * Paper grainier than this (the spread of its grey levels, 0–255) is a phone photo's: its grain is taken
 * out before recognition. The bench's clean receipts measure 7–12, its photographed ones 15–28.
 */
const GRAINY_PAPER = 14;
/** QR codes are found on a picture of at most this side: larger only slows the search. */
const QR_MAX_SIDE = 1400;
/** The paper is looked for on a copy of at most this side: enough to tell a bill from a table. */
const PAPER_SEARCH_SIDE = 480;
/** The second engine reads its strips from a copy of the bill of at most this side: print stays sharp, memory low. */
const SECOND_MAX_SIDE = 2000;

let queue: Promise<void> = Promise.resolve();
/** The port to the worker that reads this one's second-engine strips too, and this worker's side of it. */
let helperPort: MessagePort | undefined;
let helper: StripReader | undefined;
/** The second readings cancelled, by id: one not yet begun never begins, one begun stops. */
const cancelled = new Set<number>();

scope.addEventListener('message', (event) => {
  if ('cancel' in event.data) {
    cancelled.add(event.data.cancel);
    return;
  }
  if ('stripsFrom' in event.data) {
    const { stripsFrom } = event.data;
    import('./second/paddle-engine').then(
      ({ readStripsFor }) => readStripsFor(stripsFrom),
      // Without its code, the helper answers each strip as not read: the reader's worker reads it.
      (error: unknown) => {
        stripsFrom.onmessage = ({ data }: MessageEvent<{ id: number }>) =>
          stripsFrom.postMessage({ id: data.id, failed: String(error) });
      },
    );
    return;
  }
  const { id, image, engine, qrId } = event.data;
  helperPort ??= event.data.helper;
  queue = queue.then(async () => {
    try {
      if (engine === 'second') scope.postMessage(await readSecond(id, image));
      else await prepare(id, image, qrId);
    } catch (error) {
      scope.postMessage({
        id,
        outcome: 'failed',
        message: error instanceof Error ? error.message : String(error),
      });
      // A reply already given is not given twice: the page forgets each id once answered.
      if (qrId !== undefined) scope.postMessage({ id: qrId, outcome: 'qr', qr: null });
    }
  });
});

/**
 * The picture for the text engine first, so that it reads while the QR code is looked for; then, under
 * `qrId`, what a QR code said (nothing when it could not be looked for).
 */
async function prepare(id: number, image: Blob, qrId?: number): Promise<void> {
  const bitmap = await createImageBitmap(image);
  try {
    scope.postMessage({ id, outcome: 'prepared', ...greyForOcr(bitmap) });
    if (qrId === undefined) return;
    let qr: ReturnType<typeof findQr> = null;
    try {
      qr = findQr(bitmap);
    } finally {
      scope.postMessage({ id: qrId, outcome: 'qr', qr });
    }
  } finally {
    bitmap.close();
  }
}

/**
 * The bill's part of the photo read by the second engine. Its code (with onnxruntime's) is a chunk of its
 * own, beside its models and wasm in /assets/ocr-<hash>/ (vite.config.ts): all are fetched on its first
 * use and kept by the service worker, none precached.
 */
async function readSecond(id: number, image: Blob): Promise<ReaderReply> {
  if (cancelled.delete(id)) return { id, outcome: 'failed', message: 'Cancelled' };
  const { readWithSecondEngine, helperOn } = await import('./second/paddle-engine');
  if (helperPort) helper ??= helperOn(helperPort);
  const bitmap = await createImageBitmap(image);
  try {
    const paper = paperRegion(bitmap);
    const scale = Math.min(1, SECOND_MAX_SIDE / Math.max(paper.width, paper.height));
    const picture = new OffscreenCanvas(Math.round(paper.width * scale), Math.round(paper.height * scale));
    const context = picture.getContext('2d');
    if (!context) throw new Error('No 2D OffscreenCanvas in this worker');
    context.imageSmoothingQuality = 'high';
    context.drawImage(
      bitmap,
      paper.x,
      paper.y,
      paper.width,
      paper.height,
      0,
      0,
      picture.width,
      picture.height,
    );
    const lines = await readWithSecondEngine(picture, helper, () => cancelled.has(id));
    return { id, outcome: 'read', lines };
  } finally {
    cancelled.delete(id);
    bitmap.close();
  }
}

function findQr(bitmap: ImageBitmap) {
  const scale = Math.min(1, QR_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const { data, width, height } = draw(bitmap, scale);
  const code = jsQR(data, width, height, { inversionAttempts: 'dontInvert' });
  return code ? parseQrPayload(code.data) : null;
}

/** A part of the picture (the whole by default), in the bitmap's pixels. */
interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

function draw(bitmap: ImageBitmap, scale: number, region: Region = whole(bitmap)): ImageData {
  const width = Math.max(1, Math.round(region.width * scale));
  const height = Math.max(1, Math.round(region.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D OffscreenCanvas in this worker');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, region.x, region.y, region.width, region.height, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

const whole = (bitmap: ImageBitmap): Region => ({ x: 0, y: 0, width: bitmap.width, height: bitmap.height });

/**
 * The bill's part of the photo, found on a small copy, so that the working size is the bill's and not the
 * frame's (a slip a third of a large photo's width would otherwise be read a few pixels high).
 */
function paperRegion(bitmap: ImageBitmap): Region {
  const scale = Math.min(1, PAPER_SEARCH_SIDE / Math.max(bitmap.width, bitmap.height));
  const small = draw(bitmap, scale);
  const box = findPaper(toGrey(small.data, small.width, small.height));
  if (!box) return whole(bitmap);
  const x = Math.floor(box.x0 / scale);
  const y = Math.floor(box.y0 / scale);
  const width = Math.min(bitmap.width - x, Math.ceil((box.x1 - box.x0) / scale));
  const height = Math.min(bitmap.height - y, Math.ceil((box.y1 - box.y0) / scale));
  return width > 0 && height > 0 ? { x, y, width, height } : whole(bitmap);
}

/**
 * The bill's part of the photo, scaled, grey, despeckled, black on white (a faded thermal slip's print
 * turns black again, a shadow's paper white), turned level, since text recognition reads tilted rows poorly and a hand-held photo is rarely straight, on
 * white paper when the photo's paper was grainy, and with a table's ruled lines taken out (an A4
 * invoice's rows are otherwise read as a picture).
 */
function greyForOcr(bitmap: ImageBitmap): { image: Blob; isPhoto: boolean } {
  const paper = paperRegion(bitmap);
  const scale = Math.min(
    Math.max(OCR_MIN_WIDTH / paper.width, 1),
    OCR_MAX_WIDTH / paper.width,
    OCR_MAX_HEIGHT / paper.height,
  );
  const drawn = draw(bitmap, scale, paper);
  const grey = cropToPaper(evenlyLit(stretch(median3(toGrey(drawn.data, drawn.width, drawn.height)))));
  const skew = estimateSkew(grey);
  const level = Math.abs(skew) < MIN_SKEW_DEGREES ? grey : turned(grey, -skew);
  const isPhoto = paperGrain(grey) > GRAINY_PAPER;
  const clean = isPhoto ? whitenPaper(level) : level;
  return { image: pgmOf(removeRules(clean)), isPhoto };
}

/** A shadow or a lamp's uneven light divided out of the paper; evenly lit paper is left as it is. */
function evenlyLit(grey: GreyImage): GreyImage {
  return lightEvenness(grey) < UNEVEN_LIGHT ? stretch(flattenLight(grey)) : grey;
}

/** The picture turned by `degrees` about its middle, on white. */
function turned(grey: GreyImage, degrees: number): GreyImage {
  const level = new OffscreenCanvas(grey.width, grey.height);
  const context = level.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D OffscreenCanvas in this worker');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, level.width, level.height);
  context.translate(level.width / 2, level.height / 2);
  context.rotate((degrees * Math.PI) / 180);
  context.drawImage(canvasOf(grey), -level.width / 2, -level.height / 2);
  return toGrey(context.getImageData(0, 0, level.width, level.height).data, level.width, level.height);
}
