// The receipt reader's engine room, a chunk of its own: our worker finds QR codes and prepares the picture;
// tesseract.js's worker reads the text. Both start on the first read and stay until disposed.
import { createWorker, OEM, PSM, type Worker as TesseractWorker } from 'tesseract.js';
import { ocrAssets } from '../../../lib/engine-files';
import type { ReceiptFields, ReceiptReading } from './fields';
import { linesToReadAgain, readReceiptText, sureFields, type TextReading } from './parse-text';
import { prepare, stopPreparing } from './prepare-client';
import { MIN_LINE_CONFIDENCE, type TextLine } from './text-line';

type Read = Pick<ReceiptReading, 'fields' | 'source'>;

const NOTHING: Read = { fields: {}, source: 'none' };
const UNAVAILABLE: Read = { fields: {}, source: 'unavailable' };

let tesseract: Promise<TesseractWorker> | null = null;

let lastLines: TextLine[] = [];

export async function read(image: Blob, signal?: AbortSignal): Promise<Read> {
  lastLines = [];
  const prepared = await abortable(prepare(image), signal);
  if (prepared.outcome === 'failed') {
    console.warn('The receipt picture could not be prepared:', prepared.message);
    return NOTHING;
  }
  const { qr } = prepared;
  const lines = prepared.image ? await abortable(recognise(prepared.image), signal, stopTesseract) : null;
  lastLines = lines ?? [];
  let reading = lines ? readReceiptText(lines) : {};
  // The amount, the date or the number unsure or missing (a faded, grainy slip): their lines once more,
  // each alone and larger, each reading kept only where it leaves the engine surer of one of them.
  const isQrEnough = qr?.fields.amount !== undefined && qr.fields.invoiceDate !== undefined;
  let closer = lines ?? [];
  // How each line read closer was read, so that its check reads it another way.
  const readAs = new Map<number, ReadingHow>();
  if (lines && prepared.image && !isQrEnough) {
    for (const index of linesToReadAgain(lines, reading)) {
      const line = lines[index];
      for (const how of CLOSER_READINGS) {
        const reread = line
          ? await abortable(readLineCloser(prepared.image, line, how), signal, stopTesseract)
          : null;
        if (!reread) continue;
        const trial = closer.map((each, at) => (at === index ? reread : each));
        const trialReading = readReceiptText(trial);
        if (isSurer(trialReading, reading)) {
          closer = trial;
          reading = trialReading;
          readAs.set(index, how);
        }
        // Its field now sure, the line is not read again: no later reading could change a sure value.
        if (!linesToReadAgain(closer, reading).includes(index)) break;
      }
    }
    lastLines = closer;
  }
  if (prepared.image)
    reading = await abortable(
      checked(prepared.image, closer, reading, readAs, qr?.fields),
      signal,
      stopTesseract,
    );
  const text = sureFields(reading);
  // The QR code's values win; the text fills what it left unsaid.
  if (qr) return { fields: { ...text, ...qr.fields }, source: qr.source };
  if (prepared.image && !lines) return UNAVAILABLE;
  return Object.keys(text).length > 0 ? { fields: text, source: 'text' } : NOTHING;
}

/**
 * Whether a reading is surer of the amount, the date and the invoice number than another: of one
 * surer, of none less sure, and no value read surely before given up for another.
 */
function isSurer(next: TextReading, before: TextReading): boolean {
  const fields = [
    [next.amount, before.amount],
    [next.invoiceDate, before.invoiceDate],
    [next.invoiceNo, before.invoiceNo],
  ] as const;
  const confidence = (field?: { confidence: number }) => field?.confidence ?? 0;
  if (fields.some(([a, b]) => confidence(a) < confidence(b))) return false;
  if (fields.some(([a, b]) => b && confidence(b) >= MIN_LINE_CONFIDENCE && a?.value !== b.value))
    return false;
  return fields.some(([a, b]) => confidence(a) > confidence(b));
}

const CHECKED_FIELDS = ['amount', 'invoiceDate', 'invoiceNo'] as const;

/**
 * The reading with each sure amount, date and number checked by reading its line again, other ways
 * (larger, at sizes other than the one that made it sure): a value is kept when a second reading gives
 * it again, and left out when one surely gives another value or none confirms it. The engine can be
 * sure of a wrong glyph (a 0 read as 8, a decimal point lost) and no confidence rule catches that, but
 * the same slip on pixels drawn at another size is rarer; an empty field costs the user a few taps, a
 * wrong one a rejected claim.
 */
async function checked(
  image: Blob,
  lines: TextLine[],
  reading: TextReading,
  readAs: ReadonlyMap<number, ReadingHow>,
  fromQr: ReceiptFields = {},
): Promise<TextReading> {
  const rereads = new Map<string, TextReading | null>();
  const readAgain = async (index: number, how: ReadingHow) => {
    const key = `${index}@${how.scale}`;
    if (!rereads.has(key)) {
      const line = lines[index];
      const reread = line ? await readLineCloser(image, line, how) : null;
      rereads.set(key, reread && readReceiptText(lines.map((each, at) => (at === index ? reread : each))));
    }
    return rereads.get(key);
  };
  let result = reading;
  for (const field of CHECKED_FIELDS) {
    const found = reading[field];
    if (!found || found.confidence < MIN_LINE_CONFIDENCE || fromQr[field] !== undefined) continue;
    let isConfirmed = false;
    for (const how of CHECK_READINGS.filter((each) => each !== readAs.get(found.line))) {
      const again = (await readAgain(found.line, how))?.[field];
      if (again?.value === found.value) isConfirmed = true;
      if (isConfirmed || (again && again.confidence >= MIN_LINE_CONFIDENCE)) break;
    }
    if (!isConfirmed) result = { ...result, [field]: undefined };
  }
  return result;
}

