// /user 'My Profile' in both viewports: read-only details, the form's rules, Update grey until a
// change, 'Updated', and a photo chosen, cropped square, shown, and removed ('Deleted').
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEmployeeProfile } from '../../src/contract/profile';
import { loginThroughApi, usePage, VIEWPORTS } from '../support/browser';
import { apiLogin } from '../support/browser-receipts';
import { ok } from '../support/send';
import { type ServerProcess, startServerProcess } from '../support/server-process';

// The tests change profiles, so this file has a server of its own; each viewport has its own user.
let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess();
});
afterAll(() => server.dispose());

const PHOTO = readFileSync(new URL('../../server/seed/bills/asha-restaurant.jpg', import.meta.url));
const USERS = { mobile: 'asha', desktop: 'rahul' } as const;

async function serverProfile(userName: string) {
  const session = await apiLogin(server.baseUrl, userName);
  return ok(server.baseUrl, session, getEmployeeProfile, { query: { employeeId: session.employeeId } });
}

describe.each(VIEWPORTS)('my profile (%s)', (viewport) => {
  const fixture = usePage(viewport, () => server.baseUrl);
  const userName = USERS[viewport];

  it('keeps name, code, designation, city and state read-only and enforces the contact rules', async () => {
    const { page } = fixture;
    const before = await serverProfile(userName);
    await loginThroughApi(page, server.baseUrl, userName);
    await page.goto('/user');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    for (const label of ['Name', 'Employee Code', 'Designation', 'City', 'State']) {
      await expect(page.getByLabel(label, { exact: true }).getAttribute('readonly')).resolves.toBe('');
    }
    await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe(before.employeeName);
    const update = page.getByRole('button', { name: 'Update' });
    await expect(update.isDisabled()).resolves.toBe(true);

    await page.getByLabel('Address').fill('');
    await expect(update.isEnabled()).resolves.toBe(true);
    await page.getByLabel('Email').fill('someone@yahoo.com');
    await update.click();
    await page.getByText('Please Select').waitFor();
    await page.getByText('Please enter valid gmail.').waitFor();
    await expect(page.getByLabel('Address').getAttribute('aria-invalid')).resolves.toBe('true');

    // Typing the old values back: nothing to update, the button is grey again.
    await page.getByLabel('Address').fill(before.address as string);
    await page.getByLabel('Email').fill(before.emailId as string);
    await expect(update.isDisabled()).resolves.toBe(true);

    const address = `${viewport} desk, 4 FC Road, Shivajinagar`;
    await page.getByLabel('Address').fill(address);
    await page.getByLabel('Phone Number').fill('9811122233');
    await update.click();
    await page.getByRole('alertdialog', { name: 'Success' }).getByText('Updated', { exact: true }).waitFor();
    await expect.poll(async () => (await serverProfile(userName)).address).toBe(address);
    await expect(update.isDisabled()).resolves.toBe(true);
    await page.reload();
    await expect.poll(() => page.getByLabel('Phone Number').inputValue()).toBe('9811122233');
  });

  it('changes the photo through the square crop, shows it in the menu too, and removes it', async () => {
    const { page } = fixture;
    await loginThroughApi(page, server.baseUrl, userName);
    await page.goto('/user');
    await page.getByRole('img', { name: 'No profile photo' }).waitFor();

    await page.getByRole('button', { name: 'Change profile photo' }).click();
    const menu = page.getByRole('dialog', { name: 'Profile photo' });
    await menu.getByRole('button', { name: 'Gallery' }).waitFor();
    await expect(menu.getByRole('button', { name: 'Camera' }).count()).resolves.toBe(
      viewport === 'mobile' ? 1 : 0,
    );
    await expect(menu.getByRole('button', { name: 'Remove' }).count()).resolves.toBe(0);
    await menu.getByLabel('Choose a photo from the gallery').setInputFiles({
      name: 'me.jpg',
      mimeType: 'image/jpeg',
      buffer: PHOTO,
    });
    const crop = page.getByRole('dialog', { name: 'Crop Image' });
    const cropButton = crop.getByRole('button', { name: 'Crop Image' });
    await expect.poll(() => cropButton.isEnabled(), { timeout: 10_000 }).toBe(true);
    await cropButton.click();
    await page.getByRole('alertdialog', { name: 'Success' }).getByText('Updated', { exact: true }).waitFor();

    const photo = page.getByRole('img', { name: /^Profile photo of / });
    await photo.waitFor();
    const size = await photo.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);
    expect(size[0]).toBe(size[1]);
    await expect(photo.getAttribute('src')).resolves.toMatch(/^data:image\/png;base64,/);
    await expect
      .poll(async () => (await serverProfile(userName)).imageBase64)
      .toMatch(/^data:image\/png;base64,/);
    if (viewport === 'desktop') {
      await expect
        .poll(() => page.locator('.side-menu .avatar').getAttribute('src'))
        .toMatch(/^data:image\/png;base64,/);
    }

    await page.getByRole('button', { name: 'Change profile photo' }).click();
    await menu.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('alertdialog', { name: 'Success' }).getByText('Deleted', { exact: true }).waitFor();
    await page.getByRole('img', { name: 'No profile photo' }).waitFor();
    await expect.poll(async () => (await serverProfile(userName)).imageBase64).toBeNull();
  });
});
