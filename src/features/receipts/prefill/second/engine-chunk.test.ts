// The second engine's code is built as a chunk of the reader's worker (vite.config.ts): it must land beside
// its models, where the service worker keeps it on first use, and never in the precache.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { workerChunkFileNames } from '../../../../../vite.config';

const ENGINE = '/app/src/features/receipts/prefill/second/paddle-engine.ts';

describe("the second engine's chunk", () => {
  it('is named into a folder of the reader’s files, other worker chunks as usual', () => {
    expect(workerChunkFileNames({ moduleIds: ['/app/node_modules/onnxruntime-web/x.mjs', ENGINE] })).toBe(
      'assets/ocr-[hash]/second-engine.js',
    );
    expect(workerChunkFileNames({ moduleIds: ['/app/src/features/receipts/prefill/pixels.ts'] })).toBe(
      'assets/[name]-[hash].js',
    );
  });

  it('is kept by the service worker in a cache of its own, which the page does not prune', async () => {
    const serviceWorker = await readFile(new URL('../../../../../sw/sw.ts', import.meta.url), 'utf8');
    const own = serviceWorker.indexOf(String.raw`/^\/assets\/ocr-[^/]+\/second-engine\.js$/`);
    const files = serviceWorker.indexOf(String.raw`/^\/assets\/ocr-[^/]+\//`);
    // Workbox answers with the first route that matches: the chunk's own comes before the files'.
    expect(own).toBeGreaterThan(-1);
    expect(own).toBeLessThan(files);
    expect(serviceWorker).toContain("cacheName: 'tourbook-ocr-code'");
  });
});
