// Every call of the contract, fuzzed: bad input generated from the call's own schemas, sent as a
// signed-in demo user, must get a 4xx with a reason (never a 5xx or a hang) and change no row.
// FUZZ_RUNS sets the cases per call (`npm run fuzz` runs many more than `npm test`).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database';
import type { RegisteredCall } from '../../server/http/route';
import { DEMO_PASSWORD } from '../../server/seed/demo-company';
import { type ApiCall, INT4_MAX, INT4_MIN } from '../../src/contract/call';
import { IDEMPOTENCY_HEADER, OUTBOX_CALLS } from '../../src/contract/outbox';
import {
  applyNested,
  brokenMultipart,
  inputSchema,
  type JsonSchema,
  type Mutation,
  mutations,
  nestedMutations,
} from '../support/bad-input';
import { intFields } from '../support/int-fields';
import { form, SAMPLE_JPEG, SAMPLE_THUMBNAIL } from '../support/receipts';
import { bearer, DATABASE_KINDS, openCurrentMonth, startTestApp, type TestApp } from '../support/test-app';

const RUNS_PER_CALL = Number(process.env.FUZZ_RUNS ?? 30);
/** Longer than any honest answer takes on a busy 2-core machine: past it, the call hangs. */
const HANG_MS = 20_000;

type User = 'asha' | 'rahul' | 'vikram' | 'priya' | 'kavita';

/** The rows a valid request of a demo user names, found in the seeded database. */
interface Rows {
  employeeId: number;
  companyId: number;
  month: { id: number; month: number; year: number; dayId: number; day: string };
  claim: { id: number; dayId: number; day: string };
  chartId: number;
  chartDetailId: number;
  billId: number;
  attachmentId: number;
  notificationId: number;
  cityId: number;
  territoryId: number;
}

async function rowsOf(db: Queryable, employeeId: number, companyId: number): Promise<Rows> {
  const one = async <T>(sql: string, params: unknown[] = [employeeId]) =>
    ((await db.query<T>(sql, params))[0] ?? {}) as T;
  const month = await one<{ id: number; month: number; year: number }>(
    'select id, month, year from expense where employee_id = $1 order by year desc, month desc limit 1',
  );
  const claim = await one<{ id: number }>(
    "select id from expense where employee_id = $1 order by (status = 'Submitted') desc, id limit 1",
  );
  const dayOf = (expenseId: number) =>
    one<{ id: number; day: string }>(
      'select id, activity_date as day from expense_detail where expense_id = $1 and not is_holiday order by activity_date limit 1',
      [expenseId],
    );
  const day = await dayOf(month.id);
  const claimDay = await dayOf(claim.id);
  const employee = await one<{ cityId: number; territoryId: number }>(
    'select hq_city_id as "cityId", territory_id as "territoryId" from employee where id = $1',
  );
  return {
    employeeId,
    companyId,
    month: { ...month, dayId: day.id, day: day.day },
    claim: { id: claim.id, dayId: claimDay.id, day: claimDay.day },
    chartId: (await one<{ id: number }>('select id from stpfc where employee_id = $1')).id,
    chartDetailId: (
      await one<{ id: number }>(
        'select d.id from stpfc_detail d join stpfc s on s.id = d.stpfc_id where s.employee_id = $1 order by d.id limit 1',
      )
    ).id,
    billId: (await one<{ id: number }>('select id from bill where employee_id = $1 order by id limit 1')).id,
    attachmentId: (
      await one<{ id: number }>(
        'select a.id from expense_attachment a join bill b on b.id = a.bill_id where b.employee_id = $1 order by a.id limit 1',
      )
    ).id,
    notificationId: (await one<{ id: number }>('select id from notification where employee_id = $1 limit 1'))
      .id,
    ...employee,
  };
}

