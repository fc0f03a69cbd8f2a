// The main-thread path of the receipt image pipeline, for browsers without a usable worker.
import { afterEach, expect, it, vi } from 'vitest';
import { canvasToBlob, drawReceiptPhoto, preparedCounts } from '../../../tests/support/test-images';
import { ImageUnreadableError, prepareReceiptImage } from './prepare-image';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function photoJpeg(): Promise<Blob> {
  return canvasToBlob(drawReceiptPhoto(2400, 1800).canvas, 'image/jpeg', 0.92);
}

it('prepares the image on the main thread when the browser has no Worker', async () => {
  const input = await photoJpeg();
  vi.stubGlobal('Worker', undefined);
  const prepared = await prepareReceiptImage(input);
  expect(prepared.image.type).toBe('image/jpeg');
  expect([prepared.width, prepared.height]).toEqual([2000, 1500]);
  expect(prepared.image.size).toBeLessThanOrEqual(400_000);
  expect(preparedCounts()).toEqual({ inWorker: 0, onMainThread: 1 });
  await expect(prepareReceiptImage(new Blob(['not an image']))).rejects.toBeInstanceOf(ImageUnreadableError);
});

it('redoes the work on the main thread when the worker script cannot load (offline, not cached)', async () => {
  const input = await photoJpeg();
  const RealWorker = Worker;
  vi.stubGlobal(
    'Worker',
    class extends RealWorker {
      constructor(_url: string | URL, options?: WorkerOptions) {
        super('/no-such-worker-script.js', options);
      }
    },
  );
  const before = preparedCounts();
  const prepared = await prepareReceiptImage(input);
  expect(prepared.image.type).toBe('image/jpeg');
  expect([prepared.width, prepared.height]).toEqual([2000, 1500]);
  const after = preparedCounts();
  expect(after.onMainThread - before.onMainThread).toBe(1);
  expect(after.inWorker).toBe(before.inWorker);
});
