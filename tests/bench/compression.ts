// The receipt image budget: a 12-megapixel photo through the real pipeline in Chromium, and whether the
// built app's service worker precaches the compression worker (so it never needs the network offline).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { launchBrowser } from '../support/browser';
import type { BenchResult } from './bench-result';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MAX_BYTES = 400_000;
const MAX_SIDE = 2000;
const RUNS = 5;

interface Measured {
  input: { bytes: number; width: number; height: number };
  output: { bytes: number; width: number; height: number };
  thumbnail: { bytes: number };
  timesMs: number[];
  inWorker: number;
}

/**
 * The page the bench opens: it draws the same seeded receipt photo as the browser tests, encodes it
 * as a phone would (JPEG 0.92), then times prepareReceiptImage, the module the app ships.
 */
const HARNESS = `<!doctype html><meta charset="utf-8"><title>compression bench</title>
<script type="module">
  import { prepareReceiptImage } from '/src/lib/image/prepare-image.ts';
  import { canvasToBlob, drawReceiptPhoto, preparedCounts } from '/tests/support/test-images.ts';
  window.runBench = async (runs) => {
    const photo = drawReceiptPhoto(4000, 3000);
    const input = await canvasToBlob(photo.canvas, 'image/jpeg', 0.92);
    await prepareReceiptImage(input); // starts the worker and warms the codecs, as a second photo finds them
    const timesMs = [];
    let prepared;
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      prepared = await prepareReceiptImage(input);
      timesMs.push(performance.now() - started);
    }
    return {
      input: { bytes: input.size, width: photo.canvas.width, height: photo.canvas.height },
      output: { bytes: prepared.image.size, width: prepared.width, height: prepared.height },
      thumbnail: { bytes: prepared.thumbnail.size },
      timesMs,
      inWorker: preparedCounts().inWorker,
    };
  };
  window.isBenchReady = true;
</script>`;

function harness(): Plugin {
  return {
    name: 'compression-bench-harness',
    configureServer(server) {
      server.middlewares.use('/compression-bench', (_request, response) => {
        response.setHeader('content-type', 'text/html');
        response.end(HARNESS);
      });
    },
  };
}

export async function compressionBench(): Promise<BenchResult[]> {
  const server = await createServer({
    root: ROOT,
    configFile: false,
    logLevel: 'error',
    plugins: [harness()],
    server: { port: 0, host: '127.0.0.1' },
  });
  await server.listen();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(`${server.resolvedUrls?.local[0] ?? ''}compression-bench`);
    await page.waitForFunction(() => (window as { isBenchReady?: boolean }).isBenchReady === true);
    const measured = (await page.evaluate(
      (runs) => (window as unknown as { runBench: (runs: number) => Promise<unknown> }).runBench(runs),
      RUNS,
    )) as Measured;
    return [...report(measured), await precacheResult()];
  } finally {
    await browser.close();
    await server.close();
  }
}

function report({ input, output, thumbnail, timesMs, inWorker }: Measured): BenchResult[] {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  const sorted = [...timesMs].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  const isWithinBudget = output.bytes <= MAX_BYTES && Math.max(output.width, output.height) <= MAX_SIDE;
  return [
    {
      name: 'Receipt photo in (JPEG 0.92)',
      value: `${input.width} x ${input.height} px, ${kb(input.bytes)}`,
    },
    {
      name: 'Receipt photo stored (JPEG)',
      value: `${output.width} x ${output.height} px, ${kb(output.bytes)}`,
      budget: `${MAX_BYTES / 1000} KB and ${MAX_SIDE} px`,
      isWithinBudget,
    },
    { name: 'Receipt thumbnail (JPEG)', value: kb(thumbnail.bytes) },
    {
      name: `Receipt compression time, median of ${timesMs.length} (${inWorker > 0 ? 'in the worker' : 'main thread'})`,
      value: `${median.toFixed(0)} ms (${sorted.map((ms) => ms.toFixed(0)).join(', ')})`,
      budget: '≤ 500 ms median',
      isWithinBudget: median <= 500,
    },
  ];
}

/** The compression worker is a chunk of its own; offline it must come from the service worker's precache. */
async function precacheResult(): Promise<BenchResult> {
  const name = 'Compression worker chunk in the service worker precache';
  const chunks = (await readdir(path.join(ROOT, 'dist/assets'))).filter(
    (file) => file.startsWith('compress.worker') && file.endsWith('.js'),
  );
  if (chunks.length === 0) return { name, value: 'not in the build (no screen imports the pipeline yet)' };
  const serviceWorker = await readFile(path.join(ROOT, 'dist/sw.js'), 'utf8');
  const isPrecached = chunks.every((chunk) => serviceWorker.includes(`assets/${chunk}`));
  return {
    name,
    value: `${chunks.join(', ')}: ${isPrecached ? 'yes' : 'no'}`,
    budget: 'yes',
    isWithinBudget: isPrecached,
  };
}
