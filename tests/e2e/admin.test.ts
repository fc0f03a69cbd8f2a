// Administration end to end in both viewports (issue 24): priya imports employees from a file,
// deactivates a new employee and activates them again (their history says so), resets their
// password, the employee signs in with it, chooses a new password and sees their month; a fare rate
// changed from next month leaves today's price as it was, and the rate's history shows the change.

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { sfcFareAndAllowanceForDistance } from '../../src/contract/fare-chart-lookups';
import { businessDate, formatListDate, monthOf, monthStart } from '../../src/pure/calendar';
import { loginThroughApi, usePage, VIEWPORTS } from '../support/browser';
import { apiLogin } from '../support/browser-receipts';
import { pickDate } from '../support/date-picker';
import { ok } from '../support/send';

// The shared server: the people added have codes of their own, and the rate changed is for grade 2,
// which no demo employee has, from next month, so no other file's prices move.
const server = { baseUrl: inject('e2eBaseUrl') };

async function openAdministration(page: Page, isDesktop: boolean) {
  if (!isDesktop) await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Administration' }).click();
  await page.waitForURL('**/admin');
}

describe.each(VIEWPORTS)('administration (%s)', (viewport) => {
  const fixture = usePage(viewport, () => server.baseUrl);
  const isDesktop = viewport === 'desktop';
  const code = isDesktop ? 'SPL0801' : 'SPL0701';
  const name = isDesktop ? 'Devika Sharma' : 'Mohan Pillai';

  it('imports employees from a file, resets a password, and the new employee chooses a password and sees their month', async () => {
    const { page } = fixture;
    await loginThroughApi(page, server.baseUrl, 'priya');
    await page.goto('/home');
    await openAdministration(page, isDesktop);
    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Import and export' })
      .click();
    await page.getByRole('heading', { name: 'Import and export' }).waitFor();
    const csv = [
      'code,name,designation,grade,area_range,territory,hq_city,reports_to,email,phone',
      `${code},${name},Medical Representative,1,T,Mumbai,Thane,SPL0101,,9822000111`,
      `${code}X,Someone Else,Medical Representative,1,T,Mumbai,Thane,E0999,,`,
    ].join('\n');
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByText('Row 3: reports to E0999 is not an employee').waitFor();
    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByText(/Nothing was imported: 1 problem/).waitFor();

    const fixed = csv.split('\n').slice(0, 2).join('\n');
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(fixed) });
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByText('people.csv: 1 row, 1 to add or change, no problems.').waitFor();
    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByText('Employees: 1 row of 1 imported.').waitFor();

    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Employees' })
      .click();
    await page.getByLabel('Search by name or code').fill(code);
    await page.getByRole('button', { name: `Reset password of ${name}` }).click();
    // Issue 40: an irreversible action asks first; Cancel has the focus.
    const question = page.getByRole('dialog', { name: `Reset ${name}'s password?` });
    await question.getByRole('button', { name: 'Reset password' }).click();
    const dialog = page.getByRole('dialog', { name: 'One-time password' });
    await dialog.waitFor();
    const oneTimePassword = (await dialog.getByTestId('one-time-password').textContent())?.trim() ?? '';
    expect(oneTimePassword).toMatch(/^[A-Za-z2-9]{10}$/);
    await expect(dialog.getByText(`Sign-in name: ${code.toLowerCase()}`).count()).resolves.toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto('/logout');
    await page.waitForURL('**/login');
    await page.getByLabel('User name').fill(code.toLowerCase());
    await page.getByLabel('Password', { exact: true }).fill(oneTimePassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/choose-password');
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('Pune2026x');
    await page.getByLabel('New password again').fill('Pune2026x');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.waitForURL('**/home');
    await page.goto('/my-expense');
    await page.getByRole('heading', { name: 'My Expense' }).waitFor();
    await page.locator('.page-loading').waitFor({ state: 'detached' });
    // Signed in as themselves (their name in the menu), with no Administration entry.
    if (!isDesktop) {
      await page.goto('/home');
      await page.getByRole('button', { name: 'Open menu' }).click();
    }
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: `${name}, My Profile` }).waitFor();
    await expect(menu.getByRole('link', { name: 'Administration' }).count()).resolves.toBe(0);
  });

  it('deactivates the imported employee and activates them again, and their history says so', async () => {
    const { page } = fixture;
    await loginThroughApi(page, server.baseUrl, 'priya');
    await page.goto('/admin/employees');
    await page.getByLabel('Search by name or code').fill(code);
    await page.getByRole('button', { name: `Deactivate ${name}` }).click();
    await page
      .getByRole('dialog', { name: `Deactivate ${name}?` })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await page.getByText(`${name} is deactivated.`).waitFor();
    await page.getByLabel('Show inactive').check();
    await page.getByRole('button', { name: `Activate ${name}` }).click();
    await page.getByText(`${name} is active again and can sign in.`, { exact: false }).waitFor();
    await page.getByRole('button', { name: `History of ${name}` }).click();
    const history = page.getByRole('dialog', { name: `History of ${name}` });
    for (const action of ['activated', 'deactivated', 'imported']) {
      await history.getByText(action, { exact: true }).waitFor();
    }
    await history.getByRole('button', { name: 'Close' }).click();
  });

  it('saves a fare rate from next month: today keeps the rate in effect, and today’s price stays', async () => {
    const { page } = fixture;
    const asha = await apiLogin(server.baseUrl, 'asha');
    const fareToday = async () => {
      const fare = await ok(server.baseUrl, asha, sfcFareAndAllowanceForDistance, {
        query: {
          employeeId: asha.employeeId,
          oneWayDistance: 100,
          transportId: 2,
          effectiveDate: businessDate(),
        },
      });
      return fare.oneWayFare;
    };
    const before = await fareToday();
    await loginThroughApi(page, server.baseUrl, 'priya');
    await page.goto('/admin/rates');
    await page.getByRole('heading', { name: 'Rates' }).waitFor();
    const nextMonth = monthStart(monthOf(businessDate(), 1));
    const rupees = isDesktop ? '2.75' : '3.25';
    await page.getByLabel('Transport mode').selectOption({ label: 'Train' });
    await page.getByLabel('Grade', { exact: true }).first().fill('2');
    await page.getByLabel('Rupees per km').fill(rupees);
    await pickDate(page, 'Effective from', nextMonth);
    await page.getByRole('button', { name: 'Save fare rate' }).click();
    // Rupees and dates as every screen writes them (issue 40): '₹2.75', '1 Dec 2026'.
    const from = formatListDate(nextMonth);
    await page.getByText(`The Train fare for grade 2 is ₹${rupees} per km from ${from}.`).waitFor();
    // The new rate waits for its date; the one before it is still the one in effect today.
    const rows = page.getByRole('row').filter({ hasText: 'Train' }).filter({ hasText: from });
    await rows.getByText('to come').first().waitFor();
    const current = page.getByRole('row').filter({ hasText: 'Train' }).filter({ hasText: '₹2.50' });
    await current.getByText('in effect').first().waitFor();
    expect(await fareToday()).toBe(before);
    await rows.getByRole('button', { name: 'History of Train, grade 2' }).first().click();
    const history = page.getByRole('dialog', { name: 'History of Train, grade 2' });
    await history.getByText(`rupees: ${rupees}, effectiveFrom: ${nextMonth}`).first().waitFor();
  });
});
