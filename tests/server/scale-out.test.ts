// Two API server processes on one PostgreSQL (issue 12, scale-out): started at the same moment on
// an empty database they migrate and seed it once; sessions, the login limit and idempotency keys
// hold whichever server a request lands on.
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../server/db/database';
import { LOGIN_FAILURE_LIMIT } from '../../server/domains/auth/routes';
import { ADMINISTRATION_ACCOUNTS } from '../../server/seed/administration';
import { DEMO_PASSWORD, EMPLOYEES } from '../../server/seed/demo-company';
import { login as loginCall, logout } from '../../src/contract/auth';
import { AUTH_TEXTS } from '../../src/contract/auth-texts';
import { getExpenseMainDashboard } from '../../src/contract/dashboard';
import type { TExpenseUploadRequest } from '../../src/contract/receipts';
import { renderText } from '../../src/pure/texts';
import { signInThroughApi } from '../support/demo-sessions';
import { createDatabase, databaseUrlFor, dropDatabase, newDatabaseName } from '../support/postgres';
import { upload, uploadBody } from '../support/receipts';
import { type Answer, send } from '../support/send';
import { type ServerProcess, startServerProcess } from '../support/server-process';

const ADMIN_URL = process.env.DATABASE_URL;

interface Session {
  token: string;
  employeeId: number;
  companyId: number;
}

// PostgreSQL only (npm test on a machine without one reports the suite skipped, not a failure).
describe.skipIf(!ADMIN_URL)('two servers on one postgres database', () => {
  let servers: ServerProcess[] = [];
  let db: Database;
  let database: string;
  beforeAll(async () => {
    database = newDatabaseName('tourbook_scale');
    // Empty: the two servers create the schema and the demo company themselves.
    await createDatabase(ADMIN_URL as string, database);
    const url = databaseUrlFor(ADMIN_URL as string, database);
    servers = await Promise.all([
      startServerProcess({ databaseUrl: url }),
      startServerProcess({ databaseUrl: url }),
    ]);
    db = await openPostgres(url);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.dispose()));
    await db?.close();
    if (ADMIN_URL && database) await dropDatabase(ADMIN_URL, database);
  });

  const on = (index: number) => servers[index % 2] as ServerProcess;
  const login = async (index: number, userName: string, password = DEMO_PASSWORD) => {
    const answer = await send(on(index).baseUrl, null, loginCall, { body: { userName, password } });
    return { status: answer.status, body: answer.json };
  };
  const session = async (index: number, userName: string): Promise<Session> => {
    const { token, userInfo } = await signInThroughApi(on(index).baseUrl, userName);
    return { token, employeeId: userInfo.employeeId, companyId: userInfo.companyId };
  };
  const dashboard = (index: number, who: Session) =>
    send(on(index).baseUrl, who, getExpenseMainDashboard, {
      query: { EmployeeId: who.employeeId, CompanyId: who.companyId },
    });

  it('migrates and seeds once when both start together', async () => {
    const files = (await readdir(new URL('../../server/db/migrations/', import.meta.url))).filter((file) =>
      /^\d{3}_.*\.sql$/.test(file),
    );
    const migrations = await db.query<{ version: number; copies: number }>(
      'select version, count(*)::int as copies from schema_migration group by version order by version',
    );
    expect(migrations.map(({ copies }) => copies)).toEqual(files.map(() => 1));
    const [counts] = await db.query<{ companies: number; employees: number }>(
      'select (select count(*)::int from company) as companies, (select count(*)::int from employee) as employees',
    );
    // Sunrise and Apex; the field force, both companies' administrators and the finance team.
    expect(counts).toEqual({ companies: 2, employees: EMPLOYEES.length + ADMINISTRATION_ACCOUNTS + 1 });
  });

  it('takes a session made on one server on the other, and a logout on one ends it on both', async () => {
    const asha = await session(0, 'asha');
    for (let index = 0; index < 6; index++) expect((await dashboard(index, asha)).status).toBe(200);
    expect((await send(on(1).baseUrl, asha, logout)).status).toBe(200);
    expect((await dashboard(0, asha)).status).toBe(401);
    expect((await dashboard(1, asha)).status).toBe(401);
  });

  it('counts failed logins on both servers together', async () => {
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt++) {
      expect(await login(attempt, 'Rahul ', 'wrong password')).toEqual({ status: 200, body: null });
    }
    expect(await login(0, 'rahul', DEMO_PASSWORD)).toEqual({
      status: 429,
      body: renderText(AUTH_TEXTS.tooManyAttempts, 'en'),
    });
    expect(await login(1, 'RAHUL', DEMO_PASSWORD)).toEqual({
      status: 429,
      body: renderText(AUTH_TEXTS.tooManyAttempts, 'en'),
    });
  });

  it("answers an upload's replay on the other server from the stored answer, with one bill", async () => {
    const asha = await session(1, 'asha');
    const bills = async () =>
      (
        await db.query<{ count: number }>('select count(*)::int as count from bill where employee_id = $1', [
          asha.employeeId,
        ])
      )[0]?.count;
    const before = await bills();
    const uploadTo = (index: number, body: TExpenseUploadRequest, key: string) =>
      upload(on(index).baseUrl, asha, body, key);
    const replayed = (answer: Answer) => answer.headers['idempotency-replayed'] ?? null;

    // Sent, then sent again by the outbox to the other server.
    const body = uploadBody(asha);
    const first = await uploadTo(0, body, `scale-${body.InvoiceNumber}`);
    const replay = await uploadTo(1, body, `scale-${body.InvoiceNumber}`);
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replayed(replay)).toBe('true');
    expect(replay.json).toEqual(first.json);

    // Sent to both at the same moment (a retry while the first is still in flight).
    const again = uploadBody(asha);
    const both = await Promise.all(
      [0, 1].map((index) => uploadTo(index, again, `scale-${again.InvoiceNumber}`)),
    );
    expect(both.map(({ status }) => status)).toEqual([200, 200]);
    expect(both.map(replayed).sort()).toEqual([null, 'true']);
    expect(await bills()).toBe((before ?? 0) + 2);
  });
});
