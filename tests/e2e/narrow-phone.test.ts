// Every screen on the narrowest common Android (360 px): nothing scrolls sideways, no dialog is
// wider than the screen, the day's add-attachment menu is not hidden under the fixed footer, the
// Modify route dialog holds three rows, and the approver's screens fit too (issue 22).
// Read-only towards the shared demo company: the one long bill is planted in this page's outbox,
// refused, so it is never sent.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { BILL_AFTER_DAY } from '../../src/contract/receipts';
import { addDays, businessDate } from '../../src/pure/calendar';
import { loginThroughApi, usePage } from '../support/browser';
import { plantAttachRow, plantUploadRow } from '../support/outbox-e2e';
import { MyExpensePage } from './pages/expenses';

const baseUrl = inject('e2eBaseUrl');
const NARROW = { width: 360, height: 640 };

/** How far the page, and any open dialog, reaches past the screen's right edge (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const page = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"], dialog[open]')].map(
      (dialog) => dialog.scrollWidth - dialog.clientWidth,
    );
    return Math.max(page, 0, ...dialogs);
  });

async function expectFits(page: Page, screen: string): Promise<void> {
  expect({ screen, overflow: await overflow(page) }).toEqual({ screen, overflow: 0 });
}

async function visit(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await page.getByText(title, { exact: true }).first().waitFor();
  // The screen's data: the spinner gone.
  await page.locator('.page-loading').waitFor({ state: 'detached' });
  await expectFits(page, path);
}

describe('a 360 px phone', () => {
  const fixture = usePage('mobile', baseUrl);

  it("fits every screen of asha's, and the day's dialogs and menu", async () => {
    const { page } = fixture;
    await page.setViewportSize(NARROW);
    await loginThroughApi(page, baseUrl, 'asha');
    await visit(page, '/home', 'My Expense Dashboard');
    // A bill number with no place to break, as other devices and tests leave on asha's list.
    await plantUploadRow(page, {
      invoiceNumber: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
      state: 'failed',
      lastError: 'Bill number already exists',
      lastStatus: 409,
      nextAttemptAt: Date.now() + 24 * 60 * 60 * 1000,
      preview: {
        invoiceNumber: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
        invoiceDate: new Date().toISOString().slice(0, 10),
        amount: 987654.5,
        expenseType: 'Miscellaneous',
        expenseOrSundry: 'E',
      },
    });
    for (const [path, heading] of [
      ['/un-reported-expenses', 'Unreported Bills'],
      ['/upload-bills', 'Upload Bill'],
      ['/sfc', 'SFC'],
      ['/notification', 'Notification'],
      ['/user', 'My Profile'],
      ['/setting', 'Setting'],
    ] as const) {
      await visit(page, path, heading);
    }

    const month = await new MyExpensePage(page, 'mobile').open();
    await expectFits(page, '/my-expense');
    const firstDay = await page
      .getByTestId('expense-day')
      .filter({ has: page.getByRole('button') })
      .locator('.day-card__date')
      .first()
      .textContent();
    await month.openDay(firstDay ?? '');
    await expectFits(page, '/my-expense-details');

    // Two attaches the server has not applied, never sent: one waits, one was refused.
    const later = Date.now() + 24 * 60 * 60 * 1000;
    await plantAttachRow(page, {
      invoiceNumber: 'WAIT-ATTACH-1',
      billId: 2_000_000_001,
      nextAttemptAt: later,
    });
    await plantAttachRow(page, {
      invoiceNumber: 'REFUSED-ATTACH-1',
      billId: 2_000_000_002,
      state: 'failed',
      lastError: BILL_AFTER_DAY,
      lastStatus: 409,
      nextAttemptAt: later,
    });
    await page.reload();
    await page
      .getByTestId('waiting-attachment')
      .filter({ hasText: 'WAIT-ATTACH-1' })
      .getByText('waiting to attach')
      .waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: `REFUSED-ATTACH-1 was not attached: ${BILL_AFTER_DAY}` })
      .waitFor();
    await expectFits(page, '/my-expense-details, bills on their way');

    const add = page.getByRole('button', { name: 'Add attachment' });
    await add.scrollIntoViewIfNeeded();
    await add.click();
    // What a tap on the menu's last item reaches is the item itself, not the footer over it.
    const item = page.getByRole('menuitem', { name: 'Add bill' });
    const box = await item.boundingBox();
    if (!box) throw new Error('The add-attachment menu has no Add bill item');
    const reached = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent ?? '', {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    expect(reached).toBe('Add bill');

    // The picker of bills to attach: it fits, and the seed's bills (2 and 4 days old) are dated
    // after the month's first working day, so each says why it cannot be attached to it.
    await page.getByRole('menuitem', { name: 'Unreported Bills' }).click();
    await page.waitForURL('**/un-reported-expenses');
    await page.getByText(/^Choose a bill to attach to/).waitFor();
    await page.getByTestId('bill').first().waitFor();
    await expectFits(page, '/un-reported-expenses (attaching)');
    const dayDate = await page.evaluate(
      () => JSON.parse(localStorage.getItem('SelectedExpenseData') ?? '{}').activityDate,
    );
    if (addDays(businessDate(), -2) > dayDate) {
      await page.getByTestId('bill').filter({ hasText: BILL_AFTER_DAY }).first().waitFor();
    }
    await page.goBack();
    await page.waitForURL('**/my-expense-details');

    // Modify route with three rows: the table, its remove buttons and the Stay choices fit.
    await page.getByRole('button', { name: 'Modify', exact: true }).click();
    const modify = page.getByRole('dialog', { name: 'Modify route' });
    await modify.waitFor();
    await modify.getByLabel('Period').selectOption({ index: 1 });
    await modify.getByLabel('Activity').selectOption({ index: 1 });
    const toCity = modify.getByLabel('To city');
    await toCity.locator('option').nth(1).waitFor({ state: 'attached' });
    const cities = (await toCity.locator('option').allTextContents()).slice(1);
    for (const [at, city] of [cities.at(-1), cities.at(-2), cities.at(-1)].entries()) {
      await toCity.selectOption({ label: city ?? '' });
      await modify.getByRole('button', { name: 'Add row' }).click();
      await modify.getByRole('button', { name: new RegExp(`^Remove row ${at + 1},`) }).waitFor();
    }
    await expectFits(page, 'Modify route, three rows');
    const removeRight = await modify.getByRole('button', { name: /^Remove row 3,/ }).boundingBox();
    expect((removeRight?.x ?? 0) + (removeRight?.width ?? 0)).toBeLessThanOrEqual(NARROW.width);
    // Each Stay choice is a 44 × 44 px target at least (the radio and its word, as one label).
    for (const option of await modify.locator('.stay__option').all()) {
      const target = await option.boundingBox();
      expect(target?.height).toBeGreaterThanOrEqual(44);
      expect(target?.width).toBeGreaterThanOrEqual(44);
    }
    await modify.getByRole('button', { name: 'Cancel' }).click();
    await modify.waitFor({ state: 'detached' });

    // The narrowest desktop layout (1024 px): the month's and the fare chart's tables scroll in their
    // own boxes.
    await page.setViewportSize({ width: 1024, height: 768 });
    await new MyExpensePage(page, 'desktop').open();
    await page.getByRole('table', { name: 'Days' }).waitFor();
    await expectFits(page, '/my-expense at 1024 px');
    await page.goto('/sfc');
    await page.locator('table.sfc-table tbody tr').first().waitFor();
    await expectFits(page, '/sfc at 1024 px');
  });

  it("fits the approver's lists and a claim", async () => {
    const { page } = fixture;
    await page.setViewportSize(NARROW);
    await loginThroughApi(page, baseUrl, 'vikram');
    await visit(page, '/stpfc-approval', 'STPFC Approval');
    // A fare chart waiting (the seed's rahul, unless another file decided it): its journeys open.
    const chart = page.getByTestId('stpfc-employee').getByRole('button').first();
    if ((await chart.count()) > 0) {
      await chart.click();
      await page.getByTestId('stpfc-line').first().waitFor();
      await expectFits(page, '/stpfc-approval, a chart open');
    }
    await visit(page, '/expense-approval', 'Expense Approval');
    // Each card's status reads whole: no word broken across lines.
    for (const status of await page.locator('.approval-card .approval-status').all()) {
      const { height, lineHeight } = await status.evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
      }));
      expect(height).toBeLessThan(lineHeight * 1.5);
    }
    const claim = page.getByRole('link').filter({ hasText: 'Asha' }).first();
    if ((await claim.count()) > 0) {
      await claim.click();
      await page.waitForURL('**/expense-details/**');
      await page.locator('.page-loading').waitFor({ state: 'detached' });
      await expectFits(page, '/expense-details');
    }
    // The narrowest desktop layout (1024 px): the approval tables scroll in their own boxes.
    await page.setViewportSize({ width: 1024, height: 768 });
    await visit(page, '/expense-approval', 'Expense Approval');
    await page.getByRole('table', { name: 'Expense claims waiting for approval' }).waitFor();
    await expectFits(page, '/expense-approval at 1024 px');
    await page
      .getByRole('table', { name: 'Expense claims waiting for approval' })
      .getByRole('link')
      .first()
      .click();
    await page.getByRole('table', { name: 'Days' }).waitFor();
    await expectFits(page, '/expense-details at 1024 px');
    await visit(page, '/stpfc-approval', 'Standard Tour Programme Fare Chart Approval');
    const chartRow = page.getByTestId('stpfc-employee').getByRole('button').first();
    if ((await chartRow.count()) > 0) {
      await chartRow.click();
      await page.getByTestId('stpfc-line').first().waitFor();
      await expectFits(page, '/stpfc-approval at 1024 px, a chart open');
    }
  });
});
