// Rejected days come back (issue 38): vikram rejects a day of asha's claim, meera decides the month,
// asha changes the day, replies and resubmits it, and the claim goes back to vikram, who sees the
// reply and what changed; every round stays in the history.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../../src/contract/call';
import { expenseDayResubmit, type TDayResubmitRequest } from '../../../src/contract/day-returns';
import {
  expenseApprovalSubmit,
  GetExpenseViewAllDetails,
  type TExpenseApprovalRequest,
} from '../../../src/contract/expense-approvals';
import { expenseModifySubmit, expenseUpdateDayWise } from '../../../src/contract/expense-days';
import { getNotification } from '../../../src/contract/notifications';
import { expenseAttachUnreported } from '../../../src/contract/receipts';
import { ok, refused, send } from '../../../tests/support/send';
import { DATABASE_KINDS, startTestApp, type TestApp } from '../../../tests/support/test-app';

type Session = Awaited<ReturnType<TestApp['employee']>>;
type Details = ResponseOf<typeof GetExpenseViewAllDetails>;
type Day = Details['expenseDetails'][number];

describe.each(DATABASE_KINDS)('rejected days coming back on %s', (kind) => {
  let t: TestApp;
  let vikram: Session;
  let meera: Session;
  let asha: Session;
  let rahul: Session;
  let arjun: Session;
  let expenseId: number;
  let returned: Day;
  let approvedDay: Day;
  const REASON = 'You were on leave that day';

  beforeEach(async () => {
    t = await startTestApp(kind);
    [vikram, meera, asha, rahul, arjun] = await Promise.all([
      t.employee('vikram'),
      t.employee('meera'),
      t.employee('asha'),
      t.employee('rahul'),
      t.employee('arjun'),
    ]);
    const [month] = await t.db.query<{ id: number }>(
      `select id from expense where employee_id = $1 and status = 'Submitted'`,
      [asha.employeeId],
    );
    expenseId = month?.id as number;
    // Vikram rejects asha's last plain working day; meera keeps it rejected and decides the month.
    const level1 = await details(vikram);
    const working = level1.expenseDetails.filter((day) => day.isHoliday === 0 && day.fromTown === day.toTown);
    [approvedDay, returned] = [working.at(0) as Day, working.at(-1) as Day];
    await decide(vikram, level1, [
      {
        expenseDetailId: returned.expenseDetailId,
        approvalStatus: 'R',
        approvalEntered: 0,
        remarksForReject: REASON,
      },
    ]);
    const decided = await decide(meera, await details(meera), []);
    expect(decided.status).toBe('Partially Approved');
  });
  afterEach(() => t.close());

  const details = (session: Session) =>
    ok(t.app, session, GetExpenseViewAllDetails, { query: { Expense_ID: expenseId } });
  const decide = (session: Session, view: Details, tblDetails: TExpenseApprovalRequest['tblDetails']) =>
    ok(t.app, session, expenseApprovalSubmit, {
      body: { expenseId, levelId: view.levelId, approverId: session.employeeId, slNo: view.slNo, tblDetails },
    });
  const dayOf = (session: Session, day: Day) =>
    ok(t.app, session, expenseUpdateDayWise, {
      query: { employeeId: session.employeeId, expenseId, activityDate: day.date },
    });
  const resubmitBody = (
    session: Session,
    days: Day[],
    reply = 'I was at the Lonavala clinics',
  ): TDayResubmitRequest => ({
    employeeId: session.employeeId,
    companyId: session.companyId,
    expenseId,
    days: days.map((day) => ({ expenseDetailId: day.expenseDetailId, reply })),
  });
  const messages = async (session: Session) =>
    (
      await ok(t.app, session, getNotification, { query: { employeeId: session.employeeId } })
    ).notificationMessage.map((notification) => notification.notificationMessage);
  const modifyToLonavala = async () => {
    const [pune, lonavala] = await t.db.query<{ id: number }>(
      `select id from city where name in ('Pune', 'Lonavala') order by name = 'Lonavala'`,
    );
    const legs = [
      [pune?.id, lonavala?.id],
      [lonavala?.id, pune?.id],
    ].map(([from, to], index) => ({
      Slno: index + 1,
      ActTypeId: 1,
      Period: 1,
      FromCity: from as number,
      ToCity: to as number,
    }));
    await ok(t.app, asha, expenseModifySubmit, {
      body: {
        employeeId: asha.employeeId,
        companyId: asha.companyId,
        expenseId,
        activityDate: returned.date,
        period: 1,
        activity: 1,
        isStay: 0,
        remarks: 'Lonavala clinics',
        tblRoute: legs,
      },
    });
  };

  it('returns the day with the reason, goes back to vikram with the reply and the change, and keeps both rounds', async () => {
    const mine = await dayOf(asha, returned);
    expect(mine.rejection).toMatchObject({ reason: REASON, approverName: 'Vikram Joshi', levelId: 1 });
    expect(mine.returns).toEqual([expect.objectContaining({ reply: null, after: null, inThisRound: false })]);
    expect(mine.getMyExpenseList[0]?.expenseModifyEnable).toBe(1);
    expect(await messages(asha)).toContainEqual(
      expect.stringContaining(`rejected by Vikram Joshi: "${REASON}"`),
    );

    await modifyToLonavala();
    const [bill] = await t.db.query<{ id: number; invoiceNumber: string; amountPaise: number }>(
      `select b.id, b.invoice_number as "invoiceNumber", b.amount_paise as "amountPaise"
         from bill b join expense_type et on et.id = b.expense_type_id
        where b.employee_id = $1 and et.expense_or_sundry = 'E'
          and not exists (select 1 from expense_attachment a where a.bill_id = b.id)
        order by b.id limit 1`,
      [asha.employeeId],
    );
    if (!bill) throw new Error('asha has an unreported bill');
    // Dated on the day, so it may be attached there.
    await t.db.query('update bill set invoice_date = $2 where id = $1', [bill.id, returned.date]);
    await ok(t.app, asha, expenseAttachUnreported, {
      body: {
        activityDate: returned.date,
        expenseDetailId: returned.expenseDetailId,
        expenseId,
        employeeId: asha.employeeId,
        expenseType: 'Food',
        fare: bill.amountPaise / 100,
        description: 'Lunch at Lonavala',
        unReportExpenseId: bill.id,
        travelMode: 0,
        expenseOrSundry: 'E',
      },
    });
    const answer = await ok(t.app, asha, expenseDayResubmit, { body: resubmitBody(asha, [returned]) });
    expect(answer).toEqual({
      message: '1 day resubmitted: the claim goes back to Vikram Joshi.',
      status: 'Submitted',
    });
    expect((await dayOf(asha, returned)).rejection).toBeNull();
    expect(await messages(vikram)).toContainEqual(expect.stringContaining('resubmitted 1 rejected day'));

    // Back at level 1 with vikram: the reply, the day as rejected and as it is now.
    const round2 = await details(vikram);
    expect(round2).toMatchObject({ levelId: 1, status: 'Submitted' });
    const seen = round2.expenseDetails.find((day) => day.expenseDetailId === returned.expenseDetailId) as Day;
    const [round] = seen.returns ?? [];
    expect(round).toMatchObject({ reply: 'I was at the Lonavala clinics', inThisRound: true });
    expect(round?.before.route).toBe(`${returned.fromTown} - ${returned.toTown}`);
    expect(round?.after?.route).toBe('Pune → Lonavala → Pune');
    expect(round?.before.bills).toBe('');
    expect(round?.after).toMatchObject({ bills: bill.invoiceNumber, billsTotal: bill.amountPaise / 100 });
    expect(round?.after?.total).toBe(seen.claimedTotal);
    expect(round?.after?.total).toBeGreaterThan(round?.before.total ?? 0);

    // Approved at both levels: the day counts its new total.
    await decide(vikram, round2, [
      {
        expenseDetailId: returned.expenseDetailId,
        approvalStatus: 'A',
        approvalEntered: 0,
        remarksForReject: '',
      },
    ]);
    const level2 = await details(meera);
    expect(
      level2.expenseDetails.find((day) => day.expenseDetailId === returned.expenseDetailId),
    ).toMatchObject({
      status: 'A',
      approTotal: seen.claimedTotal,
    });
    expect((await decide(meera, level2, [])).status).toBe('Approved');

    const after = await dayOf(asha, returned);
    expect(after.history.map((entry) => `${entry.levelId}${entry.status}`)).toEqual(['1R', '2R', '1A', '2A']);
    expect(after.returns).toEqual([
      expect.objectContaining({ reply: 'I was at the Lonavala clinics', inThisRound: false }),
    ]);
  });

  it('refuses another employee or company with 403 and a day not rejected with 409, changing nothing', async () => {
    expect(
      (await send(t.app, rahul, expenseDayResubmit, { body: resubmitBody(asha, [returned]) })).status,
    ).toBe(403);
    const rahulsOwnIds = { ...resubmitBody(rahul, [returned]) };
    expect((await send(t.app, rahul, expenseDayResubmit, { body: rahulsOwnIds })).status).toBe(403);
    expect(
      (await send(t.app, arjun, expenseDayResubmit, { body: resubmitBody(asha, [returned]) })).status,
    ).toBe(403);
    expect(
      (await send(t.app, vikram, expenseDayResubmit, { body: resubmitBody(asha, [returned]) })).status,
    ).toBe(403);
    const notRejected = await refused(t.app, asha, expenseDayResubmit, 409, {
      body: resubmitBody(asha, [returned, approvedDay]),
    });
    expect(notRejected).toContain('was not rejected back to you');
    const [month] = await t.db.query<{ status: string }>('select status from expense where id = $1', [
      expenseId,
    ]);
    expect(month?.status).toBe('Partially Approved');
    const blank = await send(t.app, asha, expenseDayResubmit, {
      body: resubmitBody(asha, [returned], '   '),
    });
    expect(blank.status).toBe(400);
  });

  it('answers a replay with the stored answer and a second resubmit with 409', async () => {
    const key = 'resubmit-once';
    const first = await send(t.app, asha, expenseDayResubmit, {
      body: resubmitBody(asha, [returned]),
      idempotencyKey: key,
    });
    const replay = await send(t.app, asha, expenseDayResubmit, {
      body: resubmitBody(asha, [returned]),
      idempotencyKey: key,
    });
    expect([first.status, replay.status]).toEqual([200, 200]);
    expect(replay.json).toEqual(first.json);
    await refused(t.app, asha, expenseDayResubmit, 409, { body: resubmitBody(asha, [returned]) });
    const [rounds] = await t.db.query<{ count: number }>(
      'select count(*)::int as count from expense_day_return where expense_detail_id = $1',
      [returned.expenseDetailId],
    );
    expect(rounds?.count).toBe(1);
  });

  it('keeps every round of a day rejected again after its resubmission', async () => {
    await ok(t.app, asha, expenseDayResubmit, { body: resubmitBody(asha, [returned]) });
    const again = 'Still no calls reported that day';
    const round2 = await details(vikram);
    await decide(vikram, round2, [
      {
        expenseDetailId: returned.expenseDetailId,
        approvalStatus: 'R',
        approvalEntered: 0,
        remarksForReject: again,
      },
    ]);
    await decide(meera, await details(meera), []);
    const mine = await dayOf(asha, returned);
    expect(mine.rejection).toMatchObject({ reason: again, levelId: 1 });
    expect(mine.returns?.map((round) => round.reply)).toEqual(['I was at the Lonavala clinics', null]);
    expect(mine.history.map((entry) => `${entry.levelId}${entry.status}`)).toEqual(['1R', '2R', '1R', '2R']);
  });
});
