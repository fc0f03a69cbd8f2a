// Receipt prefill with the real reader: a bill's photo fills the invoice form's empty fields and marks
// them, a typed field stays, the setting keeps the reader from loading, and it reads offline after one
// online use.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { blockingViolations } from '../support/axe';
import { loginThroughApi, usePage, VIEWPORTS, waitForServiceWorkerControl } from '../support/browser';
import { FAKE_CAMERA_ARGS } from '../support/chromium';
import { type ReceiptSpec, receiptSpecs, renderReceipt } from '../support/receipt-images';
import { InvoiceFields, SettingPage, UploadBillPage } from './pages/receipts';

const baseUrl = inject('e2eBaseUrl');

/** The reader's own files: its door, its engine room and worker, and the text engine under /assets/ocr-*. */
const READER_ASSET = /\/assets\/(read-receipt-|reader-|receipt-reader\.worker-|ocr-)/;

/** A clean hotel bill from the labelled set: its invoice number, date and amount are known. */
const HOTEL_BILL = receiptSpecs({ perLayout: 1 }).find((spec) => spec.layout === 'hotel') as ReceiptSpec;

/** The bill as a PNG photo, drawn on a page of its own so the app's page is left alone. */
async function photoOf(context: BrowserContext, spec: ReceiptSpec): Promise<Buffer> {
  const drawing = await context.newPage();
  try {
    return await renderReceipt(drawing, spec);
  } finally {
    await drawing.close();
  }
}

/** The requests the page makes for the reader, workers' included. */
function readerRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (READER_ASSET.test(request.url())) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

const asPickerDate = (iso: string) => iso.split('-').reverse().join('/');
const asAmountField = (rupees: number) => (Number.isInteger(rupees) ? String(rupees) : rupees.toFixed(2));

describe.each(VIEWPORTS)('receipt prefill on the upload screen (%s)', (viewport) => {
  const fixture = usePage(viewport, baseUrl);

  it('fills the empty fields from the photo and marks them, and leaves the typed invoice number', async () => {
    const { page, context } = fixture;
    const photo = await photoOf(context, HOTEL_BILL);
    await loginThroughApi(page, baseUrl, 'rahul');
    const upload = await new UploadBillPage(page).open();
    const fields = upload.fields;
    await fields.invoiceNumber.fill('MY-OWN-NUMBER');

    await upload.attachFile('hotel-bill.png', 'image/png', photo);
    await expect
      .poll(() => fields.amount.inputValue(), { timeout: 30_000 })
      .toBe(asAmountField(HOTEL_BILL.truth.amount));
    expect(await fields.isMarkedAsRead('Invoice Amount')).toBe(true);
    expect(await fields.control('Expense Type').inputValue()).toBe('Accommodation');
    expect(await fields.isMarkedAsRead('Expense Type')).toBe(true);
    if (HOTEL_BILL.truth.invoiceDate) {
      expect(await fields.control('Invoice Date').inputValue()).toBe(
        asPickerDate(HOTEL_BILL.truth.invoiceDate),
      );
      expect(await fields.isMarkedAsRead('Invoice Date')).toBe(true);
    }
    expect(await fields.invoiceNumber.inputValue()).toBe('MY-OWN-NUMBER');
    expect(await fields.isMarkedAsRead('Invoice Number')).toBe(false);
    expect(await blockingViolations(page)).toEqual([]);

    // Editing a read field takes its mark away; a reload keeps values and marks.
    await fields.amount.fill('999');
    await expect.poll(() => fields.isMarkedAsRead('Invoice Amount')).toBe(false);
    await page.waitForFunction(async () =>
      JSON.stringify(await window.testIdb.all('drafts')).includes('"amount":"999"'),
    );
    await page.reload();
    await expect.poll(() => fields.amount.inputValue()).toBe('999');
    expect(await fields.isMarkedAsRead('Expense Type')).toBe(true);
    expect(await fields.isMarkedAsRead('Invoice Amount')).toBe(false);
    expect(await fields.invoiceNumber.inputValue()).toBe('MY-OWN-NUMBER');
  });

  it('reads nothing and loads no part of the reader when the setting is off', async () => {
    const { page, context } = fixture;
    const photo = await photoOf(context, HOTEL_BILL);
    const requests = readerRequests(page);
    await loginThroughApi(page, baseUrl, 'rahul');
    const setting = await new SettingPage(page).open();
    expect(await blockingViolations(page)).toEqual([]);
    await setting.turnOffBillReading();

    const upload = await new UploadBillPage(page).open();
    await upload.attachFile('hotel-bill.png', 'image/png', photo);
    // The file is kept and compressed (its size shows) long after a reading would have started.
    await page.getByText(/\d+\.\d KB/).waitFor();
    expect(await upload.fields.amount.inputValue()).toBe('');
    expect(await upload.fields.control('Expense Type').inputValue()).toBe('');
    expect(await page.getByText('Reading the photo...').count()).toBe(0);
    expect(requests).toEqual([]);
  });
});

