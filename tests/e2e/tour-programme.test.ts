// The tour programme end to end (issue 42), on a phone: sanjay plans a day of next month and copies
// last month with no signal; back online both reach the server once, he submits, and vikram opens
// the plan from TP Approval, rejects one day with a reason and approves the rest; sanjay changes
// that day and submits again, vikram approves it; the plan is locked, sanjay asks to change a day
// and vikram approves the change. On a desktop: vikram's view of rahul's claim shows 'Not as planned' on
// the day rahul claimed off his plan. The file has a server of its own: it decides sanjay's next
// month for good.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTourProgramme } from '../../src/contract/tour-programme';
import { businessDate, monthOf, shortMonthLabel } from '../../src/pure/calendar';
import { blockingViolations } from '../support/axe';
import { loginThroughApi, usePage } from '../support/browser';
import { type ApiSession, apiLogin } from '../support/browser-receipts';
import { ok } from '../support/send';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { ExpenseApprovalPage } from './pages/approvals';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess();
});
afterAll(() => server.dispose());

const next = monthOf(businessDate(), 1);
const planOf = (session: ApiSession) =>
  ok(server.baseUrl, session, getTourProgramme, {
    query: { employeeId: session.employeeId, companyId: session.companyId, ...next },
  });

describe('the tour programme on a phone', () => {
  const fixture = usePage('mobile', () => server.baseUrl);

  it('drafts next month offline with Copy last month, submits it, a rejected day is changed and resubmitted, approved and locked, and a change request later', async () => {
    const { page, context } = fixture;
    const sanjay = await apiLogin(server.baseUrl, 'sanjay');
    const before = await planOf(sanjay);
    expect(before.status).toBe('D');
    const firstDay = before.days.find((day) => !day.isHoliday);
    if (!firstDay) throw new Error('next month has a working day');

    await loginThroughApi(page, server.baseUrl, 'sanjay');
    await page.goto('/tour-programme');
    await page.getByText('Status: Not submitted').waitFor();
    expect(await blockingViolations(page)).toEqual([]);

    await context.setOffline(true);
    const days = page.getByTestId('tp-day');
    await days.first().getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Work type').selectOption('Meeting');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await days.first().getByText('Waiting to upload').waitFor();
    await page.getByRole('button', { name: 'Copy last month' }).click();
    expect((await planOf(sanjay)).days.every((day) => day.workType === null)).toBe(true);

    await context.setOffline(false);
    await expect
      .poll(
        async () =>
          (await planOf(sanjay)).days.filter((day) => !day.isHoliday && day.workType === null).length,
        {
          timeout: 20_000,
        },
      )
      .toBe(0);
    const drafted = await planOf(sanjay);
    // The day planned first keeps its plan: the copy fills the empty days only.
    expect(drafted.days.find((day) => day.date === firstDay.date)?.workType).toBe('Meeting');
    await page.getByText('Not planned').first().waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Status: Submitted').waitFor();
    expect((await planOf(sanjay)).status).toBe('S');

    await loginThroughApi(page, server.baseUrl, 'vikram');
    await page.goto('/tp-approval');
    // TP Approval opens on next month.
    await page.getByRole('link', { name: 'Open the plan of Sanjay Patil' }).click();
    await page.getByRole('heading', { name: 'Plan of Sanjay Patil' }).waitFor();
    expect(await blockingViolations(page)).toEqual([]);
    // One day rejected with a reason, the rest approved: the plan goes back for that day only.
    const rejected = page
      .getByTestId('tp-day')
      .filter({ has: page.getByRole('radio') })
      .nth(1);
    await rejected.getByRole('radio', { name: 'Reject' }).check();
    await rejected.getByRole('textbox').fill('Be at the Pune meeting that day');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.waitForURL('**/tp-approval');
    const returned = await planOf(sanjay);
    expect(returned.status).toBe('R');
    const rejectedDay = returned.days.find((day) => day.status === 'R');
    expect(returned.days.filter((day) => day.status === 'R')).toHaveLength(1);
    expect(returned.days.filter((day) => day.status === 'A').length).toBeGreaterThan(15);

    // sanjay changes that day (the only one open) and submits again; vikram approves the rest.
    await loginThroughApi(page, server.baseUrl, 'sanjay');
    await page.goto('/tour-programme');
    await page.getByText('Rejected: Be at the Pune meeting that day').waitFor();
    expect(await page.getByRole('button', { name: /^Edit/ }).count()).toBe(1);
    await days.filter({ hasText: 'Rejected:' }).getByRole('button', { name: /^Edit/ }).click();
    await dialog.getByLabel('Work type').selectOption('Meeting');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await planOf(sanjay)).days.find((day) => day.date === rejectedDay?.date)?.workType)
      .toBe('Meeting');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Status: Submitted').waitFor();

    await loginThroughApi(page, server.baseUrl, 'vikram');
    await page.goto('/tp-approval');
    await page.getByRole('link', { name: 'Open the plan of Sanjay Patil' }).click();
    // Only the changed day waits: the others stayed approved.
    await page.getByRole('radio', { name: 'Reject' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Reject' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Approve all' }).click();
    await page.waitForURL('**/tp-approval');
    await expect.poll(async () => (await planOf(sanjay)).status).toBe('A');

    // Locked: a day changes only by a request, which vikram approves.
    await loginThroughApi(page, server.baseUrl, 'sanjay');
    await page.goto('/tour-programme');
    await page.getByText('Approved: the plan is locked.').waitFor();
    expect(await page.getByRole('button', { name: /^Edit/ }).count()).toBe(0);
    await days
      .first()
      .getByRole('button', { name: /^Request a change/ })
      .click();
    const change = page.getByRole('dialog');
    await change.getByLabel('Work type').selectOption('Training');
    await change.getByLabel('Reason for the change').fill('Product training moved to this day');
    await change.getByRole('button', { name: 'Send request' }).click();
    await change.waitFor({ state: 'detached' });
    await days.first().getByText('Change requested:').waitFor();

    await loginThroughApi(page, server.baseUrl, 'vikram');
    await page.goto('/tp-approval');
    await page.getByRole('link', { name: 'Open the plan of Sanjay Patil' }).click();
    await page.getByRole('button', { name: 'Approve change' }).click();
    await expect
      .poll(async () => (await planOf(sanjay)).days.find((day) => day.date === firstDay.date)?.workType)
      .toBe('Training');
  });
});

describe('the tour programme on a desktop', () => {
  const fixture = usePage('desktop', () => server.baseUrl);

  it("shows vikram 'Not as planned' on the day rahul claimed off his approved plan, and the plan beside each day", async () => {
    const { page } = fixture;
    await loginThroughApi(page, server.baseUrl, 'vikram');
    const list = await new ExpenseApprovalPage(page).open();
    await list.openClaim('Rahul Deshmukh', shortMonthLabel(monthOf(businessDate(), -1)));
    const flags = page.getByRole('list', { name: /^Flags of / }).filter({ hasText: 'Not as planned' });
    await flags.first().waitFor();
    expect(await flags.count()).toBe(1);
    expect(await flags.first().textContent()).toMatch(
      /^Plan: Not as planned: the plan was Field Work, Nashik to \w+/,
    );
    expect(await page.getByText(/^Plan: /).count()).toBeGreaterThan(10);
  });

  it("shows rahul this month's planned calls met in My Activities", async () => {
    const { page } = fixture;
    await loginThroughApi(page, server.baseUrl, 'rahul');
    await page.goto('/home');
    await expect
      .poll(() => page.getByTestId('activity-planned-calls').textContent())
      .toMatch(/^\d+ of [1-9]\d*Planned calls met$/);
  });
});
