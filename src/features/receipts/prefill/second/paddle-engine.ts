// The second text engine, PaddleOCR v4 on onnxruntime-web (wasm, one thread), run in a reader's worker of
// its own: finds the patches of text on the bill's part of the photo, reads each patch's strip, and gives
// the rows as the reader's TextLines. Its files are fetched on its first use (second-engine-files.ts).
// Where the device has a second core, the worker that prepared the picture reads strips too
// (strip-sharing.ts): the first engine is done with its core long before the strips are.
import { env, InferenceSession, Tensor } from 'onnxruntime-web/wasm';
import { secondEngineFiles } from '../../../../lib/second-engine-files';
import type { TextLine } from '../text-line';
import { decodeSteps, type ReadText, rowToLine } from './ctc-text';
import { answerStrips, readStrips, type Strip, type StripReader } from './strip-sharing';
import { inRows, type TextBox, textBoxes } from './text-boxes';

/** The reader's side of a helper's port: in this chunk, which the worker loads for the engine anyway. */
export { helperOn } from './strip-sharing';

/** The detector's picture: its longer side at most this (the detector's own default), in steps of 32. */
const DETECT_SIDE = 960;
/** The recogniser reads strips this high. */
const STRIP_HEIGHT = 48;
/** A strip longer than this (a whole A4 row) is read at this width: the recogniser gains nothing wider. */
const STRIP_MAX_WIDTH = 1600;
/** A row whose text is less likely than this is noise the recogniser guessed at. */
const MIN_LIKELIHOOD = 0.5;
/** The detector's training: each plane (blue, green, red, as PaddleOCR loads a picture) less its mean, over its spread. */
const MEAN = [0.485, 0.456, 0.406];
const SPREAD = [0.229, 0.224, 0.225];

interface Recogniser {
  session: InferenceSession;
  dictionary: string[];
}

let detector: Promise<InferenceSession> | null = null;
let recogniser: Promise<Recogniser> | null = null;
let recognising: Promise<void> = Promise.resolve();

/** The rows of text in a picture (the bill's part of the photo), as lines in its own pixels. */
export async function readWithSecondEngine(
  picture: ImageBitmap | OffscreenCanvas,
  helper?: StripReader,
  isCancelled: () => boolean = () => false,
): Promise<TextLine[]> {
  // The recogniser starts while the detector reads.
  void startRecogniser().catch(() => undefined);
  const session = await startDetector();
  const scale = Math.min(1, DETECT_SIDE / Math.max(picture.width, picture.height));
  const width = Math.ceil((picture.width * scale) / 32) * 32;
  const height = Math.ceil((picture.height * scale) / 32) * 32;
  const canvas = new OffscreenCanvas(width, height);
  const context = context2d(canvas);
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(picture, 0, 0, picture.width * scale, picture.height * scale);
  const pixels = context.getImageData(0, 0, width, height).data;
  const input = new Tensor('float32', planes(pixels, width * height, MEAN, SPREAD), [1, 3, height, width]);
  const detected = await session.run({ [session.inputNames[0] as string]: input });
  const map = detected[session.outputNames[0] as string] as Tensor;
  const rows = inRows(textBoxes(map.data as Float32Array, width, height));
  const boxes = rows.flat();
  const strip = (at: number) => {
    if (isCancelled()) throw new Error('Cancelled');
    return stripOf(picture, boxes[at] as TextBox, scale);
  };
  const texts = await readStrips(boxes.length, strip, readStrip, helper);
  const lines: TextLine[] = [];
  let first = 0;
  for (const row of rows) {
    const read = texts.slice(first, first + row.length).filter((text) => {
      const mean = text.likelihoods.reduce((sum, each) => sum + each, 0) / (text.likelihoods.length || 1);
      return text.text.trim() && mean >= MIN_LIKELIHOOD;
    });
    first += row.length;
    const line = rowToLine(read, rowBox(row, scale));
    if (line) lines.push(line);
  }
  return lines;
}

/** Reads the strips a reader's worker sends on `port`: the helper's side of `readStrips`. */
export function readStripsFor(port: MessagePort): void {
  // Started now, so that it is ready by the time the reader's worker has found the strips.
  void startRecogniser().catch(() => undefined);
  answerStrips(port, readStrip);
}

