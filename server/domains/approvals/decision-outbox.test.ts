// Save Draft and Submit sent through the outbox (issue 38 'Decisions offline'): the same key twice
// applies once; a claim the employee changed after the approver opened it answers 409 and nothing
// is written; a decision on a claim that moved on answers 409 too.
import { describe, expect, it } from 'vitest';
import { GetExpenseApproval, GetExpenseViewAllDetails } from '../../../src/contract/expense-approvals';
import {
  CLAIM_CHANGED,
  expenseDecisionSave,
  type TExpenseDecisionRequest,
} from '../../../src/contract/expense-decision';
import { ok, refused, send } from '../../../tests/support/send';
import { DATABASE_KINDS, useTestApp } from '../../../tests/support/test-app';
import { APPROVAL_MOVED_ON } from '../../http/access';
import { REPLAYED_HEADER } from '../../http/idempotency';

describe.each(DATABASE_KINDS)('expense decisions through the outbox on %s', (kind) => {
  // One app for the file: the tests run in order, the submit last.
  const t = useTestApp(kind);
  const vikram = t.signIn('vikram');
  const asha = t.signIn('asha');

  /** asha's month waiting for vikram, and vikram's decision on it: a deduction on its first working day. */
  async function decision(isSubmit: 0 | 1) {
    const list = await ok(t.app, vikram, GetExpenseApproval, { query: { employeeid: vikram.employeeId } });
    const month = list.expenseApprovalList.find((item) => item.employeeId === asha.employeeId);
    if (!month) throw new Error("asha's last month does not wait for vikram");
    const view = await ok(t.app, vikram, GetExpenseViewAllDetails, {
      query: { Expense_ID: month.expenseId },
    });
    const first = view.expenseDetails.find((day) => day.isHoliday === 0);
    if (!first || !view.claimVersion) throw new Error('a working day and the claim’s version');
    const body: TExpenseDecisionRequest = {
      expenseId: view.expenseId,
      levelId: view.levelId,
      approverId: vikram.employeeId,
      slNo: view.slNo,
      claimVersion: view.claimVersion,
      isSubmit,
      lines: JSON.stringify([
        { expenseDetailId: first.expenseDetailId, approvalStatus: 'A', approvalEntered: '12.5' },
      ]),
    };
    return { body, first };
  }

  const count = async (sql: string, params: unknown[]) =>
    ((await t.db.query<{ count: number }>(sql, params))[0] as { count: number }).count;
  const approvals = (expenseId: number) =>
    count('select count(*)::int as count from expense_approval where expense_id = $1', [expenseId]);
  const submitted = (expenseId: number) =>
    count(
      'select count(*)::int as count from expense_approval where expense_id = $1 and submitted_at is not null',
      [expenseId],
    );

  it('answers 400 with a reason for lines that are not the day lines, never 500', async () => {
    const { body } = await decision(0);
    for (const [lines, reason] of [
      ['not json', 'must be the day lines as JSON'],
      ['{"expenseDetailId":1}', 'expected array'],
      [
        JSON.stringify([{ expenseDetailId: 1, approvalStatus: 'R', approvalEntered: 0 }]),
        'Please give a valid reason for rejection',
      ],
    ] as const) {
      const answer = await refused(t.app, vikram, expenseDecisionSave, 400, { body: { ...body, lines } });
      expect(answer).toContain(reason);
    }
  });

  it('refuses with 409 a decision on a claim the employee changed after it was opened, writing nothing', async () => {
    const { body, first } = await decision(1);
    const before = await approvals(Number(body.expenseId));
    await t.db.query('update expense_detail set distance_km = distance_km + 5 where id = $1', [
      first.expenseDetailId,
    ]);
    const answer = await refused(t.app, vikram, expenseDecisionSave, 409, {
      body,
      idempotencyKey: 'decision-changed',
    });
    expect(answer).toBe(CLAIM_CHANGED);
    expect(await approvals(Number(body.expenseId))).toBe(before);
    // The claim as it is now takes the same choices.
    const { body: fresh } = await decision(1);
    expect(fresh.claimVersion).not.toBe(body.claimVersion);
    const retried = await send(t.app, vikram, expenseDecisionSave, {
      body: { ...fresh, isSubmit: 0, lines: body.lines },
      idempotencyKey: 'decision-fresh',
    });
    expect(retried.status, retried.text).toBe(200);
  });

  it('applies a draft and then a submit once each, however often the outbox sends them', async () => {
    const { body: draft, first } = await decision(0);
    const kept = await send(t.app, vikram, expenseDecisionSave, {
      body: draft,
      idempotencyKey: 'decision-draft',
    });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.json).toMatchObject({ message: 'Draft saved', status: 'Submitted', nextLevelId: 1 });
    const [line] = await t.db.query<{ deduction: number }>(
      'select deduction_paise as deduction from expense_approval_line where expense_detail_id = $1',
      [first.expenseDetailId],
    );
    expect(line?.deduction).toBe(1250);

    const body = { ...draft, isSubmit: 1 as const };
    const notices = 'select count(*)::int as count from notification where employee_id = $1';
    const noticesBefore = await count(notices, [asha.employeeId]);
    const sent = await send(t.app, vikram, expenseDecisionSave, { body, idempotencyKey: 'decision-submit' });
    const again = await send(t.app, vikram, expenseDecisionSave, { body, idempotencyKey: 'decision-submit' });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json).toMatchObject({ message: 'Submitted successfully', nextLevelId: 2 });
    expect(again.status, again.text).toBe(200);
    expect(again.json).toEqual(sent.json);
    expect(again.headers[REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(await submitted(Number(draft.expenseId))).toBe(1);
    expect(await count(notices, [asha.employeeId])).toBe(noticesBefore + 1);
    // A new key is a new decision on a level that has moved on: 409, as for every approval.
    const late = await refused(t.app, vikram, expenseDecisionSave, 409, {
      body,
      idempotencyKey: 'decision-late',
    });
    expect(late).toBe(APPROVAL_MOVED_ON);
  });
});
