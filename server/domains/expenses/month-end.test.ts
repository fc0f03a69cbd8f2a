// No rupee for a day that has not happened (DESIGN.md section 8, issue 22): days after today count
// in no total, and a month is final-submitted from its last day on.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getExpenseMainDashboard } from '../../../src/contract/dashboard';
import { expenseFinalSubmit, getMyExpense } from '../../../src/contract/expenses';
import { businessDate, formatListDate, monthBounds, monthLabel, monthOf } from '../../../src/pure/calendar';
import { ok, refused } from '../../../tests/support/send';
import { DATABASE_KINDS, type SignedIn, useTestApp } from '../../../tests/support/test-app';

/** Noon in India on a day, as the server's clock would read it. */
const noonInIndia = (isoDate: string) => new Date(`${isoDate}T06:30:00Z`);

describe.each(DATABASE_KINDS)('the month end on %s', (kind) => {
  const t = useTestApp(kind);
  const sanjay = t.signIn('sanjay');
  const asha = t.signIn('asha');
  const current = monthOf(businessDate());
  const { first, last } = monthBounds(current.year, current.month);
  /** The 10th of this month: the days after it have not happened yet. */
  const tenth = `${first.slice(0, 8)}10`;

  beforeAll(() => {
    // Only Date: the database drivers' timers keep running.
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(() => vi.useRealTimers());

  const readMonth = (who: SignedIn, month = current) =>
    ok(t.app, who, getMyExpense, {
      query: { employeeId: who.employeeId, companyId: who.companyId, ...month },
    });
  const dashboardTotal = async (who: SignedIn) =>
    (
      await ok(t.app, who, getExpenseMainDashboard, {
        query: { EmployeeId: who.employeeId, CompanyId: who.companyId },
      })
    ).expenseMain.total;

  it('prices the days after today at nothing, in the month total and on the dashboard', async () => {
    vi.setSystemTime(noonInIndia(tenth));
    const month = await readMonth(asha);
    const later = month.getMyExpenseList.filter((day) => day.activityDate > tenth && day.isHoliday === 0);
    expect(later.length).toBeGreaterThan(10);
    for (const day of later) expect([day.fare, day.allowance, day.total]).toEqual([0, 0, 0]);
    const sofar = month.getMyExpenseList.filter((day) => day.activityDate <= tenth);
    const daysTotal = sofar.reduce((sum, day) => sum + day.total, 0);
    expect(month.monthTotal).toBeCloseTo(daysTotal + month.sundryTotal, 2);
    expect(month.finalSubmitFrom).toBe(last);
    const onTheTenth = await dashboardTotal(asha);
    expect(onTheTenth).toBeCloseTo(month.monthTotal, 2);

    // On the last day every working day counts: 250 rupees of HQ allowance at least for each.
    vi.setSystemTime(noonInIndia(last));
    const atMonthEnd = await readMonth(asha);
    for (const day of atMonthEnd.getMyExpenseList.filter((item) => item.isHoliday === 0)) {
      expect(day.allowance).toBeGreaterThan(0);
    }
    expect(await dashboardTotal(asha)).toBeGreaterThanOrEqual(onTheTenth + 250 * later.length);
  });

  it("refuses a final submit before the month's last day, saying from which date", async () => {
    vi.setSystemTime(noonInIndia(tenth));
    const reason = await refused(t.app, sanjay, expenseFinalSubmit, 409, {
      body: { employeeId: sanjay.employeeId, companyId: sanjay.companyId, ...current },
    });
    expect(reason).toBe(`${monthLabel(current)} can be submitted from ${formatListDate(last)}.`);
    expect((await readMonth(sanjay)).getMyExpenseList[0]?.status).toBe('Unsubmitted');
  });

  it("takes sanjay's complete last month on any day, and this month on its last day", async () => {
    vi.setSystemTime(noonInIndia(tenth));
    const lastMonth = monthOf(tenth, -1);
    expect((await readMonth(sanjay, lastMonth)).getMyExpenseList[0]?.status).toBe('Unsubmitted');
    await ok(t.app, sanjay, expenseFinalSubmit, {
      body: { employeeId: sanjay.employeeId, companyId: sanjay.companyId, ...lastMonth },
    });
    expect((await readMonth(sanjay, lastMonth)).getMyExpenseList[0]?.status).toBe('Submitted');

    vi.setSystemTime(noonInIndia(last));
    await ok(t.app, sanjay, expenseFinalSubmit, {
      body: { employeeId: sanjay.employeeId, companyId: sanjay.companyId, ...current },
    });
    expect((await readMonth(sanjay)).getMyExpenseList[0]?.status).toBe('Submitted');
  });
});
