// Expense approval at the API: asha's last month through vikram (level 1) and meera (level 2).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APPROVAL_TEXTS } from '../../../src/contract/approvals';
import type { ResponseOf } from '../../../src/contract/call';
import {
  expenseApprovalAttachment,
  expenseApprovalSubmit,
  expenseDraftSubmit,
  GetExpenseApproval,
  GetExpenseApprovalPopup,
  GetExpenseApprovalSundry,
  GetExpenseViewAllDetails,
  type TExpenseApprovalRequest,
} from '../../../src/contract/expense-approvals';
import { expenseUpdateDateWiseSubmit, expenseUpdateDayWise } from '../../../src/contract/expense-days';
import { expenseFinalSubmit, getMyExpense } from '../../../src/contract/expenses';
import { ok, refused, send } from '../../../tests/support/send';
import { bearer, DATABASE_KINDS, startTestApp, type TestApp } from '../../../tests/support/test-app';

type Session = Awaited<ReturnType<TestApp['employee']>>;
type Line = TExpenseApprovalRequest['tblDetails'][number];
type Details = ResponseOf<typeof GetExpenseViewAllDetails>;
type Day = Details['expenseDetails'][number];
/** The approver's two writes: a draft, and the decision. */
type Decision = typeof expenseDraftSubmit | typeof expenseApprovalSubmit;

