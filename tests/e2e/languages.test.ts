// The language choice (issue 39): on /login and in /setting, at once and without losing what was
// typed, remembered on the device and with the user; the first visit follows the browser.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/demo-company';
import APPROVAL_ANSWERS_MR from '../../src/contract/approval-answer-texts.mr';
import { login, setLanguage } from '../../src/contract/auth';
import { GetExpenseApproval } from '../../src/contract/expense-approvals';
import { expenseFinalSubmit, getMyExpense } from '../../src/contract/expenses';
import RECEIPTS_HI from '../../src/contract/receipts-texts.hi';
import CLAIM_DETAILS_MR from '../../src/features/approvals/claim-details-texts.mr';
import { businessDate, shortMonthLabel } from '../../src/pure/calendar';
import CALENDAR_HI from '../../src/pure/calendar-texts.hi';
import { loginThroughApi, usePage } from '../support/browser';
import { apiLogin, pickDay, waitForServerBills } from '../support/browser-receipts';
import { FAKE_CAMERA_ARGS } from '../support/chromium';
import { demoSession } from '../support/demo-sessions';
import { ok } from '../support/send';
import { monthBack } from './pages/expenses';

const baseUrl = inject('e2eBaseUrl');

/**
 * Every e2e file shares one server, and a call without Accept-Language is answered in the caller's
 * saved language: a signed-in page in Hindi or Marathi saves it (SetLanguage), and another file's
 * calls as that user then came back in it (approve-by-exception read vikram's flags in Marathi).
 * Where saving is not what a test checks, the page's SetLanguage is answered here instead.
 */
async function keepLanguageOffTheServer(page: Page): Promise<void> {
  await page.route('**/api/SetLanguage', (route) => route.fulfill({ json: { message: 'Not saved.' } }));
}

describe('the language choice', () => {
  const phone = usePage('mobile', baseUrl);

  it('switches /login to Hindi at once, keeps what was typed, and English fetches no Devanagari font', async () => {
    const { page } = phone;
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('noto-sans-devanagari')) fonts.push(request.url());
    });
    await page.goto('/login');
    await page.getByLabel('User name').fill('asha');
    await page.evaluate(() => {
      (window as { notReloaded?: boolean }).notReloaded = true;
    });
    expect(fonts).toEqual([]);
    await page.getByRole('radio', { name: 'हिंदी' }).check();
    await page.getByRole('heading', { name: 'साइन इन' }).waitFor();
    await expect(page.getByLabel('यूज़र नेम').inputValue()).resolves.toBe('asha');
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await expect.poll(() => fonts.length).toBeGreaterThan(0);
  });

  it('follows the browser’s language on a first visit, and the device’s choice after', async () => {
    const { page } = phone;
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'languages', { get: () => ['mr-IN', 'en'] }),
    );
    await page.goto('/login');
    await page.getByRole('heading', { name: 'साइन इन' }).waitFor();
    await expect(page.getByRole('radio', { name: 'मराठी' }).isChecked()).resolves.toBe(true);
    await page.getByRole('radio', { name: 'English' }).check();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  });

  it('in /setting, saves the choice with the user, and the server answers in it', async () => {
    const { page } = phone;
    await loginThroughApi(page, baseUrl, 'meera');
    await page.goto('/setting');
    await page.getByRole('heading', { name: 'Setting' }).waitFor();
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/SetLanguage'));
    try {
      await page.getByRole('radio', { name: 'मराठी' }).check();
      await page.getByRole('heading', { name: 'सेटिंग' }).waitFor();
      expect((await saved).status()).toBe(200);
      const signedIn = await ok(baseUrl, null, login, {
        body: { userName: 'meera', password: DEMO_PASSWORD },
      });
      expect(signedIn?.userInfo.language).toBe('mr');
      await page.getByRole('radio', { name: 'English' }).check();
      await page.getByRole('heading', { name: 'Setting' }).waitFor();
    } finally {
      // Back to English for the other files' calls as meera, whatever happened above.
      await ok(baseUrl, await demoSession(baseUrl, 'meera'), setLanguage, { body: { language: 'en' } });
    }
  });
});

/**
 * Takes a photo with the fake camera and saves its invoice details, every label read in Hindi;
 * gives the month the calendar named.
 */
