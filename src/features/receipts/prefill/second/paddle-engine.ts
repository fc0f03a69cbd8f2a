// The second text engine, PaddleOCR v4 on onnxruntime-web (wasm, one thread), run in the reader's worker:
// finds the patches of text on the bill's part of the photo, reads each patch's strip, and gives the rows
// as the reader's TextLines. Its files are fetched on its first use (second-engine-files.ts). Where the
// device has a second core, a helper (the reader's worker started twice) reads strips too: the first engine
// is done with its core long before the strips are (docs/benchmarks.md, twentieth pass).
import { env, InferenceSession, Tensor } from 'onnxruntime-web/wasm';
import { secondEngineFiles } from '../../../../lib/second-engine-files';
import type { TextLine } from '../text-line';
import { decodeSteps, type ReadText, rowToLine } from './ctc-text';
import { inRows, type TextBox, textBoxes } from './text-boxes';

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
/** A helper that has not answered a strip in this long is taken for gone: its strips are read here. */
const HELPER_PATIENCE_MS = 10_000;

/** A strip as the recogniser takes it: three planes of STRIP_HEIGHT rows of `width` pixels. */
export interface Strip {
  planes: Float32Array;
  width: number;
}

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
  helper?: (strip: Strip) => Promise<ReadText>,
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
  const texts = await readStrips(boxes.length, (at) => stripOf(picture, boxes[at] as TextBox, scale), helper);
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

/**
 * The `count` strips read, in order: each by this worker's recogniser or the helper's, whichever is free
 * first. The helper is given two at a time, so that it never waits on this worker's reading to get its next.
 */
async function readStrips(
  count: number,
  strip: (at: number) => Strip,
  helper?: (strip: Strip) => Promise<ReadText>,
): Promise<ReadText[]> {
  const texts: ReadText[] = [];
  let next = 0;
  const here = async () => {
    for (let at = next++; at < count; at = next++) {
      texts[at] = await readStrip(strip(at));
      // The helper's answers wait on this worker's turn: one between strips lets them in.
      await nextTask();
    }
  };
  let isHelping = helper !== undefined;
  const helped = async () => {
    for (let at = next++; at < count; at = next++) {
      const each = strip(at);
      texts[at] = isHelping
        ? await withinPatience(helper?.(each)).catch(() => {
            isHelping = false;
            return readStrip(each);
          })
        : await readStrip(each);
    }
  };
  await Promise.all(isHelping ? [here(), helped(), helped()] : [here()]);
  return texts;
}

/** Reads the strips a reader's worker sends on `port`, one at a time: the helper's side of `readStrips`. */
export function readStripsFor(port: MessagePort): void {
  // Started now, so that it is ready by the time the reader's worker has found the strips.
  void startRecogniser().catch(() => undefined);
  port.onmessage = async ({ data: { id, strip } }: MessageEvent<{ id: number; strip: Strip }>) => {
    try {
      port.postMessage({ id, read: await readStrip(strip) });
    } catch (error) {
      port.postMessage({ id, failed: error instanceof Error ? error.message : String(error) });
    }
  };
}

/** The reader's side: a strip sent to the helper at the other end of `port`, and its text when it answers. */
export function helperOn(port: MessagePort): (strip: Strip) => Promise<ReadText> {
  const waiting = new Map<number, { resolve: (read: ReadText) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  port.onmessage = ({ data }: MessageEvent<{ id: number; read?: ReadText; failed?: string }>) => {
    const settle = waiting.get(data.id);
    waiting.delete(data.id);
    if (data.read) settle?.resolve(data.read);
    else settle?.reject(new Error(data.failed ?? 'The helper could not read the strip'));
  };
  return (strip) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      port.postMessage({ id, strip });
    });
}

function withinPatience<T>(work: Promise<T> | undefined): Promise<T> {
  if (!work) return Promise.reject(new Error('No helper'));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The helper did not answer')), HELPER_PATIENCE_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** A macrotask's turn: messages that arrived meanwhile are handled before the next strip is read. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
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