/** The box in the picture's pixels, drawn level into a strip STRIP_HEIGHT high. */
function stripOf(picture: ImageBitmap | OffscreenCanvas, box: TextBox, scale: number): Strip {
  const along = box.width / scale;
  const across = box.height / scale;
  const zoom = STRIP_HEIGHT / across;
  const width = Math.max(STRIP_HEIGHT / 4, Math.min(STRIP_MAX_WIDTH, Math.round(along * zoom)));
  const strip = new OffscreenCanvas(width, STRIP_HEIGHT);
  const context = context2d(strip);
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, STRIP_HEIGHT);
  context.imageSmoothingQuality = 'high';
  context.translate(width / 2, STRIP_HEIGHT / 2);
  context.scale(width / along, zoom);
  context.rotate(-box.angle);
  context.translate(-box.cx / scale, -box.cy / scale);
  context.drawImage(picture, 0, 0);
  const pixels = context.getImageData(0, 0, width, STRIP_HEIGHT).data;
  return { planes: planes(pixels, width * STRIP_HEIGHT, [0.5, 0.5, 0.5], [0.5, 0.5, 0.5]), width };
}

/** One strip at a time: the recogniser's session runs one reading at once. */
function readStrip(strip: Strip): Promise<ReadText> {
  const reading = recognising.then(() => recognise(strip));
  recognising = reading.then(
    () => undefined,
    () => undefined,
  );
  return reading;
}

async function recognise({ planes, width }: Strip): Promise<ReadText> {
  const { session, dictionary } = await startRecogniser();
  const input = new Tensor('float32', planes, [1, 3, STRIP_HEIGHT, width]);
  const output = await session.run({ [session.inputNames[0] as string]: input });
  const scores = output[session.outputNames[0] as string] as Tensor;
  const [, steps = 0, size = 0] = scores.dims;
  return decodeSteps(scores.data as Float32Array, steps, size, dictionary);
}

/** RGBA pixels as the models take them: three planes, blue, green and red, each less its mean over its spread. */
function planes(
  pixels: Uint8ClampedArray,
  count: number,
  mean: readonly number[],
  spread: readonly number[],
): Float32Array {
  const data = new Float32Array(count * 3);
  for (let i = 0; i < count; i++) {
    for (let plane = 0; plane < 3; plane++) {
      const channel = 2 - plane;
      data[plane * count + i] =
        ((pixels[i * 4 + channel] ?? 255) / 255 - (mean[plane] ?? 0)) / (spread[plane] ?? 1);
    }
  }
  return data;
}

/** The row's place in the picture's pixels, level. */
function rowBox(row: readonly TextBox[], scale: number): TextLine['box'] {
  const xs = row.flatMap((box) => [box.cx - box.width / 2, box.cx + box.width / 2]);
  const ys = row.flatMap((box) => [box.cy - box.height / 2, box.cy + box.height / 2]);
  return {
    x0: Math.round(Math.min(...xs) / scale),
    y0: Math.round(Math.min(...ys) / scale),
    x1: Math.round(Math.max(...xs) / scale),
    y1: Math.round(Math.max(...ys) / scale),
  };
}

function context2d(canvas: OffscreenCanvas): OffscreenCanvasRenderingContext2D {
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D OffscreenCanvas in this worker');
  return context;
}

function startDetector(): Promise<InferenceSession> {
  detector ??= sessionOf(secondEngineFiles().detection).catch((error: unknown) => {
    detector = null;
    throw error;
  });
  return detector;
}

function startRecogniser(): Promise<Recogniser> {
  recogniser ??= (async () => {
    const files = secondEngineFiles();
    const [session, words] = await Promise.all([
      sessionOf(files.recognition),
      fetch(files.dictionary).then((response) => {
        if (!response.ok) throw new Error(`The second engine's dictionary: HTTP ${response.status}`);
        return response.text();
      }),
    ]);
    // The dictionary's characters, one a line, then the space the recogniser knows as its last.
    return { session, dictionary: [...words.split('\n').filter(Boolean), ' '] };
  })().catch((error: unknown) => {
    recogniser = null;
    throw error;
  });
  return recogniser;
}

function sessionOf(model: string): Promise<InferenceSession> {
  env.wasm.numThreads = 1;
  env.wasm.wasmPaths = { wasm: secondEngineFiles().wasm };
  return InferenceSession.create(model, { executionProviders: ['wasm'] });
}
