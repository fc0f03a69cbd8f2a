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
      const files = Object.keys(bundle).filter((file) => /\.(js|css|html|svg|webmanifest|json)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const data = await readFile(full);
          if (data.length < 1024) return;
          await writeFile(
            `${full}.br`,
            await brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${full}.gz`, await gz(data, { level: 9 }));
        }),
      );
    },
  };
}
