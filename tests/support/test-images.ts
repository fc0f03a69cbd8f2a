// Receipt photos drawn in the browser for the pipeline's tests and bench, and the measures of legibility.
import { PREPARED_MARK } from '../../src/lib/image/prepare-image';
import { mulberry32 } from './receipt-specs';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ReceiptPhoto {
  canvas: HTMLCanvasElement;
  /** The same text alone on a transparent canvas: where the ink is. */
  ink: HTMLCanvasElement;
  /** The receipt paper, all its text inside. */
  paper: Rect;
  /** The smallest print, the first thing a bad compression makes unreadable. */
  finePrint: Rect;
}

/**
 * A phone photo of a receipt on a textured desk: low-frequency shading, grain everywhere (which is
 * what makes real photos expensive to encode), and printed text from a 110 px heading down to 26 px
 * fine print, i.e. 13 px once scaled to 2000 px wide. A seed makes it the same image on every run.
 */
export function drawReceiptPhoto(width = 4000, height = 3000, seed = 20_417): ReceiptPhoto {
  const random = mulberry32(seed);
  const canvas = createCanvas(width, height);
  const context = get2d(canvas);
  const desk = context.createImageData(width, height);
  const pixels = desk.data;
  for (let y = 0; y < height; y++) {
    const shadeY = Math.cos(y / 260);
    for (let x = 0; x < width; x++) {
      const shade = 46 * Math.sin(x / 310) * shadeY + 20 * Math.sin((x + y) / 90);
      const grain = (random() - 0.5) * 60;
      const i = (y * width + x) * 4;
      pixels[i] = 128 + shade + grain;
      pixels[i + 1] = 96 + shade * 0.8 + grain;
      pixels[i + 2] = 70 + shade * 0.6 + grain;
      pixels[i + 3] = 255;
    }
  }
  context.putImageData(desk, 0, 0);

  const scale = width / 4000;
  const paper = { x: 900 * scale, y: 250 * scale, width: 2200 * scale, height: 2500 * scale };
  context.fillStyle = '#f3efe6';
  context.fillRect(paper.x, paper.y, paper.width, paper.height);
  const ink = createCanvas(width, height);
  const finePrint = drawReceiptText(context, paper, scale);
  drawReceiptText(get2d(ink), paper, scale);

  // Sensor grain over everything, paper and print included, as a phone camera leaves it.
  const photo = context.getImageData(paper.x, paper.y, paper.width, paper.height);
  for (let i = 0; i < photo.data.length; i += 4) {
    const grain = (random() - 0.5) * 24;
    photo.data[i] = (photo.data[i] ?? 0) + grain;
    photo.data[i + 1] = (photo.data[i + 1] ?? 0) + grain;
    photo.data[i + 2] = (photo.data[i + 2] ?? 0) + grain;
  }
  context.putImageData(photo, paper.x, paper.y);
  return { canvas, ink, paper, finePrint };
}

const FINE_PRINT = [
  'Goods once sold will not be taken back or exchanged. Subject to Pune jurisdiction only.',
  'GSTIN 27AAPCS1234K1Z5  FSSAI 11521034000123  DL No. MH-PZ3-118904, MH-PZ3-118905',
  'Batch B2471 exp 08/2027; B1180 exp 11/2026. Keep medicines out of the reach of children.',
  'E. & O.E. This is a computer generated invoice and needs no signature. Thank you, visit again!',
];

function drawReceiptText(context: CanvasRenderingContext2D, paper: Rect, scale: number): Rect {
  const left = paper.x + 90 * scale;
  let y = paper.y + 190 * scale;
  const line = (text: string, size: number, weight = 'normal', gap = 1.45) => {
    context.font = `${weight} ${size * scale}px "DejaVu Sans", "Liberation Sans", sans-serif`;
    context.fillText(text, left, y);
    y += size * gap * scale;
  };
  context.fillStyle = '#161616';
  context.textBaseline = 'alphabetic';
  line('SHREE GANESH MEDICALS', 110, 'bold');
  line('Shop 4, Laxmi Road, Pune 411030   Ph 020-2445 8812', 52);
  line('Invoice No: INV-20417        Date: 14/03/2026', 60, 'bold', 2);
  const items = [
    'Paracetamol 500 mg x 2 strips          64.00',
    'Amoxicillin 250 mg x 1 strip            118.50',
    'ORS sachets x 10                         210.00',
    'Cough syrup 100 ml x 1                   96.00',
    'Hand sanitiser 500 ml x 2               457.00',
    'Vitamin C 500 mg x 3 strips             300.00',
  ];
  for (const item of items) line(item, 56);
  y += 40 * scale;
  line('TOTAL  Rs. 1,245.50', 88, 'bold', 1.8);
  const top = y - 30 * scale;
  for (const text of FINE_PRINT) line(text, 26, 'normal', 1.6);
  return { x: left - 10 * scale, y: top, width: paper.width - 160 * scale, height: y - top };
}

