// The browser's JavaScript heap (after a full garbage collection, CDP Runtime.getHeapUsage): on /home
// signed in, with 100 receipts waiting in the outbox (offline, listed by /un-reported-expenses), and after a
// scripted month of use: 31 days of going round the main screens inside the app (no reloads), as a
// rep does between the first and the last of the month. Reported, not budgeted (issue 11).
import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser, waitForServiceWorkerControl } from '../support/browser';
import { apiLogin } from '../support/browser-receipts';
import { startServerProcess } from '../support/server-process';
import type { BenchResult } from './bench-result';
import { openSyncPage, syncThroughOutbox } from './sync';

const RECEIPTS = 100;
const DAYS = 31;

async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

/** Moves inside the app as its links do, and waits until the screen's requests have finished. */
async function goInside(page: Page, path: string, isBusy: () => boolean): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  for (let quiet = 0; quiet < 3; ) {
    await page.waitForTimeout(50);
    quiet = isBusy() ? 0 : quiet + 1;
  }
}

export async function memoryBench(): Promise<BenchResult[]> {
  const server = await startServerProcess();
  const browser = await launchBrowser();
  try {
    const login = await apiLogin(server.baseUrl, 'asha');
    const page = await openSyncPage(browser, server.baseUrl);
    // Offline, the screens' code comes from the service worker: the page must be under its control
    // first, or /un-reported-expenses' chunk cannot load ('This screen could not be loaded').
    await waitForServiceWorkerControl(page);
    await page.getByRole('heading', { name: 'My Expense Dashboard' }).waitFor();
    const cdp = await page.context().newCDPSession(page);
    const atHome = await heapMb(cdp);

    const inFlight = new Set<unknown>();
    page.on('request', (request) => inFlight.add(request));
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    const isBusy = () => inFlight.size > 0;

    // Offline, the sender keeps the receipts; the unreported bills list shows every one of them.
    await page.context().setOffline(true);
    const queued = syncThroughOutbox(page, login, RECEIPTS);
    // Should a step below fail, its error is the one reported, not this wait's.
    queued.catch(() => undefined);
    // The bench plants the receipts in IndexedDB directly, which Dexie's live queries do not see:
    // the list must open once they are all in, or it shows the outbox as it was.
    await page.waitForFunction(
      (count) =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('tourbook');
          open.onsuccess = () => {
            const request = open.result
              .transaction('outbox')
              .objectStore('outbox')
              .index('state')
              .count('queued');
            request.onsuccess = () => {
              open.result.close();
              resolve(request.result >= count);
            };
            request.onerror = () => resolve(false);
          };
          open.onerror = () => resolve(false);
        }),
      RECEIPTS,
      { polling: 100, timeout: 30_000 },
    );
    await goInside(page, '/un-reported-expenses', isBusy);
    const waitingRows = page.getByText('Waiting to upload');
    await waitingRows
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    const listed = await waitingRows.count();
    const withOutbox = await heapMb(cdp);
    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await queued;

    await goInside(page, '/home', isBusy);
    const today = new Date();
    const month = (back: number) => {
      const date = new Date(today.getFullYear(), today.getMonth() - back, 1);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
    };
    const round = [
      '/home',
      `/my-expense?month=${month(0)}`,
      `/my-expense?month=${month(1)}`,
      '/un-reported-expenses',
      '/notification',
      '/sfc',
      '/setting',
    ];
    const started = performance.now();
    for (let day = 0; day < DAYS; day++) {
      for (const path of round) await goInside(page, path, isBusy);
    }
    const navigations = DAYS * round.length;
    const seconds = (performance.now() - started) / 1000;
    const afterMonth = await heapMb(cdp);
    return [
      { name: 'Browser JS heap on /home, signed in', value: `${atHome.toFixed(1)} MB` },
      {
        name: `Browser JS heap with ${RECEIPTS} receipts waiting in the outbox (offline, /un-reported-expenses listing ${listed})`,
        value: `${withOutbox.toFixed(1)} MB`,
      },
      {
        name: `Browser JS heap after a month of use (${navigations} in-app navigations over ${DAYS} days' rounds, ${seconds.toFixed(0)} s)`,
        value: `${afterMonth.toFixed(1)} MB (${(afterMonth - atHome >= 0 ? '+' : '') + (afterMonth - atHome).toFixed(1)} MB from /home)`,
      },
    ];
  } finally {
    await browser.close();
    await server.dispose();
  }
}
