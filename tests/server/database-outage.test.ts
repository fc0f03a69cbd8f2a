// PostgreSQL going away under the running server (issue 12, faults): requests answer a clear 503
// at once rather than a 500 or a hang, nothing is half-written, and the server recovers by itself
// when the database is back. The outage is a TCP proxy cut in the test, never the shared server.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../../server/db/unavailable';
import { DEMO_PASSWORD } from '../../server/seed/demo-company';
import { IDEMPOTENCY_HEADER } from '../../src/contract/outbox';
import { signInThroughApi } from '../support/demo-sessions';
import { createDatabase, databaseUrlFor, dropDatabase, newDatabaseName } from '../support/postgres';
import { form, uploadFields } from '../support/receipts';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

/** An answer slower than this during an outage counts as a hang. */
const ANSWER_WITHIN_MS = 15_000;
const OUTAGE_MS = 4_000;

describe('what counts as the database being unavailable', () => {
  it('knows refused, reset and cut connections and a shutting-down PostgreSQL, and nothing else', () => {
    const coded = (code: string) => Object.assign(new Error('x'), { code });
    expect(isDatabaseUnavailable(coded('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(coded('57P01'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([coded('ECONNREFUSED')], ''))).toBe(true);
    expect(isDatabaseUnavailable(coded('23505'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('syntax error at or near "x"'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

const ADMIN_URL = process.env.DATABASE_URL;

describe.each(ADMIN_URL ? ['postgres'] : [])('PostgreSQL cut under the running server (%s)', () => {
  let server: ServerProcess;
  let proxy: TcpProxy;
  let database: string;
  beforeAll(async () => {
    const admin = ADMIN_URL as string;
    database = newDatabaseName('tourbook_outage');
    await createDatabase(admin, database, inject('postgresTemplate') as string);
    const target = new URL(admin);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(databaseUrlFor(admin, database));
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    server = await startServerProcess({ databaseUrl: viaProxy.toString() });
  });
  afterAll(async () => {
    await server?.dispose();
    await proxy?.close();
    if (ADMIN_URL && database) await dropDatabase(ADMIN_URL, database);
  });

  // Raw: every request must answer within ANSWER_WITHIN_MS (an abort signal), and during the outage
  // its 503's reason and Retry-After header are read, for API calls and /health alike.
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${server.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
  const login = async () => {
    const response = await call('/api/Login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'asha', password: DEMO_PASSWORD }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('answers 503 with a reason during the outage and recovers without a restart', async () => {
    const signedIn = await signInThroughApi(server.baseUrl, 'asha');
    const asha = { token: signedIn.token, ...signedIn.userInfo };
    const auth = { authorization: `Bearer ${asha.token}` };
    const dashboard = () =>
      call(`/api/ExpenseMainDashboard?EmployeeId=${asha.employeeId}&CompanyId=${asha.companyId}`, {
        headers: auth,
      });
    const bills = async () => {
      const response = await call(
        `/api/GetExpenseUploadTemp?employeeId=${asha.employeeId}&companyId=${asha.companyId}`,
        { headers: auth },
      );
      expect(response.status).toBe(200);
      return ((await response.json()) as { expenseUploadTempList: unknown[] }).expenseUploadTempList;
    };
    expect((await dashboard()).status).toBe(200);
    const billsBefore = (await bills()).length;
    const pid = server.pid();

    const fields = uploadFields(asha);
    const key = `outage-${Date.now()}`;
    const uploadBill = () =>
      call('/api/expenseUpload', {
        method: 'POST',
        headers: { ...auth, [IDEMPOTENCY_HEADER]: key },
        body: form(fields),
      });

    await proxy.cut();
    const during: Array<{ what: string; status: number; reason: unknown; retryAfter: string | null }> = [];
    const outageEnds = Date.now() + OUTAGE_MS;
    while (Date.now() < outageEnds) {
      for (const [what, send] of [
        ['dashboard', dashboard],
        ['upload', uploadBill],
        ['health', () => call('/health')],
      ] as const) {
        const response = await send();
        const body = (await response.json()) as { message?: string };
        during.push({
          what,
          status: response.status,
          reason: body.message,
          retryAfter: response.headers.get('retry-after'),
        });
      }
      const failedLogin = await login();
      during.push({ what: 'login', status: failedLogin.status, reason: failedLogin.body, retryAfter: '5' });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(during.length).toBeGreaterThanOrEqual(8);
    for (const answer of during) {
      expect(answer).toMatchObject({ status: 503, retryAfter: '5' });
      expect(String(answer.reason)).toMatch(answer.what === 'login' ? /not available/ : DATABASE_UNAVAILABLE);
    }

    await proxy.restore();
    let recovered = 0;
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && recovered !== 200) {
      recovered = (await dashboard()).status;
      if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(recovered).toBe(200);
    expect(server.pid()).toBe(pid);
    // Nothing of the refused uploads reached the database; the outbox's retry of the same key now
    // does the work once, and a second retry gets the stored answer.
    expect((await bills()).length).toBe(billsBefore);
    expect((await uploadBill()).status).toBe(200);
    const replay = await uploadBill();
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    expect((await bills()).length).toBe(billsBefore + 1);
    expect(during.filter(({ what }) => what === 'upload').length).toBeGreaterThan(1);
  });
});
