// Cover while away end to end (issue 38): vikram sets 'Away' for this week in /setting with meera,
// his manager, as delegate; meera finds his team's claims on her list 'for Vikram Joshi', approves
// one, and the claim's history says 'by Meera Iyer for Vikram Joshi'. The file has a server of its
// own: the window and the decision change the demo for good.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetExpenseApproval } from '../../src/contract/expense-approvals';
import { blockingViolations } from '../support/axe';
import { loginThroughApi, usePage } from '../support/browser';
import { apiLogin } from '../support/browser-receipts';
import { ok } from '../support/send';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { ExpenseApprovalPage } from './pages/approvals';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess();
});
afterAll(() => server.dispose());

describe('cover while away', () => {
  const fixture = usePage('desktop', () => server.baseUrl);

  it("vikram names meera for this week, and her decision is recorded 'by Meera Iyer for Vikram Joshi'", async () => {
    const { page } = fixture;
    await loginThroughApi(page, server.baseUrl, 'vikram');
    await page.goto('/setting');
    const away = page.getByRole('region', { name: 'Away' });
    await away.getByLabel('Delegate').selectOption({ label: 'Meera Iyer (your manager)' });
    await away.getByRole('button', { name: 'Save', exact: true }).click();
    await away.getByRole('status').getByText('Meera Iyer decides for you.').waitFor();
    expect(await blockingViolations(page)).toEqual([]);

    const meera = await apiLogin(server.baseUrl, 'meera');
    const waiting = await ok(server.baseUrl, meera, GetExpenseApproval, {
      query: { employeeid: meera.employeeId },
    });
    const rahul = waiting.expenseApprovalList.find((item) => item.employeeName === 'Rahul Deshmukh');
    expect(rahul).toMatchObject({ level_id: 1, forName: 'Vikram Joshi' });
    const monthYear = rahul?.monthYear as string;

    await loginThroughApi(page, server.baseUrl, 'meera');
    const list = await new ExpenseApprovalPage(page).open();
    await list.claim('Rahul Deshmukh', monthYear).getByText('for Vikram Joshi').waitFor();
    const claim = await list.openClaim('Rahul Deshmukh', monthYear);
    await claim.button('Submit').click();
    await page.getByText('Submitted successfully').waitFor();
    await page.waitForURL('**/expense-approval');

    // Level 2 is meera's own: the claim comes back to her, not 'for' anyone, with level 1's history.
    await list.claim('Rahul Deshmukh', monthYear).waitFor();
    await expect
      .poll(() => list.claim('Rahul Deshmukh', monthYear).getByText('for Vikram Joshi').count())
      .toBe(0);
    await list.openClaim('Rahul Deshmukh', monthYear);
    await page
      .getByRole('button', { name: /^Show details of / })
      .first()
      .click();
    await page.getByText('Approved by Meera Iyer for Vikram Joshi').first().waitFor();
  });
});
