// Sessions and secrets at the edge of the server: the log never holds a password, a bearer token or
// a bill's image (read from the log itself, 500s included), CORS stays closed to other origins,
// and every kind of answer carries the security headers.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database, Queryable } from '../../server/db/database';
import { loggerOptions } from '../../server/http/logging';
import { DEMO_PASSWORD } from '../../server/seed/demo-company';
import { login as loginCall } from '../../src/contract/auth';
import { signInThroughApi } from '../support/demo-sessions';
import { SAMPLE_JPEG, upload } from '../support/receipts';
import { send } from '../support/send';
import { bearer, DATABASE_KINDS, openTestDatabase } from '../support/test-app';

/** What PostgreSQL says about a row that breaks a constraint: every value of the row, bytea as hex. */
class RowRefusedError extends Error {
  override name = 'error';
  readonly code = '23514';
  readonly detail: string;
  readonly parameters: readonly unknown[];
  constructor(params: readonly unknown[]) {
    super('new row violates check constraint');
    const render = (value: unknown) =>
      value instanceof Uint8Array ? `\\x${Buffer.from(value).toString('hex')}` : String(value);
    this.detail = `Failing row contains (${params.map(render).join(', ')}).`;
    this.parameters = params;
  }
}

type Fault = (sql: string) => boolean;
const EVERY_STATEMENT: Fault = () => true;
/** Inserts fail, so a request gets past the session check and fails where it writes its row. */
const INSERTS: Fault = (sql) => /^\s*insert/i.test(sql);

/** The database, which can be told to refuse statements the way PostgreSQL refuses a bad row. */
function faultyDatabase(db: Database): Database & { fault: Fault | undefined } {
  const wrap = (target: Queryable): Queryable => ({
    query<T>(text: string, params: readonly unknown[] = []) {
      if (faulty.fault?.(text)) return Promise.reject(new RowRefusedError(params));
      return target.query<T>(text, params);
    },
  });
  const faulty = {
    fault: undefined as Fault | undefined,
    kind: db.kind,
    query<T>(text: string, params?: readonly unknown[]): Promise<T[]> {
      return wrap(db).query<T>(text, params);
    },
    transaction<R>(work: (tx: Queryable) => Promise<R>): Promise<R> {
      return db.transaction((tx) => work(wrap(tx)));
    },
    close: () => db.close(),
  };
  return faulty;
}

