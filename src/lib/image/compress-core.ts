// The steps that turn a photo into a stored receipt image, shared by the worker and the main-thread fallback.

/** Longest side of a stored receipt (DESIGN.md section 7). */
export const MAX_SIDE = 2000;
/**
 * The byte budget of a stored receipt: 400 KB read as 400,000 bytes, the stricter of the two
 * readings, so it holds whether a reader counts a KB as 1000 or 1024 bytes.
 */
export const MAX_BYTES = 400_000;
/** Longest side of the list thumbnail: sharp on a 2x phone screen at a 160 px tile. */
export const THUMBNAIL_SIDE = 320;

/**
 * The quality tried first. Above it JPEG grows fast in bytes while printed text gains nothing
 * visible; a clean receipt or a screenshot usually fits here in one pass.
 */
const QUALITY_BEST = 0.85;
/**
 * The lowest quality the search goes to before it takes pixels away instead: below it the 8x8 block
 * edges and ringing start to smear 1-2 px strokes, and fewer pixels at a decent quality keep fine
 * print more legible than many pixels at a poor one.
 */
const QUALITY_FLOOR = 0.5;
/** A fitting result this close to the budget is good enough: one more encode would gain little. */
const CLOSE_ENOUGH = 0.9;
/** Interpolation steps between the floor and the best quality; each is one encode. */
const SEARCH_STEPS = 3;
/** Size reductions tried when even the floor quality is too big (e.g. an extreme panorama). */
const MAX_SHRINKS = 4;
const THUMBNAIL_QUALITY = 0.7;

export interface CompressedImage {
  image: Blob;
  thumbnail: Blob;
  width: number;
  height: number;
}

/** The input is not an image the browser can decode (a text file, a truncated download). */
export class DecodeError extends Error {
  constructor(cause?: unknown) {
    super('The image could not be decoded', { cause });
    this.name = 'DecodeError';
  }
}

/** This environment lacks what the pipeline needs here (e.g. a 2D OffscreenCanvas in a worker). */
export class UnsupportedError extends Error {
  constructor(what: string) {
    super(`${what} is not available here`);
    this.name = 'UnsupportedError';
  }
}

type Canvas = OffscreenCanvas | HTMLCanvasElement;
/** The drawing calls the pipeline uses, which both kinds of 2D context share. */
type Context2d = CanvasRect & CanvasDrawImage & CanvasFillStrokeStyles & CanvasImageSmoothing;

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

/** Decodes, scales to at most MAX_SIDE, encodes JPEG within MAX_BYTES, and makes the thumbnail. */
export async function compressImage(input: Blob): Promise<CompressedImage> {
  const decoded = await decode(input);
  try {
    const { blob, canvas } = await encodeWithinBudget(decoded);
    const thumbnail = await makeThumbnail(canvas);
    const result = { image: blob, thumbnail, width: canvas.width, height: canvas.height };
    // Phones run out of memory quickly: hand the 2000 px backing store back now rather than at GC.
    canvas.width = 0;
    canvas.height = 0;
    return result;
  } finally {
    decoded.release();
  }
}

/** Scales a size down (never up) so its longest side is at most maxSide. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function decode(input: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      // 'from-image' applies the EXIF orientation, so a phone photo held upright comes out upright.
      const bitmap = await createImageBitmap(input, { imageOrientation: 'from-image' });
      return checked({
        source: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        release: () => bitmap.close(),
      });
    } catch (error) {
      if (typeof document === 'undefined') throw new DecodeError(error);
      // On the main thread an <img> gets a second chance (older engines with partial createImageBitmap).
    }
  }
  if (typeof document === 'undefined') throw new UnsupportedError('createImageBitmap');
  return decodeWithImageElement(input);
}

/** An <img> applies the EXIF orientation by default (CSS image-orientation: from-image). */
async function decodeWithImageElement(input: Blob): Promise<Decoded> {
  const url = URL.createObjectURL(input);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw new DecodeError(error);
  }
  return checked({
    source: image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    release: () => URL.revokeObjectURL(url),
  });
}

