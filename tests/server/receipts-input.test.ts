// The receipt calls with any field replaced by anything (fast-check): raw requests, since the
// inputs are ones the contract refuses.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Employee, form, SAMPLE_JPEG, uploadFields } from '../support/receipts';
import { bearer, DATABASE_KINDS, startTestApp, type TestApp } from '../support/test-app';

const UPLOAD_FIELDS = [
  'EmployeeId',
  'CompanyId',
  'fare',
  'InvoiceNumber',
  'ExpenseType',
  'InvoiceDate',
  'expenseOrSundry',
];
const ATTACH_FIELDS = [
  'activityDate',
  'expenseDetailId',
  'expenseId',
  'employeeId',
  'fare',
  'unReportExpenseId',
  'travelMode',
];

/** Values a careless or hostile client might send in a field. */
const fieldValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    '2026-02-30',
    '9999-99-99',
    '__proto__',
    'E',
    'S',
    '1.005',
  ),
  fc.integer().map(String),
  fc.double().map(String),
  fc.uint8Array({ maxLength: 64 }),
);

describe.each(DATABASE_KINDS)('receipt calls never answer 500 for bad input on %s', (kind) => {
  let t: TestApp;
  let asha: Employee;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const { token, userInfo } = await t.login('asha');
    asha = { token, employeeId: userInfo.employeeId, companyId: userInfo.companyId };
  });
  afterAll(() => t.close());

  it('for uploads with any field replaced by anything', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(...UPLOAD_FIELDS, 'Image', 'Thumbnail', 'extra', '__proto__', 'constructor'),
          fieldValue,
        ),
        async (changes) => {
          const response = await t.app.inject({
            method: 'POST',
            url: '/api/expenseUpload',
            payload: form(uploadFields(asha, { Image: SAMPLE_JPEG, ...changes })),
            headers: bearer(asha.token),
          });
          expect(response.statusCode).toBeLessThan(500);
          expect(typeof response.json().message).toBe('string');
        },
      ),
      { numRuns: 40 },
    );
  });

  it('for attaches with any JSON in any field', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...ATTACH_FIELDS, 'expenseType', 'expenseOrSundry'), fc.jsonValue()),
        async (body) => {
          const response = await t.app.inject({
            method: 'POST',
            url: '/api/expenseAttachUnreported',
            payload: { employeeId: asha.employeeId, ...body },
            headers: bearer(asha.token),
          });
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('for lists, months, photos and deletes with any query', async () => {
    const calls = [
      ['GET', '/api/GetExpenseUploadTemp'],
      ['GET', '/api/getMyExpense'],
      ['DELETE', '/api/unreportedDelete'],
      ['POST', '/api/expenseGetFileAttachement'],
    ] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...calls),
        fc.dictionary(
          fc.constantFrom('employeeId', 'companyId', 'activityDate', 'month', 'year', 'unReportExpenseId'),
          fc.string(),
        ),
        async ([method, url], query) => {
          const response = await t.app.inject({
            method,
            url,
            query,
            ...(method === 'POST' ? { payload: query } : {}),
            headers: bearer(asha.token),
          });
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});
