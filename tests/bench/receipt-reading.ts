// The receipt reader's budgets (issues 13, 28 and 43): the labelled set of tests/support/receipt-set.ts and the
// demo bills (or, with BENCH_RECEIPTS_SET=wild, issue 43's second set, tests/support/wild-receipts.ts; with
// BENCH_RECEIPTS_SET=third, the third set, written blind: tests/support/third-receipts.ts), read by the real
// readReceipt in Chromium from a page built by Vite, scored field by field,
// for the tuning half and the held-out half apart. The budgets are the held-out half's: a change to the
// reader counts by what that half shows, and its receipts are not printed one by one unless asked
// (BENCH_SHOW_HELD_OUT=1), so that the reader is not tuned against them by accident.
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'vite';
import { assetFileNames, workerChunkFileNames } from '../../vite.config';
import { launchBrowser } from '../support/browser';
import { demoReceipts, renderReceipt } from '../support/receipt-images';
import { receiptSet } from '../support/receipt-set';
import { renderThird } from '../support/third-camera';
import { thirdSet } from '../support/third-receipts';
import { renderWild } from '../support/wild-camera';
import { wildSet } from '../support/wild-receipts';
import type { BenchResult } from './bench-result';
import { readPaddle } from './receipt-paddle';
import { logSample, report } from './receipt-scoring';
import { secondReadingResults } from './receipt-second';
import { logTrace, traceResults } from './receipt-trace';

const ROOT = path.resolve(import.meta.dirname, '../..');
// One folder per run: two runs at once (one set of rules against another) do not rebuild each other's page.
const HARNESS_DIR = path.join(ROOT, `node_modules/.cache/bench-receipt-reader-${process.pid}`);
/**
 * BENCH_RECEIPTS_SET=wild reads issue 43's second set (tests/support/wild-receipts.ts), =third the third set,
 * written blind (tests/support/third-receipts.ts); both all held out.
 */
const SET = (['wild', 'third'] as const).find((name) => name === process.env.BENCH_RECEIPTS_SET) ?? 'main';
/** BENCH_TRACE=1: each picture also read whole by the bare engine, and the reader's stages kept. */
const TRACE = Boolean(process.env.BENCH_TRACE);
/** BENCH_TRACE_ENGINE=paddle: the trace's bare stage read by PaddleOCR too, beside tesseract (receipt-paddle.ts). */
const SECOND_ENGINE = TRACE && process.env.BENCH_TRACE_ENGINE === 'paddle';
const SAVE = Boolean(process.env.BENCH_RECEIPTS_SAVE);

const PREFILL = path.join(ROOT, 'src/features/receipts/prefill');
/**
 * The harness: readReceipt as the app imports it, plus the lines and stages of the last read for scoring,
 * and the bare engine (LSTM, its default page segmentation, no preparation) for the trace.
 */
const HARNESS_MAIN = `
import { readReceipt } from '${PREFILL}/read-receipt.ts';
import { ocrAssets } from '${path.join(ROOT, 'src/lib/engine-files.ts')}';
import { createWorker } from 'tesseract.js';
const blobOf = (base64, type) => new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], { type });
window.read = async (base64, type) => {
  const reading = await readReceipt(blobOf(base64, type));
  const { lastTextLines, lastTrace } = await import('${PREFILL}/reader.ts');
  return { reading, lines: lastTextLines(), trace: lastTrace() };
};
let bare;
window.readBare = async (base64, type) => {
  bare ??= createWorker('eng', 1, { ...ocrAssets(), workerBlobURL: false, cacheMethod: 'none', gzip: true });
  const { data } = await (await bare).recognize(blobOf(base64, type));
  return data.text;
};
window.prepared = async (base64, type) => {
  const { prepare } = await import('${PREFILL}/prepare-client.ts');
  const reply = await prepare(blobOf(base64, type)).prepared;
  if (reply.outcome !== 'prepared') return null;
  const bytes = new Uint8Array(await reply.image.arrayBuffer());
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
};
window.readSecondAlways = async (base64, type) => {
  const { readSecond } = await import('${PREFILL}/prepare-client.ts');
  return readSecond(blobOf(base64, type));
};
window.isReady = true;
`;

import type { Sample, Scored } from './receipt-samples';

export type { Group, Sample, Scored } from './receipt-samples';

