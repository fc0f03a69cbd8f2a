// A double tap on a slow connection (issue 12, faults): each main write sent twice at the same
// moment, without an Idempotency-Key, is done once: the second is refused or changes nothing more.
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database';
import { stpfcApprovalSubmit } from '../../src/contract/approvals';
import type { ApiCall, BodyOf } from '../../src/contract/call';
import { expenseModifySubmit } from '../../src/contract/expense-days';
import { expenseFinalSubmit } from '../../src/contract/expenses';
import { sfcSubmit } from '../../src/contract/fare-chart';
import { businessDate } from '../../src/pure/calendar';
import { upload, uploadBody } from '../support/receipts';
import { send } from '../support/send';
import { DATABASE_KINDS, type SignedIn, useTestApp } from '../support/test-app';

type Session = SignedIn;

describe.each(DATABASE_KINDS)('the main writes sent twice at once, on %s', (kind) => {
  const t = useTestApp(kind);
  const asha = t.signIn('asha');
  const rahul = t.signIn('rahul');
  const vikram = t.signIn('vikram');
  const sanjay = t.signIn('sanjay');

  const one = async <T>(db: Queryable, sql: string, params: unknown[]) =>
    (await db.query<T>(sql, params))[0] as T;
  const count = async (sql: string, params: unknown[]) =>
    (await one<{ count: number }>(t.db, `select count(*)::int as count from ${sql}`, params)).count;
  const twice = async <C extends ApiCall>(who: Session, call: C, body: BodyOf<C>) => {
    const answers = await Promise.all([send(t.app, who, call, { body }), send(t.app, who, call, { body })]);
    return answers.map((answer) => answer.status).sort();
  };
  const since = async () => (await one<{ now: string }>(t.db, 'select now()::text as now', [])).now;

  it('uploads one bill', async () => {
    const fields = uploadBody(asha);
    const answers = await Promise.all([upload(t.app, asha, fields), upload(t.app, asha, fields)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await count('bill where invoice_number = $1', [fields.InvoiceNumber])).toBe(1);
  });

  it('routes a day once', async () => {
    // sanjay's last month waits for its submit, so it has past working days on any day of this one.
    const day = await one<{ expenseId: number; day: string; from: number; to: number }>(
      t.db,
      `select d.expense_id as "expenseId", d.activity_date as day, j.from_city_id as "from", j.to_city_id as "to"
         from expense_detail d join expense x on x.id = d.expense_id
         join stpfc s on s.employee_id = x.employee_id join stpfc_detail j on j.stpfc_id = s.id
        where x.employee_id = $1 and x.status = 'Unsubmitted' and not d.is_holiday and d.activity_date <= $2
          and j.status = 'A' and j.from_city_id = (select hq_city_id from employee where id = $1)
          and j.to_city_id <> j.from_city_id
        order by d.activity_date desc, j.id limit 1`,
      [sanjay.employeeId, businessDate()],
    );
    const body = {
      employeeId: sanjay.employeeId,
      companyId: sanjay.companyId,
      expenseId: day.expenseId,
      activityDate: day.day,
      period: 1,
      activity: 1,
      isStay: 0 as const,
      remarks: 'Tapped twice',
      tblRoute: [{ Slno: 1, ActTypeId: 1, Period: 1, FromCity: day.from, ToCity: day.to }],
    };
    // Modify replaces the day's route: the second does the same again, never a second leg.
    expect(await twice(sanjay, expenseModifySubmit, body)).toEqual([200, 200]);
    expect(
      await count(
        'expense_route r join expense_detail d on d.id = r.expense_detail_id where d.expense_id = $1 and d.activity_date = $2',
        [day.expenseId, day.day],
      ),
    ).toBe(1);
  });

  it('submits a fare chart once and tells the manager once', async () => {
    const chart = await one<{ id: number; drafts: number[] }>(
      t.db,
      `select s.id, array_agg(d.id order by d.id) as drafts from stpfc s join stpfc_detail d on d.stpfc_id = s.id
        where s.employee_id = $1 and d.status = 'D' group by s.id`,
      [asha.employeeId],
    );
    const from = await since();
    const body = {
      stpfcDetailIds: chart.drafts,
      employeeId: asha.employeeId,
      companyId: asha.companyId,
      stpfcId: chart.id,
    };
    expect(await twice(asha, sfcSubmit, body)).toEqual([200, 409]);
    expect(
      await count('notification where employee_id = $1 and created_at > $2', [vikram.employeeId, from]),
    ).toBe(1);
  });

  it("approves a chart's journeys once", async () => {
    const chart = await one<{ id: number; waiting: number[]; slNo: number }>(
      t.db,
      `select s.id, array_agg(d.id order by d.id) as waiting,
              (select count(*)::int from stpfc_approval a where a.stpfc_id = s.id) as "slNo"
         from stpfc s join stpfc_detail d on d.stpfc_id = s.id
        where s.employee_id = $1 and d.status = 'S' group by s.id`,
      [rahul.employeeId],
    );
    const body = {
      companyId: vikram.companyId,
      employeeId: rahul.employeeId,
      stpfcId: chart.id,
      level_id: 1,
      appr_Empid: vikram.employeeId,
      slNo: chart.slNo,
      tblDetails: chart.waiting.map((id) => ({
        stpfcId: chart.id,
        stpfcDetailId: id,
        status: 'A' as const,
        reason: '',
      })),
    };
    expect(await twice(vikram, stpfcApprovalSubmit, body)).toEqual([200, 409]);
    expect(await count('stpfc_approval where stpfc_detail_id = any($1::int[])', [chart.waiting])).toBe(
      chart.waiting.length,
    );
  });

  it('submits a month once and tells the manager once', async () => {
    // A month opens for final submit on its last day (DESIGN.md section 8): sanjay's last month
    // has ended and waits for its submit, whatever day the test runs.
    const month = await one<{ month: number; year: number }>(
      t.db,
      `select month, year from expense where employee_id = $1 and status = 'Unsubmitted'
          and make_date(year, month, 1) + interval '1 month' <= $2::date
        order by year desc, month desc limit 1`,
      [sanjay.employeeId, businessDate()],
    );
    const from = await since();
    const body = { employeeId: sanjay.employeeId, companyId: sanjay.companyId, ...month };
    expect(await twice(sanjay, expenseFinalSubmit, body)).toEqual([200, 409]);
    expect(
      await count('notification where employee_id = $1 and created_at > $2', [vikram.employeeId, from]),
    ).toBe(1);
  });
});
