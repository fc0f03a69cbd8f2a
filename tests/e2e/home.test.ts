// /home with asha's real numbers in both viewports: every card, more/less, the calendar's arrows,
// Pending tasks scrolling to My Tasks, and a failed summary in red.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CURRENT_MONTH_BILLS } from '../../server/seed/demo-bills';
import { getExpenseMainDashboard } from '../../src/contract/dashboard';
import { MONTH_NAMES } from '../../src/pure/calendar';
import { formatRupees } from '../../src/pure/money';
import { loginThroughApi, usePage, VIEWPORTS } from '../support/browser';
import { apiLogin } from '../support/browser-receipts';
import { ok } from '../support/send';
import { type ServerProcess, startServerProcess } from '../support/server-process';

// Other files upload bills for the demo users; this one reads asha's figures from a server of its own.
let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess();
});
afterAll(() => server.dispose());

async function ashaSummary() {
  const session = await apiLogin(server.baseUrl, 'asha');
  return ok(server.baseUrl, session, getExpenseMainDashboard, {
    query: { EmployeeId: session.employeeId, CompanyId: session.companyId },
  });
}

/** Today in India, where the app's users and the test browser are. */
function indiaToday(): { year: number; month: number; date: number } {
  const [year, month, date] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number, number];
  return { year, month, date };
}

const currentMonthBills = (type: string) =>
  DEMO_CURRENT_MONTH_BILLS.filter((bill) => bill.userName === 'asha' && bill.expenseType === type)
    .map((bill) => bill.rupees)
    .reduce((sum, rupees) => sum + rupees, 0);

