// JavaScript that a first visit to /login loads, gzipped, as the server sends it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../support/browser';
import { startServerProcess } from '../support/server-process';
import type { BenchResult } from './run';

const BUDGET_BYTES = 120 * 1024;

export async function loginBundleBench(): Promise<BenchResult[]> {
  const server = await startServerProcess();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(`${server.baseUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('User name').waitFor();
    let gzipped = 0;
    // Measured on the built files, as the server's precompressed .gz copies are made (level 9).
    for (const script of scripts)
      gzipped += gzipSync(await readFile(path.join('dist', script)), { level: 9 }).length;
    return [
      {
        name: `JavaScript loaded by /login (${scripts.size} files, gzip)`,
        value: `${(gzipped / 1024).toFixed(1)} KB`,
        budget: '120 KB',
        isWithinBudget: gzipped <= BUDGET_BYTES,
      },
    ];
  } finally {
    await browser.close();
    await server.dispose();
  }
}
