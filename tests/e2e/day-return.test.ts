// A rejected day comes back (issue 38), end to end: vikram (desktop) rejects a day of sanjay's claim
// with a reason and meera decides the month; sanjay (phone) sees the reason, modifies the day's
// route, replies and resubmits it; vikram sees the reply and what changed, and approves. The file
// has a server of its own: it decides sanjay's last month for good.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expenseApprovalSubmit,
  GetExpenseApproval,
  GetExpenseViewAllDetails,
} from '../../src/contract/expense-approvals';
import { expenseFinalSubmit, getMyExpense } from '../../src/contract/expenses';
import { businessDate, monthKey, monthOf } from '../../src/pure/calendar';
import { blockingViolations } from '../support/axe';
import { loginThroughApi, usePage } from '../support/browser';
import { type ApiSession, apiLogin } from '../support/browser-receipts';
import { ok } from '../support/send';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { ClaimPage } from './pages/approvals';
import { MyExpensePage } from './pages/expenses';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess();
});
afterAll(() => server.dispose());

const last = monthOf(businessDate(), -1);
const REASON = 'No field work reported at Satara that day';
const REPLY = 'I was at the Wai clinics; route corrected';

/** Sanjay submits his complete last month; its last plain HQ working day is the one rejected. */
async function sanjaySubmits(sanjay: ApiSession) {
  const month = await ok(server.baseUrl, sanjay, getMyExpense, {
    query: { employeeId: sanjay.employeeId, companyId: sanjay.companyId, ...last },
  });
  await ok(server.baseUrl, sanjay, expenseFinalSubmit, {
    body: { employeeId: sanjay.employeeId, companyId: sanjay.companyId, ...last },
  });
  const plain = month.getMyExpenseList.filter(
    (day) => day.isHoliday === 0 && day.isModifyRoute === 0 && day.fromCity === day.toCity,
  );
  const day = plain.at(-1);
  if (!day) throw new Error('sanjay needs a plain working day last month');
  return { expenseId: day.expenseId, day };
}

describe('a rejected day coming back', () => {
  const desktop = usePage('desktop', () => server.baseUrl);
  const phone = usePage('mobile', () => server.baseUrl);

  it('goes from vikram to sanjay with the reason and back to vikram with the reply and the change', async () => {
    const [sanjay, vikram, meera] = await Promise.all(
      ['sanjay', 'vikram', 'meera'].map((name) => apiLogin(server.baseUrl, name)),
    );
    if (!sanjay || !vikram || !meera) throw new Error('demo users sign in');
    const { expenseId, day } = await sanjaySubmits(sanjay);
    const date = day.activityDateFormat;

    // Vikram rejects the day with a reason; meera, at level 2, decides the month.
    await loginThroughApi(desktop.page, server.baseUrl, 'vikram');
    await desktop.page.goto(`/expense-details/${expenseId}`);
    const claim = new ClaimPage(desktop.page);
    await claim.day(date).waitFor();
    await claim.reject(date, REASON);
    await claim.button('Submit').click();
    await desktop.page.getByText('Submitted successfully').waitFor();
    const level2 = await ok(server.baseUrl, meera, GetExpenseViewAllDetails, {
      query: { Expense_ID: expenseId },
    });
    await ok(server.baseUrl, meera, expenseApprovalSubmit, {
      body: { expenseId, levelId: 2, approverId: meera.employeeId, slNo: level2.slNo, tblDetails: [] },
    });

    // Sanjay, on his phone, finds the day back with the reason, changes its route, replies and resubmits.
    await loginThroughApi(phone.page, server.baseUrl, 'sanjay');
    const month = await new MyExpensePage(phone.page, 'mobile').open(monthKey(last));
    await phone.page.getByRole('button', { name: 'Resubmit all rejected days' }).waitFor();
    const details = await month.openDay(date);
    const returned = phone.page.getByRole('region', { name: 'Rejected: back with you to correct' });
    await returned.getByText(`“${REASON}”`).waitFor();
    await returned.getByText(/^Rejected by Vikram Joshi at level 1 on /).waitFor();
    expect(await blockingViolations(phone.page)).toEqual([]);
    const modify = await details.openModify();
    await modify.addRow('Wai');
    await modify.addRow('Satara');
    await modify.fill({ stay: 'No', remarks: 'Wai clinics' });
    await modify.submit();
    await modify.root.waitFor({ state: 'detached' });
    await details.fact('Route').filter({ hasText: 'Satara → Wai → Satara' }).waitFor();
    await returned.getByLabel('Your reply to Vikram Joshi').fill(REPLY);
    await returned.getByRole('button', { name: 'Resubmit this day' }).click();
    await phone.page.getByText('1 day resubmitted: the claim goes back to Vikram Joshi.').waitFor();
    await returned.waitFor({ state: 'detached' });

    // Back with vikram at level 1: the reply and the day as rejected beside the day resubmitted.
    const waiting = await ok(server.baseUrl, vikram, GetExpenseApproval, {
      query: { employeeid: vikram.employeeId },
    });
    expect(waiting.expenseApprovalList).toContainEqual(expect.objectContaining({ expenseId, level_id: 1 }));
    await desktop.page.goto(`/expense-details/${expenseId}`);
    await claim.day(date).waitFor();
    await claim.expand(date);
    const change = desktop.page.getByTestId('resubmission');
    await change.getByText(`“${REPLY}”`).waitFor();
    await change.getByRole('row', { name: /Route Satara - Satara Satara → Wai → Satara/ }).waitFor();
    expect(await blockingViolations(desktop.page)).toEqual([]);
    await desktop.page
      .getByRole('group', { name: `Status for ${date}` })
      .getByRole('radio', { name: 'Approve' })
      .check();
    await claim.button('Submit').click();
    await desktop.page.getByText('Submitted successfully').waitFor();

    const after = await ok(server.baseUrl, meera, GetExpenseViewAllDetails, {
      query: { Expense_ID: expenseId },
    });
    const judged = after.expenseDetails.find((line) => line.expenseDetailId === day.expenseDetailId);
    expect(after.levelId).toBe(2);
    expect(judged).toMatchObject({ status: 'A' });
    expect(judged?.history.map((entry) => `${entry.levelId}${entry.status}`)).toEqual(['1R', '2R', '1A']);
  });
});
