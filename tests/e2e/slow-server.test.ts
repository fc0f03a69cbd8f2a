// A slow server (issue 12, faults): while a write is in flight the app says so and cannot send it
// a second time. The writes are held in Playwright's routing and answered there with a refusal,
// so the shared demo data is never changed by this file.
import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/demo-company';
import type { TMyExpenseItem } from '../../src/contract/expenses';
import { loginThroughApi, usePage, VIEWPORTS, type Viewport } from '../support/browser';
import { MyExpensePage } from './pages/expenses';
import { FareChartPage } from './pages/fare-chart';

const baseUrl = inject('e2eBaseUrl');
const HELD_MS = 2_500;
const SLOW_ANSWER = 'The server answered slowly on purpose.';

/** Holds every request to the path, counts them, then refuses it with a 409 of the test's own. */
async function holdWrites(page: Page, path: string): Promise<{ count: () => number }> {
  let count = 0;
  await page.route(`**/api${path}`, async (route: Route) => {
    count += 1;
    await new Promise((resolve) => setTimeout(resolve, HELD_MS));
    await route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ message: SLOW_ANSWER }),
    });
  });
  return { count: () => count };
}

async function ashasOpenDay(): Promise<TMyExpenseItem> {
  const login = await fetch(`${baseUrl}/api/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'asha', password: DEMO_PASSWORD }),
  });
  const { token, userInfo } = (await login.json()) as {
    token: string;
    userInfo: { employeeId: number; companyId: number; expenseMonth: number; expenseYear: number };
  };
  const month = await fetch(
    `${baseUrl}/api/getMyExpense?employeeId=${userInfo.employeeId}&companyId=${userInfo.companyId}&month=${userInfo.expenseMonth}&year=${userInfo.expenseYear}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const { getMyExpenseList } = (await month.json()) as { getMyExpenseList: TMyExpenseItem[] };
  const day = getMyExpenseList.find((line) => line.isHoliday === 0 && line.expenseModifyEnable === 1);
  if (!day) throw new Error('asha needs a working day up to today in the current month');
  return day;
}

describe.each(VIEWPORTS)('a slow server (%s)', (viewport: Viewport) => {
  const fixture = usePage(viewport, baseUrl);

  it('shows Modify route in flight and sends it once, however often it is submitted', async () => {
    const { page } = fixture;
    const day = await ashasOpenDay();
    await loginThroughApi(page, baseUrl, 'asha');
    const details = await new MyExpensePage(page, viewport)
      .open()
      .then((month) => month.openDay(day.activityDateFormat));
    const modify = await details.openModify();
    await modify.addRow('Lonavala');
    await modify.fill({ stay: 'No', remarks: 'Chemists on the old highway' });
    const held = await holdWrites(page, '/expenseModifySubmit');

    await modify.submit();
    const inFlight = modify.root.getByRole('button', { name: 'Submitting...' });
    await inFlight.waitFor();
    expect(await inFlight.isDisabled()).toBe(true);
    // Enter in a field would submit the form again, and a second tap lands on a disabled button.
    await modify.root.getByLabel('Remarks').press('Enter');
    await inFlight.click({ force: true });
    await modify.message(SLOW_ANSWER).waitFor();
    expect(held.count()).toBe(1);
    await modify.root.getByRole('button', { name: 'Submit', exact: true }).waitFor();
  });

  it("shows the month's final submit in flight and sends it once", async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'asha');
    const month = await new MyExpensePage(page, viewport).open();
    const held = await holdWrites(page, '/expenseFinalSubmit');
    await month.submitButton.click();
    await month.submitDialog.waitFor();
    await month.submitDialog.getByRole('button', { name: 'Submit', exact: true }).click();
    const inFlight = month.submitDialog.getByRole('button', { name: 'Submitting...' });
    await inFlight.waitFor();
    expect(await inFlight.isDisabled()).toBe(true);
    await inFlight.click({ force: true });
    await inFlight.press('Enter');
    await month.toast(SLOW_ANSWER).or(page.getByText(SLOW_ANSWER)).first().waitFor();
    expect(held.count()).toBe(1);
  });

  it("shows the fare chart's Add in flight and sends it once", async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'asha');
    const wizard = await (await new FareChartPage(page).open()).openWizard();
    await wizard.fill({
      fromCity: 'Pimpri-Chinchwad',
      toCity: 'Talegaon',
      category: 'EX-HQ',
      mode: 'Bus',
      dayOfNextMonth: 3,
      doctors: '2',
      chemists: '1',
    });
    await wizard.next();
    await wizard.price();
    await wizard.next();
    const held = await holdWrites(page, '/SFCAdd');

    await wizard.save('Add');
    const inFlight = page.getByRole('button', { name: 'Saving...' });
    await inFlight.waitFor();
    expect(await inFlight.isDisabled()).toBe(true);
    await inFlight.click({ force: true });
    await inFlight.press('Enter');
    await page.getByRole('alertdialog', { name: SLOW_ANSWER }).waitFor();
    expect(held.count()).toBe(1);
  });
});