/** A value for a request field, by its name, naming the subject's rows; undefined leaves it out. */
function valueFor(name: string, subject: Rows, caller: Rows, isApproval: boolean): unknown {
  const month = isApproval ? { ...subject.month, ...subject.claim } : subject.month;
  if (/^company_?id$/i.test(name)) return subject.companyId;
  if (/^(employee_?id|emp_?id|empcode)$/i.test(name)) return subject.employeeId;
  if (/^(appr_?empid|approver_?id)$/i.test(name)) return caller.employeeId;
  if (/level/i.test(name)) return 1;
  if (/^expense_?id$/i.test(name)) return month.id;
  if (/^expense_?detail_?id$/i.test(name)) return month.dayId;
  if (/^expenseAttachmentId$/i.test(name)) return subject.attachmentId;
  if (/^stpfc_?id$/i.test(name)) return subject.chartId;
  if (/^stpfcDetailid$/i.test(name)) return subject.chartDetailId;
  if (/^unreport(expense|attachment)id$/i.test(name)) return subject.billId;
  if (/^notificationId$/i.test(name)) return subject.notificationId;
  if (/city_?id$/i.test(name)) return subject.cityId;
  if (/territory_?id$/i.test(name)) return subject.territoryId;
  if (/^(transport|category|grade)_?id$/i.test(name)) return 1;
  if (/distance/i.test(name)) return 10;
  if (/^activityday$/i.test(name)) return Number(month.day.slice(8));
  if (/^(month|mth)$/i.test(name)) return subject.month.month;
  if (/^(year|yr)$/i.test(name)) return subject.month.year;
  if (/date/i.test(name)) return month.day;
  if (/^(fare|total|amount)$/i.test(name)) return 100;
  if (/^slNo$/i.test(name)) return 0;
  if (/^(image|thumbnail)$/i.test(name)) return name === 'Image' ? SAMPLE_JPEG : SAMPLE_THUMBNAIL;
  if (/^expenseOrSundry$/.test(name)) return 'E';
  if (/^expenseType$/i.test(name)) return 'Travel';
  if (/^InvoiceNumber$/i.test(name)) return 'FUZZ-1';
  return undefined;
}

/**
 * A valid value for a field of the schema: arrays get one valid item, objects every property,
 * leaves the value `fill` gives by name (else the first allowed value, or a plain one of the type).
 */
function validValue(schema: JsonSchema, name: string, fill: (name: string) => unknown): unknown {
  const resolved = schema.anyOf?.find((option) => option.properties || option.items) ?? schema;
  if (resolved.items) return [validValue(resolved.items, name, fill)];
  if (resolved.properties)
    return Object.fromEntries(
      Object.entries(resolved.properties).map(([field, at]) => [field, validValue(at, field, fill)]),
    );
  const given = fill(name);
  if (given !== undefined) return given;
  if (resolved.enum) return resolved.enum[0];
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  return type === 'string'
    ? 'x'
    : type === 'boolean'
      ? false
      : type === 'number' || type === 'integer'
        ? 1
        : null;
}

/** The valid body with each top-level array or object filled with valid lines, to break one inside. */
function withLines(schema: JsonSchema, body: Record<string, unknown>, fill: (name: string) => unknown) {
  const filled = { ...body };
  for (const [name, at] of Object.entries(schema.properties ?? {})) {
    const resolved = at.anyOf?.find((option) => option.properties || option.items) ?? at;
    if (resolved.items || resolved.properties) filled[name] = validValue(resolved, name, fill);
  }
  return filled;
}

/** One byte at a time, so lone surrogates and NULs reach the server as the bytes a client sends. */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');
const asText = (value: unknown) =>
  typeof value === 'string' ? value : value instanceof Uint8Array ? 'bytes' : (JSON.stringify(value) ?? '');

