// The approval writes under an Idempotency-Key (issue 22): the same key twice applies once, and
// the second answer is the first one's, not the 409 of a level that has moved on.
import { describe, expect, it } from 'vitest';
import {
  getSTPFCApprovalDetail,
  getSTPFCApprovalEmployeeWiseDetails,
  stpfcApprovalSubmit,
} from '../../../src/contract/approvals';
import {
  expenseApprovalSubmit,
  expenseDraftSubmit,
  GetExpenseApproval,
  GetExpenseViewAllDetails,
} from '../../../src/contract/expense-approvals';
import { ok, send } from '../../../tests/support/send';
import { DATABASE_KINDS, useTestApp } from '../../../tests/support/test-app';
import { REPLAYED_HEADER } from '../../http/idempotency';

describe.each(DATABASE_KINDS)('approval writes replayed on %s', (kind) => {
  const t = useTestApp(kind);
  const vikram = t.signIn('vikram');
  const asha = t.signIn('asha');

  const ashasMonth = async () => {
    const list = await ok(t.app, vikram, GetExpenseApproval, { query: { employeeid: vikram.employeeId } });
    const month = list.expenseApprovalList.find((item) => item.employeeId === asha.employeeId);
    if (!month) throw new Error("asha's last month does not wait for vikram");
    return ok(t.app, vikram, GetExpenseViewAllDetails, { query: { Expense_ID: month.expenseId } });
  };

  const count = async (sql: string, params: unknown[]) =>
    ((await t.db.query<{ count: number }>(sql, params))[0] as { count: number }).count;

  it('same Idempotency-Key twice applies once: a draft, then the submit of a month', async () => {
    const month = await ashasMonth();
    const first = month.expenseDetails.find((day) => day.isHoliday === 0);
    const body = {
      expenseId: month.expenseId,
      levelId: 1,
      approverId: vikram.employeeId,
      slNo: month.slNo,
      tblDetails: [
        {
          expenseDetailId: first?.expenseDetailId as number,
          approvalStatus: 'A' as const,
          approvalEntered: 10,
        },
      ],
    };
    const draft = await send(t.app, vikram, expenseDraftSubmit, { body, idempotencyKey: 'draft-1' });
    const draftAgain = await send(t.app, vikram, expenseDraftSubmit, { body, idempotencyKey: 'draft-1' });
    expect([draft.status, draftAgain.status]).toEqual([200, 200]);
    expect(draftAgain.headers[REPLAYED_HEADER.toLowerCase()]).toBe('true');

    const notices = `select count(*)::int as count from notification where employee_id = $1`;
    const ashaNoticesBefore = await count(notices, [asha.employeeId]);
    const submitted = await send(t.app, vikram, expenseApprovalSubmit, { body, idempotencyKey: 'submit-1' });
    const again = await send(t.app, vikram, expenseApprovalSubmit, { body, idempotencyKey: 'submit-1' });
    expect(submitted.status, submitted.text).toBe(200);
    expect(again.status, again.text).toBe(200);
    expect(again.json).toEqual(submitted.json);
    expect(again.headers[REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(
      await count(
        'select count(*)::int as count from expense_approval where expense_id = $1 and submitted_at is not null',
        [month.expenseId],
      ),
    ).toBe(1);
    expect(await count(notices, [asha.employeeId])).toBe(ashaNoticesBefore + 1);
    // Without the key, the same submit is a stale screen's: 409.
    expect((await send(t.app, vikram, expenseApprovalSubmit, { body })).status).toBe(409);
  });

  it("same Idempotency-Key twice applies once: rahul's fare chart", async () => {
    const list = await ok(t.app, vikram, getSTPFCApprovalDetail, {
      query: { employeeId: vikram.employeeId },
    });
    const chart = list.stpfcApprovalList[0];
    if (!chart) throw new Error("rahul's chart does not wait for vikram");
    const details = await ok(t.app, vikram, getSTPFCApprovalEmployeeWiseDetails, {
      query: { employeeId: chart.employeeId, stpfcId: chart.stpfcId },
    });
    const body = {
      companyId: vikram.companyId,
      employeeId: chart.employeeId,
      stpfcId: chart.stpfcId,
      level_id: 1,
      appr_Empid: vikram.employeeId,
      slNo: details.slNo,
      tblDetails: details.stpfcApprovalDetails.map((line) => ({
        stpfcDetailId: line.stpfcDetailId,
        status: 'A' as const,
        reason: '',
      })),
    };
    const first = await send(t.app, vikram, stpfcApprovalSubmit, { body, idempotencyKey: 'chart-1' });
    const again = await send(t.app, vikram, stpfcApprovalSubmit, { body, idempotencyKey: 'chart-1' });
    expect(first.status, first.text).toBe(200);
    expect(again.status, again.text).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(
      await count(
        'select count(*)::int as count from stpfc_approval where stpfc_detail_id = any($1::int[])',
        [body.tblDetails.map((line) => line.stpfcDetailId)],
      ),
    ).toBe(body.tblDetails.length);
  });
});
