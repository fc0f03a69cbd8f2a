// axe-core on every screen of the route table and the main dialogs, on a phone and on a desktop:
// no serious or critical violation anywhere; and the shared dialogs keep focus inside while open
// and give it back to what opened them when they close.
//
// Read-only towards the shared demo company, except one bill this file uploads for meera (whom no
// other file uses for bills), so that the delete question and the image dialog have a bill to show.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getMyExpense } from '../../src/contract/expenses';
import { blockingViolations } from '../support/axe';
import { loginThroughApi, usePage, VIEWPORTS } from '../support/browser';
import { apiLogin, type ServerBill, uploadThroughApi } from '../support/browser-receipts';
import { FAKE_CAMERA_ARGS } from '../support/chromium';
import { demoSession } from '../support/demo-sessions';
import { ok } from '../support/send';
import { MyExpensePage, monthBack } from './pages/expenses';
import { UnreportedBillsPage } from './pages/receipts';

const baseUrl = inject('e2eBaseUrl');

async function expectAccessible(page: Page, screen: string): Promise<void> {
  expect({ screen, violations: await blockingViolations(page) }).toEqual({ screen, violations: [] });
}

const activeIsInside = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement));

/** Tabs forwards and backwards more times than the dialog has controls: focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  expect(await activeIsInside(dialog)).toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < 6; press++) {
      await page.keyboard.press(key);
      expect({ key, press, inside: await activeIsInside(dialog) }).toEqual({ key, press, inside: true });
    }
  }
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

let meeraBill: ServerBill;

beforeAll(async () => {
  const meera = await apiLogin(baseUrl, 'meera');
  meeraBill = await uploadThroughApi(baseUrl, meera, `A11Y-${Date.now().toString(36).toUpperCase()}`);
});

describe.each(VIEWPORTS)('accessibility (%s)', (viewport) => {
  const isDesktop = viewport === 'desktop';
  const fixture = usePage(viewport, baseUrl, { browserArgs: FAKE_CAMERA_ARGS });

  const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true }).first();

  it('the login screen, empty and with its error showing', async () => {
    const { page } = fixture;
    await page.goto('/login');
    await page.getByLabel('User name').waitFor();
    await expectAccessible(page, '/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await page
      .getByText(/required/i)
      .first()
      .waitFor();
    await expectAccessible(page, '/login with errors');
  });

  // One test per screen: each stays far inside its time limit on a slow machine, and says which failed.
  const ashasScreens: Array<[string, string]> = [
    ['/home', 'My Expense Dashboard'],
    ['/sfc', 'SFC'],
    ['/my-expense', 'My Expense'],
    ['/un-reported-expenses', 'Unreported Bills'],
    ['/notification', 'Notification'],
    ['/user', 'My Profile'],
    ['/setting', 'Setting'],
    ...(isDesktop ? [['/upload-bills', 'Upload Bill'] as [string, string]] : []),
  ];

  it.each(ashasScreens)("asha's %s", async (path, title) => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'asha');
    await page.goto(path);
    await heading(page, title).waitFor();
    await page.locator('.spinner, .page-loading').first().waitFor({ state: 'detached' });
    await expectAccessible(page, path);
  });

  it("asha's /my-expense-details, opened from a day of the month", async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'asha');
    const month = await new MyExpensePage(page, viewport).open();
    await month.days.getByRole('button').first().click();
    await page.waitForURL('**/my-expense-details');
    await heading(page, 'Total Expense Details').waitFor();
    await expectAccessible(page, '/my-expense-details');
  });

  it("vikram's approval screens", async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'vikram');
    for (const [path, title] of [
      // The spec's short title on a phone.
      [
        '/stpfc-approval',
        viewport === 'mobile' ? 'STPFC Approval' : 'Standard Tour Programme Fare Chart Approval',
      ],
      ['/expense-approval', 'Expense Approval'],
      ['/tp-approval', 'TP Approval'],
    ] as const) {
      await page.goto(path);
      await heading(page, title).waitFor();
      await expectAccessible(page, path);
    }
  });

  it("asha's tour programme, with its change dialog open", async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'asha');
    await page.goto('/tour-programme');
    await heading(page, 'Tour Programme').waitFor();
    await page.getByTestId('tp-day').first().waitFor();
    await expectAccessible(page, '/tour-programme');
    await page
      .getByRole('button', { name: /^Request a change/ })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, 'the change dialog');
  });

  it('the menu and the notifications popover', async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'asha');
    // The phone's menu button is on the dashboard only.
    await page.goto('/home');
    await heading(page, 'My Expense Dashboard').waitFor();
    if (isDesktop) {
      await page.getByRole('button', { name: /^Notifications, / }).click();
      await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
      await expectAccessible(page, 'notifications popover');
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
      await expectAccessible(page, 'menu drawer');
    }
  });

  it("My Expense's submit check keeps focus inside and returns it to Submit", async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'asha');
    // An ended month that nobody submits (slow-server.test.ts lists the months each file takes): the
    // current one opens for submitting on its last day only.
    const month = await new MyExpensePage(page, viewport).open(
      monthBack(viewport === 'mobile' ? 24 : 25).key,
    );
    await month.submitButton.click();
    await month.submitDialog.waitFor();
    await expectAccessible(page, 'submit dialog');
    await expectFocusTrapped(page, month.submitDialog);
    await page.keyboard.press('Escape');
    await month.submitDialog.waitFor({ state: 'detached' });
    expect(await isFocused(month.submitButton)).toBe(true);
  });

  it('the Modify route dialog keeps focus inside and returns it to Modify', async () => {
    const { page } = fixture;
    const rahul = await demoSession(baseUrl, 'rahul');
    const { employeeId, companyId, expenseMonth, expenseYear } = rahul.userInfo;
    const { getMyExpenseList } = await ok(baseUrl, rahul, getMyExpense, {
      query: { employeeId, companyId, month: expenseMonth, year: expenseYear },
    });
    const day = getMyExpenseList.find((line) => line.expenseModifyEnable === 1 && line.isHoliday === 0);
    if (!day) throw new Error('rahul needs a day that Modify route may change in the current month');
    await loginThroughApi(page, baseUrl, 'rahul');
    const details = await (await new MyExpensePage(page, viewport).open()).openDay(day.activityDateFormat);
    const modify = await details.openModify();
    await modify.root.getByLabel('Period').waitFor();
    await expectAccessible(page, 'Modify route dialog');
    await expectFocusTrapped(page, modify.root);
    await page.keyboard.press('Escape');
    await modify.root.waitFor({ state: 'detached' });
    expect(await isFocused(details.button('Modify'))).toBe(true);
  });

  it('the delete question keeps focus inside, returns it to Delete, and the image dialog too', async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'meera');
    const list = await new UnreportedBillsPage(page).open();
    const remove = list.billButton('Delete', meeraBill);
    await remove.click();
    const question = page.getByRole('dialog').filter({ hasText: 'Do you want to delete this bill?' });
    await question.waitFor();
    await expectAccessible(page, 'delete bill question');
    await expectFocusTrapped(page, question);
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    expect(await isFocused(remove)).toBe(true);

    const view = list.billButton('View', meeraBill);
    await view.click();
    const image = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Close' }) });
    await image.getByRole('img').waitFor();
    await expectAccessible(page, 'bill image dialog');
    await expectFocusTrapped(page, image);
    await page.keyboard.press('Escape');
    await image.waitFor({ state: 'detached' });
    expect(await isFocused(view)).toBe(true);
  });

  it('the profile photo menu and a notification keep focus inside and return it', async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'meera');
    await page.goto('/user');
    const change = page.getByRole('button', { name: 'Change profile photo' });
    await change.click();
    const menu = page.getByRole('dialog', { name: 'Profile photo' });
    await menu.waitFor();
    await expectAccessible(page, 'profile photo menu');
    await expectFocusTrapped(page, menu);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await isFocused(change)).toBe(true);

    // Opening a notification marks it read: asha's count is read from the server by every file.
    await loginThroughApi(page, baseUrl, 'asha');
    await page.goto('/notification');
    const item = page.getByRole('main').getByRole('listitem').first().getByRole('button');
    await item.click();
    const message = page.getByRole('dialog', { name: 'Notification' });
    await message.waitFor();
    await expectAccessible(page, 'notification popup');
    await expectFocusTrapped(page, message);
    await page.keyboard.press('Escape');
    await message.waitFor({ state: 'detached' });
    expect(await isFocused(item)).toBe(true);
  });

  it('the alert keeps focus inside and returns it to what raised it', async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'meera');
    await page.goto('/upload-bills');
    const choose = page.getByRole('button', { name: 'Browse', exact: true });
    await choose.waitFor();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), choose.click()]);
    await chooser.setFiles({
      name: 'animation.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
    });
    const alert = page.getByRole('alertdialog').filter({ hasText: 'Only JPEG and PNG files are allowed' });
    await alert.waitFor();
    await expectAccessible(page, 'alert dialog');
    await expectFocusTrapped(page, alert);
    await page.keyboard.press('Escape');
    await alert.waitFor({ state: 'detached' });
    expect(await isFocused(choose)).toBe(true);
  });

  if (!isDesktop)
    it('the camera flow: camera, captured image, crop and invoice details', async () => {
      const { page } = fixture;
      await loginThroughApi(page, baseUrl, 'meera');
      await page.goto('/camera');
      await page.waitForFunction(() => {
        const video = document.querySelector('video');
        return video !== null && video.videoWidth > 0 && !video.paused;
      });
      await expectAccessible(page, '/camera');
      await page.getByRole('button', { name: 'Take photo' }).click();
      await page.waitForURL('**/capture-image');
      await page.getByRole('img', { name: /^Receipt / }).waitFor();
      await expectAccessible(page, '/capture-image');
      await page.getByRole('link', { name: 'Crop image' }).click();
      await page.waitForURL('**/crop-image');
      await expect.poll(() => page.getByRole('button', { name: 'Crop Image' }).isEnabled()).toBe(true);
      await expectAccessible(page, '/crop-image');
      // Issue 40: each step radio is its whole 48 x 40 segment, not a 13 px box.
      const stepBox = await page.getByRole('radio', { name: '10', exact: true }).boundingBox();
      expect(Math.min(stepBox?.width ?? 0, stepBox?.height ?? 0)).toBeGreaterThanOrEqual(40);
      await page.goBack();
      await page.waitForURL('**/capture-image');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.waitForURL('**/captured-image-details');
      await page.getByLabel('Invoice Number').waitFor();
      await expectAccessible(page, '/captured-image-details');
    });
});
