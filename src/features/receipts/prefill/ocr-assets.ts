// Where the text engine's files come from: our own origin, emitted by the build as hashed assets (never a CDN).
// The service worker leaves them out of its precache and keeps them at runtime (sw/sw.ts).
import englishData from '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz?url';
import workerScript from 'tesseract.js/dist/worker.min.js?url';
import coreNoSimd from 'tesseract.js-core/tesseract-core-lstm.wasm.js?url';
import coreSimd from 'tesseract.js-core/tesseract-core-simd-lstm.wasm.js?url';

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

export function ocrAssets(): OcrAssets {
  // tesseract.js asks for '<langPath>/eng.traineddata.gz'; the build keeps that name inside a hashed
  // folder (vite.config.ts, assetFileNames) so the file can still be cached for ever.
  const langPath = englishData.slice(0, englishData.lastIndexOf('/'));
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
