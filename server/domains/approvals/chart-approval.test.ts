// Fare chart approval at the API: vikram decides rahul's submitted journeys line by line.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  APPROVAL_TEXTS,
  getSTPFCApprovalDetail,
  getSTPFCApprovalEmployeeWiseDetails,
  stpfcApprovalSubmit,
  type TStpfcApprovalSubmitRequest,
} from '../../../src/contract/approvals';
import { sfcBindGrid } from '../../../src/contract/fare-chart';
import { ok, refused, send } from '../../../tests/support/send';
import { DATABASE_KINDS, startTestApp, type TestApp } from '../../../tests/support/test-app';

type Session = Awaited<ReturnType<TestApp['employee']>>;

describe.each(DATABASE_KINDS)('fare chart approval on %s', (kind) => {
  let t: TestApp;
  let vikram: Session;
  let rahul: Session;
  let chartId: number;
  beforeEach(async () => {
    t = await startTestApp(kind);
    [vikram, rahul] = await Promise.all([t.employee('vikram'), t.employee('rahul')]);
    const [chart] = await t.db.query<{ id: number }>('select id from stpfc where employee_id = $1', [
      rahul.employeeId,
    ]);
    chartId = chart?.id as number;
    // Rahul's draft joins his submitted journey, so one line can be approved and one rejected.
    await t.db.query(
      `update stpfc_detail set status = 'S', submitted_at = now() where stpfc_id = $1 and status = 'D'`,
      [chartId],
    );
  });
  afterEach(() => t.close());

  const submit = (session: Session, body: TStpfcApprovalSubmitRequest) =>
    send(t.app, session, stpfcApprovalSubmit, { body });
  const submitStatus = async (session: Session, body: TStpfcApprovalSubmitRequest) =>
    (await submit(session, body)).status;
  const detailsQuery = () => ({ query: { employeeId: rahul.employeeId, stpfcId: chartId } });
  const details = () => ok(t.app, vikram, getSTPFCApprovalEmployeeWiseDetails, detailsQuery());
  const waitingFor = (session: Session) =>
    send(t.app, session, getSTPFCApprovalDetail, { query: { employeeId: session.employeeId } });
  const rows = () =>
    t.db.query<{ id: number; status: string; reason: string | null }>(
      'select id, status, reason from stpfc_detail where stpfc_id = $1 order by id',
      [chartId],
    );
  const bodyFor = (
    slNo: number,
    lines: { stpfcDetailId: number; status: 'A' | 'R'; reason?: string }[],
  ): TStpfcApprovalSubmitRequest => ({
    companyId: vikram.companyId,
    employeeId: rahul.employeeId,
    stpfcId: chartId,
    level_id: 1,
    appr_Empid: vikram.employeeId,
    slNo,
    tblDetails: lines.map((line) => ({ stpfcId: chartId, reason: '', ...line })),
  });

  it("lists rahul's chart for vikram, with its waiting journeys priced in rupees", async () => {
    const list = await ok(t.app, vikram, getSTPFCApprovalDetail, {
      query: { employeeId: vikram.employeeId },
    });
    expect(list.stpfcApprovalList).toEqual([
      expect.objectContaining({
        employeeId: rahul.employeeId,
        stpfcId: chartId,
        levelId: 1,
        status: 'Submitted',
      }),
    ]);
    const { stpfcApprovalDetails, slNo } = await details();
    expect(slNo).toBe(0);
    expect(stpfcApprovalDetails).toHaveLength(2);
    expect(stpfcApprovalDetails.every((line) => line.status === 'U' && line.total > 0)).toBe(true);
  });

  it('approves one line and rejects one with its reason; the effective date moves, the rejected line is editable again', async () => {
    const { stpfcApprovalDetails, slNo } = await details();
    const [approve, reject] = stpfcApprovalDetails as [
      (typeof stpfcApprovalDetails)[0],
      (typeof stpfcApprovalDetails)[0],
    ];
    const response = await submit(
      vikram,
      bodyFor(slNo, [
        { stpfcDetailId: approve.stpfcDetailId, status: 'A' },
        { stpfcDetailId: reject.stpfcDetailId, status: 'R', reason: 'Use the bus, not a car' },
      ]),
    );
    expect(response.status).toBe(200);
    expect(stpfcApprovalSubmit.response.parse(response.json).fileRecord[0]?.status).toBe(
      '1 journey approved, 1 rejected',
    );

    const after = await rows();
    expect(after.find((row) => row.id === approve.stpfcDetailId)?.status).toBe('A');
    expect(after.find((row) => row.id === reject.stpfcDetailId)).toMatchObject({
      status: 'R',
      reason: 'Use the bus, not a car',
    });
    const [chart] = await t.db.query<{ effectiveFromDate: string }>(
      'select effective_from_date as "effectiveFromDate" from stpfc where id = $1',
      [chartId],
    );
    expect((chart?.effectiveFromDate ?? '') >= approve.effectiveDate).toBe(true);

    const grid = await ok(t.app, rahul, sfcBindGrid, { query: { EmployeeId: rahul.employeeId } });
    const rejected = grid.rows.find((row) => row.stpfcDetailid === reject.stpfcDetailId);
    expect(rejected?.status).toBe('R');
    // The employee sees who decided, at which level, and why.
    expect(rejected?.history).toEqual([
      expect.objectContaining({
        levelId: 1,
        approverName: 'Vikram Joshi',
        status: 'R',
        reason: 'Use the bus, not a car',
      }),
    ]);
    expect(grid.rows.find((row) => row.stpfcDetailid === approve.stpfcDetailId)?.history).toEqual([
      expect.objectContaining({ levelId: 1, status: 'A' }),
    ]);
    const [note] = await t.db.query<{ message: string }>(
      'select message from notification where employee_id = $1 order by id desc limit 1',
      [rahul.employeeId],
    );
    expect(note?.message).toContain('reviewed your fare chart: 1 journey approved, 1 rejected');
    // Nothing waits any more: vikram's list is empty and his stale screen gets 409.
    expect((await waitingFor(vikram)).json).toEqual({ stpfcApprovalList: [] });
    expect(
      await submitStatus(vikram, bodyFor(slNo, [{ stpfcDetailId: approve.stpfcDetailId, status: 'A' }])),
    ).toBe(409);
  });

  it("refuses a rejection without a reason with the spec's text, and changes nothing", async () => {
    const { stpfcApprovalDetails, slNo } = await details();
    const reason = await refused(t.app, vikram, stpfcApprovalSubmit, 400, {
      body: bodyFor(
        slNo,
        stpfcApprovalDetails.map((line) => ({
          stpfcDetailId: line.stpfcDetailId,
          status: 'R' as const,
          reason: ' ',
        })),
      ),
    });
    expect(reason).toContain(APPROVAL_TEXTS.reasonRequired);
    expect((await rows()).filter((row) => row.status === 'S')).toHaveLength(2);
  });

  it('refuses a list that leaves out a waiting journey with 409', async () => {
    const { stpfcApprovalDetails, slNo } = await details();
    const first = stpfcApprovalDetails[0] as { stpfcDetailId: number };
    expect(
      await submitStatus(vikram, bodyFor(slNo, [{ stpfcDetailId: first.stpfcDetailId, status: 'A' }])),
    ).toBe(409);
    expect((await rows()).filter((row) => row.status === 'S')).toHaveLength(2);
  });

  it('refuses asha, rahul himself, meera and a forged approver with 403, changing nothing', async () => {
    const { stpfcApprovalDetails, slNo } = await details();
    const lines = stpfcApprovalDetails.map((line) => ({
      stpfcDetailId: line.stpfcDetailId,
      status: 'A' as const,
    }));
    for (const userName of ['asha', 'rahul', 'meera']) {
      const session = await t.employee(userName);
      const detail = await send(t.app, session, getSTPFCApprovalEmployeeWiseDetails, detailsQuery());
      expect({ userName, status: detail.status }).toEqual({
        userName,
        status: 403,
      });
      const forged = { ...bodyFor(slNo, lines), appr_Empid: session.employeeId };
      expect({ userName, status: await submitStatus(session, forged) }).toEqual({
        userName,
        status: 403,
      });
    }
    const meera = await t.employee('meera');
    expect(await submitStatus(vikram, { ...bodyFor(slNo, lines), appr_Empid: meera.employeeId })).toBe(403);
    expect(await submitStatus(vikram, { ...bodyFor(slNo, lines), level_id: 2 })).toBe(403);
    expect((await rows()).filter((row) => row.status === 'S')).toHaveLength(2);
  });

  it('lets only one of two submits of the same screen through: the other gets 409', async () => {
    const { stpfcApprovalDetails, slNo } = await details();
    const lines = stpfcApprovalDetails.map((line) => ({
      stpfcDetailId: line.stpfcDetailId,
      status: 'A' as const,
    }));
    const answers = await Promise.all([
      submit(vikram, bodyFor(slNo, lines)),
      submit(vikram, bodyFor(slNo, lines)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const [count] = await t.db.query<{ count: number }>(
      'select count(*)::int as count from stpfc_approval where stpfc_id = $1',
      [chartId],
    );
    expect(count?.count).toBe(2);
  });
});
