// JavaScript (gzip) each first view loads, measured from Chromium's requests, against react +
// react-dom alone bundled by the same Vite.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { PATHS } from '../../src/lib/paths';
import { launchBrowser, loginThroughApi } from '../support/browser';
import { FAKE_CAMERA_ARGS } from '../support/chromium';
import { startServerProcess } from '../support/server-process';
import type { BenchResult } from './bench-result';

const KB = 1024;
const LOGIN_BUDGET = 90 * KB;
const SCREEN_BUDGET = 25 * KB;
/** Issue 39: Hindi's /home loads at most this much JavaScript more than English's. */
const HINDI_EXTRA_BUDGET = 15 * KB;
const ROOT = path.resolve(import.meta.dirname, '../..');
/** Heavy pieces that only the receipt and date screens need. */
const LAZY_ONLY = [
  { label: 'cropperjs', pattern: /cropper/ },
  { label: 'flatpickr', pattern: /flatpickr/ },
  { label: 'the image worker', pattern: /\.worker-/ },
  { label: 'the receipt reader (tesseract, jsQR)', pattern: /tesseract|\/ocr-|reader-|jsqr/i },
];
/** The screens of the budget, each with something that shows its first view has rendered. */
const SCREENS = [
  { path: PATHS.home, ready: 'h1:text-is("My Expense Dashboard")' },
  { path: PATHS.myExpense, ready: 'h1:text-is("My Expense")' },
  { path: PATHS.sfc, ready: 'h1:text-is("SFC")' },
  { path: PATHS.camera, ready: 'main.camera' },
];

/** Gzip level 9, as the build's precompressed .gz copies (which the server sends) are made. */
async function gzipSize(file: string): Promise<number> {
  return gzipSync(await readFile(file), { level: 9 }).length;
}

const sum = async (files: Iterable<string>) => {
  let total = 0;
  for (const file of files) total += await gzipSize(path.join(ROOT, 'dist', file));
  return total;
};

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** react + react-dom rendering one element: the least any React app ships, built with the app's Vite. */
export async function reactBaselineBytes(): Promise<number> {
  const dir = path.join(ROOT, 'node_modules/.cache/bench-react-baseline');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'index.html'),
    '<div id="root"></div><script type="module" src="./main.tsx"></script>',
  );
  await writeFile(
    path.join(dir, 'main.tsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root') as HTMLElement).render(<h1>Hello</h1>);\n",
  );
  await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir: path.join(dir, 'dist'), target: 'es2022', reportCompressedSize: false },
  });
  const assets = path.join(dir, 'dist/assets');
  let total = 0;
  for (const file of await readdir(assets))
    if (file.endsWith('.js')) total += await gzipSize(path.join(assets, file));
  return total;
}

/** The scripts (paths under dist) a cold load of `url` requests, the service worker kept out. */
async function scriptsOf(
  browser: Browser,
  baseUrl: string,
  url: string,
  ready: string,
  signedIn: boolean,
  language?: 'hi',
): Promise<Set<string>> {
  // Blocking the service worker keeps its background precache out of the figure: the page's own
  // requests are what a first visit waits for.
  const context = await browser.newContext({
    baseURL: baseUrl,
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  try {
    const page = await context.newPage();
    if (signedIn) await loginThroughApi(page, baseUrl, 'asha');
    if (language) await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const pathname = new URL(request.url()).pathname;
      if (pathname.endsWith('.js') && pathname !== '/sw.js') scripts.add(pathname.slice(1));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator(ready).first().waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    return scripts;
  } finally {
    await context.close();
  }
}

export async function bundleBench(): Promise<BenchResult[]> {
  const baseline = await reactBaselineBytes();
  const server = await startServerProcess();
  const browser = await launchBrowser(FAKE_CAMERA_ARGS);
  const ratio = (bytes: number) => `${(bytes / baseline).toFixed(2)}× react`;
  const results: BenchResult[] = [
    { name: 'JS baseline: react + react-dom alone (gzip)', value: kb(baseline) },
  ];
  try {
    const login = await scriptsOf(browser, server.baseUrl, PATHS.login, 'text=User name', false);
    const loginBytes = await sum(login);
    results.push({
      name: `JS loaded by /login (${login.size} files, gzip)`,
      value: `${kb(loginBytes)} (${ratio(loginBytes)})`,
      budget: '≤ 90 KB',
      isWithinBudget: loginBytes <= LOGIN_BUDGET,
    });
    results.push(absent('/login', login));

    const loads = new Map<string, Set<string>>();
    for (const screen of SCREENS)
      loads.set(screen.path, await scriptsOf(browser, server.baseUrl, screen.path, screen.ready, true));
    // What every signed-in first view loads (the shell, Dexie, the outbox sender) belongs to no
    // screen; a screen's own chunks are what it loads beyond that.
    const all = [...loads.values()];
    const shell = new Set([...(all[0] ?? [])].filter((file) => all.every((scripts) => scripts.has(file))));
    const shellExtra = [...shell].filter((file) => !login.has(file));
    const shellBytes = await sum(shellExtra);
    results.push({
      name: `JS every signed-in first view loads beyond /login (${shellExtra.length} files, gzip)`,
      value: kb(shellBytes),
    });
    for (const [route, scripts] of loads) {
      const own = [...scripts].filter((file) => !shell.has(file));
      const total = await sum(scripts);
      const ownBytes = await sum(own);
      // BENCH_BUNDLES_FILES=1: each screen's own files with their sizes, to see what a budget is spent on.
      if (process.env.BENCH_BUNDLES_FILES) await printFiles(route, own);
      results.push({
        name: `JS of ${route}'s own chunks (${own.length} files; its cold load ${kb(total)}, ${ratio(total)})`,
        value: kb(ownBytes),
        budget: '≤ 25 KB',
        isWithinBudget: ownBytes <= SCREEN_BUDGET,
      });
      if (route === PATHS.home) results.push(absent('/home', scripts));
    }
    const english = await sum(loads.get(PATHS.home) ?? []);
    const hindi = await sum(
      await scriptsOf(browser, server.baseUrl, PATHS.home, 'h1:text-is("मेरा खर्च डैशबोर्ड")', true, 'hi'),
    );
    results.push({
      name: `JS of /home in Hindi beyond English (${kb(hindi)} against ${kb(english)}, gzip)`,
      value: kb(hindi - english),
      budget: '≤ 15 KB',
      isWithinBudget: hindi - english <= HINDI_EXTRA_BUDGET,
    });
  } finally {
    await browser.close();
    await server.dispose();
  }
  return results;
}

async function printFiles(route: string, files: readonly string[]): Promise<void> {
  const sized = await Promise.all(files.map(async (file) => ({ file, bytes: await sum([file]) })));
  for (const { file, bytes } of sized.sort((a, b) => b.bytes - a.bytes))
    console.log(`  ${route}: ${kb(bytes).padStart(8)}  ${file}`);
}

function absent(route: string, scripts: Set<string>): BenchResult {
  const present = LAZY_ONLY.filter(({ pattern }) => [...scripts].some((file) => pattern.test(file)));
  return {
    name: `cropperjs, flatpickr, image worker loaded by ${route}`,
    value: present.length ? present.map(({ label }) => label).join(', ') : 'none',
    budget: 'none',
    isWithinBudget: present.length === 0,
  };
}
