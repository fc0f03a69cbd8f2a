// Idempotency keys for the calls the outbox sends: a replay gets the stored answer, the work is done once.

import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ApiCall } from '../../src/contract/call';
import { IDEMPOTENCY_HEADER } from '../../src/contract/outbox';
import { REQUEST_SAYS } from '../../src/contract/request-texts';
import { renderText } from '../../src/pure/texts';
import type { Database, Queryable } from '../db/database';
import type { Access } from './access';
import { HttpError } from './errors';
import { logUnexpectedError } from './logging';
import { addRoute, type RouteExtras, type RouteInput } from './route';

/** DESIGN.md section 5 asks for at least 7 days; the offline issue for 30. */
const IDEMPOTENCY_KEY_DAYS = 30;
const MAX_IDEMPOTENCY_KEY_LENGTH = 200;
/** The English of the 422 a reused key gets: what the client's tests compare. */
export const KEY_REUSED = renderText(REQUEST_SAYS.keyReused, 'en');
/** Set on an answer that was stored earlier rather than worked out now. */
export const REPLAYED_HEADER = 'Idempotency-Replayed';

type WorkInput<C extends ApiCall> = RouteInput<C> & { tx: Queryable };
type Response<C extends ApiCall> = z.input<C['response']>;
type Work<C extends ApiCall> = (input: WorkInput<C>) => Promise<Response<C>>;

/**
 * Registers a write that the outbox may send more than once. The work always runs in one
 * transaction; with an Idempotency-Key header the key is claimed in that same transaction, so
 * the key and the work commit together, and a second request with the key waits for the first
 * (PostgreSQL holds its insert on the uncommitted key; PGlite runs one transaction at a time).
 * Only successful answers are kept: a refused request changed nothing and is judged afresh.
 */
export function addIdempotentRoute<C extends ApiCall>(
  app: FastifyInstance,
  db: Database,
  call: C,
  access: Access<C>,
  work: Work<C>,
): void {
  const replay: RouteExtras['replay'] = async ({ caller, raw, reply }) => {
    const key = readKey(reply.request.headers[IDEMPOTENCY_HEADER.toLowerCase()]);
    if (key === undefined) return undefined;
    const stored = await findStored(db, caller.employeeId, key, hashRequest(call, raw), false);
    if (!stored) return undefined;
    reply.status(stored.statusCode).header(REPLAYED_HEADER, 'true');
    return stored.response;
  };
  addRoute(
    app,
    call,
    access,
    async (input) => {
      const key = readKey(input.request.headers[IDEMPOTENCY_HEADER.toLowerCase()]);
      if (key === undefined) return db.transaction((tx) => work({ ...input, tx }));

      const employeeId = input.caller.employeeId;
      const requestHash = hashRequest(call, input.raw);
      const outcome = await db.transaction(async (tx) => {
        if (!(await claimKey(tx, employeeId, key, requestHash))) {
          const stored = await findStored(tx, employeeId, key, requestHash, true);
          return { isReplay: true as const, stored: stored as NonNullable<typeof stored> };
        }
        const response = await work({ ...input, tx });
        await storeResponse(tx, employeeId, key, input.reply.statusCode, response);
        return { isReplay: false as const, response };
      });
      if (!outcome.isReplay) return outcome.response;
      input.reply.status(outcome.stored.statusCode).header(REPLAYED_HEADER, 'true');
      return outcome.stored.response as Response<C>;
    },
    { replay },
  );
}

function readKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? undefined : header.trim();
  if (!key || key.length > MAX_IDEMPOTENCY_KEY_LENGTH || !/^[\x21-\x7e]+$/.test(key)) {
    throw new HttpError(
      400,
      REQUEST_SAYS.badKey({ header: IDEMPOTENCY_HEADER, max: MAX_IDEMPOTENCY_KEY_LENGTH }),
    );
  }
  return key;
}

/**
 * SHA-256 over the call, the query and the body in a canonical form: object keys sorted, so the
 * same request sent again hashes the same whatever order its fields arrive in, and file parts by
 * the SHA-256 of their bytes, so a retried upload matches without keeping the image twice.
 */
export function hashRequest(call: Pick<ApiCall, 'method' | 'path'>, raw: { query: unknown; body: unknown }) {
  return createHash('sha256')
    .update(JSON.stringify([call.method, call.path, canonical(raw.query), canonical(raw.body)]))
    .digest();
}

function canonical(value: unknown): unknown {
  if (value instanceof Uint8Array) return { sha256: createHash('sha256').update(value).digest('hex') };
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.data instanceof Uint8Array) return canonical(record.data);
    return Object.keys(record)
      .sort()
      .map((name) => [name, canonical(record[name])]);
  }
  return value ?? null;
}

async function claimKey(tx: Queryable, employeeId: number, key: string, requestHash: Buffer) {
  const rows = await tx.query(
    `insert into idempotency_key (employee_id, key, request_hash) values ($1, $2, $3)
     on conflict (employee_id, key) do nothing returning 1`,
    [employeeId, key, requestHash],
  );
  return rows.length > 0;
}

/**
 * The answer stored under the key. `claimed`: the key's row exists (this transaction's claim
 * failed), so it must match; else (the look-up before the access rule) no row or no answer yet
 * is undefined, and the request goes on to claim the key itself.
 */
async function findStored(
  tx: Queryable,
  employeeId: number,
  key: string,
  requestHash: Buffer,
  claimed: boolean,
) {
  const [row] = await tx.query<{ requestHash: Uint8Array; statusCode: number | null; response: unknown }>(
    `select request_hash as "requestHash", status_code as "statusCode", response
       from idempotency_key where employee_id = $1 and key = $2`,
    [employeeId, key],
  );
  if (!claimed && (!row || row.statusCode === null)) return undefined;
  if (!row || !Buffer.from(row.requestHash).equals(requestHash))
    throw new HttpError(422, REQUEST_SAYS.keyReused);
  // The claim and its answer are written in one transaction, so a committed claim has its answer.
  // Unreachable in practice; if it happens, the client should simply try again later (503).
  if (row.statusCode === null) throw new HttpError(503, REQUEST_SAYS.stillProcessing);
  return { statusCode: row.statusCode, response: row.response };
}

async function storeResponse(
  tx: Queryable,
  employeeId: number,
  key: string,
  statusCode: number,
  response: unknown,
) {
  await tx.query(
    `update idempotency_key set status_code = $3, response = $4::jsonb where employee_id = $1 and key = $2`,
    [employeeId, key, statusCode, JSON.stringify(response ?? null)],
  );
}

/** Forgets keys past their lifetime; one indexed range delete, never per request. */
export async function purgeExpiredKeys(db: Queryable, days = IDEMPOTENCY_KEY_DAYS): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `with gone as (delete from idempotency_key where created_at < now() - make_interval(days => $1) returning 1)
     select count(*)::int as count from gone`,
    [days],
  );
  return rows[0]?.count ?? 0;
}

const PURGE_EVERY_MS = 6 * 60 * 60 * 1000;

/** Purges at start-up, then every six hours while the server runs. */
export function schedulePurge(app: FastifyInstance, db: Database): void {
  let timer: NodeJS.Timeout | undefined;
  const purge = () =>
    purgeExpiredKeys(db).catch((error: unknown) =>
      logUnexpectedError(app.log, error, 'idempotency key purge failed'),
    );
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(purge, PURGE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