describe.each(DATABASE_KINDS)('sessions and secrets on %s', (kind) => {
  let app: FastifyInstance;
  let db: ReturnType<typeof faultyDatabase>;
  let drop: () => Promise<void>;
  const logLines: string[] = [];

  beforeAll(async () => {
    const opened = await openTestDatabase(kind);
    drop = opened.drop;
    db = faultyDatabase(opened.db);
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    // The listening process's own logger options, at its default level, into a stream we read.
    app = await buildApp({ db, checkResponses: true, logger: { ...loggerOptions('info'), stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await drop();
  });

  // Raw requests in this file are the point: what the log keeps of malformed bodies and forged
  // tokens, and which headers (CORS, security) every kind of answer carries.
  const login = (userName: string, password: unknown) =>
    app.inject({ method: 'POST', url: '/api/Login', payload: { userName, password } });

  it('writes no password, bearer token or image to the log: logins, uploads, refusals and 500s', async () => {
    const wrongPassword = 'Wr0ng-Secret-7731';
    const passwordInBadBody = 'Secret-In-A-Bad-Body-4410';
    const forgedToken = 'forged-token-QmVhcmVyIG9ubHk';
    const statuses: number[] = [];
    const record = async (request: Promise<{ statusCode: number } | { status: number }>) => {
      const answer = await request;
      statuses.push('status' in answer ? answer.status : answer.statusCode);
    };

    const signedIn = await send(app, null, loginCall, {
      body: { userName: 'asha', password: DEMO_PASSWORD },
    });
    statuses.push(signedIn.status);
    const answer = loginCall.response.parse(signedIn.json);
    if (!answer) throw new Error('asha could not sign in');
    const { token, userInfo } = answer;
    const asha = { token, employeeId: userInfo.employeeId, companyId: userInfo.companyId };
    await record(login(' ASHA ', wrongPassword));
    await record(login('asha', [passwordInBadBody]));
    await record(app.inject({ url: '/api/GetExpenseUploadTemp', headers: bearer(forgedToken) }));
    await record(upload(app, asha));
    await record(
      upload(app, asha, {
        Image: undefined,
        Thumbnail: undefined,
        ImageBase64: `data:image/jpeg;base64,${SAMPLE_JPEG.toString('base64')}`,
      }),
    );
    try {
      // The right password gets as far as writing the session; the bills as far as their rows.
      db.fault = INSERTS;
      await record(login('asha', DEMO_PASSWORD));
      await record(upload(app, asha));
      await record(
        upload(app, asha, {
          Image: undefined,
          Thumbnail: undefined,
          ImageBase64: `data:image/jpeg;base64,${SAMPLE_JPEG.toString('base64')}`,
        }),
      );
      db.fault = EVERY_STATEMENT;
      await record(
        app.inject({
          url: `/api/GetExpenseUploadTemp?employeeId=${asha.employeeId}&companyId=${asha.companyId}&activityDate=`,
          headers: bearer(token),
        }),
      );
    } finally {
      db.fault = undefined;
    }
    expect(statuses).toEqual([200, 200, 400, 401, 200, 200, 500, 500, 500, 500]);

    // The log is there, at info: one line per request, and the 500s with their reason.
    const entries = logLines.map((line) => JSON.parse(line) as { msg: string; level: number; err?: object });
    expect(
      entries.filter((entry) => /^(slow request: )?[A-Z]+ \/api\/\S* \d{3} \d+ ms$/.test(entry.msg)),
    ).toHaveLength(statuses.length);
    const errors = entries.filter((entry) => entry.level >= 50);
    expect(errors.length).toBeGreaterThanOrEqual(4);
    for (const entry of errors) {
      expect(entry.err).toMatchObject({ message: 'new row violates check constraint', code: '23514' });
    }

    // None of the secrets, in any of the forms a log could hold them.
    const image = SAMPLE_JPEG;
    const middle = image.subarray(image.length / 2, image.length / 2 + 48);
    const secrets = {
      password: DEMO_PASSWORD,
      wrongPassword,
      passwordInBadBody,
      token,
      forgedToken,
      imageBase64: image.toString('base64').slice(4_000, 4_064),
      imageHex: middle.toString('hex'),
      imageBytesAsJson: [...middle].join(','),
    };
    const log = logLines.join('\n');
    const found = Object.entries(secrets)
      .filter(([, secret]) => log.includes(secret))
      .map(([name]) => name);
    expect(found).toEqual([]);
  });

  it('keeps CORS closed: no Access-Control-Allow-Origin for another origin, on a preflight or a call', async () => {
    const origin = { origin: 'https://evil.example' };
    const { token } = await signInThroughApi(app, 'asha');
    const answers = [
      await app.inject({
        method: 'OPTIONS',
        url: '/api/Login',
        headers: { ...origin, 'access-control-request-method': 'POST' },
      }),
      await app.inject({
        method: 'OPTIONS',
        url: '/api/GetExpenseUploadTemp',
        headers: {
          ...origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      }),
      await app.inject({
        method: 'POST',
        url: '/api/Login',
        headers: origin,
        payload: { userName: 'asha', password: 'x' },
      }),
      await app.inject({ url: '/api/openapi.json', headers: origin }),
      await app.inject({ url: '/api/GetExpenseUploadTemp', headers: { ...origin, ...bearer(token) } }),
    ];
    for (const answer of answers) {
      const corsHeaders = Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'));
      expect(corsHeaders).toEqual([]);
    }
  });

  it('sends the security headers on signed-in answers, refusals and server errors alike', async () => {
    const { token } = await signInThroughApi(app, 'asha');
    const answers = [
      await app.inject({
        url: '/api/GetExpenseUploadTemp?employeeId=1&companyId=1&activityDate=',
        headers: bearer(token),
      }),
      await app.inject({ url: '/api/GetExpenseUploadTemp' }),
      await login('asha', 'wrong'),
    ];
    db.fault = EVERY_STATEMENT;
    try {
      answers.push(await login('asha', DEMO_PASSWORD));
      answers.push(await app.inject({ url: '/api/ExpenseType', headers: bearer(token) }));
    } finally {
      db.fault = undefined;
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 401, 200, 500, 500]);
    for (const { headers } of answers) {
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('no-referrer');
    }
  });
});
