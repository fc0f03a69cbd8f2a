// Every figure of a month comes from one place (issue 40, DESIGN.md section 8): the employee's list,
// the dashboard, the approval, the claims register, the claim PDF and the payroll file agree on a
// month with days still to come, and none of them prices a day that has not happened.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getExpenseMainDashboard } from '../../../src/contract/dashboard';
import {
  expenseApprovalSubmit,
  GetExpenseApproval,
  GetExpenseViewAllDetails,
} from '../../../src/contract/expense-approvals';
import { expenseFinalSubmit, getMyExpense } from '../../../src/contract/expenses';
import { getClaimsRegister } from '../../../src/contract/finance';
import { businessDate, monthBounds, monthOf } from '../../../src/pure/calendar';
import { formatRupees } from '../../../src/pure/money';
import { pdfTextLines } from '../../../tests/support/pdf';
import { ok, type Target } from '../../../tests/support/send';
import { bearer, DATABASE_KINDS, type SignedIn, useTestApp } from '../../../tests/support/test-app';

/** Noon in India on a day, as the server's clock would read it. */
const noonInIndia = (isoDate: string) => new Date(`${isoDate}T06:30:00Z`);

describe.each(DATABASE_KINDS)('the figures of a month in progress on %s', (kind) => {
  const t = useTestApp(kind);
  const rahul = t.signIn('rahul');
  const vikram = t.signIn('vikram');
  const meera = t.signIn('meera');
  const kavita = t.signIn('kavita');
  const current = monthOf(businessDate());
  const { first, last } = monthBounds(current.year, current.month);
  /** The 10th of this month: the days after it have not happened yet. */
  const tenth = `${first.slice(0, 8)}10`;
  let expenseId = 0;

  beforeAll(async () => {
    // Only Date: the database drivers' timers keep running.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(noonInIndia(tenth));
    await ok(t.app, rahul, getMyExpense, {
      query: { employeeId: rahul.employeeId, companyId: rahul.companyId, ...current },
    });
    const [month] = await t.db.query<{ id: number }>(
      'select id from expense where employee_id = $1 and year = $2 and month = $3',
      [rahul.employeeId, current.year, current.month],
    );
    expenseId = month?.id as number;
    // A bill attached to a day still to come: it counts from that day on, like the day's fare.
    await t.db.query(
      `insert into expense_attachment (expense_detail_id, bill_id, description, travel_mode)
       select (select id from expense_detail where expense_id = $1 and activity_date = $2),
              (select b.id from bill b where b.employee_id = $3
                  and not exists (select 1 from expense_attachment a where a.bill_id = b.id) limit 1),
              'Planned stay', 0`,
      [expenseId, last, rahul.employeeId],
    );
  });
  afterAll(() => vi.useRealTimers());

  const download = async (who: SignedIn, url: string) => {
    const response = await (t.app as Exclude<Target, string>).inject({
      url: `/api${url}`,
      headers: bearer(who.token),
    });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };
  const listTotal = async () =>
    (
      await ok(t.app, rahul, getMyExpense, {
        query: { employeeId: rahul.employeeId, companyId: rahul.companyId, ...current },
      })
    ).monthTotal;
  const dashboardTotal = async () =>
    (
      await ok(t.app, rahul, getExpenseMainDashboard, {
        query: { EmployeeId: rahul.employeeId, CompanyId: rahul.companyId },
      })
    ).expenseMain.total;
  /** The PDF's totals row: fare, allowance, bills, claimed, deduction, approved. */
  const pdfTotals = async () => {
    const lines = pdfTextLines(
      await download(rahul, `/claimPdf?companyId=${rahul.companyId}&expenseId=${expenseId}`),
    );
    const at = lines.lastIndexOf('Total');
    return lines.slice(at + 1, at + 7);
  };
  const registerClaimed = async () => {
    const register = await ok(t.app, kavita, getClaimsRegister, {
      query: { companyId: kavita.companyId, ...current },
    });
    return register.rows.find((row) => row.expenseId === expenseId);
  };
  const approve = async (who: SignedIn) => {
    const view = await ok(t.app, who, GetExpenseViewAllDetails, { query: { Expense_ID: expenseId } });
    await ok(t.app, who, expenseApprovalSubmit, {
      body: { expenseId, levelId: view.levelId, approverId: who.employeeId, slNo: view.slNo, tblDetails: [] },
    });
    return view;
  };

  it('prices no day after the 10th, in the list, the dashboard and the PDF alike', async () => {
    const total = await listTotal();
    const [stored] = await t.db.query<{ all: number; sofar: number }>(
      `select sum(d.fare_paise + d.allowance_paise)::float8 / 100 as all,
              (sum(d.fare_paise + d.allowance_paise) filter (where d.activity_date <= $2))::float8 / 100 as sofar
         from expense_detail d where d.expense_id = $1`,
      [expenseId, tenth],
    );
    // The days to come carry a stored price: it must not count yet.
    expect(stored?.all).toBeGreaterThan(stored?.sofar ?? 0);
    expect(total).toBeGreaterThan(0);
    expect(await dashboardTotal()).toBe(total);
    const [fare, allowance, bills, claimed] = await pdfTotals();
    expect(claimed).toBe(formatRupees(total));
    expect(fare && allowance && bills).toBeTruthy();
  });

  it('agrees on every screen and file when the month is submitted, approved and read on the 10th', async () => {
    const sofar = await listTotal();
    // Submitted on its last day, then read with the clock back on the 10th: the only way every
    // reader, those that list submitted claims included, sees a month with days still to come.
    vi.setSystemTime(noonInIndia(last));
    await ok(t.app, rahul, expenseFinalSubmit, {
      body: { employeeId: rahul.employeeId, companyId: rahul.companyId, ...current },
    });
    vi.setSystemTime(noonInIndia(tenth));
    expect(await listTotal()).toBe(sofar);
    expect(await dashboardTotal()).toBe(sofar);
    const waiting = await ok(t.app, vikram, GetExpenseApproval, { query: { employeeid: vikram.employeeId } });
    expect(waiting.expenseApprovalList.find((item) => item.expenseId === expenseId)?.submittedTotal).toBe(
      sofar,
    );
    expect((await registerClaimed())?.claimed).toBe(sofar);
    expect((await pdfTotals())[3]).toBe(formatRupees(sofar));

    const level1 = await approve(vikram);
    expect(level1.totals.totalSubmitted).toBe(sofar);
    const later = level1.expenseDetails.filter((day) => day.date > tenth);
    expect(later.every((day) => day.fare === 0 && day.allownace === 0 && day.claimedTotal === 0)).toBe(true);
    await approve(meera);
    // The notification says the same amount, grouped as every screen writes it ('₹3,540.00').
    const [note] = await t.db.query<{ message: string }>(
      'select message from notification where employee_id = $1 order by id desc limit 1',
      [rahul.employeeId],
    );
    expect(note?.message).toContain(`${formatRupees(sofar)} approved.`);
    expect(formatRupees(sofar)).toMatch(/^₹\d{1,2}(,\d\d)*,\d{3}\.\d\d$/);
    expect(await registerClaimed()).toMatchObject({ status: 'Approved', claimed: sofar, approved: sofar });
    expect((await pdfTotals()).slice(3)).toEqual([formatRupees(sofar), formatRupees(0), formatRupees(sofar)]);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await download(
        kavita,
        `/payrollFile?companyId=${kavita.companyId}&year=${current.year}&month=${current.month}&format=xlsx`,
      )) as unknown as ArrayBuffer,
    );
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(row[1]).toBe('Rahul Deshmukh');
    expect(row[header.indexOf('Approved total')]).toBe(sofar);
    expect(row[header.indexOf('Deductions')]).toBe(0);
  });
});
