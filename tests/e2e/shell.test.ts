// The frame around every screen: guard, 404, the 401 rule, offline, menu, top bar, footer, logout.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { logout } from '../../src/contract/auth';
import { getNotification } from '../../src/contract/notifications';
import { expectDelay, loginThroughApi, usePage, VIEWPORTS } from '../support/browser';
import { ok, send } from '../support/send';

const baseUrl = inject('e2eBaseUrl');

describe.each(VIEWPORTS)('the app shell (%s)', (viewport) => {
  const isDesktop = viewport === 'desktop';
  const fixture = usePage(viewport, baseUrl);

  const storedKeys = (page: Page) =>
    page.evaluate(() => ['userData', 'token', 'SelectedExpenseData'].map((key) => localStorage.getItem(key)));

  it('sends every guarded route to /login when no token is stored', async () => {
    const { page } = fixture;
    for (const route of ['/home', '/sfc', '/un-reported-expenses', '/expense-details/7', '/no-such-page']) {
      await page.goto(route);
      await page.waitForURL('**/login');
      await page.getByLabel('User name').waitFor();
    }
  });

  it("shows a centred '404 - Page Not Found' for a path outside the route table", async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'asha');
    await page.goto('/reports/2026');
    const heading = page.getByRole('heading', { name: '404 - Page Not Found' });
    await heading.waitFor();
    const box = await heading.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - width / 2)).toBeLessThan(2);
  });

  it('ends the session on a 401: the three keys go and the login form shows', async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'asha');
    await page.evaluate(() => localStorage.setItem('SelectedExpenseData', '{"expenseId":1}'));
    const token = await page.evaluate(() => localStorage.getItem('token'));
    if (!token) throw new Error('the page holds a token');
    // Revoke the token behind the app's back, as a logout on another device would.
    await ok(baseUrl, { token }, logout);
    await page.goto('/home');
    await page.waitForURL('**/login');
    await page.getByLabel('User name').waitFor();
    expect(await storedKeys(page)).toEqual([null, null, null]);
  });

  it('replaces the app with the offline screen and comes back online', async () => {
    const { page, context } = fixture;
    await loginThroughApi(page, baseUrl, 'asha');
    await page.goto('/home');
    await page.getByRole('heading', { name: 'My Expense Dashboard' }).waitFor();
    await context.setOffline(true);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await page.getByText('Please check your internet connection.').waitFor();
    await page.getByText('0 receipts waiting to upload').waitFor();
    await page.getByRole('button', { name: 'Capture a receipt' }).click();
    await page.waitForURL(isDesktop ? '**/upload-bills' : '**/camera');
    await context.setOffline(false);
    await page.goto('/home');
    await page.getByRole('heading', { name: 'My Expense Dashboard' }).waitFor();
  });

  it('lists the menu entries of a field employee, without approvals', async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'asha');
    await page.goto('/home');
    const menu = await openMenu(page, isDesktop);
    await menu.getByText('Asha Kulkarni').waitFor();
    await menu.getByText('Sunrise Pharmace...', { exact: true }).waitFor();
    const expected = [
      'Home',
      'Standard Fare Chart',
      'My Expense',
      'Unreported Bills',
      'Daily Call Report',
      'Tour Programme',
    ];
    if (isDesktop) expected.push('Upload Bills');
    // The call report's entry follows the employee's details (area range T), which answer after the
    // menu opens: wait for it before reading the list, or a slow answer reads as a missing entry.
    await menu.getByRole('link', { name: 'Daily Call Report' }).waitFor();
    await expect(menu.locator('.side-menu__list a').allTextContents()).resolves.toEqual(expected);
    await menu.getByRole('link', { name: 'Setting' }).waitFor();
    await menu.getByRole('link', { name: 'Logout' }).waitFor();
    await expect(menu.locator('img.avatar').getAttribute('src')).resolves.toBe('/default-avatar.svg');
    // The avatar and the name are the way to My Profile (issue 22): one link holds both.
    const profile = menu.getByRole('link', { name: 'Asha Kulkarni, My Profile', exact: true });
    await expect(profile.locator('img.avatar').count()).resolves.toBe(1);
    await profile.locator('img.avatar').click();
    await page.waitForURL('**/user');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
  });

  it('adds STPFC Approval and Expense Approval for an area manager', async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'vikram');
    await page.goto('/home');
    const menu = await openMenu(page, isDesktop);
    await menu.getByRole('link', { name: 'STPFC Approval' }).waitFor();
    await menu.getByRole('link', { name: 'Expense Approval' }).click();
    await page.waitForURL('**/expense-approval');
  });

  it('opens My Expense and Unreported Bills at the routes of the route table', async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'asha');
    await page.goto('/home');
    await (await openMenu(page, isDesktop)).getByRole('link', { name: 'My Expense' }).click();
    await page.waitForURL('**/my-expense');
    await page.goto('/home');
    await (await openMenu(page, isDesktop)).getByRole('link', { name: 'Unreported Bills' }).click();
    await page.waitForURL('**/un-reported-expenses');
  });

  it("logs out: 'Logged out successfully', the token revoked, then / after 2 seconds", async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'asha');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    if (!token) throw new Error('the page holds a token');
    await page.clock.install();
    await page.goto('/logout');
    await page.getByText('Logged out successfully').waitFor();
    await expect(page.locator('.top-bar').count()).resolves.toBe(0);
    expect(await storedKeys(page)).toEqual([null, null, null]);
    const after = await send(baseUrl, { token }, getNotification, { query: { employeeId: 1 } });
    expect(after.status).toBe(401);
    await expectDelay(page, { atLeast: 1000, atMost: 2100 }, '/');
  });
});

