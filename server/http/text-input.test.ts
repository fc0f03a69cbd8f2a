// Text PostgreSQL cannot store, in any field of any call: refused with 400 and the field's path,
// never passed on to the database (where it was a 500, found by the nested fuzz cases).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenseUpload } from '../../src/contract/receipts';
import { uploadBody } from '../../tests/support/receipts';
import { refused } from '../../tests/support/send';
import { bearer, DATABASE_KINDS, startTestApp, type TestApp } from '../../tests/support/test-app';
import { MAX_JSON_DEPTH } from './json-depth';

describe.each(DATABASE_KINDS)('text that cannot be stored, on %s', (kind) => {
  let t: TestApp;
  let vikram: Awaited<ReturnType<TestApp['employee']>>;
  let asha: Awaited<ReturnType<TestApp['employee']>>;
  let claim: { id: number; dayId: number };
  beforeAll(async () => {
    t = await startTestApp(kind);
    vikram = await t.employee('vikram');
    asha = await t.employee('asha');
    const [row] = await t.db.query<{ id: number; dayId: number }>(
      `select x.id, (select d.id from expense_detail d where d.expense_id = x.id and not d.is_holiday
                      order by d.activity_date limit 1) as "dayId"
         from expense x where x.employee_id = $1 and x.status = 'Submitted' order by x.id limit 1`,
      [asha.employeeId],
    );
    claim = row as { id: number; dayId: number };
  });
  afterAll(() => t.close());

  const decisionLines = async () =>
    (
      await t.db.query<{ lines: string }>(
        "select coalesce(string_agg(status || coalesce(reason, ''), '|'), '') as lines from expense_approval_line where expense_detail_id = $1",
        [claim.dayId],
      )
    )[0]?.lines;

  const draft = (reason: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/expenseDraftSubmit',
      headers: bearer(vikram.token),
      payload: {
        expenseId: claim.id,
        levelId: 1,
        approverId: vikram.employeeId,
        slNo: 0,
        tblDetails: [{ expenseDetailId: claim.dayId, approvalStatus: 'R', approvalEntered: 0, reason }],
      },
    });

  it.each([
    ['a NUL', 'Wrong fare\u0000'],
    ['half of a surrogate pair', 'Wrong fare \ud800'],
    ['a pair the wrong way round', '\udfff\ud800'],
  ])('refuses %s in an approval line with the field named, and saves nothing', async (_, reason) => {
    const linesBefore = await decisionLines();
    const answer = await draft(reason);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(
      'Invalid body: tblDetails.0.reason: must not contain NUL or broken Unicode characters',
    );
    expect(await decisionLines()).toBe(linesBefore);
  });

  it('takes the same line with whole text, emoji included', async () => {
    expect((await draft('Wrong fare 🚕')).statusCode).toBe(200);
  });

  it('refuses a NUL in a multipart field, and makes no bill', async () => {
    const body = uploadBody(asha, { InvoiceNumber: 'NUL\u0000-1' });
    expect(await refused(t.app, asha, expenseUpload, 400, { body })).toBe(
      'Invalid body: InvoiceNumber: must not contain NUL or broken Unicode characters',
    );
    const [bills] = await t.db.query<{ count: number }>(
      "select count(*)::int as count from bill where invoice_number like 'NUL%'",
    );
    expect(bills?.count).toBe(0);
  });

  // Deeper bodies are refused before parsing (json-depth.test.ts): this is the deepest one allowed.
  it('finds a NUL at the bottom of JSON as deep as a body may be', async () => {
    const levels = MAX_JSON_DEPTH;
    const body = `${'{"a":'.repeat(levels)}"deep\\u0000"${'}'.repeat(levels)}`;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/expenseDraftSubmit',
      headers: { ...bearer(vikram.token), 'content-type': 'application/json' },
      payload: body,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^Invalid body: a\.a\.a.*: must not contain NUL/);
  });
});
