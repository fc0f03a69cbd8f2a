// A slow server (issue 12, faults): while a write is in flight the app says so and cannot send it
// a second time. The writes are held in Playwright's routing and answered there with a refusal,
// so no write lands; the one data change is a month of asha's submitted for vikram to decide.
import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expenseFinalSubmit, getMyExpense, type TMyExpenseItem } from '../../src/contract/expenses';
import { shortMonthLabel } from '../../src/pure/calendar';
import { loginThroughApi, usePage, VIEWPORTS, type Viewport } from '../support/browser';
import { demoSession } from '../support/demo-sessions';
import { ok } from '../support/send';
import { type ClaimPage, ExpenseApprovalPage } from './pages/approvals';
import { MyExpensePage, monthBack } from './pages/expenses';
import { FareChartPage } from './pages/fare-chart';

const baseUrl = inject('e2eBaseUrl');
/**
 * After the test's extra taps, how long the held write stays held: a second request a tap set off
 * would reach the route by then. The hold itself lasts until the test releases it, so the taps
 * always land while the write is in flight, however slow the machine.
 */
const GRACE_MS = 300;
const SLOW_ANSWER = 'The server answered slowly on purpose.';

interface HeldWrites {
  count: () => number;
  bodies: () => unknown[];
  /** Answers every held request, and any later one at once, after GRACE_MS. */
  release: () => Promise<void>;
}

/** Holds every request to the path until released, keeps its body, then refuses it with a 409 of the test's own. */
async function holdWrites(page: Page, path: string): Promise<HeldWrites> {
  const bodies: unknown[] = [];
  let open: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route(`**/api${path}`, async (route: Route) => {
    bodies.push(route.request().postDataJSON());
    await released;
    await route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ message: SLOW_ANSWER }),
    });
  });
  return {
    count: () => bodies.length,
    bodies: () => bodies,
    release: async () => {
      await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
      open();
    },
  };
}

/**
 * A month of asha's `back` months ago, opened and submitted to vikram through the API: a month no
 * other file opens (approvals.test.ts takes 6 to 9 back, accessibility.test.ts 24 and 25, this file
 * 12 to 19). Returns its name, 'Nov 2025', and its first working day as the claim lists it, '3 Nov 2025'.
 */
async function ashaSubmitsMonthBack(back: number): Promise<{ monthYear: string; workingDay: string }> {
  const asha = await demoSession(baseUrl, 'asha');
  const { employeeId, companyId } = asha.userInfo;
  const { year, month } = monthBack(back);
  const { getMyExpenseList } = await ok(baseUrl, asha, getMyExpense, {
    query: { employeeId, companyId, month, year },
  });
  const workingDay = getMyExpenseList.find((line) => line.isHoliday === 0 && line.total > 0);
  if (!workingDay) throw new Error(`asha's month ${month}/${year} has no working day`);
  await ok(baseUrl, asha, expenseFinalSubmit, { body: { employeeId, companyId, month, year } });
  return { monthYear: shortMonthLabel({ year, month }), workingDay: workingDay.activityDateFormat };
}