describe("the shared error handler's alerts (spec section 8)", () => {
  const fixture = usePage('desktop', baseUrl);

  it.each([
    [500, "Server Couldn't respond at this moment, please try again.."],
    [503, "Server Couldn't respond at this moment, please try again.."],
    [408, 'network: taking too long to fetch data'],
    [400, 'something went wrong, this maybe network issue'],
  ])('answers a %i with %j in an alert', async (status, text) => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'asha');
    await page.route('**/api/getNotification**', (route) =>
      route.fulfill({ status, json: { message: 'no' } }),
    );
    await page.goto('/home');
    const alert = page.getByRole('alertdialog');
    await alert.getByText(text, { exact: true }).waitFor();
    await alert.getByRole('button', { name: 'OK' }).click();
    await alert.waitFor({ state: 'detached' });
  });

  it('raises no alert for a 409, and the bell shows the failure in its own words', async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'asha');
    let answered = false;
    await page.route('**/api/getNotification**', async (route) => {
      await route.fulfill({ status: 409, json: { message: 'conflict' } });
      answered = true;
    });
    await page.goto('/home');
    await expect.poll(() => answered).toBe(true);
    await page.getByRole('button', { name: 'Notifications, none unread' }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).getByText('Something went wrong').waitFor();
    await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);
  });
});

describe('the mobile frame', () => {
  const fixture = usePage('mobile', baseUrl);

  it('shows the drawer button only on /home and closes the drawer on an outside click', async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'asha');
    await page.goto('/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.mouse.click(370, 400);
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ state: 'detached' });
    await page.goto('/sfc');
    await page.getByRole('heading', { name: 'SFC' }).waitFor();
    await expect(page.getByRole('button', { name: 'Open menu' }).count()).resolves.toBe(0);
  });

  it('has a footer with Home, Camera scanner and Notification with its count, and no top bar', async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'asha');
    await page.goto('/home');
    const footer = page.getByRole('navigation', { name: 'Quick links' });
    await footer.getByTestId('count-badge').waitFor();
    // Other files' approvals notify asha while this runs, so the count is read, not assumed
    // (notifications.test.ts checks it against the server on a server of its own).
    await expect(footer.getByTestId('count-badge').textContent()).resolves.toMatch(/^[1-9]\d*$/);
    await expect(footer.locator('.footer__label').allTextContents()).resolves.toEqual([
      'Home',
      'Camera scanner',
      'Notification',
    ]);
    await expect(page.locator('.top-bar').count()).resolves.toBe(0);
  });

  it('highlights the home and camera icons on the unreported bills screen', async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'asha');
    await page.goto('/un-reported-expenses');
    await page.getByRole('heading', { name: 'Unreported Bills' }).waitFor();
    const footer = page.getByRole('navigation', { name: 'Quick links' });
    await expect(footer.locator('.footer__item--active').allTextContents()).resolves.toEqual([
      'Home',
      'Camera scanner',
    ]);
  });
});

describe('the desktop frame', () => {
  const fixture = usePage('desktop', baseUrl);

  it('has a bell with the count and a 387 by 379 px popover that an outside click closes', async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'asha');
    await page.goto('/sfc');
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    const unread = Number(await bell.getByTestId('count-badge').textContent());
    expect(unread).toBeGreaterThan(0);
    await bell.click();
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    const box = await popover.boundingBox();
    expect([box?.width, box?.height]).toEqual([387, 379]);
    await expect(popover.getByRole('listitem').count()).resolves.toBeGreaterThanOrEqual(unread);
    await page.mouse.click(600, 600);
    await popover.waitFor({ state: 'detached' });
    await expect(page.getByRole('navigation', { name: 'Quick links' }).count()).resolves.toBe(0);
  });

  it('goes home from the logo, and Upload opens /upload-bills with the saved draft cleared', async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'asha');
    await page.goto('/sfc');
    await page.getByRole('link', { name: 'Tourbook home' }).click();
    await page.waitForURL('**/home');
    // The first upload opens the app's database; then a half-finished draft is planted in it.
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.waitForURL('**/upload-bills');
    await page.evaluate(() => {
      const { employeeId } = JSON.parse(localStorage.getItem('userData') ?? '{}');
      return window.testIdb.put('drafts', {
        key: `${employeeId}:upload-bill`,
        employeeId,
        value: {},
        updatedAt: 0,
      });
    });
    await page.goto('/home');
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.waitForURL('**/upload-bills');
    await expect(page.evaluate(() => window.testIdb.count('drafts'))).resolves.toBe(0);
  });

  it('has no top bar on /login, / and /logout', async () => {
    const { page } = fixture;
    for (const route of ['/', '/login', '/logout']) {
      await page.goto(route);
      await page.locator('main').waitFor();
      await expect(page.locator('.top-bar').count()).resolves.toBe(0);
    }
  });
});

async function openMenu(page: Page, isDesktop: boolean) {
  if (!isDesktop) await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.waitFor();
  return menu;
}
