// SQL for sessions, credentials and the login rate limit.

import type { TAreaRange } from '../../../src/contract/roles';
import type { Language } from '../../../src/pure/messages';
import type { Database, Queryable } from '../../db/database';
import type { Caller } from '../../http/caller';

export interface Credentials {
  employeeId: number;
  companyId: number;
  passwordHash: string;
  employeeName: string;
  userName: string;
  designation: string;
  companyName: string;
  mustChangePassword: boolean;
  isAdmin: boolean;
  language: Language | null;
  areaRange: TAreaRange | null;
  isFinance: boolean;
  hasTerritory: boolean;
}

export async function findCredentials(db: Queryable, userName: string): Promise<Credentials | undefined> {
  const rows = await db.query<Credentials>(
    `select e.id as "employeeId", e.company_id as "companyId", e.password_hash as "passwordHash",
            e.employee_name as "employeeName", e.user_name as "userName", e.designation,
            c.name as "companyName", e.must_change_password as "mustChangePassword",
            e.is_admin as "isAdmin", e.language, e.area_range as "areaRange",
            e.is_finance as "isFinance", e.territory_id is not null as "hasTerritory"
       from employee e join company c on c.id = e.company_id
      where lower(e.user_name) = lower($1) and e.is_active`,
    [userName],
  );
  return rows[0];
}

/**
 * A new session; with a device id, in the same statement, the end of the employee's earlier
 * session on that device (issue 40): signing in again there replaces its entry.
 */
export async function createSession(
  db: Queryable,
  tokenHash: Buffer,
  employeeId: number,
  lifetimeDays: number,
  userAgent: string,
  deviceId: string | null = null,
): Promise<void> {
  await db.query(
    `with replaced as (
       update session set revoked_at = now()
        where $5::text is not null and employee_id = $2 and device_id = $5 and revoked_at is null)
     insert into session (token_hash, employee_id, expires_at, user_agent, device_id)
     values ($1, $2, now() + make_interval(days => $3), $4, $5)`,
    [tokenHash, employeeId, lifetimeDays, userAgent, deviceId],
  );
}

interface SessionRow extends Omit<Caller, 'tokenHash'> {
  needsTouch: boolean;
}

/**
 * How stale a session's last use may be before a request writes it again: the devices list shows
 * it to the minute it matters ('last used'), and one write per session every few minutes costs
 * nothing where one per request would double the writes of every read.
 */
export const LAST_USE_PRECISION_MINUTES = 5;

export async function findLiveSession(
  db: Queryable,
  tokenHash: Buffer,
  lifetimeDays: number,
): Promise<SessionRow | undefined> {
  const rows = await db.query<SessionRow>(
    `select e.id as "employeeId", e.company_id as "companyId", e.area_range as "areaRange",
            e.is_admin as "isAdmin", e.must_change_password as "mustChangePassword", e.language,
            s.last_used_at < now() - make_interval(mins => $3)
              or s.expires_at < now() + make_interval(days => $2) - interval '1 day' as "needsTouch"
       from session s join employee e on e.id = s.employee_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now() and e.is_active`,
    [tokenHash, lifetimeDays, LAST_USE_PRECISION_MINUTES],
  );
  return rows[0];
}

/** Records a use of the session and slides its expiry forward. */
export async function touchSession(db: Queryable, tokenHash: Buffer, lifetimeDays: number): Promise<void> {
  await db.query(
    `update session set last_used_at = now(), expires_at = now() + make_interval(days => $2)
      where token_hash = $1 and revoked_at is null`,
    [tokenHash, lifetimeDays],
  );
}

interface LiveSession {
  sessionId: number;
  userAgent: string;
  signedInAt: Date;
  lastUsedAt: Date;
  isThisDevice: boolean;
}

