// Approve by exception end to end (issue 38), on a phone: vikram sees each claim's checks, ticks
// the clean ones and approves them together after a confirmation naming how many and the total;
// asha's seeded month (flagged: calls and a bill over its limit) has no box to tick.
//
// Approvals change state for good on a shared server: asha submits two old months here that no
// other file opens (approvals.test.ts takes 6 to 9 back, slow-server 12 to 19, accessibility 24
// and 25; this file 20 to 22), and the seed's waiting months stay as seeded.
import { describe, expect, inject, it } from 'vitest';
import { dcrCallSave, getDcrCustomers } from '../../src/contract/calls';
import {
  GetExpenseApproval,
  GetExpenseViewAllDetails,
  type TExpenseDayDetail,
} from '../../src/contract/expense-approvals';
import { expenseFinalSubmit, getMyExpense } from '../../src/contract/expenses';
import { formatListDate, shortMonthLabel } from '../../src/pure/calendar';
import { formatRupees } from '../../src/pure/money';
import { loginThroughApi, usePage } from '../support/browser';
import { demoSession } from '../support/demo-sessions';
import { readOutbox } from '../support/outbox-e2e';
import { ok } from '../support/send';
import { ExpenseApprovalPage } from './pages/approvals';
import { monthBack } from './pages/expenses';

const baseUrl = inject('e2eBaseUrl');

/**
 * A clean month of asha's: opened, a call reported at a customer of each field-work day's town
 * (an old month has none, and each such day would be flagged 'No calls reported'), submitted.
 */
async function ashaSubmitsCleanMonth(back: number): Promise<string> {
  const asha = await demoSession(baseUrl, 'asha');
  const { employeeId, companyId } = asha.userInfo;
  const { year, month } = monthBack(back);
  const { getMyExpenseList } = await ok(baseUrl, asha, getMyExpense, {
    query: { employeeId, companyId, month, year },
  });
  const { customers } = await ok(baseUrl, asha, getDcrCustomers, { query: { employeeId, companyId } });
  for (const day of getMyExpenseList.filter(
    (line) => line.isHoliday === 0 && line.activity === 'Field Work',
  )) {
    const customer = customers.find(
      (found) => found.cityName === day.fromCity || found.cityName === day.toCity,
    );
    if (!customer) throw new Error(`asha has a customer in ${day.fromCity} or ${day.toCity}`);
    await ok(baseUrl, asha, dcrCallSave, {
      body: { employeeId, companyId, date: day.activityDate, time: '10:30', customerId: customer.customerId },
    });
  }
  await ok(baseUrl, asha, expenseFinalSubmit, { body: { employeeId, companyId, month, year } });
  return shortMonthLabel({ year, month });
}

