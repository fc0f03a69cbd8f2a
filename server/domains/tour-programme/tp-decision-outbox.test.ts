// The tour programme decision sent through the outbox (issue 38 'Decisions offline'): the same key
// twice applies once; a plan whose submitted days changed after the approver opened it answers 409
// and nothing is written; day decisions that are not the day decisions answer 400.
import { describe, expect, it } from 'vitest';
import { getTourProgramme, getTpApprovalView } from '../../../src/contract/tour-programme';
import { PLAN_CHANGED, type TTpDecisionRequest, tpDecisionSave } from '../../../src/contract/tp-decision';
import { businessDate, monthOf } from '../../../src/pure/calendar';
import { ok, refused, send } from '../../../tests/support/send';
import { DATABASE_KINDS, useTestApp } from '../../../tests/support/test-app';
import { REPLAYED_HEADER } from '../../http/idempotency';

describe.each(DATABASE_KINDS)('tour programme decisions through the outbox on %s', (kind) => {
  // One app for the file: the tests run in order, the decision last.
  const t = useTestApp(kind);
  const vikram = t.signIn('vikram');
  const rahul = t.signIn('rahul');
  const next = monthOf(businessDate(), 1);

  /** Rahul's submitted plan of next month as vikram opens it, and his decision: its first submitted day rejected. */
  async function decision() {
    const own = await ok(t.app, rahul, getTourProgramme, {
      query: { employeeId: rahul.employeeId, companyId: rahul.companyId, ...next },
    });
    if (own.status !== 'S' || own.planId === null) throw new Error("rahul's plan of next month waits");
    const view = await ok(t.app, vikram, getTpApprovalView, { query: { planId: own.planId } });
    const first = view.days.find((day) => day.status === 'S');
    if (!first || !view.planVersion) throw new Error('a submitted day and the plan’s version');
    const body: TTpDecisionRequest = {
      planId: own.planId,
      companyId: vikram.companyId,
      planVersion: view.planVersion,
      days: JSON.stringify([{ date: first.date, status: 'R', reason: 'Visit Karad first' }]),
    };
    return { body, first, planId: own.planId };
  }

  const count = async (sql: string, params: unknown[]) =>
    ((await t.db.query<{ count: number }>(sql, params))[0] as { count: number }).count;
  const waiting = (planId: number) =>
    count(`select count(*)::int as count from tour_plan_day where plan_id = $1 and status = 'S'`, [planId]);

  it('answers 400 with a reason for days that are not the day decisions, never 500', async () => {
    const { body, first, planId } = await decision();
    const before = await waiting(planId);
    for (const [days, reason] of [
      ['not json', 'must be the day decisions as JSON'],
      ['{"date":"2026-01-01"}', 'expected array'],
      ['[]', 'must decide at least one day'],
      [JSON.stringify([{ date: first.date, status: 'X' }]), 'must be A or R'],
    ] as const) {
      const answer = await refused(t.app, vikram, tpDecisionSave, 400, { body: { ...body, days } });
      expect(answer).toContain(reason);
    }
    expect(await waiting(planId)).toBe(before);
  });

  it('refuses with 409 a decision on a plan whose days changed after it was opened, writing nothing', async () => {
    const { body, first, planId } = await decision();
    const before = await waiting(planId);
    await t.db.query(
      `update tour_plan_day set work_type = case when work_type = 'Training' then 'Meeting' else 'Training' end, stpfc_detail_id = null, customer_ids = '{}',
              is_joint_work = false
        where plan_id = $1 and plan_date = $2`,
      [planId, first.date],
    );
    const answer = await refused(t.app, vikram, tpDecisionSave, 409, { body, idempotencyKey: 'tp-changed' });
    expect(answer).toBe(PLAN_CHANGED);
    expect(await waiting(planId)).toBe(before);
    const { body: fresh } = await decision();
    expect(fresh.planVersion).not.toBe(body.planVersion);
  });

  it('applies a decision once, however often the outbox sends it', async () => {
    const { body, planId } = await decision();
    const notices = 'select count(*)::int as count from notification where employee_id = $1';
    const noticesBefore = await count(notices, [rahul.employeeId]);
    const sent = await send(t.app, vikram, tpDecisionSave, { body, idempotencyKey: 'tp-submit' });
    const again = await send(t.app, vikram, tpDecisionSave, { body, idempotencyKey: 'tp-submit' });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json).toMatchObject({ status: 'R' });
    expect(again.status, again.text).toBe(200);
    expect(again.json).toEqual(sent.json);
    expect(again.headers[REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(await waiting(planId)).toBe(0);
    expect(await count(notices, [rahul.employeeId])).toBe(noticesBefore + 1);
    // A new key is a new decision on a plan that no longer waits: 409, as for tpApprovalSubmit.
    await refused(t.app, vikram, tpDecisionSave, 409, { body, idempotencyKey: 'tp-late' });
  });
});
