// Unreported bills on a desktop: upload from a file, the draft across reloads, GIFs refused, edit,
// delete, view, and attach to a day.
import { describe, expect, inject, it } from 'vitest';
import { getMyExpense } from '../../src/contract/expenses';
import { DUPLICATE_BILL } from '../../src/contract/receipts';
import { businessDate, monthOf, monthStart } from '../../src/pure/calendar';
import { loginThroughApi, usePage } from '../support/browser';
import {
  apiLogin,
  drawReceiptJpeg,
  serverBills,
  uploadThroughApi,
  waitForServerBills,
} from '../support/browser-receipts';
import { ok } from '../support/send';
import { UnreportedBillsPage, UploadBillPage } from './pages/receipts';

const baseUrl = inject('e2eBaseUrl');
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}`;

describe('upload bill and unreported bills (desktop)', () => {
  const fixture = usePage('desktop', baseUrl);

  it('uploads a real JPEG with its invoice details and lists it as an unreported bill', async () => {
    const { page } = fixture;
    const invoiceNumber = unique('UP');
    await loginThroughApi(page, baseUrl, 'rahul');
    const upload = await new UploadBillPage(page).open();
    await page.getByText('Attach bills/receipts from your system').waitFor();

    await upload.save();
    await page.getByText('Please attach a file to proceed further').waitFor();
    await page.getByText('Please select an expense type').waitFor();
    await expect(upload.fields.invoiceNumber.getAttribute('aria-invalid')).resolves.toBe('true');

    const jpeg = await drawReceiptJpeg(page, `Hotel Panchavati ${invoiceNumber}`, {
      width: 3000,
      height: 4000,
    });
    await upload.attachFile('hotel-bill.jpg', 'image/jpeg', jpeg);
    await page.getByText('hotel-bill.jpg').waitFor();
    await page.getByText(/^\d+\.\d KB$/).waitFor();
    const shownKb = Number((await page.getByText(/^\d+\.\d KB$/).textContent())?.replace(' KB', ''));
    expect(shownKb).toBeLessThanOrEqual(400);

    await upload.fields.fill({ expenseType: 'Accommodation', invoiceNumber, day: 1, amount: '2,450.50x' });
    await expect(upload.fields.amount.inputValue()).resolves.toBe('2450.50');
    await expect(page.getByLabel('Total Amount').inputValue()).resolves.toBe('₹2,450.50');

    await upload.save();
    const list = new UnreportedBillsPage(page);
    await list.waitForIt();
    await list.billButton('View', { expenseType: 'Accommodation', invoiceNumber }).waitFor();
    const session = await apiLogin(baseUrl, 'rahul');
    const bills = await waitForServerBills(baseUrl, session, (list) =>
      list.some((bill) => bill.invoiceNumber === invoiceNumber),
    );
    expect(bills.find((bill) => bill.invoiceNumber === invoiceNumber)).toMatchObject({
      amount: 2450.5,
      expenseType: 'Accommodation',
    });
  });

  it('keeps the draft, file included, across a reload, and Cancel clears it', async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'rahul');
    await page.goto('/upload-bills');
    await page.getByLabel('Attach bills/receipts from your system').setInputFiles({
      name: 'fuel.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        await page.evaluate(() => {
          const canvas = document.createElement('canvas');
          canvas.width = 400;
          canvas.height = 300;
          const context = canvas.getContext('2d') as CanvasRenderingContext2D;
          context.fillStyle = '#fff';
          context.fillRect(0, 0, 400, 300);
          context.fillStyle = '#000';
          context.fillText('Fuel 500.00', 40, 60);
          return canvas.toDataURL('image/png').split(',')[1] as string;
        }),
        'base64',
      ),
    });
    await page.getByText('fuel.png').waitFor();
    await page.getByLabel('Invoice Number').fill('DRAFT-7');
    // The draft is written as the user types; the reload comes once it is on disk.
    await expect
      .poll(() =>
        page.evaluate(async () => JSON.stringify(await window.testIdb.all('drafts')).includes('DRAFT-7')),
      )
      .toBe(true);
    await page.reload();
    await page.getByText('fuel.png').waitFor();
    await expect(page.getByLabel('Invoice Number').inputValue()).resolves.toBe('DRAFT-7');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/home');
    await page.goto('/upload-bills');
    await page.getByText('Attach bills/receipts from your system').waitFor();
    await expect(page.getByLabel('Invoice Number').inputValue()).resolves.toBe('');
  });

  it("refuses a GIF with 'Only JPEG and PNG files are allowed'", async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'rahul');
    await page.goto('/upload-bills');
    await page.getByLabel('Attach bills/receipts from your system').setInputFiles({
      name: 'animation.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
    });
    await page.getByRole('alertdialog').getByText('Only JPEG and PNG files are allowed').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByText('Attach bills/receipts from your system').waitFor();
  });

  it('keeps the form when the server refuses a duplicate, and lists nothing to retry', async () => {
    const { page } = fixture;
    const session = await apiLogin(baseUrl, 'rahul');
    const invoiceNumber = unique('DUP');
    // Dated the 1st, so the picker's month (the current one) holds it on any day of the month.
    const first = await uploadThroughApi(baseUrl, session, invoiceNumber, {
      InvoiceDate: monthStart(monthOf(businessDate())),
      fare: '120.50',
      ExpenseType: 'Travel',
    });
    await loginThroughApi(page, baseUrl, 'rahul');
    const upload = await new UploadBillPage(page).open();
    const jpeg = await drawReceiptJpeg(page, `Auto ${invoiceNumber}`, { width: 800, height: 1000 });
    await upload.attachFile('auto-bill.jpg', 'image/jpeg', jpeg);
    await page.getByText('auto-bill.jpg').waitFor();
    await upload.fields.fill({ expenseType: first.expenseType, invoiceNumber, day: 1, amount: '120.50' });
    await upload.save();

    // Issue 40: said beside Attach, where the user looks, and it stays there.
    await page.locator('.receipt-form').getByRole('alert').getByText(DUPLICATE_BILL).waitFor();
    await page.getByRole('button', { name: 'Attach', exact: true }).and(page.locator(':enabled')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/upload-bills');
    await expect(upload.fields.invoiceNumber.inputValue()).resolves.toBe(invoiceNumber);
    await page.getByText('auto-bill.jpg').waitFor();

    const list = await new UnreportedBillsPage(page).open();
    await list.billButton('View', first).waitFor();
    await expect(page.getByRole('button', { name: /^Retry / }).count()).resolves.toBe(0);
    await expect(page.getByText(/Not uploaded/).count()).resolves.toBe(0);
  });

  it('edits a bill on the upload screen and deletes one after confirmation', async () => {
    const { page } = fixture;
    const session = await apiLogin(baseUrl, 'asha');
    const [first, second] = await serverBills(baseUrl, session);
    if (!first || !second) throw new Error('The demo company gives asha two unreported bills');
    await loginThroughApi(page, baseUrl, 'asha');
    const list = await new UnreportedBillsPage(page).open();

    await list.billButton('Edit', first).click();
    await page.waitForURL('**/upload-bills');
    const upload = new UploadBillPage(page);
    await expect(upload.fields.invoiceNumber.inputValue()).resolves.toBe(first.invoiceNumber);
    await expect(page.getByRole('button', { name: 'Remove' }).count()).resolves.toBe(0);
    const edited = unique('ED');
    await upload.fields.fill({ invoiceNumber: edited });
    await upload.save('Update');
    await list.waitForIt();
    await waitForServerBills(baseUrl, session, (bills) =>
      bills.some((bill) => bill.invoiceNumber === edited),
    );

    await list.deleteBill(second, false);
    await expect(list.billButton('View', second).count()).resolves.toBe(1);
    await list.deleteBill(second, true);
    await list.billButton('View', second).waitFor({ state: 'detached' });
    await waitForServerBills(baseUrl, session, (bills) =>
      bills.every((bill) => bill.unReportExpenseId !== second.unReportExpenseId),
    );
  });

  it('attaches a bill to the day chosen in the day details, which then leaves the list', async () => {
    const { page } = fixture;
    const session = await apiLogin(baseUrl, 'rahul');
    const { getMyExpenseList } = await ok(baseUrl, session, getMyExpense, {
      query: { employeeId: session.employeeId, companyId: session.companyId, ...monthOf(businessDate()) },
    });
    const bills = await serverBills(baseUrl, session);
    const bill = bills.at(-1);
    const day = getMyExpenseList.find(
      (line) => line.isHoliday === 0 && line.activityDate >= (bill?.invoiceDate ?? ''),
    );
    if (!bill || !day) throw new Error('rahul needs an unreported bill and a working day this month');

    await loginThroughApi(page, baseUrl, 'rahul');
    await page.evaluate(
      (selected) => localStorage.setItem('SelectedExpenseData', JSON.stringify(selected)),
      day,
    );
    await page.goto('/home');
    await page.evaluate(() => {
      history.pushState({ attachTo: true }, '', '/un-reported-expenses');
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    });
    await page.getByText(/^Choose a bill to attach to/).waitFor();
    await new UnreportedBillsPage(page).billButton('Attach', bill).click();
    await page.waitForURL('**/my-expense-details');
    await waitForServerBills(baseUrl, session, (list) =>
      list.every((item) => item.unReportExpenseId !== bill.unReportExpenseId),
    );
  });
});
