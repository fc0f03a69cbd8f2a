import QRCode from 'qrcode';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { receiptPage, receiptSpecs } from '../../../../tests/support/receipt-specs';
import { readSecond } from './prepare-client';
import { disposeReceiptReader, readReceipt } from './read-receipt';
import { lastTrace } from './reader';

// Room for the receipt at twice its size: a screenshot takes only what the viewport shows.
beforeAll(() => page.viewport(1000, 2200));
afterAll(() => disposeReceiptReader());

/** One labelled receipt drawn in a frame of its own, at twice its CSS size as the bench does, and photographed as PNG. */
async function photograph(html: string): Promise<Blob> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 960px; height: 2000px; border: 0;';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.srcdoc = html;
  document.body.append(frame);
  await loaded;
  await frame.contentDocument?.fonts.ready;
  frame.contentDocument?.body.style.setProperty('zoom', '2');
  const stage = frame.contentDocument?.querySelector('.stage');
  if (!stage) throw new Error('The receipt did not render');
  frame.style.height = `${stage.getBoundingClientRect().height * 2}px`;
  const base64 = await page.screenshot({ element: frame, save: false });
  frame.remove();
  return new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], { type: 'image/png' });
}

const specs = receiptSpecs({ seed: 13, perLayout: 4 });

it('reads the amount, date and number of a clean printed bill from its text', {
  timeout: 60_000,
}, async () => {
  const spec = specs.find(
    (candidate) => candidate.layout === 'toll' && !candidate.degradation && !candidate.qr,
  );
  if (!spec) throw new Error('No clean toll receipt in the set');
  const reading = await readReceipt(await photograph(receiptPage(spec)));
  expect(reading.source).toBe('text');
  expect(reading.fields.amount).toBe(spec.truth.amount);
  expect(reading.fields.invoiceDate).toBe(spec.truth.invoiceDate);
  expect(reading.millis).toBeGreaterThan(0);
});

it('fills the amount the first reading left empty on a photographed bill from the second engine', {
  timeout: 180_000,
}, async () => {
  // The generator's photographed toll slip (turned, faded, grainy, blurred): tesseract leaves its amount
  // unsure, PaddleOCR reads it.
  const spec = specs.find((candidate) => candidate.id === 'toll-02-degraded');
  if (!spec?.degradation) throw new Error('No photographed toll receipt in the set');
  const reading = await readReceipt(await photograph(receiptPage(spec)));
  const second = lastTrace().secondReading;
  expect(second?.missing).toContain('amount');
  expect(second?.filled).toContain('amount');
  expect(reading.fields.amount).toBe(spec.truth.amount);
  // Both engines read at once, each in its own worker: the second began before the first's lines came.
  expect(second?.startedAt).toBeLessThan(lastTrace().firstEndedAt ?? 0);
});

it('reads a bill labelled in Hindi in the Devanagari model', { timeout: 90_000 }, async () => {
  // An eatery's bill, its labels in Hindi and its figures in Latin digits: the Latin model reads no label.
  const row = (label: string, figure: string) =>
    `<div class="row"><span>${label}</span><span>${figure}</span></div>`;
  const html = [
    '<style>hr { border: 0; border-top: 1px dashed; margin: 6px 0; }</style>',
    '<div class="c big">अन्नपूर्णा भोजनालय</div><div class="c">बस स्टैंड के सामने, जबलपुर</div><hr>',
    `${row('बिल नं. 4172', 'दिनांक: 14/11/2026')}<hr>`,
    `${row('दाल तड़का 1 x 110', '110.00')}${row('तवा रोटी 4 x 12', '48.00')}${row('लस्सी 2 x 40', '80.00')}<hr>`,
    `${row('<b>कुल योग</b>', '<b>₹ 238.00</b>')}${row('नकद प्राप्त', '300.00')}${row('वापसी', '62.00')}<hr>`,
    '<div class="c">धन्यवाद! फिर पधारें।</div>',
  ].join('');
  const paper = { width: 420, size: 22, font: "'Noto Sans Devanagari', sans-serif" };
  const reading = await readReceipt(await photograph(receiptPage({ html, paper })));
  expect(lastTrace().script).toBe('devanagari');
  expect(reading.fields).toMatchObject({ amount: 238, invoiceNo: '4172', invoiceDate: '2026-11-14' });
});

it('takes a GST e-invoice QR code’s values without waiting on the text', { timeout: 60_000 }, async () => {
  const spec = specs.find((candidate) => candidate.qr?.kind === 'gst');
  if (!spec?.qr) throw new Error('No receipt with a GST QR in the set');
  const qr = await QRCode.toDataURL(spec.qr.text, { margin: 2, scale: 4 });
  const bill = await photograph(receiptPage({ html: spec.html }, qr));
  const truth = {
    invoiceNo: spec.truth.invoiceNo,
    invoiceDate: spec.truth.invoiceDate,
    amount: spec.truth.amount,
  };
  const reading = await readReceipt(bill);
  expect(reading.source).toBe('gst-qr');
  expect(reading.fields).toMatchObject(truth);
  // As a camera's JPEG, the second engine starts beside the preparation: the QR code cancels it quietly.
  const warn = vi.spyOn(console, 'warn');
  const photo = await readReceipt(await asJpeg(bill));
  expect(photo).toMatchObject({ source: 'gst-qr', fields: truth });
  expect(warn.mock.calls.flat().join(' ')).not.toContain('second text engine');
  warn.mockRestore();
});

it('stops a second reading that is cancelled, and reads the next', { timeout: 90_000 }, async () => {
  const spec = specs.find((candidate) => candidate.id === 'toll-02-degraded');
  if (!spec) throw new Error('No photographed toll receipt in the set');
  const photo = await asJpeg(await photograph(receiptPage(spec)));
  const unwanted = new AbortController();
  const cancelled = readSecond(photo, unwanted.signal);
  unwanted.abort();
  expect(await cancelled).toBeNull();
  expect((await readSecond(photo))?.length).toBeGreaterThan(3);
});

async function asJpeg(png: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(png);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
}

it('stops at once when the caller aborts', async () => {
  const controller = new AbortController();
  controller.abort(new DOMException('The user left', 'AbortError'));
  await expect(readReceipt(new Blob(['x']), { signal: controller.signal })).rejects.toThrow('The user left');
});

it('gives nothing, without throwing, for a file that is not a picture', { timeout: 60_000 }, async () => {
  const reading = await readReceipt(new Blob(['not an image'], { type: 'image/png' }));
  expect(reading).toMatchObject({ source: 'none', fields: {} });
});