async function captureInHindi(page: Page, invoiceNumber: string): Promise<string | null> {
  await page.goto('/camera');
  await page.getByRole('button', { name: 'फ़ोटो लें' }).and(page.locator(':enabled')).click();
  await page.waitForURL('**/capture-image');
  await page.getByRole('button', { name: 'आगे' }).click();
  await page.getByRole('heading', { name: 'बिल की जानकारी' }).waitFor();
  await page.getByLabel('खर्च का प्रकार').selectOption('Travel');
  await page.getByLabel('बिल नंबर').fill(invoiceNumber);
  await pickDay(page, 'बिल की तारीख़', 1);
  const month = await page.locator('.flatpickr-monthDropdown-months option:checked').textContent();
  await page.getByLabel('रकम', { exact: true }).fill('350');
  await page.getByRole('button', { name: 'सेव करें' }).click();
  return month;
}

describe('a bill captured in Hindi on a phone', () => {
  const phone = usePage('mobile', baseUrl, { browserArgs: FAKE_CAMERA_ARGS });

  it('signs in, captures and saves it, and the server’s answers and refusal come in Hindi', async () => {
    const { page } = phone;
    await keepLanguageOffTheServer(page);
    await page.goto('/health');
    await page.evaluate(() => localStorage.setItem('language', 'hi'));
    await page.goto('/login');
    await page.getByLabel('यूज़र नेम').fill('sanjay');
    await page.getByLabel('पासवर्ड', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'लॉगिन', exact: true }).click();
    await page.waitForURL('**/home');
    // Reading the photo would only compete with the test for the machine's two cores.
    await page.evaluate(() => window.testIdb.put('settings', { key: 'readBillsFromPhotos', value: false }));

    const invoiceNumber = `HI-${Date.now().toString(36).toUpperCase()}`;
    // The calendar names the month as every date of the app does in Hindi.
    const month = `month${Number(businessDate().slice(5, 7))}` as keyof typeof CALENDAR_HI;
    expect(await captureInHindi(page, invoiceNumber)).toBe(CALENDAR_HI[month]);
    await page.getByText(RECEIPTS_HI.uploaded).waitFor();
    await page.waitForURL('**/un-reported-expenses');
    await page.getByRole('heading', { name: 'पेंडिंग बिल' }).waitFor();
    const session = await apiLogin(baseUrl, 'sanjay');
    await waitForServerBills(baseUrl, session, (bills) =>
      bills.some((bill) => bill.invoiceNumber === invoiceNumber),
    );

    // The same bill again: the server refuses it, and says so in the language of the request.
    await captureInHindi(page, invoiceNumber);
    await page.getByRole('alertdialog').getByText(RECEIPTS_HI.duplicate).waitFor();
  });
});

describe('a claim approved in Marathi on a desktop', () => {
  const desktop = usePage('desktop', baseUrl);

  it('shows the claim in Marathi, and the server’s answer to Submit comes in Marathi', async () => {
    // A month of asha's no other test decides (approve-by-exception takes 20 to 22, accessibility 24 and 25).
    const asha = await demoSession(baseUrl, 'asha');
    const { employeeId, companyId } = asha.userInfo;
    const { year, month } = monthBack(23);
    // Opening the month makes its lines; then it can be submitted.
    await ok(baseUrl, asha, getMyExpense, { query: { employeeId, companyId, month, year } });
    await ok(baseUrl, asha, expenseFinalSubmit, { body: { employeeId, companyId, month, year } });
    const vikram = await demoSession(baseUrl, 'vikram');
    const { expenseApprovalList } = await ok(baseUrl, vikram, GetExpenseApproval, {
      query: { employeeid: vikram.userInfo.employeeId },
    });
    const claim = expenseApprovalList.find(
      (item) => item.employeeId === employeeId && item.monthYear === shortMonthLabel({ year, month }),
    );
    if (!claim) throw new Error('asha’s month waits for vikram');

    const { page } = desktop;
    await keepLanguageOffTheServer(page);
    await loginThroughApi(page, baseUrl, 'vikram');
    await page.evaluate(() => localStorage.setItem('language', 'mr'));
    await page.goto(`/expense-details/${claim.expenseId}`);
    await page.getByRole('heading', { name: CLAIM_DETAILS_MR.title }).waitFor();
    await page.getByRole('button', { name: CLAIM_DETAILS_MR.submit, exact: true }).click();
    await page.getByText(APPROVAL_ANSWERS_MR.submitted).first().waitFor();
    const after = await ok(baseUrl, vikram, GetExpenseApproval, {
      query: { employeeid: vikram.userInfo.employeeId },
    });
    expect(after.expenseApprovalList.some((item) => item.expenseId === claim.expenseId)).toBe(false);
  });
});