interface Request {
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

/** The request the mutation makes of a valid one, as app.inject takes it. */
function build(call: ApiCall, valid: Request, mutation: Mutation) {
  const query: Array<[string, unknown]> = Object.entries(valid.query);
  let body: unknown = { ...valid.body };
  let raw: { contentType: string | undefined; payload: string | Buffer } | undefined;
  let rawQuery: string | undefined;
  const headers: Record<string, string> = {};
  const fieldsOf = (where: 'query' | 'body') =>
    where === 'body' ? (body as Record<string, unknown>) : undefined;
  switch (mutation.kind) {
    case 'set':
    case 'foreignId': {
      if (mutation.where === 'query') {
        const at = query.findIndex(([name]) => name === mutation.name);
        if (at >= 0) query.splice(at, 1);
        query.push([mutation.name, mutation.value]);
      } else Object.assign(fieldsOf('body') as object, { [mutation.name]: mutation.value });
      break;
    }
    case 'drop': {
      if (mutation.where === 'query') {
        const at = query.findIndex(([name]) => name === mutation.name);
        if (at >= 0) query.splice(at, 1);
      } else delete (body as Record<string, unknown>)[mutation.name];
      break;
    }
    case 'extra':
      if (mutation.where === 'query') query.push(...Object.entries(mutation.fields));
      else body = { ...(body as object), ...mutation.fields };
      break;
    case 'repeatQuery':
      for (const value of mutation.values) query.push([mutation.name, value]);
      break;
    case 'rawQuery':
      rawQuery = mutation.text;
      break;
    case 'wholeBody':
      body = mutation.value;
      break;
    case 'rawBody':
      raw = { contentType: mutation.contentType, payload: mutation.text };
      break;
    case 'idempotencyKey':
      headers[IDEMPOTENCY_HEADER] = mutation.value;
      break;
  }
  const queryString =
    rawQuery ?? query.map(([name, value]) => `${encode(name)}=${encode(asText(value))}`).join('&');
  const url = `/api${call.path}${queryString ? `?${queryString}` : ''}`;
  if (raw) {
    if (raw.contentType) headers['content-type'] = raw.contentType;
    return { url, headers, payload: raw.payload };
  }
  if (call.method === 'GET') return { url, headers };
  if (call.multipart) {
    const fields =
      body && typeof body === 'object' && !Array.isArray(body)
        ? Object.fromEntries(
            Object.entries(body).map(([name, value]) => [
              name,
              value instanceof Uint8Array ? value : asText(value),
            ]),
          )
        : { body: asText(body) };
    return { url, headers, payload: form(fields) };
  }
  headers['content-type'] = 'application/json';
  return { url, headers, payload: JSON.stringify(body) ?? 'null' };
}

/** What a refusal must carry: a reason a person can read (login's travels as a JSON string). */
function reasonOf(call: ApiCall, text: string): string | undefined {
  try {
    const answer = JSON.parse(text) as unknown;
    if (call.isPublic && typeof answer === 'string') return answer;
    const message = (answer as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A fingerprint of every table, in one query: its row count and a hash over its row versions
 * (where each row sits and the transaction that wrote it). Any insert, update or delete changes
 * it, and it reads no column, so bills' images cost nothing (an md5 of every row's text made
 * each case five times slower). Sessions are the exception: any request with a live token may
 * record its last use (every few minutes, refused or not), so for them only which sessions exist
 * and which are ended counts.
 */
async function checksumQuery(db: Queryable): Promise<string> {
  const tables = await db.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const rowVersion = (name: string) =>
    name === 'session'
      ? "t.token_hash::text || coalesce(t.revoked_at::text, '')"
      : 't.ctid::text || t.xmin::text';
  return tables
    .map(
      ({ name }) =>
        `select '${name}' as name, count(*)::int as rows, coalesce(sum(hashtext(${rowVersion(name)})::bigint), 0)::text as versions from "${name}" t`,
    )
    .join(' union all ');
}

/** The shape of a multipart body that a valid upload would send, to cut and break. */
async function multipartBytes(fields: Record<string, unknown>) {
  const request = new Request('http://x', { method: 'POST', body: form(fields as never) });
  const contentType = request.headers.get('content-type') ?? '';
  return {
    body: Buffer.from(await request.arrayBuffer()),
    boundary: contentType.split('boundary=')[1] ?? '',
  };
}

describe.each(DATABASE_KINDS)('every call of the contract under generated bad input, on %s', (kind) => {
  let t: TestApp;
  let rows: Record<User, Rows>;
  let tokens: Record<User, string>;
  let checksumSql: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const users = {} as Record<User, { token: string; employeeId: number; companyId: number }>;
    for (const user of ['asha', 'rahul', 'vikram', 'priya', 'kavita'] as const) {
      users[user] = await t.employee(user);
    }
    // The current months exist from their first read.
    for (const user of ['asha', 'rahul'] as const) await openCurrentMonth(t.app, await t.login(user));
    rows = {} as Record<User, Rows>;
    tokens = {} as Record<User, string>;
    for (const user of ['asha', 'rahul', 'vikram', 'priya', 'kavita'] as const) {
      rows[user] = await rowsOf(t.db, users[user].employeeId, users[user].companyId);
      tokens[user] = users[user].token;
    }
    checksumSql = await checksumQuery(t.db);
    // Five sign-ins and a seeded database's copy: minutes on a 2-core machine shared by many.
  }, 300_000);
  afterAll(() => t.close());

  /**
   * Every table's rows and row versions. Rows change only in a transaction that ends, and the
   * snapshot text (xmin:xmax:in-progress ids) changes whenever one does: while it reads the same as
   * at the last full read, the data is the one that read saw, and the sum is not read again. On
   * PGlite, where the test alone writes, that spares the scan after most refused requests (half the
   * file's time); on a PostgreSQL shared with other tests it mostly scans, as before.
   */
  let lastRead = { snapshot: '', sum: '' };
  const checksum = async () => {
    const [now] = await t.db.query<{ snapshot: string }>('select pg_current_snapshot()::text as snapshot');
    const snapshot = now?.snapshot ?? '';
    if (snapshot && snapshot === lastRead.snapshot) return lastRead.sum;
    // Read after the snapshot: a transaction ending in between only makes the next call read again.
    lastRead = { snapshot, sum: JSON.stringify(await t.db.query(checksumSql)) };
    return lastRead.sum;
  };

  /** A valid request of the call for its demo caller, another user's ids, and the body with lines. */
  const requestsFor = (route: RegisteredCall) => {
    const { call, access } = route;
    const isApprover = typeof access === 'object' && 'approver' in access;
    // The approver rule needs the approver whose level waits: vikram, on rahul's chart or asha's month.
    // Administration calls are priya's, finance calls kavita's, each naming asha (Sunrise's).
    const caller: User = isApprover
      ? 'vikram'
      : typeof access === 'object' && 'admin' in access
        ? 'priya'
        : typeof access === 'object' && 'finance' in access
          ? 'kavita'
          : 'asha';
    const subject: User = isApprover ? (/stpfc/i.test(call.path) ? 'rahul' : 'asha') : 'asha';
    const fields = (schema: ApiCall['query'], who: Rows) =>
      Object.fromEntries(
        Object.keys(inputSchema(schema).properties ?? {}).flatMap((name) => {
          const value = valueFor(name, who, rows[caller], isApprover);
          return value === undefined ? [] : [[name, value]];
        }),
      );
    const valid: Request = call.isPublic
      ? { query: {}, body: { userName: 'asha', password: DEMO_PASSWORD } }
      : { query: fields(call.query, rows[subject]), body: fields(call.body, rows[subject]) };
    const other = rows[subject === 'asha' ? 'rahul' : 'asha'];
    const foreign = { query: fields(call.query, other), body: fields(call.body, other) };
    const isIdempotent = Object.hasOwn(OUTBOX_CALLS, call.path);
    const lined = call.isPublic
      ? valid.body
      : withLines(inputSchema(call.body), valid.body, (name) =>
          valueFor(name, rows[subject], rows[caller], isApprover),
        );
    return { caller, valid, foreign, lined, isIdempotent };
  };

  it('refuses with 400 a whole number one past the range of its column, in every integer field of every call', {
    timeout: 10 * 60_000,
  }, async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of t.app.contractRoutes) {
      const { call } = route;
      const { caller, valid, lined } = requestsFor(route);
      for (const field of intFields(call)) {
        // The contract bounds the field within the column's range (int4)...
        const name = `${call.path} ${field.where}.${field.path.join('.')}`;
        if (field.minimum === undefined || field.minimum < INT4_MIN)
          failures.push(`${name}: no minimum within int4`);
        if (field.maximum === undefined || field.maximum > INT4_MAX)
          failures.push(`${name}: no maximum within int4`);
        // ...and the server refuses one past that range, before anything reaches the database.
        for (const value of [INT4_MAX + 1, INT4_MIN - 1]) {
          const [top] = field.path as [string];
          const mutation: Mutation =
            field.path.length === 1
              ? { kind: 'set', where: field.where, name: top, value }
              : {
                  kind: 'wholeBody',
                  value: applyNested(lined, { kind: 'nestedSet', path: field.path, value }),
                };
          const request = build(call, valid, mutation);
          const token = call.isPublic
            ? undefined
            : call.path === '/Logout'
              ? (await t.login(caller)).token
              : tokens[caller];
          const response = await t.app.inject({
            method: call.method,
            url: request.url,
            headers: { ...request.headers, ...(token ? bearer(token) : {}) },
            ...('payload' in request ? { payload: request.payload } : {}),
          });
          checked += 1;
          if (response.statusCode !== 400)
            failures.push(`${name} = ${value}: ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
    }
    console.info(`integer bounds on ${kind}: ${checked} requests`);
    expect(checked).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });

  it('answers a 4xx with a reason, never a 5xx or a hang, and changes nothing when it refuses', {
    timeout: 30 * 60_000,
  }, async () => {
    const tally = { cases: 0, refused: 0, accepted: 0, byStatus: {} as Record<number, number> };
    const failures: string[] = [];
    let before = await checksum();
    let nestedCalls = 0;

    const send = async (
      route: RegisteredCall,
      request: ReturnType<typeof build>,
      token: string | undefined,
    ) => {
      const { call } = route;
      // Logout's cases log in first, which writes a session: the case starts after that.
      if (call.path === '/Logout') before = await checksum();
      let timer: NodeJS.Timeout | undefined;
      const hang = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${HANG_MS} ms`)), HANG_MS);
      });
      const response = await Promise.race([
        t.app.inject({
          method: call.method,
          url: request.url,
          headers: { ...request.headers, ...(token ? bearer(token) : {}) },
          ...('payload' in request ? { payload: request.payload } : {}),
        }),
        hang,
      ]).finally(() => clearTimeout(timer));
      const status = response.statusCode;
      tally.cases += 1;
      tally.byStatus[status] = (tally.byStatus[status] ?? 0) + 1;
      const after = await checksum();
      const where = `${call.method} ${call.path} ${request.url.slice(0, 160)}`;
      // The body too: a nested case differs from a valid request only inside it.
      const sent =
        'payload' in request && typeof request.payload === 'string' ? request.payload.slice(0, 300) : '';
      if (status >= 500) failures.push(`${where} ${sent}: ${status} ${response.body.slice(0, 200)}`);
      else if (status >= 400) {
        tally.refused += 1;
        const reason = reasonOf(call, response.body);
        if (!reason?.trim())
          failures.push(`${where}: ${status} without a reason: ${response.body.slice(0, 200)}`);
        if (after !== before) failures.push(`${where}: ${status} but rows changed`);
      } else tally.accepted += 1;
      // An accepted request (the "bad" input was in fact valid, e.g. an extra field) may write.
      before = after;
    };

