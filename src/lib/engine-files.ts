// Where the text engine's files come from: our own origin, emitted by the build as hashed assets (never a CDN),
// and how they get onto the device: the service worker leaves them out of its precache and keeps them
// at runtime (sw/sw.ts); after sign-in they are downloaded in the background (keepReaderOffline).
import englishData from '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz?url';
import marathiData from '@tesseract.js-data/mar/4.0.0_best_int/mar.traineddata.gz?url';
import workerScript from 'tesseract.js/dist/worker.min.js?url';
import coreNoSimd from 'tesseract.js-core/tesseract-core-lstm.wasm.js?url';
import coreSimd from 'tesseract.js-core/tesseract-core-simd-lstm.wasm.js?url';
import { readDeviceSetting } from './device-settings';
import { secondEngineFiles } from './second-engine-files';

/** The smallest module that uses a SIMD instruction: every phone browser of the last few years runs it. */
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98,
  11,
]);

export interface OcrAssets {
  workerPath: string;
  corePath: string;
  langPath: string;
}

/**
 * The scripts the text engine reads: Latin (its English model), and Devanagari (its Marathi model, which
 * reads Hindi's letters too, and Latin digits) for a bill labelled in Hindi or Marathi.
 */
export type Script = 'latin' | 'devanagari';

/** Each script's language, as tesseract.js names its model, and the model's file. */
export const SCRIPT_LANGUAGE = {
  latin: { language: 'eng', data: englishData },
  devanagari: { language: 'mar', data: marathiData },
} as const satisfies Record<Script, { language: string; data: string }>;

export function ocrAssets(script: Script = 'latin'): OcrAssets {
  // tesseract.js asks for '<langPath>/<language>.traineddata.gz'; the build keeps that name inside a
  // hashed folder (vite.config.ts, assetFileNames) so the file can still be cached for ever.
  const data: string = SCRIPT_LANGUAGE[script].data;
  const langPath = data.slice(0, data.lastIndexOf('/'));
  return {
    workerPath: absolute(workerScript),
    corePath: absolute(WebAssembly.validate(SIMD_PROBE) ? coreSimd : coreNoSimd),
    langPath: absolute(langPath),
  };
}

/** The engine's worker resolves paths against its own script, so every path is made absolute here. */
function absolute(url: string): string {
  return new URL(url, location.href).href;
}

/** The service worker's cache of the engine's files (sw/sw.ts; a unit test keeps the names equal). */
export const READER_CACHE = 'tourbook-ocr';

/** The files this device's reader fetches: its worker, its core build and each script's language data. */
export function readerFileUrls(): string[] {
  const assets = ocrAssets();
  return [
    assets.workerPath,
    assets.corePath,
    ...(['latin', 'devanagari'] as const).map((script) => absolute(SCRIPT_LANGUAGE[script].data)),
  ];
}

/** Whether every file the reader needs is on the device, so it reads a bill with no network. */
export async function isReaderReadyOffline(): Promise<boolean> {
  if (!('caches' in globalThis)) return false;
  const cache = await caches.open(READER_CACHE);
  for (const url of readerFileUrls()) {
    if (!(await cache.match(url))) return false;
  }
  return true;
}

/**
 * Puts the reader's files on the device before the first capture needs them (issue 40: a fresh
 * phone's first offline capture read nothing). Written into the service worker's cache from the
 * page, so it works before a worker controls the page; copies of an older build are dropped. The
 * second engine's files (about 18 MB) are not downloaded here: only a photo that needs them fetches them.
 */
export async function downloadReaderFiles(): Promise<boolean> {
  if (!('caches' in globalThis)) return false;
  const cache = await caches.open(READER_CACHE);
  const wanted = readerFileUrls();
  for (const url of wanted) {
    if (!(await cache.match(url))) await cache.add(url);
  }
  // The second engine's files (fetched only when a photo needs them) stay while this build names them.
  const kept = [...wanted, ...Object.values(secondEngineFiles())];
  for (const request of await cache.keys()) {
    if (!kept.includes(request.url)) await cache.delete(request);
  }
  return isReaderReadyOffline();
}

/**
 * After sign-in, in the background: the reader's files come down unless this device turned reading
 * off, is offline, or asks to save data. A failed download is tried again at the next start.
 */
export async function keepReaderOffline(): Promise<void> {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  if (!navigator.onLine || connection?.saveData) return;
  if (!(await readDeviceSetting('readBillsFromPhotos'))) return;
  await downloadReaderFiles().catch(() => false);
}
