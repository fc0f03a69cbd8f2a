import { describe, expect, it } from 'vitest';
import { getExpenseMainDashboard, type TExpenseMain } from '../../../src/contract/dashboard';
import { getMyExpense } from '../../../src/contract/expenses';
import { addDays, businessDate, monthBounds, monthOf } from '../../../src/pure/calendar';
import { type Employee, SAMPLE_JPEG } from '../../../tests/support/receipts';
import { ok, send } from '../../../tests/support/send';
import { bearer, DATABASE_KINDS, useTestApp } from '../../../tests/support/test-app';
import { DEMO_BILLS, DEMO_CURRENT_MONTH_BILLS } from '../../seed/demo-bills';
import { FARE_CHARTS } from '../../seed/demo-fare-charts';

describe.each(DATABASE_KINDS)('GET /ExpenseMainDashboard on %s', (kind) => {
  const t = useTestApp(kind);
  const asha = t.signIn('asha');
  const rahul = t.signIn('rahul');

  const dashboard = (employee: Employee, ids: { EmployeeId: number; CompanyId: number }) =>
    send(t.app, employee, getExpenseMainDashboard, { query: ids });

  const mainOf = (employee: Employee) =>
    ok(t.app, employee, getExpenseMainDashboard, {
      query: { EmployeeId: employee.employeeId, CompanyId: employee.companyId },
    });

  const summaryOf = async (employee: Employee): Promise<TExpenseMain> => {
    return (await mainOf(employee)).expenseMain;
  };

  /** A month's total as My Expense works it out (its own queries): every day's total plus the sundries. */
  const myExpenseMonthTotal = async (employee: Employee, shift: number) => {
    const { year, month } = monthOf(businessDate(), shift);
    const query = { employeeId: employee.employeeId, companyId: employee.companyId, month, year };
    return (await ok(t.app, employee, getMyExpense, { query })).monthTotal;
  };

  it("sums asha's current month and the two before it as My Expense does", async () => {
    const today = businessDate();
    const summary = await summaryOf(asha);
    expect(summary.total).toBe(await myExpenseMonthTotal(asha, 0));
    expect(summary.previousMonthTotal).toBe(await myExpenseMonthTotal(asha, -1));
    expect(summary.secondLastTotal).toBe(await myExpenseMonthTotal(asha, -2));
    expect(summary).toMatchObject({
      currentYear: monthOf(today).year,
      previousYear: monthOf(today, -1).year,
      previousMonthStatus: 'Submitted',
      secondLastYear: monthOf(today, -2).year,
      secondLastStatus: 'Approved',
    });
    const monthName = (shift: number) =>
      new Date(
        `${monthBounds(monthOf(today, shift).year, monthOf(today, shift).month).first}T00:00:00Z`,
      ).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
    expect([summary.currentMonth, summary.previousMonth, summary.secondLastMonth]).toEqual([
      monthName(0),
      monthName(-1),
      monthName(-2),
    ]);
    // Every card differs: the demo is not a month of identical HQ days.
    const figures = [summary.total, summary.previousMonthTotal, summary.secondLastTotal, summary.allowances];
    expect(new Set(figures).size).toBe(4);
  });

  it("summarises the current month's bills by type: attached ones and unreported ones dated this month", async () => {
    const today = businessDate();
    const { first } = monthBounds(monthOf(today).year, monthOf(today).month);
    const expected = (type: string) =>
      DEMO_CURRENT_MONTH_BILLS.filter((b) => b.userName === 'asha' && b.expenseType === type)
        .map((b) => b.rupees)
        .concat(
          DEMO_BILLS.filter(
            (b) => b.userName === 'asha' && b.expenseType === type && addDays(today, -b.daysAgo) >= first,
          ).map((b) => b.rupees),
        )
        .reduce((sum, rupees) => sum + rupees, 0);
    const summary = await summaryOf(asha);
    expect(summary).toMatchObject({
      travelExpense: expected('Travel'),
      foodExpense: expected('Food'),
      misExpense: expected('Miscellaneous'),
      accomodationExpense: expected('Accommodation'),
    });
    expect(summary.travelExpense).toBeGreaterThan(0);
    expect(summary.misExpense).toBeGreaterThan(0);
  });

  it("lists asha's draft fare chart journeys as My Tasks, and only hers", async () => {
    const { myTasks } = await mainOf(asha);
    const drafts = (FARE_CHARTS.asha ?? []).filter((journey) => journey.status === 'D');
    expect(drafts.length).toBeGreaterThanOrEqual(2);
    expect(myTasks.map((task) => `${task.fromCityName} → ${task.toCityName}`)).toEqual(
      drafts.map((journey) => `${journey.from} → ${journey.to}`),
    );

    // A submitted journey is no longer a task.
    await t.db.query(`update stpfc_detail set status = 'S' where id = $1`, [myTasks[0]?.stpfcDetailId]);
    const after = await mainOf(asha);
    expect(after.myTasks.map((task) => task.stpfcDetailId)).toEqual(
      myTasks.slice(1).map((task) => task.stpfcDetailId),
    );
    await t.db.query(`update stpfc_detail set status = 'D' where id = $1`, [myTasks[0]?.stpfcDetailId]);

    const rahulTasks = (await mainOf(rahul)).myTasks;
    expect(rahulTasks.map((task) => task.stpfcDetailId)).not.toContain(myTasks[0]?.stpfcDetailId);
  });

  it('answers pending, with a zero total, for a month that has no expense row', async () => {
    const vikram = await t.employee('vikram');
    const summary = await summaryOf(vikram);
    expect(summary).toMatchObject({
      total: 0,
      previousMonthTotal: 0,
      // The wire says null (no row); the answer reads it as the spec's default.
      previousMonthStatus: 'pending',
      secondLastStatus: 'pending',
      travelExpense: 0,
    });
  });

  it('costs the same number of queries however many bills the month holds', async () => {
    const countQueries = async () => {
      const original = t.db.query.bind(t.db);
      let count = 0;
      t.db.query = ((text: string, params?: readonly unknown[]) => {
        count++;
        return original(text, params);
      }) as typeof t.db.query;
      try {
        await summaryOf(asha);
      } finally {
        t.db.query = original;
      }
      return count;
    };
    const before = await countQueries();
    const totalBefore = (await summaryOf(asha)).total;
    const foodBefore = (await summaryOf(asha)).foodExpense;

    const today = businessDate();
    const { first } = monthBounds(monthOf(today).year, monthOf(today).month);
    const [day] = await t.db.query<{ id: number }>(
      `select d.id from expense_detail d join expense x on x.id = d.expense_id
        where x.employee_id = $1 and x.year = $2 and x.month = $3 and not d.is_holiday
        order by d.activity_date limit 1`,
      [asha.employeeId, monthOf(today).year, monthOf(today).month],
    );
    const [food] = await t.db.query<{ id: number }>(
      `select id from expense_type where company_id = $1 and name = 'Food'`,
      [asha.companyId],
    );
    for (let i = 0; i < 40; i++) {
      const [bill] = await t.db.query<{ id: number }>(
        `insert into bill (company_id, employee_id, expense_type_id, invoice_number, invoice_date, amount_paise,
                           image, image_type, status)
         values ($1, $2, $3, $4, $5, 1050, $6, 'image/jpeg', 'A') returning id`,
        [asha.companyId, asha.employeeId, food?.id, `COUNT-${i}`, first, SAMPLE_JPEG],
      );
      await t.db.query('insert into expense_attachment (expense_detail_id, bill_id) values ($1, $2)', [
        day?.id,
        bill?.id,
      ]);
    }
    const after = await countQueries();
    const summary = await summaryOf(asha);
    expect(after).toBe(before);
    // The session lookup, then one query each for the months, the bills by type, the tasks and the
    // tour programme's planned calls (issue 42).
    expect(before).toBeLessThanOrEqual(5);
    expect(summary.total).toBeCloseTo(totalBefore + 40 * 10.5, 2);
    expect(summary.foodExpense).toBeCloseTo(foodBefore + 40 * 10.5, 2);
  });

  it("refuses rahul's ids with asha's token (403) and a malformed id (400)", async () => {
    const foreign = await dashboard(asha, { EmployeeId: rahul.employeeId, CompanyId: asha.companyId });
    expect(foreign.status).toBe(403);
    const otherCompany = await dashboard(asha, { EmployeeId: asha.employeeId, CompanyId: 999_999 });
    expect(otherCompany.status).toBe(403);
    // Raw: an id in words, which the contract cannot express.
    const bad = await t.app.inject({
      url: `/api/ExpenseMainDashboard?EmployeeId=abc&CompanyId=${asha.companyId}`,
      headers: bearer(asha.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/EmployeeId/);
  });
});
