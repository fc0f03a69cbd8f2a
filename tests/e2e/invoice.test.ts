// The invoice details of a captured receipt on a phone: the spec's messages, save, and update mode.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loginThroughApi, usePage } from '../support/browser';
import { apiLogin, pickDay, uploadThroughApi, waitForServerBills } from '../support/browser-receipts';
import { SettingPage } from './pages/receipts';

const baseUrl = inject('e2eBaseUrl');

/** Puts a captured receipt in the app's database, as the camera screen leaves it. */
async function plantCapture(page: Page, name: string) {
  await page.goto('/un-reported-expenses');
  await page.getByRole('heading', { name: 'Unreported Bills' }).waitFor();
  await page.evaluate(async (captureName) => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 1200;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 900, 1200);
    context.fillStyle = '#000';
    context.font = '48px sans-serif';
    context.fillText('Shree Krishna Bhojanalaya', 40, 120);
    context.fillText('Total 380.00', 40, 600);
    const image = await new Promise<Blob>((resolve) =>
      canvas.toBlob((blob) => resolve(blob as Blob), 'image/jpeg', 0.9),
    );
    const userData = JSON.parse(localStorage.getItem('userData') ?? '{}') as { employeeId: number };
    await window.testIdb.put('captures', {
      id: crypto.randomUUID(),
      employeeId: userData.employeeId,
      name: captureName,
      image,
      isCompressed: false,
      createdAt: Date.now(),
    });
  }, name);
}

describe('invoice details of a capture (mobile)', () => {
  const fixture = usePage('mobile', baseUrl);

  it('names every missing field, clears an error as its field is edited, and saves the bill', async () => {
    const { page } = fixture;
    const invoiceNumber = `BH-${Date.now().toString(36).toUpperCase()}`;
    await loginThroughApi(page, baseUrl, 'asha');
    // This test needs every field empty: a reading of the planted photo could fill the amount first.
    await (await new SettingPage(page).open()).turnOffBillReading();
    await plantCapture(page, '20261102');
    await page.goto('/captured-image-details');
    await page.getByRole('img', { name: 'Captured receipt 20261102' }).waitFor();
    await page.getByRole('button', { name: 'Retake' }).waitFor();

    await page.getByRole('button', { name: 'Save' }).click();
    for (const message of [
      'Please select an expense type',
      'Invoice Field cannot be empty',
      'Date field cannot be empty',
      'Amount field cannot be empty',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByLabel('Invoice Number').fill(invoiceNumber);
    await page.getByText('Invoice Field cannot be empty').waitFor({ state: 'detached' });
    await page.getByText('Please select an expense type').waitFor();

    await page.getByLabel('Expense Type').selectOption('Food');
    await pickDay(page, 'Invoice Date', 1);
    await page.getByText('Date field cannot be empty').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Clear Invoice Date' }).click();
    await page.getByText('Date field cannot be empty').waitFor();
    await pickDay(page, 'Invoice Date', 1);
    await page.getByLabel('Amount', { exact: true }).fill('38a0.5.5');
    await expect(page.getByLabel('Amount', { exact: true }).inputValue()).resolves.toBe('380.55');
    await expect(page.getByLabel('Total', { exact: true }).inputValue()).resolves.toBe('₹380.55');

    // What was typed survives a reload, once it is written (as it is typed).
    await expect
      .poll(() =>
        page.evaluate(async () =>
          JSON.stringify(await window.testIdb.all('drafts')).includes('"amount":"380.55"'),
        ),
      )
      .toBe(true);
    await page.reload();
    await expect(page.getByLabel('Invoice Number').inputValue()).resolves.toBe(invoiceNumber);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alertdialog', { name: 'Success' }).waitFor();
    await page.waitForURL('**/un-reported-expenses');
    await page.getByRole('button', { name: `View Food bill ${invoiceNumber}` }).waitFor();
    await page.getByText(`${invoiceNumber.slice(0, 10)}...`).waitFor();
    const session = await apiLogin(baseUrl, 'asha');
    await waitForServerBills(baseUrl, session, (bills) =>
      bills.some((bill) => bill.invoiceNumber === invoiceNumber),
    );
    await expect(page.evaluate(() => window.testIdb.count('captures'))).resolves.toBe(0);
  });

  it('warns asha that her Accommodation bill is over her limit at Pune (X), and saves it anyway', async () => {
    const { page } = fixture;
    const invoiceNumber = `HT-${Date.now().toString(36).toUpperCase()}`;
    await loginThroughApi(page, baseUrl, 'asha');
    await (await new SettingPage(page).open()).turnOffBillReading();
    await plantCapture(page, '20261103');
    await page.goto('/captured-image-details');
    await page.getByLabel('Expense Type').selectOption('Accommodation');
    await page.getByLabel('Invoice Number').fill(invoiceNumber);
    await pickDay(page, 'Invoice Date', 1);
    await page.getByLabel('Amount', { exact: true }).fill('2400');
    await page.getByText('Your Accommodation limit: ₹2,500 a night in an X city.', { exact: true }).waitFor();
    await page.getByLabel('Amount', { exact: true }).fill('2600');
    await page
      .getByText('Over your Accommodation limit of ₹2,500 a night in an X city by ₹100.', { exact: true })
      .waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/un-reported-expenses');
    const session = await apiLogin(baseUrl, 'asha');
    await waitForServerBills(baseUrl, session, (bills) =>
      bills.some((bill) => bill.invoiceNumber === invoiceNumber && bill.amount === 2600),
    );
  });

  it('opens a bill from the list in update mode with only Update, and saves the change', async () => {
    const { page } = fixture;
    // Meera's own bill: no other test touches her bills.
    const session = await apiLogin(baseUrl, 'meera');
    const bill = await uploadThroughApi(baseUrl, session, `MR-${Date.now().toString(36).toUpperCase()}`);
    await loginThroughApi(page, baseUrl, 'meera');
    await page.goto('/un-reported-expenses');
    await page.getByRole('button', { name: `Edit ${bill.expenseType} bill ${bill.invoiceNumber}` }).click();
    await page.waitForURL('**/captured-image-details');
    await page.getByRole('button', { name: 'Update' }).waitFor();
    await expect(page.getByLabel('Invoice Number').inputValue()).resolves.toBe(bill.invoiceNumber);
    await expect(page.getByRole('button', { name: 'Retake' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Save' }).count()).resolves.toBe(0);
    const changed = `UPD-${Date.now().toString(36).toUpperCase()}`;
    await page.getByLabel('Invoice Number').fill(changed);
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByRole('alertdialog', { name: 'Success' }).getByText('Bill updated successfully').waitFor();
    await page.waitForURL('**/un-reported-expenses');
    await waitForServerBills(baseUrl, session, (bills) =>
      bills.some(
        (item) => item.unReportExpenseId === bill.unReportExpenseId && item.invoiceNumber === changed,
      ),
    );
  });

  it('closes to /home and retakes to /camera, dropping the capture', async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'asha');
    await plantCapture(page, '11112222');
    await page.goto('/captured-image-details');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('**/home');
    await page.goto('/captured-image-details');
    await page.getByRole('button', { name: 'Retake' }).click();
    await page.waitForURL('**/camera');
    await expect(page.evaluate(() => window.testIdb.count('captures'))).resolves.toBe(0);
  });
});