describe('receipt prefill in the camera flow (mobile)', () => {
  const fixture = usePage('mobile', baseUrl, { browserArgs: FAKE_CAMERA_ARGS });

  it('reads a chosen photo while the preview shows, and the invoice details open filled and marked', async () => {
    const { page, context } = fixture;
    const photo = await photoOf(context, HOTEL_BILL);
    await loginThroughApi(page, baseUrl, 'rahul');
    await page.goto('/camera');
    await page
      .getByLabel('Upload a file')
      .setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: photo });
    await page.waitForURL('**/capture-image');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/captured-image-details');
    const fields = new InvoiceFields(page, 'Amount');
    await expect.poll(() => fields.isMarkedAsRead('Amount'), { timeout: 30_000 }).toBe(true);
    expect(await fields.invoiceNumber.inputValue()).toBe(HOTEL_BILL.truth.invoiceNo);
    expect(await fields.isMarkedAsRead('Invoice Number')).toBe(true);
    expect(await fields.control('Expense Type').inputValue()).toBe('Accommodation');
    expect(await blockingViolations(page)).toEqual([]);
  });
});

describe('receipt prefill offline after one online use (mobile)', () => {
  const fixture = usePage('mobile', baseUrl, { serviceWorker: true });

  it("reads a bill offline with the engine's files from the service worker's cache", async () => {
    const { page, context } = fixture;
    const photo = await photoOf(context, HOTEL_BILL);
    await loginThroughApi(page, baseUrl, 'asha');
    const upload = await new UploadBillPage(page).open();
    // Controlled by the service worker from now on, so the reader's files pass through its cache.
    await waitForServiceWorkerControl(page);
    await upload.attachFile('hotel-bill.png', 'image/png', photo);
    await expect.poll(() => upload.fields.isMarkedAsRead('Invoice Amount'), { timeout: 30_000 }).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/home');

    await context.setOffline(true);
    try {
      await upload.open();
      await upload.attachFile('hotel-bill.png', 'image/png', photo);
      await expect.poll(() => upload.fields.isMarkedAsRead('Invoice Amount'), { timeout: 30_000 }).toBe(true);
      expect(await upload.fields.invoiceNumber.inputValue()).toBe(HOTEL_BILL.truth.invoiceNo);
      // With the network off, only the service worker's runtime cache could have given the engine.
      const cached = await page.evaluate(async () =>
        (await (await caches.open('tourbook-ocr')).keys()).map((request) => new URL(request.url).pathname),
      );
      expect(cached.some((path) => path.endsWith('/eng.traineddata.gz'))).toBe(true);
    } finally {
      await context.setOffline(false);
    }
  });

  it('reads a bill chosen offline before the engine was ever fetched once the connection comes back', async () => {
    const { page, context } = fixture;
    const photo = await photoOf(context, HOTEL_BILL);
    await loginThroughApi(page, baseUrl, 'asha');
    const upload = await new UploadBillPage(page).open();
    await waitForServiceWorkerControl(page);
    const requests = readerRequests(page);

    await context.setOffline(true);
    try {
      await upload.attachFile('hotel-bill.png', 'image/png', photo);
      // The engine's files were asked for and could not come: the photo is left unread, quietly.
      await expect.poll(() => requests.some((path) => path.includes('/assets/ocr-'))).toBe(true);
      await expect.poll(() => page.getByText('Reading the photo...').count()).toBe(0);
      expect(await page.getByText('Could not read this photo').count()).toBe(0);
      expect(await upload.fields.amount.inputValue()).toBe('');
    } finally {
      await context.setOffline(false);
    }
    await expect.poll(() => upload.fields.isMarkedAsRead('Invoice Amount'), { timeout: 30_000 }).toBe(true);
    expect(await upload.fields.amount.inputValue()).toBe(asAmountField(HOTEL_BILL.truth.amount));
    expect(await upload.fields.invoiceNumber.inputValue()).toBe(HOTEL_BILL.truth.invoiceNo);
  });
});
