// Renders the labelled receipts of receipt-specs.ts to PNG photos in Chromium, for the reading bench and e2e tests.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import QRCode from 'qrcode';
import { DEMO_BILLS } from '../../server/seed/demo-bills';
import { type ReceiptSpec, receiptPage } from './receipt-specs';

export { type ReceiptSpec, receiptSpecs } from './receipt-specs';

/**
 * The receipt as a phone photo would frame it, as PNG. On a page with deviceScaleFactor 2 (as the bench
 * opens it) a 330 px slip becomes about 720 px wide. `page` should be a blank page of its own: its
 * content and viewport are replaced.
 */
export async function renderReceipt(
  page: Page,
  spec: Pick<ReceiptSpec, 'html' | 'degradation' | 'qr' | 'paper'>,
): Promise<Buffer> {
  const qrDataUrl = spec.qr
    ? await QRCode.toDataURL(spec.qr.text, { margin: 2, scale: 4, errorCorrectionLevel: 'M' })
    : undefined;
  await page.setViewportSize({ width: Math.max(480, (spec.paper?.width ?? 330) + 150), height: 900 });
  await page.setContent(receiptPage(spec, qrDataUrl));
  await page.evaluate(() => document.fonts.ready);
  const stage = page.locator('.stage');
  return stage.screenshot({ type: 'png', scale: 'device' });
}

/** The demo company's bill photos (server/seed/bills), whose invoice number and amount are known; they carry no date. */
export interface DemoReceipt {
  id: string;
  image: Buffer;
  truth: { amount: number; invoiceNo: string };
}

export async function demoReceipts(): Promise<DemoReceipt[]> {
  const dir = path.resolve(import.meta.dirname, '../../server/seed/bills');
  const receipts: DemoReceipt[] = [];
  for (const bill of DEMO_BILLS) {
    receipts.push({
      id: `demo-${bill.image}`,
      image: await readFile(path.join(dir, `${bill.image}.jpg`)),
      truth: { amount: bill.rupees, invoiceNo: bill.invoiceNumber },
    });
  }
  return receipts;
}