describe('approve by exception (mobile)', () => {
  const fixture = usePage('mobile', baseUrl);

  it('vikram bulk-approves two clean claims and cannot tick the flagged one', async () => {
    const months = [await ashaSubmitsCleanMonth(20), await ashaSubmitsCleanMonth(21)];
    const vikram = await demoSession(baseUrl, 'vikram');
    const waiting = (
      await ok(baseUrl, vikram, GetExpenseApproval, { query: { employeeid: vikram.userInfo.employeeId } })
    ).expenseApprovalList;
    const chosen = waiting.filter(
      (claim) =>
        months.includes(claim.monthYear) && Object.values(claim.flagCounts).every((count) => count === 0),
    );
    const flagged = waiting.find(
      (claim) =>
        claim.employeeName === 'Asha Kulkarni' && claim.flagCounts.calls + claim.flagCounts.policy > 0,
    );
    if (chosen.length !== 2 || !flagged) throw new Error('two clean months and the seeded flagged one wait');
    const total = chosen.reduce((sum, claim) => sum + Math.round(claim.amount * 100), 0) / 100;

    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'vikram');
    const list = await new ExpenseApprovalPage(page).open();

    // The flagged claim names its kinds on the card and has nothing to tick.
    const flaggedCard = list.claim('Asha Kulkarni', flagged.monthYear);
    await flaggedCard.getByText('Call report 2, Policy 1').waitFor();
    expect(await flaggedCard.getByRole('checkbox').count()).toBe(0);
    // Showing the clean claims only leaves it out.
    await page.getByLabel('Show').selectOption('clean');
    await flaggedCard.waitFor({ state: 'detached' });

    for (const month of months) {
      await list.claim('Asha Kulkarni', month).getByText('No flags').waitFor();
      await page.getByRole('checkbox', { name: `Select Asha Kulkarni, ${month}` }).check();
    }
    await page.getByText('2 claims selected').waitFor();
    await page.getByRole('button', { name: 'Approve selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve the selected claims?' });
    await dialog.getByText(`2 claims for ${formatRupees(total)} in all`).waitFor();
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText('2 claims approved.').waitFor();
    for (const month of months) await list.claim('Asha Kulkarni', month).waitFor({ state: 'detached' });

    // They now wait for meera, level 1 done; the flagged claim still waits for vikram.
    const after = (
      await ok(baseUrl, vikram, GetExpenseApproval, { query: { employeeid: vikram.userInfo.employeeId } })
    ).expenseApprovalList;
    expect(after.map((claim) => claim.expenseId)).toContain(flagged.expenseId);
    expect(
      after.filter((claim) => months.includes(claim.monthYear) && claim.employeeName === 'Asha Kulkarni'),
    ).toEqual([]);
  });

  it('vikram opens the flagged claim: its flagged day first with its reason, the excess one press away', async () => {
    const vikram = await demoSession(baseUrl, 'vikram');
    const waiting = (
      await ok(baseUrl, vikram, GetExpenseApproval, { query: { employeeid: vikram.userInfo.employeeId } })
    ).expenseApprovalList;
    const flagged = waiting.find(
      (claim) => claim.employeeName === 'Asha Kulkarni' && claim.flagCounts.policy > 0,
    );
    if (!flagged) throw new Error("asha's seeded month with a bill over its limit waits for vikram");
    const { expenseDetails } = await ok(baseUrl, vikram, GetExpenseViewAllDetails, {
      query: { Expense_ID: flagged.expenseId },
    });
    const isFlagged = (day: TExpenseDayDetail) =>
      day.flags.length + day.billFlags.length + day.planFlags.length > 0;
    const firstFlagged = expenseDetails.find(isFlagged);
    const over = expenseDetails.find((day) => day.billFlags.some((flag) => flag.kind === 'policy'));
    const policy = over?.billFlags.find((flag) => flag.kind === 'policy');
    if (!firstFlagged || !over || !policy?.suggestedDeduction) throw new Error('a day over its limit');
    // The flagged day comes before the claim's first day unless it is that day.
    expect(expenseDetails.some((day) => !isFlagged(day) && day.date < firstFlagged.date)).toBe(true);

    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'vikram');
    const month = await new ExpenseApprovalPage(page).open();
    const claim = await month.openClaim('Asha Kulkarni', flagged.monthYear);
    await claim.days
      .first()
      .getByRole('link', { name: formatListDate(firstFlagged.date), exact: true })
      .waitFor();
    const overDate = formatListDate(over.date);
    await claim.day(overDate).getByText(`Policy: ${policy.text}`).waitFor();
    // Every bill of the day over its limit: their excesses together.
    const excess =
      over.billFlags.reduce((sum, flag) => sum + Math.round((flag.suggestedDeduction ?? 0) * 100), 0) / 100;
    await claim
      .day(overDate)
      .getByRole('button', { name: `Apply suggested deduction of ${formatRupees(excess)} for ${overDate}` })
      .click();
    await expect.poll(() => claim.deduction(overDate).inputValue()).toBe(String(excess));
  });

  it('an approval made offline arrives once', async () => {
    const monthYear = await ashaSubmitsCleanMonth(22);
    const { page, context } = fixture;
    await loginThroughApi(page, baseUrl, 'vikram');
    const claim = await new ExpenseApprovalPage(page)
      .open()
      .then((list) => list.openClaim('Asha Kulkarni', monthYear));
    const meera = await demoSession(baseUrl, 'meera');
    const waitingForMeera = async () =>
      (
        await ok(baseUrl, meera, GetExpenseApproval, { query: { employeeid: meera.userInfo.employeeId } })
      ).expenseApprovalList.filter(
        (item) => item.employeeName === 'Asha Kulkarni' && item.monthYear === monthYear,
      );

    await context.setOffline(true);
    await claim.button('Submit').click();
    await page
      .getByText('Saved on this phone: it goes to the server once, when the phone is online.')
      .waitFor();
    expect(await claim.button('Submit').isDisabled()).toBe(true);
    expect(await waitingForMeera()).toEqual([]);

    await context.setOffline(false);
    await expect.poll(async () => (await waitingForMeera()).length, { timeout: 30_000 }).toBe(1);
    const [waiting] = await waitingForMeera();
    // One decision, at level 1: the month's version counts each submitted level once.
    expect(waiting).toMatchObject({ level_id: 2, slno: 1 });
    const decisions = (await readOutbox(page)).filter((item) => item.kind === 'expense-decision');
    expect(decisions.map((item) => item.state)).toEqual(['done']);
  });
});
