// Cover while away (issue 38): vikram (level 1 of asha, rahul and sanjay) names meera, his manager,
// for some dates. Before the window and after it nothing changes; inside it the claims, the fare
// chart and the tour programme waiting for vikram wait for meera, 'for Vikram Joshi', and her
// decisions are recorded as 'by Meera Iyer for Vikram Joshi'.
import { describe, expect, it } from 'vitest';
import {
  getSTPFCApprovalDetail,
  getSTPFCApprovalEmployeeWiseDetails,
  stpfcApprovalSubmit,
} from '../../../src/contract/approvals';
import { awayClear, awaySet, getAwayView } from '../../../src/contract/away';
import {
  expenseApprovalSubmit,
  GetExpenseApproval,
  GetExpenseViewAllDetails,
} from '../../../src/contract/expense-approvals';
import { getNotification } from '../../../src/contract/notifications';
import { getTpApprovalList, getTpApprovalView, tpApprovalSubmit } from '../../../src/contract/tour-programme';
import { addDays, businessDate, monthOf } from '../../../src/pure/calendar';
import { ok, refused } from '../../../tests/support/send';
import { DATABASE_KINDS, type SignedIn, useTestApp } from '../../../tests/support/test-app';

const today = businessDate();

describe.each(DATABASE_KINDS)('setting Away on %s', (kind) => {
  const t = useTestApp(kind);
  const vikram = t.signIn('vikram');
  const meera = t.signIn('meera');
  const asha = t.signIn('asha');
  const arjun = t.signIn('arjun');
  const away = (
    who: SignedIn,
    change: Partial<{ fromDate: string; toDate: string; delegateId: number }> = {},
  ) => ({
    body: {
      employeeId: who.employeeId,
      companyId: who.companyId,
      fromDate: today,
      toDate: addDays(today, 6),
      delegateId: meera.employeeId,
      ...change,
    },
  });

  it('offers an approver their manager, and no one to a representative', async () => {
    const view = await ok(t.app, vikram, getAwayView, { query: { employeeId: vikram.employeeId } });
    expect(view).toMatchObject({ isApprover: true, away: null });
    expect(view.delegates.map((d) => [d.employeeName, d.relation])).toEqual([['Meera Iyer', 'manager']]);
    const rep = await ok(t.app, asha, getAwayView, { query: { employeeId: asha.employeeId } });
    expect(rep).toMatchObject({ isApprover: false, delegates: [] });
  });

  it('refuses a delegate who is neither the manager nor a peer, and dates out of order or past', async () => {
    expect(
      await refused(t.app, vikram, awaySet, 400, away(vikram, { delegateId: asha.employeeId })),
    ).toContain('manager or an approver of your level');
    expect(
      await refused(t.app, vikram, awaySet, 400, away(vikram, { delegateId: arjun.employeeId })),
    ).toContain('manager or an approver of your level');
    expect(
      await refused(
        t.app,
        vikram,
        awaySet,
        400,
        away(vikram, { fromDate: addDays(today, 3), toDate: addDays(today, 2) }),
      ),
    ).toContain('cannot be before the first');
    expect(
      await refused(t.app, vikram, awaySet, 400, away(vikram, { fromDate: addDays(today, -1) })),
    ).toContain('cannot start before today');
  });

  it('lets only the approver set their own Away, never across companies', async () => {
    expect(await refused(t.app, asha, awaySet, 400, away(asha, { delegateId: vikram.employeeId }))).toContain(
      'Only an approver',
    );
    await refused(t.app, meera, awaySet, 403, away(vikram));
    await refused(t.app, arjun, awaySet, 403, away(vikram));
    await refused(t.app, arjun, getAwayView, 403, { query: { employeeId: vikram.employeeId } });
    await refused(t.app, meera, awayClear, 403, {
      body: { employeeId: vikram.employeeId, companyId: vikram.companyId },
    });
  });

  it('keeps one window, replaced by the next and gone when the approver is back', async () => {
    await ok(t.app, vikram, awaySet, away(vikram));
    await ok(t.app, vikram, awaySet, away(vikram, { toDate: addDays(today, 2) }));
    const view = await ok(t.app, vikram, getAwayView, { query: { employeeId: vikram.employeeId } });
    expect(view.away).toEqual({
      fromDate: today,
      toDate: addDays(today, 2),
      delegateId: meera.employeeId,
      delegateName: 'Meera Iyer',
    });
    await ok(t.app, vikram, awayClear, {
      body: { employeeId: vikram.employeeId, companyId: vikram.companyId },
    });
    expect(
      (await ok(t.app, vikram, getAwayView, { query: { employeeId: vikram.employeeId } })).away,
    ).toBeNull();
  });
});

