// /home's calendar (issue 40): each day's state, holiday, claimed or planned, from the same facts
// as the month's figures and the tour programme; the caller's own only.
import { describe, expect, it } from 'vitest';
import { getMonthCalendar } from '../../../src/contract/dashboard';
import { getMyExpense } from '../../../src/contract/expenses';
import { addDays, businessDate, monthOf } from '../../../src/pure/calendar';
import { ok, refused } from '../../../tests/support/send';
import { DATABASE_KINDS, type SignedIn, useTestApp } from '../../../tests/support/test-app';

describe.each(DATABASE_KINDS)("/home's calendar on %s", (kind) => {
  const t = useTestApp(kind);
  const asha = t.signIn('asha');
  const sanjay = t.signIn('sanjay');
  const arjun = t.signIn('arjun');
  const today = businessDate();
  const own = (who: SignedIn) => ({ employeeId: who.employeeId, companyId: who.companyId });
  const statesOf = async (who: SignedIn, shift: number) =>
    new Map(
      (await ok(t.app, who, getMonthCalendar, { query: { ...own(who), ...monthOf(today, shift) } })).days.map(
        (day) => [day.date, day.state],
      ),
    );
  const isSunday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0;

  it('marks the days of last month claimed where they claim money, and its Sundays holidays', async () => {
    const states = await statesOf(asha, -1);
    const { year, month } = monthOf(today, -1);
    const { getMyExpenseList } = await ok(t.app, asha, getMyExpense, {
      query: { ...own(asha), year, month },
    });
    for (const day of getMyExpenseList) {
      const date = day.activityDate;
      if (isSunday(date) || day.isHoliday === 1) expect(states.get(date), date).toBe('holiday');
      else expect(states.get(date), date).toBe(day.total > 0 ? 'claimed' : 'planned');
    }
    expect([...states.values()].filter((state) => state === 'claimed').length).toBeGreaterThan(15);
  });

  it("marks next month's days planned by an approved plan, and none for an empty draft", async () => {
    const ashas = await statesOf(asha, 1);
    const first = `${monthOf(today, 1).year}-${String(monthOf(today, 1).month).padStart(2, '0')}-01`;
    for (let date = first; date.slice(0, 7) === first.slice(0, 7); date = addDays(date, 1)) {
      expect(ashas.get(date), date).toBe(
        isSunday(date) || ashas.get(date) === 'holiday' ? 'holiday' : 'planned',
      );
    }
    const sanjays = await statesOf(sanjay, 1);
    expect([...sanjays.values()].every((state) => state === 'holiday')).toBe(true);
  });

  it("refuses another employee's calendar and a month that is not one", async () => {
    await refused(t.app, arjun, getMonthCalendar, 403, { query: { ...own(asha), ...monthOf(today, 0) } });
    await refused(t.app, asha, getMonthCalendar, 400, { query: { ...own(asha), year: 2026, month: 13 } });
  });
});
