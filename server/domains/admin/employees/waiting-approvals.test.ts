// No administration change leaves a waiting approval without an approver (issue 24): an edit of the
// reporting line, a deactivation and an import that would are refused with what waits named; a
// deactivation moves what waited for the person to their manager; a deactivated person can be
// activated again.
import { describe, expect, it } from 'vitest';
import { adminAudit } from '../../../../src/contract/admin/audit';
import { adminCsvCheck, adminCsvExport, adminCsvImport } from '../../../../src/contract/admin/csv';
import {
  adminEmployeeActivate,
  adminEmployeeDeactivate,
  adminEmployeeSave,
  adminEmployees,
  type TAdminEmployee,
} from '../../../../src/contract/admin/employees';
import { login } from '../../../../src/contract/auth';
import {
  expenseApprovalSubmit,
  GetExpenseApproval,
  GetExpenseViewAllDetails,
} from '../../../../src/contract/expense-approvals';
import { businessDate, monthLabel, monthOf } from '../../../../src/pure/calendar';
import { employeeSaveBody } from '../../../../tests/support/admin';
import { ok, refused, send } from '../../../../tests/support/send';
import { DATABASE_KINDS, useTestApp } from '../../../../tests/support/test-app';
import { monthSubject } from '../../approvals/subjects';

