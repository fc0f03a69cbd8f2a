// The approver's list with money and flags by kind, and 'Approve selected' (issue 38): the demo's
// asha (flagged: a call away from its city, a field-work day without calls, a bill over its
// limit) and rahul (one day not as his approved tour programme planned, issue 42) wait for vikram;
// sanjay's claim waits for meera at level 2. cleanRahul takes his plan away, leaving his claim clean.
import { beforeEach, describe, expect, it } from 'vitest';
import { expenseApproveSelected } from '../../../src/contract/approve-selected';
import { APPROVE_SELECTED_TEXTS } from '../../../src/contract/approve-selected-texts';
import { GetExpenseApproval, GetExpenseViewAllDetails } from '../../../src/contract/expense-approvals';
import { renderText } from '../../../src/pure/texts';
import type { Caller } from '../../../tests/support/send';
import { ok, refused } from '../../../tests/support/send';
import { DATABASE_KINDS, startTestApp, type TestApp } from '../../../tests/support/test-app';
import { claimFlagCounts, SET_BASED_COUNTERS } from './flag-counts';

type Session = Awaited<ReturnType<TestApp['employee']>>;

describe.each(DATABASE_KINDS)('approve by exception on %s', (kind) => {
  let t: TestApp;
  let vikram: Session;
  let meera: Session;
  let claimOf: Map<string, number>;
  beforeEach(async () => {
    t = await startTestApp(kind);
    [vikram, meera] = await Promise.all([t.employee('vikram'), t.employee('meera')]);
    const rows = await t.db.query<{ name: string; id: number }>(
      `select e.user_name as name, x.id from expense x join employee e on e.id = x.employee_id
        where x.status = 'Submitted'`,
    );
    claimOf = new Map(rows.map((row) => [row.name, row.id]));
    return () => t.close();
  });

  const list = async (who: Session) =>
    (await ok(t.app, who, GetExpenseApproval, { query: { employeeid: who.employeeId } })).expenseApprovalList;
  const approveSelected = (who: Session, levelId: number, names: string[]) => ({
    body: {
      employeeId: who.employeeId,
      levelId,
      expenseIds: names.map((name) => claimOf.get(name) as number),
    },
  });
  const state = async () =>
    t.db.query<{ name: string; status: string; actions: number; notes: number }>(
      `select e.user_name as name, x.status,
              (select count(*)::int from expense_approval a where a.expense_id = x.id) as actions,
              (select count(*)::int from notification n where n.employee_id = x.employee_id) as notes
         from expense x join employee e on e.id = x.employee_id
        where e.user_name in ('asha', 'rahul', 'sanjay') and x.id = any($1::int[]) order by 1`,
      [[...claimOf.values()]],
    );
  /** A claim without plan flags: no approved tour programme to compare it with. */
  const withoutPlan = async (userName: string) => {
    await t.db.query(
      'delete from tour_plan where employee_id = (select id from employee where user_name = $1)',
      [userName],
    );
  };
  const cleanRahul = () => withoutPlan('rahul');
  /** Asha's claim without its flags: no stamped locations, a day off the field, no limits. */
  const cleanAsha = async () => {
    const asha = claimOf.get('asha') as number;
    await t.db.query(
      `update call_report set latitude = null, longitude = null, accuracy_m = null
        where employee_id = (select employee_id from expense where id = $1)`,
      [asha],
    );
    await t.db.query(
      `update expense_detail d set activity = 'Meeting'
        where d.expense_id = $1 and d.activity = 'Field Work' and not exists (
          select 1 from call_report r join expense x on x.employee_id = r.employee_id
           where x.id = d.expense_id and r.call_date = d.activity_date)`,
      [asha],
    );
    await t.db.query('delete from expense_limit');
    await withoutPlan('asha');
  };

  it('lists each claim with the amount this level approves and its flags counted by kind', async () => {
    const forVikram = await list(vikram);
    const asha = forVikram.find((claim) => claim.expenseId === claimOf.get('asha'));
    const rahul = forVikram.find((claim) => claim.expenseId === claimOf.get('rahul'));
    expect(asha?.flagCounts).toEqual({ calls: 2, plan: 0, policy: 1, duplicate: 0, einvoice: 0 });
    expect(rahul?.flagCounts).toEqual({ calls: 0, plan: 1, policy: 0, duplicate: 0, einvoice: 0 });
    expect(asha?.amount).toBe(asha?.submittedTotal);

    // The same counts as the claim's own days show, kind by kind.
    const days = (
      await ok(t.app, vikram, GetExpenseViewAllDetails, { query: { Expense_ID: asha?.expenseId ?? 0 } })
    ).expenseDetails;
    expect(days.reduce((total, day) => total + day.flags.length, 0)).toBe(2);
    expect(days.reduce((total, day) => total + day.billFlags.length, 0)).toBe(1);

    // At level 2 the amount is level 1's approved figure: vikram deducted ₹50 from sanjay's claim.
    const [sanjay] = await list(meera);
    expect(sanjay?.level_id).toBe(2);
    expect(sanjay?.amount).toBe((sanjay?.submittedTotal ?? 0) - 50);
    expect(Date.parse(sanjay?.waitingSince ?? '')).not.toBeNaN();
  });

  it('counts every listed claim in a few queries, whatever their number, with a kind added by one counter', async () => {
    const ids = [...claimOf.values()];
    let queries = 0;
    const counting = {
      query: (sql: string, params?: unknown[]) => {
        queries += 1;
        return t.db.query(sql, params);
      },
    } as unknown as typeof t.db;
    const counts = await claimFlagCounts(counting, ids, SET_BASED_COUNTERS);
    expect(queries).toBe(5);
    const withPlan = await claimFlagCounts(t.db, ids, {
      plan: async (_db, expenseIds) => new Map(expenseIds.map((id) => [id, 1])),
    });
    for (const id of ids) {
      expect(withPlan.get(id)).toEqual({ calls: 0, plan: 1, policy: 0, duplicate: 0, einvoice: 0 });
      expect(counts.get(id)?.plan).toBe(0);
    }
  });

  it('refuses a selection holding a flagged claim, changing nothing', async () => {
    await cleanRahul();
    const before = await state();
    const reason = await refused(
      t.app,
      vikram,
      expenseApproveSelected,
      400,
      approveSelected(vikram, 1, ['rahul', 'asha']),
    );
    expect(reason).toBe(
      renderText(
        APPROVE_SELECTED_TEXTS.flaggedClaim({
          claim: `Asha Kulkarni, ${(await list(vikram))[0]?.monthYear}`,
          flags: 3,
        }),
        'en',
      ),
    );
    expect(await state()).toEqual(before);
  });

  it('approves a clean pair at once, every day approved without deduction, each employee notified', async () => {
    await Promise.all([cleanAsha(), cleanRahul()]);
    const before = await state();
    const answer = await ok(
      t.app,
      vikram,
      expenseApproveSelected,
      approveSelected(vikram, 1, ['asha', 'rahul']),
    );
    expect(answer.message).toBe('2 claims approved.');
    expect(await list(vikram)).toEqual([]);
    const after = await state();
    for (const name of ['asha', 'rahul']) {
      const was = before.find((row) => row.name === name);
      const now = after.find((row) => row.name === name);
      // Level 1 of 2: the claim moves on to meera, one decision recorded, the employee told.
      expect(now).toEqual({ ...was, actions: (was?.actions ?? 0) + 1, notes: (was?.notes ?? 0) + 1 });
    }
    const lines = await t.db.query<{ status: string; deduction: number }>(
      `select l.status, l.deduction_paise as deduction from expense_approval_line l
         join expense_approval a on a.id = l.approval_id where a.expense_id = any($1::int[])
          and a.level_id = 1 and not a.is_closed`,
      [[claimOf.get('asha'), claimOf.get('rahul')]],
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.status === 'A' && line.deduction === 0)).toBe(true);
    // Now both wait for meera, at the amount vikram approved.
    const forMeera = await list(meera);
    expect(forMeera.map((claim) => claim.expenseId)).toEqual(
      expect.arrayContaining([claimOf.get('asha'), claimOf.get('rahul')]),
    );
  });

  it('decides the month at the last level, and refuses another approver or a claim not waiting', async () => {
    // meera cannot approve vikram's claims: not waiting for her level.
    await refused(t.app, meera, expenseApproveSelected, 403, approveSelected(meera, 2, ['rahul']));
    // vikram cannot approve sanjay's claim, which waits for meera at level 2.
    await refused(t.app, vikram, expenseApproveSelected, 409, approveSelected(vikram, 1, ['sanjay']));
    // Nor name another approver as himself.
    await refused(t.app, vikram, expenseApproveSelected, 403, {
      body: { employeeId: meera.employeeId, levelId: 2, expenseIds: [claimOf.get('sanjay') as number] },
    });
    const answer = await ok(t.app, meera, expenseApproveSelected, approveSelected(meera, 2, ['sanjay']));
    expect(answer.approved).toEqual([{ expenseId: claimOf.get('sanjay'), status: 'Approved' }]);
    expect((await state()).find((row) => row.name === 'sanjay')?.status).toBe('Approved');
  });

  it('leaves a signed-out caller out', async () => {
    const nobody: Caller = null;
    await refused(t.app, nobody, expenseApproveSelected, 401, approveSelected(vikram, 1, ['rahul']));
  });
});
