// A phone whose storage is full (issue 12, faults): saving a receipt says so plainly, keeps what
// the user typed on the screen, and loses nothing saved before. Offline throughout, so the
// receipts wait in the outbox and the shared server is never changed.
//
// How the disk fills: DevTools' Storage.overrideQuotaForOrigin was tried first and changes nothing
// on Chromium 156 (the estimate keeps the real quota, writes go through), and filling a real
// multi-GB quota is no test. So, once the test says the disk is full, IndexedDB's own `add` on the
// outbox fails with the error Chromium gives for a full disk, QuotaExceededError; everything above
// it (Dexie, the outbox, the form) is the app as shipped.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loginThroughApi, usePage, waitForServiceWorkerControl } from '../support/browser';
import { drawReceiptJpeg } from '../support/browser-receipts';
import { readOutbox } from '../support/outbox-e2e';
import { SettingPage, UnreportedBillsPage, UploadBillPage } from './pages/receipts';

const baseUrl = inject('e2eBaseUrl');
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}`;
const STORAGE_FULL =
  'This phone has no storage space left, so this receipt was not saved. Free some space and save it again; receipts saved earlier are safe.';

declare global {
  interface Window {
    isDiskFull?: boolean;
  }
}

/** Before the app loads: IndexedDB refuses new outbox rows while `window.isDiskFull` is set. */
function fillableDisk() {
  const add = IDBObjectStore.prototype.add;
  IDBObjectStore.prototype.add = function (this: IDBObjectStore, ...args: Parameters<typeof add>) {
    if (window.isDiskFull && this.name === 'outbox') {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    return add.apply(this, args);
  };
}

const setDiskFull = (page: Page, isFull: boolean) =>
  page.evaluate((full) => {
    window.isDiskFull = full;
  }, isFull);

async function queuedNumbers(page: Page): Promise<string[]> {
  return (await readOutbox(page))
    .map((item) => String(item.body?.InvoiceNumber ?? ''))
    .filter(Boolean)
    .sort();
}

describe('a full phone (desktop upload form, offline)', () => {
  const fixture = usePage('desktop', baseUrl, { serviceWorker: true });

  it('refuses the new receipt with a clear message, keeps the form and every receipt saved before', async () => {
    const { page, context } = fixture;
    await page.addInitScript(fillableDisk);
    await loginThroughApi(page, baseUrl, 'meera');
    // The photo reader would load its engine; this test is about the outbox alone.
    await (await new SettingPage(page).open()).turnOffBillReading();
    // Offline, the shell and the next screen come from the service worker.
    await waitForServiceWorkerControl(page);
    const saved = unique('FULL-A');
    const refused = unique('FULL-B');

    await context.setOffline(true);
    const upload = await new UploadBillPage(page).open();
    await upload.attachFile('first.jpg', 'image/jpeg', await drawReceiptJpeg(page, `Lunch ${saved}`));
    await page.getByText('first.jpg').waitFor();
    await upload.fields.fill({ expenseType: 'Food', invoiceNumber: saved, day: 1, amount: '120' });
    await upload.save();
    await new UnreportedBillsPage(page).waitForIt();
    await expect.poll(() => queuedNumbers(page)).toEqual([saved]);

    await upload.open();
    await upload.attachFile('second.jpg', 'image/jpeg', await drawReceiptJpeg(page, `Dinner ${refused}`));
    await page.getByText('second.jpg').waitFor();
    await upload.fields.fill({ expenseType: 'Food', invoiceNumber: refused, day: 1, amount: '340' });
    await setDiskFull(page, true);
    await upload.save();

    const alert = page.getByRole('alertdialog', { name: STORAGE_FULL });
    await alert.waitFor();
    await expect(upload.fields.invoiceNumber.inputValue()).resolves.toBe(refused);
    await expect(upload.fields.amount.inputValue()).resolves.toBe('340');
    await expect(page.getByText('second.jpg').count()).resolves.toBe(1);
    await expect(queuedNumbers(page)).resolves.toEqual([saved]);

    // Room again (the user freed some space): the same form saves as it stands.
    await setDiskFull(page, false);
    await alert.getByRole('button', { name: 'OK' }).click();
    await alert.waitFor({ state: 'detached' });
    await upload.save();
    await new UnreportedBillsPage(page).waitForIt();
    await expect.poll(() => queuedNumbers(page)).toEqual([saved, refused].sort());
  });
});