describe.each(DATABASE_KINDS)('waiting approvals and the reporting line on %s', (kind) => {
  const t = useTestApp(kind);
  const priya = t.signIn('priya');
  const meera = t.signIn('meera');

  const all = async () =>
    (await ok(t.app, priya, adminEmployees, { query: { companyId: priya.companyId, includeInactive: true } }))
      .employees;
  const byUser = async (userName: string) =>
    (await all()).find((employee) => employee.userName === userName) as TAdminEmployee;
  const asFields = (employee: TAdminEmployee) => employeeSaveBody(priya.companyId, employee);
  const lastMonth = monthLabel(monthOf(businessDate(), -1));
  const monthBeforeLast = monthLabel(monthOf(businessDate(), -2));

  it('refuses taking away the manager of someone whose claim and chart wait, naming them, and changes nothing', async () => {
    const rahul = await byUser('rahul');
    const reason = await refused(t.app, priya, adminEmployeeSave, 409, {
      body: { ...asFields(rahul), reportsToId: null },
    });
    expect(reason).toBe(
      `This would leave waiting without an approver: Rahul Deshmukh’s fare chart, Rahul Deshmukh’s ${lastMonth} claim (level 1). Have them decided first, or change the reporting line so that someone approves them.`,
    );
    expect((await byUser('rahul')).reportsToId).toBe(rahul.reportsToId);
  });

  it('refuses making the level-2 approver of a waiting claim a territory employee (T)', async () => {
    const meeraRow = await byUser('meera');
    const reason = await refused(t.app, priya, adminEmployeeSave, 409, {
      body: { ...asFields(meeraRow), areaRange: 'T' },
    });
    expect(reason).toContain(`Sanjay Patil’s ${monthBeforeLast} claim (level 2)`);
    expect((await byUser('meera')).areaRange).toBe('R');
  });

  it('refuses an import that would leave a claim without its approver: Check names it, Import writes nothing', async () => {
    const { csv } = await ok(t.app, priya, adminCsvExport, {
      query: { companyId: priya.companyId, kind: 'employees' },
    });
    const rahulLine = csv.split('\r\n').find((line) => line.startsWith('SPL0463,')) as string;
    const cells = rahulLine.split(',');
    cells[7] = '';
    const file = csv.replace(rahulLine, cells.join(','));
    const body = { companyId: priya.companyId, kind: 'employees' as const, csv: file };
    const report = await ok(t.app, priya, adminCsvCheck, { body });
    expect(report.problems).toEqual([
      expect.stringMatching(/^This would leave waiting without an approver: Rahul Deshmukh’s fare chart/),
    ]);
    const reason = await refused(t.app, priya, adminCsvImport, 409, { body });
    expect(reason).toMatch(/Rahul Deshmukh’s fare chart/);
    expect((await byUser('rahul')).reportsToCode).toBe('SPL0214');
  });

  it('refuses deactivating a manager whose level-1 decision leaves a claim waiting at a level the line loses; once decided, moves what waited for them to their manager, and they cannot sign in', async () => {
    const vikram = await byUser('vikram');
    const reason = await refused(t.app, priya, adminEmployeeDeactivate, 409, {
      body: { companyId: priya.companyId, employeeId: vikram.employeeId },
    });
    expect(reason).toContain(`Sanjay Patil’s ${monthBeforeLast} claim (level 2)`);
    expect((await byUser('vikram')).isActive).toBe(true);

    // Meera decides sanjay's claim at level 2; nothing then waits at a level the line would lose.
    const list = await ok(t.app, meera, GetExpenseApproval, { query: { employeeid: meera.employeeId } });
    const sanjays = list.expenseApprovalList.find((item) => item.employeeName === 'Sanjay Patil');
    const month = await ok(t.app, meera, GetExpenseViewAllDetails, {
      query: { Expense_ID: sanjays?.expenseId as number },
    });
    await ok(t.app, meera, expenseApprovalSubmit, {
      body: {
        expenseId: month.expenseId,
        levelId: 2,
        approverId: meera.employeeId,
        slNo: month.slNo,
        tblDetails: month.expenseDetails
          .filter((day) => day.isHoliday === 0)
          .map((day) => ({
            expenseDetailId: day.expenseDetailId,
            approvalStatus: 'A' as const,
            approvalEntered: 0,
          })),
      },
    });

    const [ashasClaim] = await t.db.query<{ id: number }>(
      `select x.id from expense x join employee e on e.id = x.employee_id
        where e.user_name = 'asha' and x.status = 'Submitted'`,
    );
    const { message } = await ok(t.app, priya, adminEmployeeDeactivate, {
      body: { companyId: priya.companyId, employeeId: vikram.employeeId },
    });
    expect(message).toMatch(
      /now report to Meera Iyer, and \d+ approvals that waited for them now wait for Meera Iyer\.$/,
    );
    expect((await monthSubject(t.db, ashasClaim?.id as number))?.approvers[0]).toBe(meera.employeeId);
    expect(
      (await send(t.app, null, login, { body: { userName: 'vikram', password: 'Tourbook@123' } })).json,
    ).toBe(null);
    expect(
      await refused(t.app, priya, adminEmployeeDeactivate, 409, {
        body: { companyId: priya.companyId, employeeId: vikram.employeeId },
      }),
    ).toBe('Vikram Joshi is already deactivated.');
  });

  it('activates a deactivated employee again: they sign in, the audit log says so, and a second activation is refused', async () => {
    const vikram = await byUser('vikram');
    expect(vikram.isActive).toBe(false);
    const { message } = await ok(t.app, priya, adminEmployeeActivate, {
      body: { companyId: priya.companyId, employeeId: vikram.employeeId },
    });
    expect(message).toBe(
      "Vikram Joshi is active again and can sign in. Use 'Reset password' if they need a new password.",
    );
    expect((await byUser('vikram')).isActive).toBe(true);
    const signedIn = await send(t.app, null, login, {
      body: { userName: 'vikram', password: 'Tourbook@123' },
    });
    expect(signedIn.json).not.toBe(null);
    const { entries } = await ok(t.app, priya, adminAudit, {
      query: { companyId: priya.companyId, recordKind: 'employee', recordKey: vikram.empCode },
    });
    expect(entries[0]).toMatchObject({
      action: 'activated',
      oldValue: { active: false },
      newValue: { active: true },
    });
    expect(
      await refused(t.app, priya, adminEmployeeActivate, 409, {
        body: { companyId: priya.companyId, employeeId: vikram.employeeId },
      }),
    ).toBe('Vikram Joshi is already active.');
  });

  it('refuses to activate someone whose manager is deactivated: their manager has to change first', async () => {
    const asha = await byUser('asha');
    await ok(t.app, priya, adminEmployeeDeactivate, {
      body: { companyId: priya.companyId, employeeId: asha.employeeId },
    });
    // Deactivation moves a person's people to their manager, so only data written some other way
    // leaves someone under a deactivated manager; the rule holds all the same.
    await t.db.query('update employee set is_active = false where id = $1', [asha.reportsToId]);
    try {
      expect(
        await refused(t.app, priya, adminEmployeeActivate, 409, {
          body: { companyId: priya.companyId, employeeId: asha.employeeId },
        }),
      ).toBe(
        `Asha Kulkarni reports to ${asha.reportsToName}, who is deactivated: choose another manager for them with 'Edit' first.`,
      );
    } finally {
      await t.db.query('update employee set is_active = true where id = $1', [asha.reportsToId]);
    }
  });
});
