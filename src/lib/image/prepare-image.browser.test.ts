// The receipt image pipeline in real Chromium: size and byte budget, orientation, legibility, thumbnail, worker.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  canvasToBlob,
  createCanvas,
  drawReceiptPhoto,
  drawScaled,
  get2d,
  inkContrast,
  lumaOf,
  preparedCounts,
  psnr,
  type ReceiptPhoto,
  scaleRect,
  withExifOrientation,
} from '../../../tests/support/test-images';
import { ImageUnreadableError, type PreparedImage, prepareReceiptImage } from './prepare-image';

const MAX_BYTES = 400_000;

/**
 * Legibility bars for the fine print (13 px type once scaled), against a lossless downscale of the
 * original to the output size. 30 dB is an RMS error of 8 grey levels, 4% of the ~200-level step
 * from ink to paper: 1-2 px strokes keep their shape. Measured here: the pipeline's output ~32 dB,
 * a JPEG of the same reference at quality 0.3 ~26 dB (blocks visibly smear the small letters),
 * a 2x blur ~19 dB. Contrast: strokes must stay at least 95% as dark against the paper as in the
 * reference; blur and heavy JPEG wash thin strokes grey (quality 0.3 keeps ~93%, a 2x blur ~46%).
 */
const MIN_FINE_PRINT_PSNR_DB = 30;
const MIN_INK_CONTRAST_KEPT = 0.95;

async function expectJpeg(blob: Blob): Promise<void> {
  expect(blob.type).toBe('image/jpeg');
  const head = new Uint8Array(await blob.slice(0, 3).arrayBuffer());
  expect([...head]).toEqual([0xff, 0xd8, 0xff]);
}

async function decodedSize(blob: Blob): Promise<[number, number]> {
  const bitmap = await createImageBitmap(blob);
  const size: [number, number] = [bitmap.width, bitmap.height];
  bitmap.close();
  return size;
}

describe('a 12-megapixel receipt photo', () => {
  let photo: ReceiptPhoto;
  let input: Blob;
  let prepared: PreparedImage;
  let countsBefore: ReturnType<typeof preparedCounts>;

  beforeAll(async () => {
    photo = drawReceiptPhoto(4000, 3000);
    input = await canvasToBlob(photo.canvas, 'image/jpeg', 0.92);
    countsBefore = preparedCounts();
    prepared = await prepareReceiptImage(input);
  }, 60_000);

  it('is stored as a JPEG of at most 2000 px and 400 KB, its shape kept', async () => {
    // The input is a real burden: a phone-sized file well over the budget.
    expect(input.size).toBeGreaterThan(3_000_000);
    await expectJpeg(prepared.image);
    expect(prepared.image.size).toBeLessThanOrEqual(MAX_BYTES);
    expect([prepared.width, prepared.height]).toEqual([2000, 1500]);
    await expect(decodedSize(prepared.image)).resolves.toEqual([2000, 1500]);
  });

  it('spends the budget on sharpness rather than leaving it unused', () => {
    // The quality search stops within 10% of the budget; a fixed low quality would land far below.
    expect(prepared.image.size).toBeGreaterThan(MAX_BYTES * 0.8);
  });

  it('keeps the fine print legible, measured against a lossless downscale', async () => {
    const { width, height } = prepared;
    const scale = width / photo.canvas.width;
    const finePrint = scaleRect(photo.finePrint, scale);
    const reference = await drawScaled(photo.canvas, width, height);
    const ink = await drawScaled(photo.ink, width, height);
    const output = await drawScaled(prepared.image, width, height);
    // The measure needs real text in the rectangle: a missing font would make it vacuous.
    expect(inkContrast(reference, ink, finePrint)).toBeGreaterThan(150);

    const measure = (candidate: HTMLCanvasElement) => ({
      psnr: psnr(lumaOf(reference, finePrint), lumaOf(candidate, finePrint)),
      contrastKept: inkContrast(candidate, ink, finePrint) / inkContrast(reference, ink, finePrint),
    });
    const result = measure(output);
    expect(result.psnr).toBeGreaterThanOrEqual(MIN_FINE_PRINT_PSNR_DB);
    expect(result.contrastKept).toBeGreaterThanOrEqual(MIN_INK_CONTRAST_KEPT);

    // The bars do reject what a reader would call hard to read: a crude JPEG and a blur fail them.
    const crude = measure(await drawScaled(await canvasToBlob(reference, 'image/jpeg', 0.3), width, height));
    expect(crude.psnr).toBeLessThan(MIN_FINE_PRINT_PSNR_DB);
    const blurred = measure(
      await drawScaled(await drawScaled(reference, width / 2, height / 2), width, height),
    );
    expect(blurred.psnr).toBeLessThan(MIN_FINE_PRINT_PSNR_DB);
    expect(blurred.contrastKept).toBeLessThan(MIN_INK_CONTRAST_KEPT);
  });

  it('comes with a small JPEG thumbnail of the same shape for lists', async () => {
    await expectJpeg(prepared.thumbnail);
    await expect(decodedSize(prepared.thumbnail)).resolves.toEqual([320, 240]);
    expect(prepared.thumbnail.size).toBeLessThan(16_000);
  });

  it('is prepared in the worker, whose script loads as a chunk of its own', () => {
    const counts = preparedCounts();
    expect(counts.inWorker - countsBefore.inWorker).toBe(1);
    expect(counts.onMainThread).toBe(countsBefore.onMainThread);
    const scripts = performance.getEntriesByType('resource').map((entry) => entry.name);
    expect(scripts.some((name) => name.includes('compress.worker'))).toBe(true);
  });
});