describe.each(DATABASE_KINDS)('expense approval on %s', (kind) => {
  let t: TestApp;
  let vikram: Session;
  let meera: Session;
  let asha: Session;
  let expenseId: number;
  beforeEach(async () => {
    t = await startTestApp(kind);
    [vikram, meera, asha] = await Promise.all([
      t.employee('vikram'),
      t.employee('meera'),
      t.employee('asha'),
    ]);
    const [month] = await t.db.query<{ id: number }>(
      `select id from expense where employee_id = $1 and status = 'Submitted'`,
      [asha.employeeId],
    );
    expenseId = month?.id as number;
  });
  afterEach(() => t.close());

  const post = (session: Session, call: Decision, body: TExpenseApprovalRequest) =>
    send(t.app, session, call, { body });
  const statusOf = async (session: Session, call: Decision, body: TExpenseApprovalRequest) =>
    (await post(session, call, body)).status;
  const decide = (session: Session, body: TExpenseApprovalRequest) =>
    ok(t.app, session, expenseApprovalSubmit, { body });
  const claim = () => ({ query: { Expense_ID: expenseId } });
  const details = (session: Session) => ok(t.app, session, GetExpenseViewAllDetails, claim());
  const approvals = (session: Session) =>
    ok(t.app, session, GetExpenseApproval, { query: { employeeid: session.employeeId } });
  const bodyOf = (session: Session, view: Details, lines: Line[]): TExpenseApprovalRequest => ({
    expenseId,
    levelId: view.levelId,
    approverId: session.employeeId,
    slNo: view.slNo,
    tblDetails: lines,
  });
  const working = (view: Details) => view.expenseDetails.filter((day) => day.isHoliday === 0);
  const monthState = async () =>
    (
      await t.db.query<{ status: string; actions: number }>(
        `select status, (select count(*)::int from expense_approval where expense_id = x.id) as actions
           from expense x where id = $1`,
        [expenseId],
      )
    )[0];

  it("shows vikram asha's and rahul's months with every call's answer, and meera sanjay's at level 2", async () => {
    const list = await approvals(vikram);
    expect(list.expenseApprovalList).toContainEqual(
      expect.objectContaining({
        expenseId,
        employeeId: asha.employeeId,
        level_id: 1,
        hirarchyType: 'Territory',
      }),
    );
    // DESIGN.md section 6: both last months wait for vikram; meera's level-2 claim is sanjay's.
    const [rahul, sanjay] = await Promise.all([t.employee('rahul'), t.employee('sanjay')]);
    expect(list.expenseApprovalList).toContainEqual(
      expect.objectContaining({ employeeId: rahul.employeeId, level_id: 1 }),
    );
    const meeraList = await approvals(meera);
    expect(meeraList.expenseApprovalList).toEqual([
      expect.objectContaining({ employeeId: sanjay.employeeId, level_id: 2 }),
    ]);

    const view = await details(vikram);
    expect(view).toMatchObject({ levelId: 1, slNo: 0, status: 'Submitted', isDraft: false });
    expect(working(view).length).toBeGreaterThan(15);
    expect(working(view).every((day) => day.status === 'U' && day.totalSubmitted > 0)).toBe(true);

    const sundry = await ok(t.app, vikram, GetExpenseApprovalSundry, claim());
    const [bills] = await t.db.query<{ sundry: number; all: number }>(
      `select coalesce(sum(b.amount_paise) filter (where et.expense_or_sundry = 'S'), 0)::int as sundry,
              coalesce(sum(b.amount_paise), 0)::int as all
         from expense_attachment a join expense_detail d on d.id = a.expense_detail_id
         join bill b on b.id = a.bill_id join expense_type et on et.id = b.expense_type_id
        where d.expense_id = $1`,
      [expenseId],
    );
    expect(sundry.sundryTotal).toBe((bills?.sundry ?? 0) / 100);
    expect(sundry.totalExpense).toBe(view.totals.totalSubmitted);
    expect(sundry.approverExpense).toBe(view.totals.approTotal);

    const attachments = await ok(t.app, vikram, expenseApprovalAttachment, { query: { expenseId } });
    expect(attachments.attachments.reduce((sum, bill) => sum + bill.fare, 0)).toBeCloseTo(
      (bills?.all ?? 0) / 100,
    );

    const fieldDay = working(view)[0] as Day;
    const popup = await ok(t.app, vikram, GetExpenseApprovalPopup, {
      query: { Emp_id: asha.employeeId, ActivityDate: fieldDay.date },
    });
    expect(popup.fieldWorkList.length).toBeGreaterThanOrEqual(2);
  });

  it("names where each day went, its bills as the employee's day does, and at level 2 whose figures it judges (issue 38)", async () => {
    const level1 = await details(vikram);
    expect(level1.previousLevel).toBeUndefined();
    const legs = working(level1).find((day) => day.route !== undefined);
    expect(legs?.route).toBe('Pune → Pimpri-Chinchwad → Pune');
    expect(
      working(level1)
        .filter((day) => day.route !== undefined)
        .every((day) => day.route?.includes(' → ')),
    ).toBe(true);
    // The bills the employee's day calls 'Bills': expense bills only, sundries apart.
    const [billed] = await t.db.query<{ id: number; paise: number }>(
      `select d.id, sum(b.amount_paise)::int as paise
         from expense_detail d join expense_attachment a on a.expense_detail_id = d.id
         join bill b on b.id = a.bill_id join expense_type et on et.id = b.expense_type_id
        where d.expense_id = $1 and et.expense_or_sundry = 'E' group by d.id limit 1`,
      [expenseId],
    );
    const day = level1.expenseDetails.find((each) => each.expenseDetailId === billed?.id) as Day;
    expect(day.bills).toBe((billed?.paise ?? 0) / 100);
    expect(day.claimedTotal).toBeCloseTo(day.fare + day.allownace + (day.bills ?? 0) + day.sundry);

    await decide(vikram, bodyOf(vikram, level1, []));
    const level2 = await details(meera);
    expect(level2.previousLevel).toEqual({ levelId: 1, approverName: 'Vikram Joshi' });
  });

  it('goes from level 1 with a deduction to level 2 to Approved, with the history and the notifications', async () => {
    const level1 = await details(vikram);
    const [first] = working(level1) as [Day];
    const submitted = await post(
      vikram,
      expenseApprovalSubmit,
      bodyOf(vikram, level1, [
        { expenseDetailId: first.expenseDetailId, approvalStatus: 'A', approvalEntered: 25.5 },
      ]),
    );
    expect(submitted.status).toBe(200);
    expect(submitted.json).toMatchObject({ status: 'Submitted', nextLevelId: 2 });
    // Vikram's turn has passed (409); meera sees the month at level 2 judged from vikram's values.
    expect((await send(t.app, vikram, GetExpenseViewAllDetails, claim())).status).toBe(409);
    const level2 = await details(meera);
    const firstAt2 = level2.expenseDetails.find(
      (day) => day.expenseDetailId === first.expenseDetailId,
    ) as Day;
    expect(level2).toMatchObject({ levelId: 2, slNo: 1 });
    expect(firstAt2.totalSubmitted).toBeCloseTo(first.totalSubmitted - 25.5);
    expect(firstAt2.history).toEqual([
      expect.objectContaining({ levelId: 1, approverName: 'Vikram Joshi', status: 'A', deduction: 25.5 }),
    ]);
    // The previous approved value caps meera's deduction.
    const tooMuch = await refused(t.app, meera, expenseApprovalSubmit, 400, {
      body: bodyOf(meera, level2, [
        {
          expenseDetailId: first.expenseDetailId,
          approvalStatus: 'A',
          approvalEntered: first.totalSubmitted,
        },
      ]),
    });
    expect(tooMuch).toBe(APPROVAL_TEXTS.deductionTooLarge);

    const decided = await post(meera, expenseApprovalSubmit, bodyOf(meera, level2, []));
    expect(decided.json).toMatchObject({ status: 'Approved', nextLevelId: null });
    expect((await monthState())?.status).toBe('Approved');
    const [decision] = await t.db.query<{ approved: number; level: number }>(
      `select approved_paise as approved, level_id as level from expense_day_decision where expense_detail_id = $1`,
      [first.expenseDetailId],
    );
    expect(decision).toEqual({ approved: Math.round((first.totalSubmitted - 25.5) * 100), level: 2 });
    // asha's own day details carry both levels' decisions.
    const day = await ok(t.app, asha, expenseUpdateDayWise, {
      query: { employeeId: asha.employeeId, expenseId, activityDate: first.date },
    });
    expect(day.history).toEqual([
      expect.objectContaining({ levelId: 1, approverName: 'Vikram Joshi', status: 'A', deduction: 25.5 }),
      expect.objectContaining({ levelId: 2, approverName: 'Meera Iyer', status: 'A', deduction: 0 }),
    ]);
    const notes = await t.db.query<{ message: string }>(
      'select message from notification where employee_id = $1',
      [asha.employeeId],
    );
    expect(notes.map((note) => note.message)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Vikram Joshi reviewed your expense claim'),
        expect.stringContaining('is Approved by Meera Iyer'),
      ]),
    );
    expect((await approvals(meera)).expenseApprovalList).not.toContainEqual(
      expect.objectContaining({ expenseId }),
    );
  });

  it('lists a month for exactly the approver whose level waits, through drafts, both levels and the decision', async () => {
    const listed = async (session: Session) =>
      (await approvals(session)).expenseApprovalList.filter((row) => row.expenseId === expenseId);
    const level1 = await details(vikram);
    expect(await listed(vikram)).toEqual([expect.objectContaining({ level_id: 1, slno: 0 })]);
    expect(await listed(meera)).toEqual([]);

    // A level-1 draft keeps the month with vikram.
    expect(await statusOf(vikram, expenseDraftSubmit, bodyOf(vikram, level1, []))).toBe(200);
    expect(await listed(vikram)).toEqual([expect.objectContaining({ level_id: 1 })]);
    expect(await listed(meera)).toEqual([]);

    expect(await statusOf(vikram, expenseApprovalSubmit, bodyOf(vikram, level1, []))).toBe(200);
    expect(await listed(vikram)).toEqual([]);
    expect(await listed(meera)).toEqual([expect.objectContaining({ level_id: 2, slno: 1 })]);

    // Meera's own draft does not move the month on either.
    const level2 = await details(meera);
    expect(await statusOf(meera, expenseDraftSubmit, bodyOf(meera, level2, []))).toBe(200);
    expect(await listed(meera)).toEqual([expect.objectContaining({ level_id: 2, slno: 1 })]);
    expect(await listed(vikram)).toEqual([]);

    expect(await statusOf(meera, expenseApprovalSubmit, bodyOf(meera, level2, []))).toBe(200);
    expect(await listed(meera)).toEqual([]);
    expect(await listed(vikram)).toEqual([]);
    // Asha approves nothing: her list is empty at every step.
    expect(await listed(asha)).toEqual([]);
  });

  it('refuses a deduction larger than the submitted value with the spec text, and saves nothing', async () => {
    const view = await details(vikram);
    const [first] = working(view) as [Day];
    for (const call of [expenseDraftSubmit, expenseApprovalSubmit]) {
      const reason = await refused(t.app, vikram, call, 400, {
        body: bodyOf(vikram, view, [
          {
            expenseDetailId: first.expenseDetailId,
            approvalStatus: 'A',
            approvalEntered: first.totalSubmitted + 0.01,
          },
        ]),
      });
      expect(reason).toBe(APPROVAL_TEXTS.deductionTooLarge);
    }
    expect(await monthState()).toEqual({ status: 'Submitted', actions: 0 });
  });

  it('keeps a draft without moving the month on, and a rejection needs a reason', async () => {
    const view = await details(vikram);
    const [first, second] = working(view) as [Day, Day];
    const noReason = await refused(t.app, vikram, expenseDraftSubmit, 400, {
      body: bodyOf(vikram, view, [
        { expenseDetailId: second.expenseDetailId, approvalStatus: 'R', approvalEntered: 0 },
      ]),
    });
    expect(noReason).toContain(APPROVAL_TEXTS.reasonRequired);

    const draft = await post(
      vikram,
      expenseDraftSubmit,
      bodyOf(vikram, view, [
        { expenseDetailId: first.expenseDetailId, approvalStatus: 'A', approvalEntered: '10' },
        {
          expenseDetailId: second.expenseDetailId,
          approvalStatus: 'R',
          approvalEntered: 0,
          rejectReasonWeb: 'No visit',
        },
      ]),
    );
    expect(draft.json).toEqual({ message: APPROVAL_TEXTS.draftSaved });
    const again = await details(vikram);
    expect(again).toMatchObject({ isDraft: true, slNo: 0, levelId: 1 });
    const day = (id: number) => again.expenseDetails.find((row) => row.expenseDetailId === id) as Day;
    expect(day(first.expenseDetailId)).toMatchObject({ status: 'A', approDedn: 10 });
    expect(day(second.expenseDetailId)).toMatchObject({
      status: 'R',
      rejectReason: 'No visit',
      approTotal: 0,
    });
    expect((await monthState())?.status).toBe('Submitted');
  });

  it('reopens rejected days: Partially Approved, then resubmitted, waits at level 1 with the rejection preselected', async () => {
    const level1 = await details(vikram);
    const [, rejected] = working(level1) as [Day, Day];
    const reject: Line = {
      expenseDetailId: rejected.expenseDetailId,
      approvalStatus: 'R',
      approvalEntered: 0,
      remarksForReject: 'Holiday at the clinic',
    };
    await decide(vikram, bodyOf(vikram, level1, [reject]));
    const level2 = await details(meera);
    expect(
      level2.expenseDetails.find((day) => day.expenseDetailId === rejected.expenseDetailId),
    ).toMatchObject({
      status: 'R',
      rejectReason: 'Holiday at the clinic',
    });
    expect((await decide(meera, bodyOf(meera, level2, []))).status).toBe('Partially Approved');
    const [reopened] = await t.db.query<{ status: string; isClosed: boolean }>(
      `select status, is_closed as "isClosed" from expense_day_decision where expense_detail_id = $1`,
      [rejected.expenseDetailId],
    );
    expect(reopened).toEqual({ status: 'R', isClosed: true });

    // The rejected day is open again for asha, the approved ones are not; she saves it and submits again.
    const [month] = await t.db.query<{ year: number; month: number }>(
      'select year, month from expense where id = $1',
      [expenseId],
    );
    const [year, monthNumber] = [month?.year as number, month?.month as number];
    const mine = await ok(t.app, asha, getMyExpense, {
      query: { employeeId: asha.employeeId, companyId: asha.companyId, month: monthNumber, year },
    });
    const modifiable = mine.getMyExpenseList.filter((day) => day.expenseModifyEnable === 1);
    expect(modifiable.map((day) => day.expenseDetailId)).toEqual([rejected.expenseDetailId]);
    const save = async (day: { activityDate: string; total: number }) =>
      (
        await send(t.app, asha, expenseUpdateDateWiseSubmit, {
          body: { employeeId: asha.employeeId, expenseId, activityDate: day.activityDate, total: day.total },
        })
      ).status;
    expect(await save(modifiable[0] as { activityDate: string; total: number })).toBe(200);
    const approvedDay = mine.getMyExpenseList.find(
      (day) => day.expenseDetailId === (working(level1)[0] as Day).expenseDetailId,
    ) as { activityDate: string; total: number };
    expect(await save(approvedDay)).toBe(409);
    const resubmit = await send(t.app, asha, expenseFinalSubmit, {
      body: { employeeId: asha.employeeId, companyId: asha.companyId, month: monthNumber, year },
    });
    expect(resubmit.status).toBe(200);
    const round2 = await details(vikram);
    expect(round2).toMatchObject({ levelId: 1, slNo: 2, status: 'Submitted' });
    expect(
      round2.expenseDetails.find((day) => day.expenseDetailId === rejected.expenseDetailId),
    ).toMatchObject({
      status: 'R',
      rejectReason: 'Holiday at the clinic',
    });
  });

  it('is Rejected when every working day is rejected', async () => {
    const level1 = await details(vikram);
    const all = working(level1).map(
      (day): Line => ({
        expenseDetailId: day.expenseDetailId,
        approvalStatus: 'R',
        approvalEntered: 0,
        reason: 'Duplicate claim',
      }),
    );
    await decide(vikram, bodyOf(vikram, level1, all));
    const level2 = await details(meera);
    expect((await decide(meera, bodyOf(meera, level2, []))).status).toBe('Rejected');
  });

  it('refuses asha, rahul, meera before her turn and forged ids with 403, changing nothing', async () => {
    const view = await details(vikram);
    const rahul = await t.employee('rahul');
    for (const session of [asha, rahul, meera]) {
      await refused(t.app, session, GetExpenseViewAllDetails, 403, claim());
      await refused(t.app, session, GetExpenseApprovalSundry, 403, claim());
      await refused(t.app, session, expenseApprovalAttachment, 403, { query: { expenseId } });
      await refused(t.app, session, GetExpenseApprovalPopup, 403, {
        query: { Emp_id: asha.employeeId, ActivityDate: view.expenseDetails[0]?.date as string },
      });
      for (const call of [expenseDraftSubmit, expenseApprovalSubmit]) {
        const own = { ...bodyOf(session, view, []), levelId: session === meera ? 2 : 1 };
        expect(await statusOf(session, call, own)).toBe(403);
      }
    }
    expect(await statusOf(vikram, expenseApprovalSubmit, { ...bodyOf(vikram, view, []), levelId: 2 })).toBe(
      403,
    );
    expect(
      await statusOf(vikram, expenseApprovalSubmit, {
        ...bodyOf(vikram, view, []),
        approverId: meera.employeeId,
      }),
    ).toBe(403);
    expect(await monthState()).toEqual({ status: 'Submitted', actions: 0 });
  });

  it('answers 400 with a reason for malformed input, never 500', async () => {
    const view = await details(vikram);
    // Raw: an id in words, which the contract cannot express.
    const inWords = await t.app.inject({
      url: '/api/GetExpenseViewAllDetails?Expense_ID=abc',
      headers: bearer(vikram.token),
    });
    expect(inWords.statusCode).toBe(400);
    const bad = await refused(t.app, vikram, expenseApprovalSubmit, 400, {
      body: {
        ...bodyOf(vikram, view, []),
        tblDetails: [{ expenseDetailId: 1, approvalStatus: 'X' as 'A', approvalEntered: -1 }],
      },
    });
    expect(bad).toContain("must be 'A' or 'R'");
    const foreignDay = await statusOf(
      vikram,
      expenseApprovalSubmit,
      bodyOf(vikram, view, [{ expenseDetailId: 1, approvalStatus: 'A', approvalEntered: 0 }]),
    );
    expect(foreignDay).toBe(400);
    expect(await monthState()).toEqual({ status: 'Submitted', actions: 0 });
  });

  it('lets only one of two concurrent submits through: the other gets 409 and nothing is applied twice', async () => {
    const view = await details(vikram);
    const answers = await Promise.all([
      post(vikram, expenseApprovalSubmit, bodyOf(vikram, view, [])),
      post(vikram, expenseApprovalSubmit, bodyOf(vikram, view, [])),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await monthState()).toEqual({ status: 'Submitted', actions: 1 });
    // A draft from the stale screen is refused too.
    expect(await statusOf(vikram, expenseDraftSubmit, bodyOf(vikram, view, []))).toBe(409);
  });
});
