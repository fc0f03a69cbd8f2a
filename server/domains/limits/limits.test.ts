// Limits at the API: the approver's policy flag on asha's Lonavala hotel night (by date, class and
// grade), and the limits a bill being entered meets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetExpenseViewAllDetails } from '../../../src/contract/expense-approvals';
import { getBillLimits } from '../../../src/contract/limits';
import { LIMIT_TEXTS } from '../../../src/contract/limits-texts';
import { renderText } from '../../../src/pure/texts';
import { ok, refused } from '../../../tests/support/send';
import { DATABASE_KINDS, startTestApp, type TestApp } from '../../../tests/support/test-app';

type Session = Awaited<ReturnType<TestApp['employee']>>;

describe.each(DATABASE_KINDS)('limits on %s', (kind) => {
  let t: TestApp;
  let vikram: Session;
  let asha: Session;
  let rahul: Session;
  let expenseId: number;
  /** Asha's day of last month's claim with the Lonavala hotel bill, and the bill. */
  let hotel: { billId: number; expenseDetailId: number; date: string };
  beforeAll(async () => {
    t = await startTestApp(kind);
    [vikram, asha, rahul] = await Promise.all([
      t.employee('vikram'),
      t.employee('asha'),
      t.employee('rahul'),
    ]);
    const [month] = await t.db.query<{ id: number }>(
      `select id from expense where employee_id = $1 and status = 'Submitted'`,
      [asha.employeeId],
    );
    expenseId = month?.id as number;
    const [row] = await t.db.query<typeof hotel>(
      `select b.id as "billId", d.id as "expenseDetailId", d.activity_date as date
         from bill b join expense_attachment a on a.bill_id = b.id join expense_detail d on d.id = a.expense_detail_id
        where b.invoice_number = 'HLV/7702'`,
    );
    hotel = row as typeof hotel;
  });
  afterAll(() => t.close());

  const dayOf = async (expenseDetailId: number, language?: string) => {
    const details = await ok(t.app, vikram, GetExpenseViewAllDetails, {
      query: { Expense_ID: expenseId },
      ...(language ? { headers: { 'accept-language': language } } : {}),
    });
    return details.expenseDetails.find((day) => day.expenseDetailId === expenseDetailId);
  };
  const expected = (limit: string, cityClass: string, excess: string) =>
    LIMIT_TEXTS.overLimit({ type: 'Accommodation', limit, per: 'night', cityClass, excess });
  const setLimit = (sql: string, params: unknown[]) => t.db.query(sql, params);

  it('flags asha’s hotel night in Lonavala (Z) over her grade’s ₹1,500 by ₹350, the excess to deduct', async () => {
    const day = await dayOf(hotel.expenseDetailId);
    expect(day?.toTown).toBe('Lonavala');
    expect(day?.billFlags).toEqual([
      {
        kind: 'policy',
        text: 'Over the Accommodation limit of ₹1,500 a night in a Z city by ₹350.',
        billId: hotel.billId,
        suggestedDeduction: 350,
      },
    ]);
    const others = (
      await ok(t.app, vikram, GetExpenseViewAllDetails, { query: { Expense_ID: expenseId } })
    ).expenseDetails.filter((row) => row.expenseDetailId !== hotel.expenseDetailId);
    expect(others.flatMap((row) => row.billFlags)).toEqual([]);
  });

  it('says it in the approver’s language', async () => {
    const day = await dayOf(hotel.expenseDetailId, 'hi');
    expect(day?.billFlags[0]?.text).toBe(renderText(expected('₹1,500', 'Z', '₹350'), 'hi'));
    expect(day?.billFlags[0]?.text).not.toBe(renderText(expected('₹1,500', 'Z', '₹350'), 'en'));
  });

  it('takes a limit from its effective date: a change after the day does not reprice it, one before does', async () => {
    const insert = `insert into expense_limit (company_id, expense_type_id, grade_id, city_class, per, amount_paise, effective_from)
       select $1, id, 1, 'Z', 'night', $2, $3 from expense_type where company_id = $1 and name = 'Accommodation'`;
    const dayAfter = new Date(Date.parse(`${hotel.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await setLimit(insert, [asha.companyId, 100_000, dayAfter]);
    expect((await dayOf(hotel.expenseDetailId))?.billFlags[0]?.suggestedDeduction).toBe(350);
    await setLimit(insert, [asha.companyId, 180_000, hotel.date]);
    expect((await dayOf(hotel.expenseDetailId))?.billFlags[0]?.suggestedDeduction).toBe(50);
    await setLimit('delete from expense_limit where company_id = $1 and effective_from >= $2', [
      asha.companyId,
      hotel.date,
    ]);
  });

  it('reads the day’s city class and the employee’s grade', async () => {
    await t.db.query(`update city set city_class = 'Y' where company_id = $1 and name = 'Lonavala'`, [
      asha.companyId,
    ]);
    expect((await dayOf(hotel.expenseDetailId))?.billFlags).toEqual([]);
    await t.db.query(`update city set city_class = 'Z' where company_id = $1 and name = 'Lonavala'`, [
      asha.companyId,
    ]);
    await t.db.query('update employee set grade_id = 2 where id = $1', [asha.employeeId]);
    expect((await dayOf(hotel.expenseDetailId))?.billFlags).toEqual([]);
    await t.db.query('update employee set grade_id = 1 where id = $1', [asha.employeeId]);
    expect((await dayOf(hotel.expenseDetailId))?.billFlags).toHaveLength(1);
  });

  it('tells asha her limits at headquarters (Pune, X) and on her Lonavala day (Z)', async () => {
    const own = { employeeId: asha.employeeId, companyId: asha.companyId };
    const atHq = await ok(t.app, asha, getBillLimits, { query: { ...own, date: hotel.date } });
    expect(atHq).toMatchObject({ cityName: 'Pune', cityClass: 'X' });
    const byType = Object.fromEntries(atHq.limits.map((limit) => [limit.expenseType, limit]));
    expect(byType.Accommodation).toMatchObject({ per: 'night', rupees: 2500, cityClass: 'X' });
    expect(byType.Food).toMatchObject({ per: 'day', rupees: 600 });
    expect(byType['Mobile Recharge']).toMatchObject({ per: 'month', rupees: 400 });
    expect(byType.Travel).toBeUndefined();
    const onDay = await ok(t.app, asha, getBillLimits, {
      query: { ...own, date: hotel.date, expenseDetailId: hotel.expenseDetailId },
    });
    expect(onDay).toMatchObject({ cityName: 'Lonavala', cityClass: 'Z' });
    expect(onDay.limits.find((limit) => limit.expenseType === 'Accommodation')?.rupees).toBe(1500);
  });

  it('refuses a day that is not the caller’s, another company and a bad date', async () => {
    const rahulsQuery = { employeeId: rahul.employeeId, companyId: rahul.companyId };
    expect(
      await refused(t.app, rahul, getBillLimits, 404, {
        query: { ...rahulsQuery, expenseDetailId: hotel.expenseDetailId },
      }),
    ).toBe('There is no such day.');
    const [apex] = await t.db.query<{ id: number }>(`select id from company where name like 'Apex%'`);
    await refused(t.app, asha, getBillLimits, 403, {
      query: { employeeId: asha.employeeId, companyId: apex?.id as number },
    });
    const reason = await refused(t.app, asha, getBillLimits, 400, {
      query: { employeeId: asha.employeeId, companyId: asha.companyId, date: '2026-02-30' },
    });
    expect(reason).toContain('date: is not a real date');
  });
});
