// The text engine (tesseract.js in its own worker), as the reader uses it: a picture's lines with their
// words' and characters' confidence, and one line read again closer.
import { createWorker, OEM, PSM, type Worker as TesseractWorker } from 'tesseract.js';
import { ocrAssets, SCRIPT_LANGUAGE, type Script } from '../../../lib/engine-files';
import { canvasOf } from './grey-canvas';
import { greyOfPgm, PGM_TYPE, pgmOf } from './pgm';
import { toGrey } from './pixels';
import type { TextLine } from './text-line';

/** One engine worker a script, each started on its first read (Devanagari's for a bill that needs it). */
const tesseract = new Map<Script, Promise<TesseractWorker>>();

/**
 * The engine's lines with their confidence, read in a script's model (Latin unless told), or null when
 * the engine could not start (offline, first use).
 */
export async function recognise(image: Blob, script: Script = 'latin'): Promise<TextLine[] | null> {
  let worker: TesseractWorker;
  try {
    worker = await startTesseract(script);
  } catch (error) {
    tesseract.delete(script);
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
export type ReadingHow = { scale: number; blurPx?: number };
export const CLOSER_READINGS: readonly ReadingHow[] = [
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
export const CHECK_READINGS = CLOSER_READINGS.slice(0, 2);

/**
 * One line read again from its strip of the picture, `scale` times the size and blurred by `blurPx` of
 * the enlarged strip's pixels (about one pixel of the picture's); null when nothing came back.
 */
export async function readLineCloser(
  image: Blob,
  line: TextLine,
  { scale, blurPx }: ReadingHow,
  script: Script = 'latin',
): Promise<TextLine | null> {
  if (!line.box) return null;
  const whole = await pictureOf(image);
  const height = line.box.y1 - line.box.y0;
  const top = Math.max(0, Math.round(line.box.y0 - height * 0.5));
  const bottom = Math.min(whole.height, Math.round(line.box.y1 + height * 0.5));
  if (bottom - top < 4) return null;
  const canvas = new OffscreenCanvas(whole.width * scale, (bottom - top) * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  if (blurPx) context.filter = `blur(${blurPx}px)`;
  context.drawImage(whole, 0, top, whole.width, bottom - top, 0, 0, canvas.width, canvas.height);
  const strip = context.getImageData(0, 0, canvas.width, canvas.height);
  const lines = await recognise(pgmOf(toGrey(strip.data, strip.width, strip.height)), script);
  // The strip may catch slivers of its neighbours, read as long runs of noise: the line is the one
  // nearest the strip's middle, where the line itself lies.
  const middle = ((line.box.y0 + line.box.y1) / 2 - top) * scale;
  const distance = (each: TextLine) =>
    each.box ? Math.abs((each.box.y0 + each.box.y1) / 2 - middle) : Infinity;
  const best = (lines ?? []).filter((each) => each.text.trim()).sort((a, b) => distance(a) - distance(b))[0];
  if (!best) return null;
  return { ...best, box: line.box };
}

/**
 * The last picture whose lines were read again, drawn once for all its strips: a bill's lines are read
 * again a few to a dozen times, and each used to decode the whole picture anew.
 */
let lastPicture: { image: Blob; drawn: Promise<OffscreenCanvas | ImageBitmap> } | undefined;

function pictureOf(image: Blob): Promise<OffscreenCanvas | ImageBitmap> {
  if (lastPicture?.image !== image) lastPicture = { image, drawn: drawPicture(image) };
  return lastPicture.drawn;
}

async function drawPicture(image: Blob): Promise<OffscreenCanvas | ImageBitmap> {
  const grey = image.type === PGM_TYPE ? greyOfPgm(new Uint8Array(await image.arrayBuffer())) : null;
  return grey ? canvasOf(grey) : createImageBitmap(image);
}

function startTesseract(script: Script): Promise<TesseractWorker> {
  const started = tesseract.get(script);
  if (started) return started;
  const starting = (async () => {
    const worker = await createWorker(SCRIPT_LANGUAGE[script].language, OEM.LSTM_ONLY, {
      ...ocrAssets(script),
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
  tesseract.set(script, starting);
  return starting;
}

export async function stopTesseract(): Promise<void> {
  const current = [...tesseract.values()];
  tesseract.clear();
  for (const each of current) await (await each.catch(() => null))?.terminate();
}
