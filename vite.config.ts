// Builds the PWA: React, the service worker from sw/ (injectManifest), precompressed assets.
// index.html links the top-level manifest.webmanifest, so Vite emits it as a hashed asset.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8081';
/**
 * The text engines' files (tesseract's language data, wasm core builds and worker script; the second
 * engine's models, dictionary and onnxruntime's wasm: src/lib/second-engine-files.ts) each go in a folder
 * of their own, /assets/ocr-<hash>/, under their own name: tesseract.js asks for '<langPath>/
 * eng.traineddata.gz' (or mar.traineddata.gz) by name, and one prefix lets the service worker tell them apart.
 */
const OCR_ASSET =
  /^((eng|mar)\.traineddata\.gz|tesseract-core-[a-z-]+\.wasm\.js|worker\.min\.js|ch_PP-OCRv4_(det|rec)_infer\.onnx|ppocr_keys_v1\.txt|ort-wasm-simd-threaded\.wasm)$/;

/** Vite's own naming, except for the text engine's files (above); the reading bench builds with it too. */
export function assetFileNames(asset: { names: string[] }): string {
  return asset.names.some((name) => OCR_ASSET.test(name))
    ? 'assets/ocr-[hash]/[name][extname]'
    : 'assets/[name]-[hash][extname]';
}

/**
 * A worker's lazy chunks: the second engine's (src/features/receipts/prefill/second/paddle-engine.ts with
 * onnxruntime) goes beside its models in /assets/ocr-<hash>/, so that, like them, it is kept by the
 * service worker on first use (sw/sw.ts) and never precached.
 */
export function workerChunkFileNames(chunk: { moduleIds: readonly string[] }): string {
  return chunk.moduleIds.some((id) => id.includes('/prefill/second/paddle-engine'))
    ? 'assets/ocr-[hash]/second-engine.js'
    : 'assets/[name]-[hash].js';
}

export default defineConfig({
  define: {
    // Shown in /setting, so a user can tell support which build they run.
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion()),
  },

  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // A classic worker: the ES module format fails to start on Vite 8 (TOOLCHAIN.md).
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The receipt reader's engine (about 8 MB) is fetched on first use and kept by a runtime
        // cache in sw/sw.ts; precaching it would cost every install those megabytes.
        globIgnores: ['**/node_modules/**/*', '**/ocr-*/**'],
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  server: {
    port: 8080,
    proxy: { '/api': API_TARGET, '/health': API_TARGET },
  },
  build: {
    target: 'es2022',
    // No preload helper around each dynamic import: on a signed-in first view it inserted a
    // <link rel=modulepreload> per dependency of every lazy chunk, a main-thread cost Lighthouse
    // counted as blocking time; the service worker serves the chunks from its precache anyway
    // (docs/decisions.md, Performance, second pass).
    modulePreload: false,
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: {
      // Rolldown's slow-plugin notice ('[PLUGIN_TIMINGS]') is yellow and reads like a warning on a
      // newcomer's first `npm start`; plugin time is measured in `npm run bench` instead.
      checks: { bundlerTimings: false },
      output: {
        assetFileNames,
      },
    },
  },
  worker: {
    // Module workers (src/features/receipts/prefill/prepare-client.ts starts them with type 'module'),
    // so that a worker's dynamic import is a chunk of its own: the reader's worker, precached and loaded
    // with every reading, no longer carries the second engine (onnxruntime's JavaScript, 25 KB gzip).
    format: 'es',
    // The reader's worker names the second engine's files too (src/lib/second-engine-files.ts).
    rollupOptions: { output: { assetFileNames, chunkFileNames: workerChunkFileNames } },
  },
});

/** The package version, with the commit when the build runs in a git checkout, e.g. '0.1.0 (7022905)'. */
function appVersion(): string {
  const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
    return commit ? `${version} (${commit})` : version;
  } catch {
    return version;
  }
}

/** Writes .br and .gz beside each text asset, so the server sends them without compressing per request. */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = 'dist';
  return {
    name: 'tourbook-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) =>
        /\.(js|css|html|svg|webmanifest|json|wasm)$/.test(file),
      );
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const data = await readFile(full);
          if (data.length < 1024) return;
          // Brotli's best quality takes about 25 s a file for the text engine's 3.9 MB cores; quality 9
          // takes well under a second and gives up a few per cent. The second engine's 14 MB wasm takes
          // 17 s at 9 and 2 s at 5, for 2.8 MB against 2.7 MB.
          const quality = data.length > 10_000_000 ? 5 : data.length > 1_000_000 ? 9 : 11;
          await writeFile(
            `${full}.br`,
            await brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
          );
          await writeFile(`${full}.gz`, await gz(data, { level: 9 }));
        }),
      );
    },
  };
}