describe.each(DATABASE_KINDS)('a delegation window on %s', (kind) => {
  const t = useTestApp(kind);
  const vikram = t.signIn('vikram');
  const meera = t.signIn('meera');
  const asha = t.signIn('asha');
  const next = monthOf(today, 1);

  const claims = async (who: SignedIn) =>
    (
      await ok(t.app, who, GetExpenseApproval, { query: { employeeid: who.employeeId } })
    ).expenseApprovalList.map(
      (item) => `${item.employeeName} L${item.level_id}${item.forName ? ` for ${item.forName}` : ''}`,
    );
  const charts = async (who: SignedIn) =>
    (
      await ok(t.app, who, getSTPFCApprovalDetail, { query: { employeeId: who.employeeId } })
    ).stpfcApprovalList.map((item) => `${item.employeeName}${item.forName ? ` for ${item.forName}` : ''}`);
  const plans = async (who: SignedIn) =>
    (await ok(t.app, who, getTpApprovalList, { query: { employeeId: who.employeeId, ...next } })).plans
      .filter((plan) => plan.status === 'S')
      .map((plan) => `${plan.employeeName}${plan.forName ? ` for ${plan.forName}` : ''}`);
  const setWindow = (from: number, to: number) =>
    t.db.query(
      `insert into approver_away (employee_id, company_id, delegate_id, from_date, to_date)
       values ($1, $2, $3, $4, $5)
       on conflict (employee_id) do update set from_date = excluded.from_date, to_date = excluded.to_date`,
      [vikram.employeeId, vikram.companyId, meera.employeeId, addDays(today, from), addDays(today, to)],
    );
  const claimOf = async (userName: string) =>
    (
      await t.db.query<{ id: number }>(
        `select x.id from expense x join employee e on e.id = x.employee_id
          where e.user_name = $1 and x.status = 'Submitted'`,
        [userName],
      )
    )[0]?.id as number;
  const judge = (who: SignedIn, expenseId: number, levelId: number, slNo = 0) => ({
    body: { expenseId, levelId, approverId: who.employeeId, slNo, tblDetails: [] },
  });

  it('before the window: everything waits for vikram and meera may not decide it', async () => {
    await setWindow(1, 7);
    expect(await claims(vikram)).toEqual(['Asha Kulkarni L1', 'Rahul Deshmukh L1']);
    expect(await claims(meera)).toEqual(['Sanjay Patil L2']);
    expect(await charts(vikram)).toEqual(['Rahul Deshmukh']);
    expect(await charts(meera)).toEqual([]);
    expect(await plans(vikram)).toEqual(['Rahul Deshmukh']);
    expect(await plans(meera)).toEqual([]);
    await refused(t.app, meera, expenseApprovalSubmit, 403, judge(meera, await claimOf('asha'), 1));
  });

  it('inside the window: it waits for meera, labelled for vikram, and vikram may not decide it', async () => {
    await setWindow(0, 6);
    expect(await claims(vikram)).toEqual([]);
    expect(await claims(meera)).toEqual([
      'Asha Kulkarni L1 for Vikram Joshi',
      'Rahul Deshmukh L1 for Vikram Joshi',
      'Sanjay Patil L2',
    ]);
    expect(await charts(vikram)).toEqual([]);
    expect(await charts(meera)).toEqual(['Rahul Deshmukh for Vikram Joshi']);
    expect(await plans(meera)).toEqual(['Rahul Deshmukh for Vikram Joshi']);
    await refused(t.app, vikram, expenseApprovalSubmit, 403, judge(vikram, await claimOf('asha'), 1));
  });

  it("records meera's decision on a claim as by Meera Iyer for Vikram Joshi, then lets her decide level 2", async () => {
    const expenseId = await claimOf('asha');
    await ok(t.app, meera, expenseApprovalSubmit, judge(meera, expenseId, 1));
    const level2 = await ok(t.app, meera, GetExpenseViewAllDetails, {
      query: { Expense_ID: expenseId },
    });
    const history = level2.expenseDetails.find((day) => day.history.length > 0)?.history.at(-1);
    expect(history).toMatchObject({ levelId: 1, approverName: 'Meera Iyer', forName: 'Vikram Joshi' });
    const notes = await ok(t.app, asha, getNotification, { query: { employeeId: asha.employeeId } });
    expect(notes.notificationMessage[0]?.notificationMessage).toContain(
      'Meera Iyer for Vikram Joshi reviewed your expense claim',
    );
    // Her own level next: the same claim now waits for her at level 2, in her own name.
    expect(await claims(meera)).toContain('Asha Kulkarni L2');
    await ok(t.app, meera, expenseApprovalSubmit, judge(meera, expenseId, 2, 1));
    const [decision] = await t.db.query<{ levels: string }>(
      `select string_agg(a.level_id || ':' || e.user_name || ':' || coalesce(f.user_name, '-'), ' ' order by a.level_id) as levels
         from expense_approval a join employee e on e.id = a.approver_id left join employee f on f.id = a.for_approver_id
        where a.expense_id = $1`,
      [expenseId],
    );
    expect(decision?.levels).toBe('1:meera:vikram 2:meera:-');
  });

  it('records the fare chart and the tour programme decided for vikram', async () => {
    const [chart] = (
      await ok(t.app, meera, getSTPFCApprovalDetail, { query: { employeeId: meera.employeeId } })
    ).stpfcApprovalList;
    if (!chart) throw new Error('no chart waits');
    const detail = await ok(t.app, meera, getSTPFCApprovalEmployeeWiseDetails, {
      query: { employeeId: chart.employeeId, stpfcId: chart.stpfcId },
    });
    await ok(t.app, meera, stpfcApprovalSubmit, {
      body: {
        companyId: meera.companyId,
        employeeId: chart.employeeId,
        stpfcId: chart.stpfcId,
        level_id: 1,
        appr_Empid: meera.employeeId,
        slNo: detail.slNo,
        tblDetails: detail.stpfcApprovalDetails.map((line) => ({
          stpfcDetailId: line.stpfcDetailId,
          status: 'A' as const,
        })),
      },
    });
    const [plan] = (
      await ok(t.app, meera, getTpApprovalList, { query: { employeeId: meera.employeeId, ...next } })
    ).plans.filter((row) => row.status === 'S');
    const view = await ok(t.app, meera, getTpApprovalView, { query: { planId: plan?.planId as number } });
    const day = view.days.find((row) => row.status === 'S');
    await ok(t.app, meera, tpApprovalSubmit, {
      body: {
        planId: plan?.planId as number,
        companyId: meera.companyId,
        days: [{ date: day?.date as string, status: 'A' }],
      },
    });
    const recorded = await t.db.query<{ what: string; forId: number }>(
      `select 'chart' as what, for_approver_id as "forId" from stpfc_approval where stpfc_id = $1
       union all select 'plan', decided_for from tour_plan where id = $2`,
      [chart.stpfcId, plan?.planId],
    );
    expect(recorded.map((row) => [row.what, row.forId])).toEqual([
      ...detail.stpfcApprovalDetails.map(() => ['chart', vikram.employeeId]),
      ['plan', vikram.employeeId],
    ]);
  });

  it('after the window: what still waits goes back to vikram', async () => {
    await setWindow(-7, -1);
    expect(await claims(vikram)).toEqual(['Rahul Deshmukh L1']);
    expect(await claims(meera)).toEqual(['Sanjay Patil L2']);
    await refused(t.app, meera, expenseApprovalSubmit, 403, judge(meera, await claimOf('rahul'), 1));
  });
});