export function createCanvas(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

export function get2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas in this browser');
  return context;
}

export function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(`no ${type}`))), type, quality),
  );
}

/** Draws an image (a Blob or a canvas) at the given size, smoothing as the pipeline does. */
export async function drawScaled(
  source: Blob | CanvasImageSource,
  width: number,
  height: number,
): Promise<HTMLCanvasElement> {
  const image = source instanceof Blob ? await createImageBitmap(source) : source;
  const canvas = createCanvas(width, height);
  const context = get2d(canvas);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  return canvas;
}

/**
 * Puts an Exif APP1 segment with only an Orientation tag right after the JPEG's start marker, as a
 * phone camera does when it saves the sensor's landscape frame of a photo held upright.
 */
export async function withExifOrientation(jpeg: Blob, orientation: number): Promise<Blob> {
  const bytes = new Uint8Array(await jpeg.arrayBuffer());
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('not a JPEG');
  const tiff = [
    ...[0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08], // big-endian TIFF header, IFD0 at offset 8
    ...[0x00, 0x01], // one entry
    ...[0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00], // Orientation, SHORT, 1 value
    ...[0x00, 0x00, 0x00, 0x00], // no next IFD
  ];
  const payload = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00, ...tiff]; // 'Exif\0\0'
  const length = payload.length + 2;
  const segment = [0xff, 0xe1, length >> 8, length & 0xff, ...payload];
  return new Blob([bytes.slice(0, 2), new Uint8Array(segment), bytes.slice(2)], { type: 'image/jpeg' });
}

/** Luma (BT.601) of every pixel in a rectangle. */
export function lumaOf(canvas: HTMLCanvasElement, rect: Rect): Float64Array {
  const { data } = get2d(canvas).getImageData(rect.x, rect.y, rect.width, rect.height);
  const luma = new Float64Array(rect.width * rect.height);
  for (let i = 0; i < luma.length; i++)
    luma[i] = 0.299 * (data[i * 4] ?? 0) + 0.587 * (data[i * 4 + 1] ?? 0) + 0.114 * (data[i * 4 + 2] ?? 0);
  return luma;
}

/** Peak signal-to-noise ratio of two luma planes, in dB. */
export function psnr(reference: Float64Array, candidate: Float64Array): number {
  let squared = 0;
  for (let i = 0; i < reference.length; i++) squared += ((reference[i] ?? 0) - (candidate[i] ?? 0)) ** 2;
  const mse = squared / reference.length;
  return mse === 0 ? Number.POSITIVE_INFINITY : 10 * Math.log10((255 * 255) / mse);
}

/**
 * How dark the strokes stand against the paper: mean luma of clear paper minus mean luma of pixels
 * the ink covers at least 75%. `coverage` is the ink canvas at the same scale (its alpha).
 */
export function inkContrast(canvas: HTMLCanvasElement, coverage: HTMLCanvasElement, rect: Rect): number {
  const luma = lumaOf(canvas, rect);
  const alpha = get2d(coverage).getImageData(rect.x, rect.y, rect.width, rect.height).data;
  let inkSum = 0;
  let inkCount = 0;
  let paperSum = 0;
  let paperCount = 0;
  for (let i = 0; i < luma.length; i++) {
    const covered = (alpha[i * 4 + 3] ?? 0) / 255;
    if (covered >= 0.75) {
      inkSum += luma[i] ?? 0;
      inkCount++;
    } else if (covered === 0) {
      paperSum += luma[i] ?? 0;
      paperCount++;
    }
  }
  if (inkCount === 0 || paperCount === 0) throw new Error('no ink or no paper in the measured rectangle');
  return paperSum / paperCount - inkSum / inkCount;
}

export function scaleRect(rect: Rect, scale: number): Rect {
  const x = Math.floor(rect.x * scale);
  const y = Math.floor(rect.y * scale);
  return {
    x,
    y,
    width: Math.ceil((rect.x + rect.width) * scale) - x,
    height: Math.ceil((rect.y + rect.height) * scale) - y,
  };
}

/** How many images each path of prepareReceiptImage prepared in this page (its performance marks). */
export function preparedCounts(): { inWorker: number; onMainThread: number } {
  const count = (name: string) => performance.getEntriesByName(name, 'mark').length;
  return { inWorker: count(PREPARED_MARK.worker), onMainThread: count(PREPARED_MARK['main-thread']) };
}
