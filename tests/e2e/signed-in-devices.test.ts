// The signed-in devices on /setting (issue 29): this device marked, another one listed, and 'Sign out
// everywhere' ending the other one. One viewport: the section is the same card on both.
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/demo-company';
import { login } from '../../src/contract/auth';
import { getNotification } from '../../src/contract/notifications';
import { blockingViolations } from '../support/axe';
import { loginThroughForm, usePage } from '../support/browser';
import { ok, send } from '../support/send';

const baseUrl = inject('e2eBaseUrl');
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('signed-in devices on the Setting screen', () => {
  const fixture = usePage('mobile', baseUrl);

  it("lists this device and another, and 'Sign out everywhere' signs the other one out", async () => {
    const { page } = fixture;
    // deepa (of the second company) is signed in nowhere else in the end-to-end tests: her sessions are this test's.
    const phone = await ok(baseUrl, null, login, {
      body: { userName: 'deepa', password: DEMO_PASSWORD },
      headers: { 'user-agent': ANDROID_PHONE },
    });
    if (!phone) throw new Error('deepa could not sign in');
    const isPhoneSignedIn = async () =>
      (await send(baseUrl, phone, getNotification, { query: { employeeId: phone.userInfo.employeeId } }))
        .status === 200;

    await loginThroughForm(page, 'deepa');
    await page.goto('/setting');
    const list = page.getByRole('list', { name: 'Signed-in devices' });
    const items = list.getByRole('listitem');
    await items.nth(1).waitFor();
    await expect(items.allInnerTexts()).resolves.toEqual([
      expect.stringMatching(
        /^Chrome on Linux\s+This device\s+Signed in\s+\d+ \w{3} \d{4}, \d+:\d\d [ap]m\s+Last used/,
      ),
      expect.stringMatching(/^Chrome on Android\s+Sign out\s+Signed in/),
    ]);
    await expect(blockingViolations(page)).resolves.toEqual([]);
    expect(await isPhoneSignedIn()).toBe(true);

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page
      .getByRole('dialog', { name: 'Sign out everywhere?' })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await page
      .getByRole('status')
      .getByText('Signed out on 1 other device. This device stays signed in.')
      .waitFor();
    await expect(items.allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/^Chrome on Linux\s+This device/),
    ]);
    await expect(page.getByRole('button', { name: 'Sign out everywhere' }).isDisabled()).resolves.toBe(true);
    expect(await isPhoneSignedIn()).toBe(false);
  });

  it('signs out one other device after asking, and keeps this one (issue 40)', async () => {
    const { page } = fixture;
    const phone = await ok(baseUrl, null, login, {
      body: { userName: 'deepa', password: DEMO_PASSWORD },
      headers: { 'user-agent': ANDROID_PHONE },
    });
    if (!phone) throw new Error('deepa could not sign in');
    await loginThroughForm(page, 'deepa');
    await page.goto('/setting');
    const items = page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
    await items.nth(1).waitFor();
    await page.getByRole('button', { name: 'Sign out Chrome on Android' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out Chrome on Android?' });
    await dialog.getByText('Chrome on Android will need your password again.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('status').getByText('Chrome on Android is signed out.').waitFor();
    // The first test's browser may still be signed in too: only the phone has gone.
    const left = await items.allInnerTexts();
    expect(left[0]).toMatch(/^Chrome on Linux\s+This device/);
    expect(left.filter((text) => text.startsWith('Chrome on Android'))).toEqual([]);
    const answer = await send(baseUrl, phone, getNotification, {
      query: { employeeId: phone.userInfo.employeeId },
    });
    expect(answer.status).toBe(401);
  });
});
