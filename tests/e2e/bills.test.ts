// Unreported bills on a desktop: upload from a file, the draft across reloads, GIFs refused, edit,
// delete, view, and attach to a day.
import { describe, expect, inject, it } from 'vitest';
import { loginThroughApi, usePage } from '../support/browser';
import {
  apiLogin,
  drawReceiptJpeg,
  pickDay,
  serverBills,
  waitForServerBills,
} from '../support/browser-receipts';

const baseUrl = inject('e2eBaseUrl');
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}`;

describe('upload bill and unreported bills (desktop)', () => {
  const fixture = usePage('desktop', baseUrl);

  it('uploads a real JPEG with its invoice details and lists it as an unreported bill', async () => {
    const { page } = fixture;
    const invoiceNumber = unique('UP');
    await loginThroughApi(page, baseUrl, 'rahul');
    await page.goto('/upload-bills');
    await page.getByRole('heading', { name: 'Upload Bill' }).waitFor();
    await page.getByText('Attach bills/receipts from your system').waitFor();

    await page.getByRole('button', { name: 'Attach', exact: true }).click();
    await page.getByText('Please attach a file to proceed further').waitFor();
    await page.getByText('Please select an expense type').waitFor();
    await expect(page.getByLabel('Invoice Number').getAttribute('aria-invalid')).resolves.toBe('true');

    const jpeg = await drawReceiptJpeg(page, `Hotel Panchavati ${invoiceNumber}`, {
      width: 3000,
      height: 4000,
    });
    await page.getByLabel('Attach bills/receipts from your system').setInputFiles({
      name: 'hotel-bill.jpg',
      mimeType: 'image/jpeg',
      buffer: jpeg,
    });
    await page.getByText('hotel-bill.jpg').waitFor();
    await page.getByText(/^\d+\.\d KB$/).waitFor();
    const shownKb = Number((await page.getByText(/^\d+\.\d KB$/).textContent())?.replace(' KB', ''));
    expect(shownKb).toBeLessThanOrEqual(400);

    await page.getByLabel('Expense Type').selectOption('Accommodation');
    await page.getByLabel('Invoice Number').fill(invoiceNumber);
    await pickDay(page, 'Invoice Date', 1);
    await page.getByLabel('Invoice Amount').fill('2,450.50x');
    await expect(page.getByLabel('Invoice Amount').inputValue()).resolves.toBe('2450.50');
    await expect(page.getByLabel('Total Amount').inputValue()).resolves.toBe('₹2,450.50');

    await page.getByRole('button', { name: 'Attach', exact: true }).click();
    await page.waitForURL('**/un-reported-expenses');
    await page.getByRole('button', { name: `View Accommodation bill ${invoiceNumber}` }).waitFor();
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

  it('edits a bill on the upload screen and deletes one after confirmation', async () => {
    const { page } = fixture;
    const session = await apiLogin(baseUrl, 'asha');
    const [first, second] = await serverBills(baseUrl, session);
    if (!first || !second) throw new Error('The demo company gives asha two unreported bills');
    await loginThroughApi(page, baseUrl, 'asha');
    await page.goto('/un-reported-expenses');

    const firstName = `${first.expenseType} bill ${first.invoiceNumber}`;
    await page.getByRole('button', { name: `Edit ${firstName}` }).click();
    await page.waitForURL('**/upload-bills');
    await expect(page.getByLabel('Invoice Number').inputValue()).resolves.toBe(first.invoiceNumber);
    await expect(page.getByRole('button', { name: 'Remove' }).count()).resolves.toBe(0);
    const edited = unique('ED');
    await page.getByLabel('Invoice Number').fill(edited);
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL('**/un-reported-expenses');
    await waitForServerBills(baseUrl, session, (bills) =>
      bills.some((bill) => bill.invoiceNumber === edited),
    );

    const secondName = `${second.expenseType} bill ${second.invoiceNumber}`;
    await page.getByRole('button', { name: `Delete ${secondName}` }).click();
    await page.getByText('Do you want to delete this bill?').waitFor();
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await expect(page.getByRole('button', { name: `View ${secondName}` }).count()).resolves.toBe(1);
    await page.getByRole('button', { name: `Delete ${secondName}` }).click();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await page.getByRole('button', { name: `View ${secondName}` }).waitFor({ state: 'detached' });
    await waitForServerBills(baseUrl, session, (bills) =>
      bills.every((bill) => bill.unReportExpenseId !== second.unReportExpenseId),
    );
  });

  it('attaches a bill to the day chosen in the day details, which then leaves the list', async () => {
    const { page } = fixture;
    const session = await apiLogin(baseUrl, 'rahul');
    const now = new Date();
    const month = await fetch(
      `${baseUrl}/api/getMyExpense?employeeId=${session.employeeId}&companyId=${session.companyId}&month=${now.getMonth() + 1}&year=${now.getFullYear()}`,
      { headers: { authorization: `Bearer ${session.token}` } },
    );
    const { getMyExpenseList } = (await month.json()) as {
      getMyExpenseList: Array<{
        expenseId: number;
        expenseDetailId: number;
        activityDate: string;
        isHoliday: number;
      }>;
    };
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
    await page.getByRole('button', { name: `Attach ${bill.expenseType} bill ${bill.invoiceNumber}` }).click();
    await page.waitForURL('**/my-expense-details');
    await waitForServerBills(baseUrl, session, (list) =>
      list.every((item) => item.unReportExpenseId !== bill.unReportExpenseId),
    );
  });
});