/** The employee's sessions that still work, the one in use and then the most recently used first. */
export async function liveSessions(
  db: Queryable,
  employeeId: number,
  tokenHash: Buffer,
): Promise<LiveSession[]> {
  return db.query<LiveSession>(
    `select id as "sessionId", user_agent as "userAgent", created_at as "signedInAt", last_used_at as "lastUsedAt",
            token_hash = $2 as "isThisDevice"
       from session
      where employee_id = $1 and revoked_at is null and expires_at > now()
      order by token_hash = $2 desc, last_used_at desc, created_at desc`,
    [employeeId, tokenHash],
  );
}

/** Ends every session of the employee but the one making the request; the number ended. */
export async function revokeOtherSessions(
  db: Queryable,
  employeeId: number,
  tokenHash: Buffer,
): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `with ended as (
       update session set revoked_at = now()
        where employee_id = $1 and token_hash <> $2 and revoked_at is null and expires_at > now()
       returning 1)
     select count(*)::int as count from ended`,
    [employeeId, tokenHash],
  );
  return rows[0]?.count ?? 0;
}

/** One live session of the employee, by its number: whether it is the one in use, and its User-Agent. */
export async function findOwnSession(
  db: Queryable,
  employeeId: number,
  sessionId: number,
  tokenHash: Buffer,
): Promise<{ isThisDevice: boolean; userAgent: string } | undefined> {
  const rows = await db.query<{ isThisDevice: boolean; userAgent: string }>(
    `select token_hash = $3 as "isThisDevice", user_agent as "userAgent" from session
      where id = $1 and employee_id = $2 and revoked_at is null and expires_at > now()`,
    [sessionId, employeeId, tokenHash],
  );
  return rows[0];
}

export async function revokeSessionById(db: Queryable, sessionId: number): Promise<void> {
  await db.query('update session set revoked_at = now() where id = $1 and revoked_at is null', [sessionId]);
}

export async function revokeSession(db: Queryable, tokenHash: Buffer): Promise<void> {
  await db.query('update session set revoked_at = now() where token_hash = $1 and revoked_at is null', [
    tokenHash,
  ]);
}

/** Any constant shared by every Tourbook server: the lock class of the login attempts of one key. */
const LOGIN_LOCK_CLASS = 7_406_113;

/**
 * Counts a login attempt before its password is checked: true when it may go on, false when the
 * key already has `limit` attempts in the window. Atomic in the database (a transaction lock per
 * key), so however many requests arrive at once, on however many servers, at most `limit` of
 * them reach the password check. A success clears the count (clearFailures).
 */
export async function claimLoginAttempt(
  db: Database,
  userKey: string,
  limit: number,
  windowMinutes: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [LOGIN_LOCK_CLASS, userKey]);
    const rows = await tx.query<{ count: number }>(
      `select count(*)::int as count from login_failure
        where user_key = $1 and failed_at > now() - make_interval(mins => $2)`,
      [userKey, windowMinutes],
    );
    if ((rows[0]?.count ?? 0) >= limit) return false;
    await tx.query('insert into login_failure (user_key) values ($1)', [userKey]);
    return true;
  });
}

export async function clearFailures(db: Queryable, userKey: string, olderThanDays: number): Promise<void> {
  await db.query(
    `delete from login_failure where user_key = $1 or failed_at < now() - make_interval(days => $2)`,
    [userKey, olderThanDays],
  );
}

/** Replaces a password hash made with old parameters, unless the password changed meanwhile. */
export async function replacePasswordHash(
  db: Queryable,
  employeeId: number,
  oldHash: string,
  newHash: string,
): Promise<void> {
  await db.query('update employee set password_hash = $3 where id = $1 and password_hash = $2', [
    employeeId,
    oldHash,
    newHash,
  ]);
}

/** Remembers the employee's language (issue 39). */
export async function saveLanguage(db: Queryable, employeeId: number, language: Language): Promise<void> {
  await db.query('update employee set language = $2 where id = $1', [employeeId, language]);
}
