// The fare chart's Submit sent through the outbox (issue 38 'Decisions offline'): the same key twice
// applies once; a chart the employee changed after the approver opened it answers 409 and nothing
// is written; lines that are not the journey lines answer 400.
import { beforeAll, describe, expect, it } from 'vitest';
import { getSTPFCApprovalEmployeeWiseDetails } from '../../../src/contract/approvals';
import {
  CHART_CHANGED,
  stpfcDecisionSave,
  type TChartDecisionRequest,
} from '../../../src/contract/chart-decision';
import { ok, refused, send } from '../../../tests/support/send';
import { DATABASE_KINDS, useTestApp } from '../../../tests/support/test-app';
import { APPROVAL_MOVED_ON } from '../../http/access';
import { REPLAYED_HEADER } from '../../http/idempotency';

describe.each(DATABASE_KINDS)('fare chart decisions through the outbox on %s', (kind) => {
  // One app for the file: the tests run in order, the decision last.
  const t = useTestApp(kind);
  const vikram = t.signIn('vikram');
  const rahul = t.signIn('rahul');
  let chartId = 0;
  beforeAll(async () => {
    const [chart] = await t.db.query<{ id: number }>('select id from stpfc where employee_id = $1', [
      rahul.employeeId,
    ]);
    chartId = chart?.id as number;
    // Rahul's draft joins his submitted journey: one line approved and one rejected.
    await t.db.query(
      `update stpfc_detail set status = 'S', submitted_at = now() where stpfc_id = $1 and status = 'D'`,
      [chartId],
    );
  });

  /** Rahul's chart as vikram opens it, and his decision: the first journey approved, the others rejected. */
  async function decision() {
    const view = await ok(t.app, vikram, getSTPFCApprovalEmployeeWiseDetails, {
      query: { employeeId: rahul.employeeId, stpfcId: chartId },
    });
    const journeys = view.stpfcApprovalDetails.map((line) => line.stpfcDetailId);
    if (journeys.length < 2 || !view.chartVersion) throw new Error('two journeys waiting and a version');
    const body: TChartDecisionRequest = {
      employeeId: rahul.employeeId,
      stpfcId: chartId,
      levelId: 1,
      approverId: vikram.employeeId,
      slNo: view.slNo,
      chartVersion: view.chartVersion,
      lines: JSON.stringify(
        journeys.map((id, at) =>
          at === 0
            ? { stpfcDetailId: id, status: 'A' }
            : { stpfcDetailId: id, status: 'R', reason: 'Fare above the bus fare' },
        ),
      ),
    };
    return { body, journeys };
  }

  const count = async (sql: string, params: unknown[]) =>
    ((await t.db.query<{ count: number }>(sql, params))[0] as { count: number }).count;
  const decisions = () =>
    count('select count(*)::int as count from stpfc_approval where stpfc_id = $1', [chartId]);
  const waiting = () =>
    count(`select count(*)::int as count from stpfc_detail where stpfc_id = $1 and status = 'S'`, [chartId]);

  it('answers 400 with a reason for lines that are not the journey lines, never 500', async () => {
    const { body, journeys } = await decision();
    for (const [lines, reason] of [
      ['not json', 'must be the journey lines as JSON'],
      ['{"stpfcDetailId":1}', 'expected array'],
      ['[]', 'must name at least one journey'],
      [
        JSON.stringify([{ stpfcDetailId: journeys[0], status: 'R' }]),
        'Please give a valid reason for rejection',
      ],
    ] as const) {
      const answer = await refused(t.app, vikram, stpfcDecisionSave, 400, { body: { ...body, lines } });
      expect(answer).toContain(reason);
    }
    expect(await decisions()).toBe(0);
  });

  it('refuses with 409 a decision on a chart the employee changed after it was opened, writing nothing', async () => {
    const { body, journeys } = await decision();
    await t.db.query('update stpfc_detail set number_of_doctors = number_of_doctors + 1 where id = $1', [
      journeys[0],
    ]);
    const answer = await refused(t.app, vikram, stpfcDecisionSave, 409, {
      body,
      idempotencyKey: 'chart-changed',
    });
    expect(answer).toBe(CHART_CHANGED);
    expect(await decisions()).toBe(0);
    expect(await waiting()).toBe(journeys.length);
    const { body: fresh } = await decision();
    expect(fresh.chartVersion).not.toBe(body.chartVersion);
  });

  it('applies a decision once, however often the outbox sends it', async () => {
    const { body, journeys } = await decision();
    const notices = 'select count(*)::int as count from notification where employee_id = $1';
    const noticesBefore = await count(notices, [rahul.employeeId]);
    // Issue 39: the answer's message in the approver's language; the legacy status stays as it was.
    const inMarathi = { 'accept-language': 'mr' };
    const sent = await send(t.app, vikram, stpfcDecisionSave, {
      body,
      idempotencyKey: 'chart-submit',
      headers: inMarathi,
    });
    const again = await send(t.app, vikram, stpfcDecisionSave, { body, idempotencyKey: 'chart-submit' });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json).toMatchObject({
      status: `1 journey approved, ${journeys.length - 1} rejected`,
      message: `Rahul Deshmukh यांचा फेअर चार्ट: 1 प्रवास मंजूर, ${journeys.length - 1} नामंजूर.`,
    });
    expect(again.status, again.text).toBe(200);
    expect(again.json).toEqual(sent.json);
    expect(again.headers[REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(await decisions()).toBe(journeys.length);
    expect(await waiting()).toBe(0);
    expect(await count(notices, [rahul.employeeId])).toBe(noticesBefore + 1);
    // A new key is a new decision on a chart that has moved on: 409, as for every approval.
    const late = await refused(t.app, vikram, stpfcDecisionSave, 409, { body, idempotencyKey: 'chart-late' });
    expect(late).toBe(APPROVAL_MOVED_ON);
  });
});