describe.each(VIEWPORTS)('the home screen (%s)', (viewport) => {
  const fixture = usePage(viewport, () => server.baseUrl);

  it("shows every card with asha's numbers", async () => {
    const { page } = fixture;
    const { expenseMain: summary, myTasks } = await ashaSummary();
    await loginThroughApi(page, server.baseUrl, 'asha');
    await page.goto('/home');
    await page.getByRole('heading', { name: 'My Expense Dashboard' }).waitFor();

    await page.getByTestId('month-total').getByText(formatRupees(summary.total), { exact: true }).waitFor();
    const today = indiaToday();
    await page.getByText(`${MONTH_NAMES[today.month - 1]} ${today.year} expense`).waitFor();
    for (const label of ['SFC', 'Expense', 'Unreported bills']) {
      await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: label }).waitFor();
    }

    const history = page.getByRole('region', { name: 'Expense History' }).getByRole('listitem');
    await expect(history.allTextContents()).resolves.toEqual([
      `${summary.previousMonth} ${summary.previousYear}Submitted${formatRupees(summary.previousMonthTotal)}`,
      // Decided by both levels: the amount approved, and who approved it out of the claim.
      `${summary.secondLastMonth} ${summary.secondLastYear}Approved${formatRupees(
        summary.secondLastStanding?.approved ?? Number.NaN,
      )}Claimed ${formatRupees(summary.secondLastTotal)} · approved ${formatRupees(
        summary.secondLastStanding?.approved ?? Number.NaN,
      )} at level 2 by Meera Iyer`,
    ]);
    // Real, different months: not three months of identical HQ days.
    expect(new Set([summary.total, summary.previousMonthTotal, summary.secondLastTotal]).size).toBe(3);

    const bills = page.getByRole('region', { name: /Bill summary/ });
    const amountOf = (label: string) =>
      bills.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd').textContent();
    await expect(amountOf('Travel')).resolves.toBe(formatRupees(summary.travelExpense));
    await expect(amountOf('Food')).resolves.toBe(formatRupees(summary.foodExpense));
    await expect(amountOf('Miscellaneous')).resolves.toBe(formatRupees(currentMonthBills('Miscellaneous')));
    expect(summary.travelExpense).toBeGreaterThanOrEqual(currentMonthBills('Travel'));

    await bills.getByRole('button', { name: 'more' }).click();
    await expect(amountOf('Accommodation')).resolves.toBe(formatRupees(currentMonthBills('Accommodation')));
    await expect(amountOf('Allowance')).resolves.toBe(formatRupees(summary.allowances));
    await bills.getByRole('button', { name: 'less' }).click();
    await bills.getByRole('term').filter({ hasText: 'Accommodation' }).waitFor({ state: 'detached' });
    await expect(bills.getByRole('term').count()).resolves.toBe(3);

    const tasks = page.getByRole('region', { name: 'My Tasks' }).getByRole('listitem');
    await tasks.first().waitFor();
    await expect(tasks.allTextContents()).resolves.toEqual([
      'Pune → Talegaon',
      'Pimpri-Chinchwad → Lonavala',
    ]);
    expect(myTasks).toHaveLength(2);

    await expect(page.getByTestId('activity-tasks').textContent()).resolves.toBe('2Pending tasks');
    await expect(page.getByTestId('activity-notifications').textContent()).resolves.toBe('3Notifications');
    await expect(page.getByTestId('activity-day').textContent()).resolves.toMatch(
      new RegExp(`^${today.date}${MONTH_NAMES[today.month - 1]}`),
    );
    await expect(page.getByTestId('activity-time').textContent()).resolves.toMatch(/^\d{1,2}:\d{2}(AM|PM)$/);
  });

  it('moves the calendar by month, highlights today, and knows 29 February 2028', async () => {
    const { page } = fixture;
    await loginThroughApi(page, server.baseUrl, 'asha');
    await page.goto('/home');
    const calendar = page.getByRole('region', { name: /^[A-Z][a-z]+ \d{4}$/ });
    const today = indiaToday();
    await calendar.getByRole('heading', { name: `${MONTH_NAMES[today.month - 1]} ${today.year}` }).waitFor();
    await expect(calendar.getByRole('columnheader').allTextContents()).resolves.toEqual([
      'SUN',
      'MON',
      'TUE',
      'WED',
      'THU',
      'FRI',
      'SAT',
    ]);
    await expect(calendar.locator('[aria-current="date"]').textContent()).resolves.toBe(String(today.date));

    const shown = async () => {
      const [name, year] = ((await calendar.getByRole('heading').textContent()) ?? '').split(' ');
      return Number(year) * 12 + (MONTH_NAMES as readonly string[]).indexOf(name ?? '');
    };
    /** Clicks the arrows one month at a time until the calendar shows the month (1 to 12). */
    const goTo = async (year: number, month: number) => {
      const target = year * 12 + month - 1;
      for (let at = await shown(); at !== target; ) {
        const isForward = at < target;
        await calendar.getByRole('button', { name: isForward ? 'Next month' : 'Previous month' }).click();
        at += isForward ? 1 : -1;
        await calendar
          .getByRole('heading', { name: `${MONTH_NAMES[at % 12]} ${Math.floor(at / 12)}` })
          .waitFor();
      }
    };
    const days = async () =>
      (await calendar.getByRole('cell').allTextContents()).filter((text) => text !== '');

    await goTo(today.year, today.month + 2);
    await expect(calendar.locator('[aria-current="date"]').count()).resolves.toBe(0);
    await goTo(today.year, today.month);
    await expect(calendar.locator('[aria-current="date"]').textContent()).resolves.toBe(String(today.date));

    await goTo(2028, 2);
    await expect(days()).resolves.toHaveLength(29);
    // 1 February 2028 is a Tuesday: two blank cells before it.
    await expect(calendar.getByRole('cell').nth(1).textContent()).resolves.toBe('');
    await expect(calendar.getByRole('cell').nth(2).textContent()).resolves.toBe('1');
    await goTo(2027, 2);
    await expect(days()).resolves.toHaveLength(28);
  });

  it('scrolls to My Tasks from the Pending tasks tile', async () => {
    const { page } = fixture;
    await loginThroughApi(page, server.baseUrl, 'asha');
    await page.goto('/home');
    const tasks = page.getByRole('region', { name: 'My Tasks' });
    await tasks.getByRole('listitem').first().waitFor();
    const isInView = () =>
      tasks.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.top < window.innerHeight - 40;
      });
    if (viewport === 'mobile') await expect(isInView()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Pending tasks' }).click();
    await expect.poll(isInView, { timeout: 5000 }).toBe(true);
    await expect.poll(() => tasks.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it("says 'pending' for months without a status and 'No Pending Tasks' for someone with no drafts", async () => {
    const { page } = fixture;
    await loginThroughApi(page, server.baseUrl, 'vikram');
    await page.goto('/home');
    const history = page.getByRole('region', { name: 'Expense History' }).getByRole('listitem');
    await history.first().waitFor();
    for (const row of await history.allTextContents()) expect(row).toMatch(/pending₹0\.00$/);
    await page.getByRole('region', { name: 'My Tasks' }).getByText('No Pending Tasks').waitFor();
    await expect(page.getByTestId('activity-tasks').textContent()).resolves.toBe('0Pending tasks');
  });

  it("says 'pending' for a month whose status the answer leaves out, rather than failing the summary", async () => {
    const { page } = fixture;
    await loginThroughApi(page, server.baseUrl, 'asha');
    await page.route('**/api/ExpenseMainDashboard**', async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      delete json.expenseMain.previousMonthStatus;
      delete json.expenseMain.secondLastStatus;
      await route.fulfill({ response, json });
    });
    await page.goto('/home');
    const history = page.getByRole('region', { name: 'Expense History' }).getByRole('listitem');
    await history.first().waitFor();
    const rows = await history.allTextContents();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toContain('pending');
    await expect(
      page.getByText('Your expense summary could not be loaded. Please try again.').count(),
    ).resolves.toBe(0);
  });

  it('shows a failed summary in red', async () => {
    const { page } = fixture;
    await loginThroughApi(page, server.baseUrl, 'asha');
    await page.route('**/api/ExpenseMainDashboard**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await page.goto('/home');
    const message = page.getByText('Your expense summary could not be loaded. Please try again.');
    await message.waitFor();
    await expect(message.evaluate((element) => getComputedStyle(element).color)).resolves.toBe(
      'rgb(198, 40, 40)',
    );
    await page.getByRole('heading', { name: 'My Expense Dashboard' }).waitFor();
  });
});
