// Renders the PWA icons (public/icons/*.png) from the SVG sources with the system Chromium.
// Run after changing public/logo.svg or scripts/maskable-icon.svg: npx tsx scripts/render-icons.ts
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const ICONS = [
  { source: 'public/logo.svg', size: 192, out: 'public/icons/icon-192.png' },
  { source: 'public/logo.svg', size: 512, out: 'public/icons/icon-512.png' },
  { source: 'scripts/maskable-icon.svg', size: 512, out: 'public/icons/icon-maskable-512.png' },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const icon of ICONS) {
    const svg = await readFile(icon.source, 'utf8');
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)}</body></html>`,
    );
    await writeFile(icon.out, await page.screenshot({ omitBackground: true }));
    await page.close();
    console.log(`${icon.out} (${icon.size}px)`);
  }
} finally {
  await browser.close();
}
