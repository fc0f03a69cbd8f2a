// The money of a claim as the approvers and the employee see it (issue 22): the list's submitted
// total, totals that explain themselves ('Rejected days'), and the employee's view of where the
// claim stands agreeing with the approvers', day by day.
import { describe, expect, it } from 'vitest';
import { getExpenseMainDashboard } from '../../../src/contract/dashboard';
import {
  expenseApprovalSubmit,
  expenseDraftSubmit,
  GetExpenseApproval,
  GetExpenseApprovalSundry,
  GetExpenseViewAllDetails,
} from '../../../src/contract/expense-approvals';
import { getMyExpense } from '../../../src/contract/expenses';
import { businessDate, monthOf } from '../../../src/pure/calendar';
import { ok } from '../../../tests/support/send';
import { DATABASE_KINDS, useTestApp } from '../../../tests/support/test-app';

describe.each(DATABASE_KINDS)("a claim's money on %s", (kind) => {
  const t = useTestApp(kind);
  const vikram = t.signIn('vikram');
  const meera = t.signIn('meera');
  const asha = t.signIn('asha');
  const lastMonth = monthOf(businessDate(), -1);

  const ashasMonth = () =>
    ok(t.app, asha, getMyExpense, {
      query: { employeeId: asha.employeeId, companyId: asha.companyId, ...lastMonth },
    });
  const view = (who: typeof vikram, expenseId: number) =>
    ok(t.app, who, GetExpenseViewAllDetails, { query: { Expense_ID: expenseId } });

  it('lists each claim with its submitted total, and explains the grand total with the rejected days', async () => {
    const list = await ok(t.app, vikram, GetExpenseApproval, { query: { employeeid: vikram.employeeId } });
    const item = list.expenseApprovalList.find((month) => month.employeeId === asha.employeeId);
    if (!item) throw new Error("asha's last month does not wait for vikram");
    const mine = await ashasMonth();
    expect(item.submittedTotal).toBeGreaterThan(0);
    expect(item.submittedTotal).toBe(mine.monthTotal);
    const sundry = await ok(t.app, vikram, GetExpenseApprovalSundry, {
      query: { Expense_ID: item.expenseId },
    });
    expect(item.submittedTotal).toBe(sundry.totalExpense);

    const level1 = await view(vikram, item.expenseId);
    const [trimmed, rejected] = level1.expenseDetails.filter((day) => day.isHoliday === 0);
    if (!trimmed || !rejected) throw new Error('asha has fewer than two working days');
    const body = {
      expenseId: item.expenseId,
      levelId: 1,
      approverId: vikram.employeeId,
      slNo: level1.slNo,
      tblDetails: [
        { expenseDetailId: trimmed.expenseDetailId, approvalStatus: 'A' as const, approvalEntered: '100.50' },
        {
          expenseDetailId: rejected.expenseDetailId,
          approvalStatus: 'R' as const,
          approvalEntered: '',
          reason: 'No call report',
        },
      ],
    };
    await ok(t.app, vikram, expenseDraftSubmit, { body });
    const { totals } = await view(vikram, item.expenseId);
    expect(totals.approDedn).toBe(100.5);
    expect(totals.rejected).toBe(rejected.totalSubmitted);
    expect(totals.totalSubmitted - totals.approDedn - totals.rejected).toBeCloseTo(totals.approTotal, 2);
  });

  it("shows asha where her claim stands, the same as the approvers' screens, on My Expense and /home", async () => {
    const before = await ashasMonth();
    expect(before.standing).toEqual({
      status: 'Submitted',
      claimed: before.monthTotal,
      approved: null,
      levelId: null,
      approverName: null,
      isDecided: false,
      payment: null,
    });
    expect(before.dayStandings.every((day) => day.status === 'U' && day.approved === null)).toBe(true);

    const expenseId = before.getMyExpenseList[0]?.expenseId as number;
    const level1 = await view(vikram, expenseId);
    await ok(t.app, vikram, expenseApprovalSubmit, {
      body: { expenseId, levelId: 1, approverId: vikram.employeeId, slNo: level1.slNo, tblDetails: [] },
    });

    const after = await ashasMonth();
    expect(after.standing).toMatchObject({
      status: 'Submitted',
      claimed: before.monthTotal,
      approved: level1.totals.approTotal,
      levelId: 1,
      approverName: 'Vikram Joshi',
      isDecided: false,
    });
    expect(after.standing.approved).toBeLessThan(before.monthTotal);

    // Meera judges what vikram approved: each day's value at level 2 is asha's approved amount.
    const level2 = await view(meera, expenseId);
    for (const day of level2.expenseDetails.filter((item) => item.isHoliday === 0)) {
      const standing = after.dayStandings.find((item) => item.expenseDetailId === day.expenseDetailId);
      const judged = level1.expenseDetails.find((item) => item.expenseDetailId === day.expenseDetailId);
      expect(standing?.status).toBe(judged?.status === 'R' ? 'R' : 'A');
      expect(standing?.approved).toBe(standing?.status === 'R' ? 0 : day.totalSubmitted);
      expect(standing?.approved).toBe(judged?.approTotal);
    }

    const home = await ok(t.app, asha, getExpenseMainDashboard, {
      query: { EmployeeId: asha.employeeId, CompanyId: asha.companyId },
    });
    expect(home.expenseMain.previousMonthStanding).toEqual(after.standing);
  });
});