function checked(decoded: Decoded): Decoded {
  if (decoded.width > 0 && decoded.height > 0) return decoded;
  decoded.release();
  throw new DecodeError();
}

/**
 * Finds the sharpest JPEG within the budget in few encodes: the best quality first; if too big, the
 * floor; then interpolation between them. JPEG bytes grow faster than linearly with quality, so the
 * straight line between a fitting and a too-big point lands on a quality that fits, and each step
 * narrows the bracket from below. Only when the floor is too big are pixels taken away.
 */
async function encodeWithinBudget(decoded: Decoded): Promise<{ blob: Blob; canvas: Canvas }> {
  let size = fitWithin(decoded.width, decoded.height, MAX_SIDE);
  for (let shrink = 0; ; shrink++) {
    const canvas = draw(decoded.source, size.width, size.height);
    const best = await encodeJpeg(canvas, QUALITY_BEST);
    if (best.size <= MAX_BYTES) return { blob: best, canvas };
    const floor = await encodeJpeg(canvas, QUALITY_FLOOR);
    if (floor.size <= MAX_BYTES) return { blob: await searchQuality(canvas, floor, best), canvas };
    if (shrink === MAX_SHRINKS) throw new Error('The image does not fit the size budget at any tried size');
    // Bytes scale roughly with the pixel count; the margin spares a second shrink in most cases.
    const scale = Math.sqrt(MAX_BYTES / floor.size) * 0.95;
    size = {
      width: Math.max(1, Math.floor(size.width * scale)),
      height: Math.max(1, Math.floor(size.height * scale)),
    };
    canvas.width = 0;
    canvas.height = 0;
  }
}

async function searchQuality(canvas: Canvas, floor: Blob, best: Blob): Promise<Blob> {
  let low = { quality: QUALITY_FLOOR, blob: floor };
  let high = { quality: QUALITY_BEST, bytes: best.size };
  for (let step = 0; step < SEARCH_STEPS && low.blob.size < MAX_BYTES * CLOSE_ENOUGH; step++) {
    const share = Math.log(MAX_BYTES / low.blob.size) / Math.log(high.bytes / low.blob.size);
    const quality = low.quality + (high.quality - low.quality) * share;
    // Two qualities closer than this encode to nearly the same file: the search has converged.
    if (quality - low.quality < 0.01) break;
    const blob = await encodeJpeg(canvas, quality);
    if (blob.size <= MAX_BYTES) low = { quality, blob };
    else high = { quality, bytes: blob.size };
  }
  return low.blob;
}

async function makeThumbnail(image: Canvas): Promise<Blob> {
  const size = fitWithin(image.width, image.height, THUMBNAIL_SIDE);
  const canvas = draw(image, size.width, size.height);
  const blob = await encodeJpeg(canvas, THUMBNAIL_QUALITY);
  canvas.width = 0;
  canvas.height = 0;
  return blob;
}

function draw(source: CanvasImageSource, width: number, height: number): Canvas {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d', { alpha: false }) as Context2d | null;
  if (!context) throw new UnsupportedError('A 2D canvas');
  // JPEG has no transparency: a transparent PNG would turn black; white is the paper it stands for.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  // 'high' filters with mipmaps when shrinking 2x or more, which keeps thin strokes from aliasing away.
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  return canvas;
}

function createCanvas(width: number, height: number): Canvas {
  // The main thread prefers a DOM canvas: some engines expose OffscreenCanvas without a 2D context.
  if (typeof document !== 'undefined') {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    return canvas;
  }
  if (typeof OffscreenCanvas === 'undefined') throw new UnsupportedError('OffscreenCanvas');
  return new OffscreenCanvas(width, height);
}

function encodeJpeg(canvas: Canvas, quality: number): Promise<Blob> {
  if (!('toBlob' in canvas)) return canvas.convertToBlob({ type: 'image/jpeg', quality });
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The canvas could not be encoded as JPEG'))),
      'image/jpeg',
      quality,
    );
  });
}
