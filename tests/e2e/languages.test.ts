// The language choice (issue 39): on /login and in /setting, at once and without losing what was
// typed, remembered on the device and with the user; the first visit follows the browser.
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/demo-company';
import { login } from '../../src/contract/auth';
import { loginThroughApi, usePage } from '../support/browser';
import { ok } from '../support/send';

const baseUrl = inject('e2eBaseUrl');

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
    await page.getByRole('radio', { name: 'मराठी' }).check();
    await page.getByRole('heading', { name: 'सेटिंग' }).waitFor();
    expect((await saved).status()).toBe(200);
    const signedIn = await ok(baseUrl, null, login, { body: { userName: 'meera', password: DEMO_PASSWORD } });
    expect(signedIn?.userInfo.language).toBe('mr');
    await page.getByRole('radio', { name: 'English' }).check();
    await page.getByRole('heading', { name: 'Setting' }).waitFor();
  });
});
