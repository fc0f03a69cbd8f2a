// The checks of a bill end to end (issue 37): the same picture sent again by a colleague is told
// at once, and NIC's real signed e-invoice QR shows its bill as verified.
import { readFileSync } from 'node:fs';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { businessDate, formatListDate } from '../../src/pure/calendar';
import { loginThroughApi, usePage } from '../support/browser';
import { apiLogin, drawReceiptJpeg, uploadThroughApi } from '../support/browser-receipts';
import { UnreportedBillsPage, UploadBillPage } from './pages/receipts';

const baseUrl = inject('e2eBaseUrl');
const SAMPLE_QR = readFileSync(
  new URL('../../server/domains/checks/fixtures/sample-signed-qr.txt', import.meta.url),
  'utf8',
).trim();

/**
 * A photo of an e-invoice's QR: NIC's real signed sample is some 1,100 characters, too dense for the
 * drawn receipts' small QR box, so the photo is of the QR alone, as a phone held close takes it.
 */
async function photoOfSampleQr(): Promise<Buffer> {
  const qr = await QRCode.toBuffer(SAMPLE_QR, { scale: 6, margin: 6, errorCorrectionLevel: 'M' });
  return sharp(qr).jpeg({ quality: 90 }).toBuffer();
}

describe('the checks of a bill (desktop)', () => {
  const fixture = usePage('desktop', baseUrl);

  it("tells rahul that asha's bill, re-compressed, looks like one already claimed", async () => {
    const { page } = fixture;
    const invoiceNumber = `DUP-${Date.now().toString(36).toUpperCase()}`;
    const picture = await drawReceiptJpeg(page, `Hotel Panchavati ${invoiceNumber}`, {
      width: 900,
      height: 1400,
    });
    const asha = await apiLogin(baseUrl, 'asha');
    await uploadThroughApi(baseUrl, asha, invoiceNumber, {
      Image: new Blob([new Uint8Array(picture)]),
      fare: '2450',
      ExpenseType: 'Accommodation',
    });

    const again = await sharp(picture).resize(700).jpeg({ quality: 55 }).toBuffer();
    await loginThroughApi(page, baseUrl, 'rahul');
    const upload = await new UploadBillPage(page).open();
    await upload.attachFile('hotel.jpg', 'image/jpeg', again);
    await upload.fields.fill({
      expenseType: 'Accommodation',
      invoiceNumber: `${invoiceNumber}-R`,
      day: 1,
      amount: '2450',
    });
    await upload.save();
    await new UnreportedBillsPage(page).waitForIt();
    const told = `This bill looks like one already claimed (${formatListDate(businessDate())})`;
    await expect.poll(() => page.getByText(told).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect(page.getByText('Asha', { exact: false }).count()).resolves.toBe(0);
  });

  it("shows the bill of NIC's real signed e-invoice QR as verified, with its seller GSTIN", async () => {
    const { page } = fixture;
    const photo = await photoOfSampleQr();
    await loginThroughApi(page, baseUrl, 'rahul');
    const upload = await new UploadBillPage(page).open();
    await upload.attachFile('e-invoice.jpg', 'image/jpeg', photo);
    await expect.poll(() => upload.fields.invoiceNumber.inputValue(), { timeout: 30_000 }).toBe('CTDN23456');
    await expect(upload.fields.control('Seller GSTIN').inputValue()).resolves.toBe('37BZNPM9430M1KL');
    // NIC's test GSTIN fails its check character under a genuine signature: said, not blocking.
    await page.getByText('GSTIN check character does not match: please re-check the 15 characters').waitFor();
    // The device checked NIC's signature itself before anything was sent.
    await page.getByRole('status').filter({ hasText: 'GST e-invoice verified' }).waitFor();
    await upload.fields.fill({ expenseType: 'Accommodation' });
    await upload.save();
    await new UnreportedBillsPage(page).waitForIt();
    await page.getByText('GST e-invoice verified · 37BZNPM9430M1KL').waitFor({ timeout: 20_000 });
  });
});
