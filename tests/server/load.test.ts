// The load of `npm run bench:load` at a size for every run (issue 12, load): 20 field users and
// approvers for 5 s on the real server and PostgreSQL, with no error. Timings are the bench's.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runLoad } from '../bench/load-run';
import { createDatabase, databaseUrlFor, dropDatabase, newDatabaseName } from '../support/postgres';
import { type ServerProcess, startServerProcess } from '../support/server-process';

const ADMIN_URL = process.env.DATABASE_URL;

// PostgreSQL only (npm test on a machine without one reports the suite skipped, not a failure).
describe.skipIf(!ADMIN_URL)('a small load on postgres', () => {
  let server: ServerProcess;
  let database: string;
  beforeAll(async () => {
    database = newDatabaseName('tourbook_load');
    await createDatabase(ADMIN_URL as string, database, inject('postgresTemplate') as string);
    server = await startServerProcess({ databaseUrl: databaseUrlFor(ADMIN_URL as string, database) });
  });
  afterAll(async () => {
    await server?.dispose();
    if (ADMIN_URL && database) await dropDatabase(ADMIN_URL, database);
  });

  it('serves 20 users doing a field day and approvals for 5 s without one error', {
    timeout: 60_000,
  }, async () => {
    const result = await runLoad({ baseUrl: server.baseUrl, users: 20, seconds: 5 });
    expect(result.errors.slice(0, 10)).toEqual([]);
    expect(result.calls.map(({ call }) => call).sort()).toEqual(
      [
        'ExpenseMainDashboard',
        'GetExpenseApproval',
        'GetExpenseUploadTemp',
        'GetExpenseViewAllDetails',
        'Login',
        'SFCBindGrid',
        'expenseDraftSubmit',
        'expenseModifyFromCity',
        'expenseModifySubmit',
        'expenseUpdateDayWise',
        'expenseUpload',
        'getMyExpense',
        'getSTPFCApprovalDetail',
      ].sort(),
    );
    expect(result.requests).toBeGreaterThan(100);
  });
});