describe('other inputs', () => {
  it('turns a photo upright by its EXIF orientation (6: the sensor frame is rotated 90° clockwise)', async () => {
    // A landscape frame, red in its top-left corner, blue elsewhere.
    const frame = createCanvas(400, 200);
    const context = get2d(frame);
    context.fillStyle = '#1030d0';
    context.fillRect(0, 0, 400, 200);
    context.fillStyle = '#e01010';
    context.fillRect(0, 0, 100, 50);
    const plain = await canvasToBlob(frame, 'image/jpeg', 0.95);

    const upright = await prepareReceiptImage(await withExifOrientation(plain, 6));
    expect([upright.width, upright.height]).toEqual([200, 400]);
    await expect(decodedSize(upright.image)).resolves.toEqual([200, 400]);
    // Rotated clockwise, the frame's top-left corner is the picture's top-right corner.
    const pixels = get2d(await drawScaled(upright.image, 200, 400));
    const [red, , blue] = pixels.getImageData(185, 15, 1, 1).data;
    expect(red).toBeGreaterThan(180);
    expect(blue).toBeLessThan(80);
    expect(pixels.getImageData(15, 15, 1, 1).data[2]).toBeGreaterThan(150);

    // Without the tag the same bytes stay landscape: the rotation comes from the EXIF segment.
    const asIs = await prepareReceiptImage(plain);
    expect([asIs.width, asIs.height]).toEqual([400, 200]);
  });

  it('never enlarges a small image, and turns a transparent PNG background white, not black', async () => {
    const canvas = createCanvas(300, 200);
    const context = get2d(canvas);
    context.fillStyle = '#000';
    context.fillRect(150, 0, 150, 200);
    const prepared = await prepareReceiptImage(await canvasToBlob(canvas, 'image/png'));
    await expectJpeg(prepared.image);
    expect([prepared.width, prepared.height]).toEqual([300, 200]);
    const pixels = get2d(await drawScaled(prepared.image, 300, 200));
    expect(pixels.getImageData(50, 100, 1, 1).data[0]).toBeGreaterThan(240);
    expect(pixels.getImageData(250, 100, 1, 1).data[0]).toBeLessThan(20);
  });

  it('takes pixels away when even a low quality is over budget, and keeps the shape', async () => {
    // Pure colour noise: no JPEG quality worth keeping fits 2000 x 1500 of it into 400 KB.
    const canvas = createCanvas(4000, 3000);
    const context = get2d(canvas);
    const noise = context.createImageData(4000, 3000);
    const words = new Uint32Array(noise.data.buffer);
    for (let i = 0; i < words.length; i += 16_384) crypto.getRandomValues(words.subarray(i, i + 16_384));
    for (let i = 3; i < noise.data.length; i += 4) noise.data[i] = 255;
    context.putImageData(noise, 0, 0);
    const prepared = await prepareReceiptImage(await canvasToBlob(canvas, 'image/png'));
    await expectJpeg(prepared.image);
    expect(prepared.image.size).toBeLessThanOrEqual(MAX_BYTES);
    expect(prepared.width).toBeLessThan(2000);
    expect(prepared.width).toBeGreaterThan(1000);
    expect(Math.abs(prepared.width / prepared.height - 4 / 3)).toBeLessThan(0.01);
  }, 60_000);

  it('rejects bytes that are not an image with a message fit for the user', async () => {
    const text = new Blob(['Invoice INV-20417, Rs. 1,245.50'], { type: 'image/jpeg' });
    const failure = prepareReceiptImage(text);
    await expect(failure).rejects.toBeInstanceOf(ImageUnreadableError);
    await expect(failure).rejects.toThrow('This image could not be read. Please choose another.');
  });
});