    for (const route of t.app.contractRoutes) {
      const { call } = route;
      const { caller, valid, foreign, lined, isIdempotent } = requestsFor(route);
      // Logout ends its session and login runs argon2 on every well-formed try: fewer of each.
      const runs =
        call.path === '/Logout'
          ? Math.min(RUNS_PER_CALL, 5)
          : call.isPublic
            ? Math.ceil(RUNS_PER_CALL / 2)
            : RUNS_PER_CALL;
      const tokenFor = async () =>
        call.isPublic ? undefined : call.path === '/Logout' ? (await t.login(caller)).token : tokens[caller];

      await fc.assert(
        fc.asyncProperty(mutations(call, foreign, isIdempotent), async (mutation) => {
          await send(route, build(call, valid, mutation), await tokenFor());
        }),
        { numRuns: runs },
      );
      // One field broken deep inside an otherwise valid body: a line of an approval, a leg of a route.
      const bodySchema = inputSchema(call.body);
      const nested = call.method === 'GET' ? undefined : nestedMutations(lined, bodySchema);
      if (nested) {
        nestedCalls += 1;
        await fc.assert(
          fc.asyncProperty(nested, async (mutation) => {
            const value = applyNested(lined, mutation);
            await send(route, build(call, valid, { kind: 'wholeBody', value }), await tokenFor());
          }),
          { numRuns: runs },
        );
      }
      if (call.multipart) {
        const { body, boundary } = await multipartBytes(valid.body);
        await fc.assert(
          fc.asyncProperty(brokenMultipart(body, boundary), async ({ contentType, body: payload }) => {
            await send(
              route,
              { url: `/api${call.path}`, headers: { 'content-type': contentType }, payload },
              tokens[caller],
            );
          }),
          { numRuns: Math.ceil(runs / 2) },
        );
      }
    }
    const byClass: Record<string, number> = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
    for (const [status, count] of Object.entries(tally.byStatus)) {
      const statusClass = `${String(status)[0]}xx`;
      byClass[statusClass] = (byClass[statusClass] ?? 0) + count;
    }
    console.info(
      `fuzz on ${kind}: ${t.app.contractRoutes.length} calls, ${nestedCalls} with nested fields, ${tally.cases} requests;`,
      `by status class ${JSON.stringify(byClass)}`,
      JSON.stringify(tally),
    );
    expect(byClass['5xx']).toBe(0);
    // The approval writes' lines and the route's legs at least: a lost walk would fuzz nothing deep.
    expect(nestedCalls).toBeGreaterThanOrEqual(3);
    expect(tally.cases).toBeGreaterThan(t.app.contractRoutes.length * Math.min(RUNS_PER_CALL, 5));
    expect(failures.slice(0, 30)).toEqual([]);
  });
});
