// Bad input to the approval calls is a 400 (or a 403/409 from the approver rule), never a 500.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSTPFCApprovalEmployeeWiseDetails, stpfcApprovalSubmit } from '../../../src/contract/approvals';
import type { ApiCall } from '../../../src/contract/call';
import {
  expenseApprovalAttachment,
  expenseApprovalSubmit,
  expenseDraftSubmit,
  GetExpenseApprovalPopup,
  GetExpenseApprovalSundry,
  GetExpenseViewAllDetails,
} from '../../../src/contract/expense-approvals';
import { bearer, DATABASE_KINDS, useTestApp } from '../../../tests/support/test-app';

/** Values a careless or hostile client might send in a field. */
const fieldValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', '2026-02-30', '9999-99-99', '__proto__', '99999999999'),
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, [], {}, [1, 2], [{}], 2_147_483_648, -5, 1.5),
);

describe.each(DATABASE_KINDS)('approval calls never answer 500 for bad input on %s', (kind) => {
  const t = useTestApp(kind);
  const vikram = t.signIn('vikram');
  let query: Record<string, unknown>;
  let body: Record<string, unknown>;
  let line: Record<string, unknown>;
  beforeAll(async () => {
    const [asha] = await t.db.query<{ id: number }>(`select id from employee where user_name = 'asha'`);
    const [rahulChart] = await t.db.query<{ id: number; employeeId: number; detailId: number }>(
      `select c.id, c.employee_id as "employeeId", d.id as "detailId"
         from stpfc c join employee e on e.id = c.employee_id join stpfc_detail d on d.stpfc_id = c.id
        where e.user_name = 'rahul' and d.status = 'S'`,
    );
    const [month] = await t.db.query<{ id: number; dayId: number; day: string }>(
      `select x.id, min(d.id) as "dayId", min(d.activity_date) as day
         from expense x join expense_detail d on d.expense_id = x.id
        where x.employee_id = $1 and x.status = 'Submitted' group by x.id`,
      [asha?.id],
    );
    query = {
      Expense_ID: month?.id,
      expenseId: month?.id,
      Emp_id: asha?.id,
      ActivityDate: month?.day,
      employeeId: rahulChart?.employeeId,
      stpfcId: rahulChart?.id,
    };
    line = { expenseDetailId: month?.dayId, approvalStatus: 'R', approvalEntered: 0, reason: 'No visit' };
    body = {
      expenseId: month?.id,
      levelId: 1,
      approverId: vikram.employeeId,
      slNo: 0,
      companyId: vikram.companyId,
      employeeId: rahulChart?.employeeId,
      stpfcId: rahulChart?.id,
      level_id: 1,
      appr_Empid: vikram.employeeId,
      tblDetails: [line],
    };
  });

  const QUERY_CALLS: ApiCall[] = [
    GetExpenseViewAllDetails,
    GetExpenseApprovalSundry,
    expenseApprovalAttachment,
    GetExpenseApprovalPopup,
    getSTPFCApprovalEmployeeWiseDetails,
  ];
  // Drafts only for the expense: a draft changes nothing a later run depends on. The chart's
  // submit carries an expense line, so it never writes: what it exercises is the approver rule
  // reading its top-level fields as they arrive, before the schemas.
  const BODY_CALLS: ApiCall[] = [expenseDraftSubmit, stpfcApprovalSubmit];

  it('for a query with any field replaced by anything', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...QUERY_CALLS),
        fc.constantFrom(...Object.keys(query)),
        fieldValue,
        async (call, field, value) => {
          const params = new URLSearchParams(
            Object.entries({ ...query, [field]: value }).map(([name, v]) => [name, String(v)]),
          );
          const response = await t.app.inject({
            url: `/api${call.path}?${params}`,
            headers: bearer(vikram.token),
          });
          expect(
            response.statusCode,
            `${call.path} ${field} = ${String(value)}: ${response.body}`,
          ).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('for a body or a line with any field replaced by anything', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...BODY_CALLS),
        fc.constantFrom(...Object.keys(body), ...Object.keys(line).map((name) => `line.${name}`)),
        fieldValue,
        async (call, field, value) => {
          const payload = field.startsWith('line.')
            ? { ...body, tblDetails: [{ ...line, [field.slice(5)]: value }] }
            : { ...body, [field]: value };
          const response = await t.app.inject({
            method: call.method,
            url: `/api${call.path}`,
            headers: bearer(vikram.token),
            payload,
          });
          expect(
            response.statusCode,
            `${call.path} ${field} = ${JSON.stringify(value)}: ${response.body}`,
          ).toBeLessThan(500);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('answers the submit of a month 400 for a line that is not an object', async () => {
    const response = await t.app.inject({
      method: expenseApprovalSubmit.method,
      url: `/api${expenseApprovalSubmit.path}`,
      headers: bearer(vikram.token),
      payload: { ...body, tblDetails: ['A'] },
    });
    expect(response.statusCode).toBe(400);
  });
});