/** The lines the last read recognised, with their confidence: for the reading bench and diagnostics. */
export function lastTextLines(): TextLine[] {
  return lastLines;
}

export async function dispose(): Promise<void> {
  stopPreparing();
  await stopTesseract();
}

/** The engine's lines with their confidence, or null when the engine could not start (offline, first use). */
async function recognise(image: Blob): Promise<TextLine[] | null> {
  let worker: TesseractWorker;
  try {
    worker = await startTesseract();
  } catch (error) {
    tesseract = null;
    console.warn('The text engine could not start:', error);
    return null;
  }
  const { data } = await worker.recognize(image, {}, { blocks: true, text: false });
  return (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.map((line) => {
        const words = line.words.map((word) => {
          // Each character's own confidence, when the engine's characters spell the word exactly.
          const characters = word.symbols.map((symbol) => symbol.confidence);
          const inks = word.symbols.map(({ bbox }) => ({ ...bbox }));
          const isSpelled = word.symbols.map((symbol) => symbol.text).join('') === word.text;
          return { text: word.text, confidence: word.confidence, ...(isSpelled ? { characters, inks } : {}) };
        });
        return {
          text: words.map((word) => word.text).join(' '),
          confidence: line.confidence,
          words,
          box: line.bbox,
        };
      }),
    ),
  );
}

/**
 * How a line is read again, in turn until its field is sure: larger, since small faded print reads surer
 * larger and no one size suits all; then smoothed as it is enlarged, which melts the grain and dust
 * of a phone camera's photo into the paper while strokes stay (two strengths: the grain differs).
 */
type ReadingHow = { scale: number; blurPx?: number };
const CLOSER_READINGS: readonly ReadingHow[] = [
  { scale: 2 },
  { scale: 3 },
  { scale: 4 },
  { scale: 3, blurPx: 3 },
  { scale: 2, blurPx: 2 },
  { scale: 3, blurPx: 2 },
];
/**
 * How a sure value's line is read to check it, in turn while the readings neither confirm nor
 * contradict it; the way that made it sure is skipped.
 */
const CHECK_READINGS = CLOSER_READINGS.slice(0, 2);

/**
 * One line read again from its strip of the picture, `scale` times the size and blurred by `blurPx` of
 * the enlarged strip's pixels (about one pixel of the picture's); null when nothing came back.
 */
async function readLineCloser(
  image: Blob,
  line: TextLine,
  { scale, blurPx }: ReadingHow,
): Promise<TextLine | null> {
  if (!line.box) return null;
  const whole = await createImageBitmap(image);
  const height = line.box.y1 - line.box.y0;
  const top = Math.max(0, Math.round(line.box.y0 - height * 0.5));
  const bottom = Math.min(whole.height, Math.round(line.box.y1 + height * 0.5));
  if (bottom - top < 4) {
    whole.close();
    return null;
  }
  const canvas = new OffscreenCanvas(whole.width * scale, (bottom - top) * scale);
  const context = canvas.getContext('2d');
  if (!context) {
    whole.close();
    return null;
  }
  context.imageSmoothingQuality = 'high';
  if (blurPx) context.filter = `blur(${blurPx}px)`;
  context.drawImage(whole, 0, top, whole.width, bottom - top, 0, 0, canvas.width, canvas.height);
  whole.close();
  const lines = await recognise(await canvas.convertToBlob({ type: 'image/png' }));
  // The strip may catch slivers of its neighbours, read as long runs of noise: the line is the one
  // nearest the strip's middle, where the line itself lies.
  const middle = ((line.box.y0 + line.box.y1) / 2 - top) * scale;
  const distance = (each: TextLine) =>
    each.box ? Math.abs((each.box.y0 + each.box.y1) / 2 - middle) : Infinity;
  const best = (lines ?? []).filter((each) => each.text.trim()).sort((a, b) => distance(a) - distance(b))[0];
  if (!best) return null;
  return { ...best, box: line.box };
}

function startTesseract(): Promise<TesseractWorker> {
  tesseract ??= (async () => {
    const worker = await createWorker('eng', OEM.LSTM_ONLY, {
      ...ocrAssets(),
      // Loaded from our origin by its own URL (no blob: wrapper), and not copied into IndexedDB: the
      // service worker's cache already keeps the files for offline use.
      workerBlobURL: false,
      cacheMethod: 'none',
      gzip: true,
    });
    // One block of rows: a bill's label and its figure stay on one line, however far apart.
    // No second pass over unsure lines in negative: bills print dark on light, and the pass doubles the
    // time on a grainy photo.
    await worker.setParameters({
      tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
      user_defined_dpi: '300',
      tessedit_do_invert: '0',
    });
    return worker;
  })();
  return tesseract;
}

async function stopTesseract(): Promise<void> {
  const current = tesseract;
  tesseract = null;
  const worker = await current?.catch(() => null);
  await worker?.terminate();
}

/** Settles with the signal's reason as soon as it aborts; `onAbort` stops the work that cannot be cancelled. */
function abortable<T>(work: Promise<T>, signal?: AbortSignal, onAbort?: () => Promise<void>): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      void onAbort?.();
      reject(signal.reason);
    };
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