async function ashasOpenDay(): Promise<TMyExpenseItem> {
  const asha = await demoSession(baseUrl, 'asha');
  const { employeeId, companyId, expenseMonth: month, expenseYear: year } = asha.userInfo;
  const { getMyExpenseList } = await ok(baseUrl, asha, getMyExpense, {
    query: { employeeId, companyId, month, year },
  });
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
    await held.release();
    await modify.message(SLOW_ANSWER).waitFor();
    expect(held.count()).toBe(1);
    await modify.root.getByRole('button', { name: 'Submit', exact: true }).waitFor();
  });

  it("shows the month's final submit in flight and sends it once", async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'asha');
    // An ended month: the current one opens for submitting on its last day only.
    const month = await new MyExpensePage(page, viewport).open(
      monthBack(viewport === 'mobile' ? 18 : 19).key,
    );
    const held = await holdWrites(page, '/expenseFinalSubmit');
    await month.submitButton.click();
    await month.submitDialog.waitFor();
    await month.submitDialog.getByRole('button', { name: 'Submit', exact: true }).click();
    const inFlight = month.submitDialog.getByRole('button', { name: 'Submitting...' });
    await inFlight.waitFor();
    expect(await inFlight.isDisabled()).toBe(true);
    await inFlight.click({ force: true });
    await inFlight.press('Enter');
    await held.release();
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
    await held.release();
    await page.getByRole('alertdialog', { name: SLOW_ANSWER }).waitFor();
    expect(held.count()).toBe(1);
  });

  it("shows the fare chart's Submit in flight and sends it once", async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'asha');
    const chart = await new FareChartPage(page).open();
    const held = await holdWrites(page, '/SFCSubmit');

    await chart.submitButton.click();
    // Submit asks first (issue 40), naming how many journeys it sends.
    await page
      .getByRole('dialog', { name: /^Submit \d+ journeys?\?$/ })
      .getByRole('button', { name: 'Submit', exact: true })
      .click();
    const inFlight = page.getByRole('button', { name: 'Submitting...' });
    await inFlight.waitFor();
    expect(await inFlight.isDisabled()).toBe(true);
    await inFlight.click({ force: true });
    await inFlight.press('Enter');
    await held.release();
    await page.getByRole('alertdialog', { name: SLOW_ANSWER }).waitFor();
    expect(held.count()).toBe(1);
    await chart.submitButton.waitFor();
  });

  /** Vikram opens a month of asha's submitted for him, `back` months ago, as a claim. */
  async function vikramOpensAshasMonth(back: number) {
    const { page } = fixture;
    const { monthYear, workingDay } = await ashaSubmitsMonthBack(back);
    await loginThroughApi(page, baseUrl, 'vikram');
    const claim = await (await new ExpenseApprovalPage(page).open()).openClaim('Asha Kulkarni', monthYear);
    return { claim, workingDay };
  }

  /** While a draft or decision is held: the overlay covers the claim and both buttons refuse a tap. */
  async function expectDecisionHeldOnce(claim: ClaimPage, held: HeldWrites) {
    await claim.savingOverlay.waitFor();
    expect(await claim.button('Submit').isDisabled()).toBe(true);
    expect(await claim.button('Save Draft').isDisabled()).toBe(true);
    await claim.button('Submit').click({ force: true });
    await claim.button('Save Draft').click({ force: true });
    await held.release();
    await claim.refusal(SLOW_ANSWER).waitFor();
    expect(held.count()).toBe(1);
  }

  it("shows the approver's Approve in flight and sends the decision once", async () => {
    const { claim } = await vikramOpensAshasMonth(viewport === 'mobile' ? 12 : 13);
    const held = await holdWrites(fixture.page, '/expenseDecisionSave');

    await claim.button('Submit').click();
    await expectDecisionHeldOnce(claim, held);
    expect(statusesSent(held.bodies()[0])).toEqual(['A']);
    expect(Number((held.bodies()[0] as { isSubmit: unknown }).isSubmit)).toBe(1);
  });

  it("shows the approver's Reject in flight and sends the decision once", async () => {
    const { claim, workingDay } = await vikramOpensAshasMonth(viewport === 'mobile' ? 14 : 15);
    await claim.reject(workingDay, 'No field report for this day');
    const held = await holdWrites(fixture.page, '/expenseDecisionSave');

    await claim.button('Submit').click();
    await expectDecisionHeldOnce(claim, held);
    expect(statusesSent(held.bodies()[0])).toEqual(['A', 'R']);
  });

  it("shows the approver's Save Draft in flight and sends the draft once", async () => {
    const { claim } = await vikramOpensAshasMonth(viewport === 'mobile' ? 16 : 17);
    const held = await holdWrites(fixture.page, '/expenseDecisionSave');

    await claim.button('Save Draft').click();
    await expectDecisionHeldOnce(claim, held);
    expect(Number((held.bodies()[0] as { isSubmit: unknown }).isSubmit)).toBe(0);
  });
});

/** The distinct day decisions a held approval carried, sorted: ['A', 'R']. Its lines travel as JSON text (the outbox's flat call). */
function statusesSent(body: unknown): string[] {
  const lines = JSON.parse((body as { lines: string }).lines) as { approvalStatus: string }[];
  return [...new Set(lines.map((line) => line.approvalStatus))].sort();
}