export async function receiptReadingBench(): Promise<BenchResult[]> {
  const dist = await buildHarness();
  const server = await serve(dist);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchBrowser();
  try {
    const samples = await makeSamples(browser);
    const context = await browser.newContext();
    const page = await context.newPage();
    const foreign = new Set<string>();
    page.on('request', (request) => {
      const url = request.url();
      if (/^https?:/.test(url) && !url.startsWith(origin)) foreign.add(url);
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    // The harness has no icon; the browser's request for one is no concern of the reader's.
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
    await page.goto(`${origin}/index.html`);
    await page.waitForFunction(() => (window as { isReady?: boolean }).isReady === true);
    const scored: Scored[] = [];
    for (const sample of samples) {
      const { trace, ...result } = (await callPage(page, 'read', sample)) as Omit<Scored, 'sample'>;
      const started = performance.now();
      const bare = TRACE ? ((await callPage(page, 'readBare', sample)) as string) : undefined;
      const bareMillis = performance.now() - started;
      const second = SECOND_ENGINE ? await readPaddle(sample.image, sample.type) : undefined;
      const secondReading = trace?.secondReading;
      // BENCH_SECOND_EVERY_PHOTO=1 (for diagnosis): the reader's second engine reads every photo, asked or
      // not, so that a rule joining both engines' readings can be weighed on the saved lines.
      const everySecond =
        process.env.BENCH_SECOND_EVERY_PHOTO && sample.group === 'degraded'
          ? ((await callPage(page, 'readSecondAlways', sample)) as Scored['secondLines'])
          : undefined;
      scored.push({
        sample,
        ...result,
        // The second engine's lines are kept only in a saved run (BENCH_RECEIPTS_SAVE), for rescoring.
        ...(secondReading
          ? { secondReading: { ...secondReading, lines: SAVE ? secondReading.lines : [] } }
          : {}),
        ...(everySecond ? { secondLines: everySecond } : {}),
        ...(trace && bare !== undefined ? { trace: { ...trace, bare, bareMillis, second } } : {}),
      });
      if (process.env.BENCH_VERBOSE) logSample(scored.at(-1) as Scored);
      if (TRACE) logTrace(scored.at(-1) as Scored);
      if (process.env.BENCH_SAVE_PREPARED) await savePrepared(page, sample);
    }
    await context.close();
    // BENCH_RECEIPTS_SAVE=file keeps each receipt's recognised lines and reading, to weigh a change to
    // the text rules (parse-text.ts) without reading the pictures again: tests/bench/receipt-rescore.ts.
    if (process.env.BENCH_RECEIPTS_SAVE)
      await writeFile(
        process.env.BENCH_RECEIPTS_SAVE,
        JSON.stringify(
          scored.map(({ sample: { image: _image, ...sample }, ...rest }) => ({ sample, ...rest })),
        ),
      );
    return [
      ...report(scored, foreign, warnings, SET),
      ...secondReadingResults(scored),
      ...(TRACE ? traceResults(scored) : []),
    ];
  } finally {
    await browser.close();
    server.close();
    await rm(HARNESS_DIR, { recursive: true, force: true });
  }
}

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

type Page = Awaited<ReturnType<Browser['newPage']>>;

function callPage(page: Page, name: 'read' | 'readBare' | 'readSecondAlways' | 'prepared', sample: Sample) {
  return page.evaluate(
    ([call, base64, type]) =>
      (window as unknown as Record<string, (b: string, t: string) => Promise<unknown>>)[call]?.(base64, type),
    [name, sample.image.toString('base64'), sample.type] as const,
  );
}

/** BENCH_SAVE_PREPARED=dir: the picture the engine is given, as the reader's worker prepared it, as a PNG. */
async function savePrepared(page: Page, sample: Sample): Promise<void> {
  if (sample.half === 'held-out' && !process.env.BENCH_SHOW_HELD_OUT) return;
  const base64 = (await callPage(page, 'prepared', sample)) as string | null;
  if (base64)
    await writeFile(path.join(process.env.BENCH_SAVE_PREPARED ?? '.', `${sample.id}.png`), base64, 'base64');
}

/** A held-out set's draw: BENCH_RECEIPTS_SEED (the set's own by default), BENCH_RECEIPTS_PER_LAYOUT (2). */
const heldOutDraw = (seed: number) => ({
  seed: Number(process.env.BENCH_RECEIPTS_SEED ?? seed),
  perLayout: Number(process.env.BENCH_RECEIPTS_PER_LAYOUT ?? 2),
});

/** A held-out set's receipts (the second set, the third): every layout held out, a photo 'degraded'. */
async function makeHeldOutSamples<
  Spec extends { id: string; truth: Sample['truth']; shot?: { scale: 2 | 3 } },
>(
  browser: Browser,
  specs: Spec[],
  render: (page: Page, spec: Spec) => Promise<{ image: Buffer; type: string }>,
): Promise<Sample[]> {
  const pages = {
    2: await browser.newPage({ deviceScaleFactor: 2 }),
    3: await browser.newPage({ deviceScaleFactor: 3 }),
  };
  const only = process.env.BENCH_RECEIPTS_ONLY ? new RegExp(process.env.BENCH_RECEIPTS_ONLY) : null;
  const samples: Sample[] = [];
  for (const spec of specs) {
    if (only && !only.test(spec.id)) continue;
    const { image, type } = await render(pages[spec.shot?.scale ?? 2], spec);
    const group = spec.shot ? 'degraded' : 'clean';
    samples.push({ id: spec.id, group, half: 'held-out', image, type, truth: spec.truth });
  }
  await Promise.all(Object.values(pages).map((page) => page.close()));
  return samples;
}

async function makeSamples(browser: Browser): Promise<Sample[]> {
  if (SET === 'wild') return makeHeldOutSamples(browser, wildSet(heldOutDraw(43)), renderWild);
  if (SET === 'third') return makeHeldOutSamples(browser, thirdSet(heldOutDraw(61)), renderThird);
  const page = await browser.newPage({ deviceScaleFactor: 2 });
  const samples: Sample[] = [];
  const perLayout = Number(process.env.BENCH_RECEIPTS_PER_LAYOUT ?? 4);
  const only = process.env.BENCH_RECEIPTS_ONLY ? new RegExp(process.env.BENCH_RECEIPTS_ONLY) : null;
  const half = process.env.BENCH_RECEIPTS_HALF;
  const seed = Number(process.env.BENCH_RECEIPTS_SEED ?? 13);
  for (const spec of receiptSet({ seed, perLayout })) {
    if (only && !only.test(spec.id)) continue;
    if (half && spec.half !== half) continue;
    samples.push({
      id: spec.id,
      group: spec.degradation ? 'degraded' : 'clean',
      half: spec.half,
      image: await renderReceipt(page, spec),
      type: 'image/png',
      truth: spec.truth,
    });
  }
  await page.close();
  if (only || half) return samples;
  for (const demo of await demoReceipts())
    samples.push({
      id: demo.id,
      group: 'demo',
      half: 'demo',
      image: demo.image,
      type: 'image/jpeg',
      truth: demo.truth,
    });
  return samples;
}

async function buildHarness(): Promise<string> {
  await rm(HARNESS_DIR, { recursive: true, force: true });
  await mkdir(HARNESS_DIR, { recursive: true });
  await writeFile(
    path.join(HARNESS_DIR, 'index.html'),
    '<!doctype html><meta charset="utf-8"><title>receipt reading bench</title><script type="module" src="./main.ts"></script>',
  );
  await writeFile(path.join(HARNESS_DIR, 'main.ts'), HARNESS_MAIN);
  const outDir = path.join(HARNESS_DIR, 'dist');
  await build({
    configFile: false,
    root: HARNESS_DIR,
    logLevel: 'silent',
    build: {
      outDir,
      target: 'es2022',
      reportCompressedSize: false,
      rollupOptions: { output: { assetFileNames } },
    },
    // The app's worker settings (vite.config.ts): the second engine's code a chunk of its own, as users get it.
    worker: {
      format: 'es',
      rollupOptions: { output: { assetFileNames, chunkFileNames: workerChunkFileNames } },
    },
  });
  return outDir;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.mjs': 'text/javascript',
  '.gz': 'application/gzip',
};

/** A plain static server: the built app's server sends these files the same way (no re-encoding). */
function serve(root: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    const file = path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    try {
      if (!file.startsWith(root) || !(await stat(file)).isFile()) throw new Error('not found');
      response.setHeader('content-type', TYPES[path.extname(file)] ?? 'application/octet-stream');
      createReadStream(file).pipe(response);
    } catch {
      response.statusCode = 404;
      response.end();
    }
  });
  // BENCH_RECEIPTS_PORT: a port of one's own on a shared machine (any free one by default).
  const port = Number(process.env.BENCH_RECEIPTS_PORT ?? 0);
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
