// Splash and login, with every message of spec sections 2, 5 and 8, on a phone and on a desktop.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/demo-company';
import { login } from '../../src/contract/auth';
import { expectDelay, newContext, sharedBrowser, VIEWPORTS } from '../support/browser';
import { send } from '../support/send';

const baseUrl = inject('e2eBaseUrl');

describe.each(VIEWPORTS)('splash and login (%s)', (viewport) => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(() => context?.close());
  beforeEach(async () => {
    await context?.close();
    context = await newContext(browser, viewport, baseUrl);
    page = await context.newPage();
  });

  const userName = () => page.getByLabel('User name');
  const password = () => page.getByLabel('Password', { exact: true });
  const submit = () => page.getByRole('button', { name: /^(Login|Logging in\.\.\.)$/ });
  const messageArea = () => page.getByRole('alert');

  it('shows the logo and name on the splash, then the login form after 2 seconds', async () => {
    await page.clock.install();
    await page.goto('/');
    await page.getByText('Tourbook', { exact: true }).waitFor();
    await page.locator('img.splash__logo').waitFor();
    await expectDelay(page, { atLeast: 1000, atMost: 2100 }, '/login');
    await userName().waitFor();
  });

  it("says 'Both fields are required' and marks empty fields red until they are edited", async () => {
    await page.goto('/login');
    await submit().click();
    await expect(messageArea().textContent()).resolves.toBe('Both fields are required');
    await expect(userName().getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(password().getAttribute('aria-invalid')).resolves.toBe('true');
    const redBackground = await userName().evaluate((input) => getComputedStyle(input).backgroundColor);
    expect(redBackground).toBe('rgb(253, 236, 234)');

    await userName().fill('asha');
    await expect(userName().getAttribute('aria-invalid')).resolves.toBe('false');
    await expect(password().getAttribute('aria-invalid')).resolves.toBe('true');

    await submit().click();
    await expect(messageArea().textContent()).resolves.toBe('Both fields are required');
    await expect(userName().getAttribute('aria-invalid')).resolves.toBe('false');
  });

  it('shows and hides the password', async () => {
    await page.goto('/login');
    await password().fill('secret');
    await expect(password().getAttribute('type')).resolves.toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password().getAttribute('type')).resolves.toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password().getAttribute('type')).resolves.toBe('password');
  });

  it("says 'Invalid Credentials' for a wrong password and stores nothing", async () => {
    await page.goto('/login');
    await userName().fill('asha');
    await password().fill('not-the-password');
    await submit().click();
    await page.getByText('Invalid Credentials').waitFor();
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
  });

  it("reads 'Logging in...' while the server answers", async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/Login', async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/login');
    await userName().fill('asha');
    await password().fill(DEMO_PASSWORD);
    await submit().click();
    await page.getByRole('button', { name: 'Logging in...' }).waitFor();
    await expect(page.getByRole('button', { name: 'Logging in...' }).isDisabled()).resolves.toBe(true);
    release();
    await page.getByText('Login successful').waitFor();
  });

  it("shows the server's quoted message without its quotes (rate limit)", async () => {
    const ghost = `ghost-${viewport}-${Date.now()}`;
    for (let i = 0; i < 10; i++) {
      await send(baseUrl, null, login, { body: { userName: ghost, password: 'wrong' } });
    }
    await page.goto('/login');
    await userName().fill(ghost);
    await password().fill('wrong');
    await submit().click();
    await page
      .getByText('Too many failed login attempts. Please try again in 15 minutes.', { exact: true })
      .waitFor();
  });

  it('stores the session and goes home 2 seconds after a successful login', async () => {
    await page.clock.install();
    await page.goto('/login');
    await userName().fill('asha');
    await password().fill(DEMO_PASSWORD);
    await submit().click();
    await page.getByText('Login successful').waitFor();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      userData: JSON.parse(localStorage.getItem('userData') ?? 'null'),
    }));
    expect(stored.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(stored.userData).toMatchObject({
      employeeName: 'Asha Kulkarni',
      token: stored.token,
      useName: 'asha',
    });
    await expectDelay(page, { atLeast: 1000, atMost: 2100 }, '/home');
  });
});
