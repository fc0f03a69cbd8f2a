// A Wi-Fi login page between the app and the server (hotel and railway Wi-Fi): it answers every
// request with 200 and its own HTML until the user signs in to the Wi-Fi. No bill may count as
// uploaded on such an answer; each reaches the server once the real server answers.
import { describe, expect, inject, it } from 'vitest';
import type { OutboxItem } from '../../src/lib/db';
import { loginThroughApi, usePage } from '../support/browser';
import { apiLogin, drawReceiptJpeg, serverBills, waitForServerBills } from '../support/browser-receipts';
import { readOutbox } from '../support/outbox-e2e';
import { UploadBillPage } from './pages/receipts';

const baseUrl = inject('e2eBaseUrl');
const LOGIN_PAGE =
  '<!doctype html><html><body><h1>Welcome to Station Wi-Fi</h1><form>Sign in</form></body></html>';

describe('a Wi-Fi login page answering for the server (desktop)', () => {
  const fixture = usePage('desktop', baseUrl);

  it('keeps the bill queued with its image and sends it once when the server answers again', async () => {
    const { page, context } = fixture;
    const invoiceNumber = `WIFI-${Date.now().toString(36).toUpperCase()}`;
    await loginThroughApi(page, baseUrl, 'rahul');
    const upload = await new UploadBillPage(page).open();
    await upload.attachFile('taxi.jpg', 'image/jpeg', await drawReceiptJpeg(page, `Cab ${invoiceNumber}`));
    await page.getByText('taxi.jpg').waitFor();
    await upload.fields.fill({ expenseType: 'Travel', invoiceNumber, day: 1, amount: '640' });

    const portal = (route: { fulfill: (answer: object) => Promise<void> }) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: LOGIN_PAGE });
    await context.route('**/api/**', portal);
    await upload.save();
    await page
      .getByText('Saved. It will upload as soon as the connection allows.')
      .waitFor({ timeout: 15_000 });
    await expect(page.getByText('Bill uploaded successfully').count()).resolves.toBe(0);

    const waiting = (await readOutbox(page)).find((row) => row.label.includes(invoiceNumber)) as OutboxItem;
    expect(waiting.state).not.toBe('done');
    expect(waiting.body).toMatchObject({ InvoiceNumber: invoiceNumber });
    expect(waiting.lastError).toContain('Wi-Fi sign-in page');
    const session = await apiLogin(baseUrl, 'rahul');
    expect((await serverBills(baseUrl, session)).some((bill) => bill.invoiceNumber === invoiceNumber)).toBe(
      false,
    );

    // The user signs in to the Wi-Fi: the same request goes again, under its key, and lands once.
    await context.unroute('**/api/**', portal);
    const bills = await waitForServerBills(baseUrl, session, (list) =>
      list.some((bill) => bill.invoiceNumber === invoiceNumber),
    );
    expect(bills.filter((bill) => bill.invoiceNumber === invoiceNumber)).toHaveLength(1);
    await expect
      .poll(async () => (await readOutbox(page)).find((row) => row.label.includes(invoiceNumber))?.state)
      .toBe('done');
  });
});
