import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiCall } from '../../../src/contract/call';
import {
  expenseDayWiseTotal,
  expenseDeleteAttachment,
  expenseDetailsRefresh,
  expenseModifySubmit,
  expenseUpdateDateWiseSubmit,
} from '../../../src/contract/expense-days';
import { expenseFinalSubmit, getMyExpense, type TMyExpenseItem } from '../../../src/contract/expenses';
import { businessDate } from '../../../src/pure/calendar';
import { ok } from '../../../tests/support/send';
import { bearer, DATABASE_KINDS, useTestApp } from '../../../tests/support/test-app';

/** Values a careless or hostile client might send in a field. */
const fieldValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', '2026-02-30', '9999-99-99', '__proto__', '99999999999'),
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, [], {}, [1, 2], [{}], [{ Slno: 1 }], 2_147_483_648, -5, 1.5),
);

describe.each(DATABASE_KINDS)('My Expense calls never answer 500 for bad input on %s', (kind) => {
  const t = useTestApp(kind);
  const asha = t.signIn('asha');
  let body: Record<string, unknown>;
  let query: Record<string, unknown>;
  beforeAll(async () => {
    const [year, month] = businessDate().split('-').map(Number);
    const { getMyExpenseList } = await ok(t.app, asha, getMyExpense, {
      query: { employeeId: asha.employeeId, companyId: asha.companyId, month, year },
    });
    const day = getMyExpenseList.find((item) => item.isHoliday === 0) as TMyExpenseItem;
    const [pune] = await t.db.query<{ id: number }>(`select id from city where name = 'Pune'`);
    query = {
      employeeId: asha.employeeId,
      expenseId: day.expenseId,
      expenseDetailId: day.expenseDetailId,
      activityDate: day.activityDate,
      expenseAttachmentId: 1,
      empcode: asha.employeeId,
      CompanyId: asha.companyId,
      Mth: month,
      Yr: year,
      Activityday: 1,
    };
    body = {
      ...query,
      companyId: asha.companyId,
      period: 1,
      activity: 1,
      isStay: 0,
      remarks: 'Round',
      total: 250,
      tblRoute: [{ Slno: 1, ActTypeId: 1, Period: 1, FromCity: pune?.id, ToCity: pune?.id }],
    };
  });

  const BODY_CALLS: ApiCall[] = [expenseModifySubmit, expenseUpdateDateWiseSubmit, expenseFinalSubmit];
  const QUERY_CALLS: ApiCall[] = [expenseDayWiseTotal, expenseDeleteAttachment, expenseDetailsRefresh];

  it('for a body with any field replaced by anything', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...BODY_CALLS),
        fc.constantFrom(
          ...Object.keys({ ...body, month: 0, year: 0 }).filter((name) => name !== 'employeeId'),
        ),
        fieldValue,
        async (call, field, value) => {
          const response = await t.app.inject({
            method: call.method,
            url: `/api${call.path}`,
            headers: bearer(asha.token),
            payload: { ...body, [field]: value },
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

  it('for a route row with any field replaced by anything', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('Slno', 'ActTypeId', 'Period', 'FromCity', 'ToCity'),
        fieldValue,
        async (field, value) => {
          const [row] = body.tblRoute as Record<string, unknown>[];
          const response = await t.app.inject({
            method: expenseModifySubmit.method,
            url: `/api${expenseModifySubmit.path}`,
            headers: bearer(asha.token),
            payload: { ...body, tblRoute: [{ ...row, [field]: value }] },
          });
          expect(response.statusCode, `${field} = ${JSON.stringify(value)}: ${response.body}`).toBeLessThan(
            500,
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it('for a query with any field replaced by anything', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...QUERY_CALLS),
        fc.constantFrom(...Object.keys(query).filter((name) => name !== 'employeeId' && name !== 'empcode')),
        fieldValue,
        async (call, field, value) => {
          const params = new URLSearchParams(
            Object.entries({ ...query, [field]: value }).map(([name, v]) => [name, String(v)]),
          );
          const response = await t.app.inject({
            method: call.method,
            url: `/api${call.path}?${params}`,
            headers: bearer(asha.token),
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
});
