// SQL for sessions, credentials and the login rate limit.
import type { Queryable } from '../../db/database';
import type { Caller } from '../../http/caller';

export interface Credentials {
  employeeId: number;
  companyId: number;
  passwordHash: string;
  employeeName: string;
  userName: string;
  designation: string;
  companyName: string;
}

export async function findCredentials(db: Queryable, userName: string): Promise<Credentials | undefined> {
  const rows = await db.query<Credentials>(
    `select e.id as "employeeId", e.company_id as "companyId", e.password_hash as "passwordHash",
            e.employee_name as "employeeName", e.user_name as "userName", e.designation,
            c.name as "companyName"
       from employee e join company c on c.id = e.company_id
      where lower(e.user_name) = lower($1)`,
    [userName],
  );
  return rows[0];
}

export async function createSession(
  db: Queryable,
  tokenHash: Buffer,
  employeeId: number,
  lifetimeDays: number,
): Promise<void> {
  await db.query(
    `insert into session (token_hash, employee_id, expires_at)
     values ($1, $2, now() + make_interval(days => $3))`,
    [tokenHash, employeeId, lifetimeDays],
  );
}

interface SessionRow extends Omit<Caller, 'tokenHash'> {
  needsExtension: boolean;
}

export async function findLiveSession(
  db: Queryable,
  tokenHash: Buffer,
  lifetimeDays: number,
): Promise<SessionRow | undefined> {
  const rows = await db.query<SessionRow>(
    `select e.id as "employeeId", e.company_id as "companyId", e.area_range as "areaRange",
            s.expires_at < now() + make_interval(days => $2) - interval '1 day' as "needsExtension"
       from session s join employee e on e.id = s.employee_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()`,
    [tokenHash, lifetimeDays],
  );
  return rows[0];
}

export async function extendSession(db: Queryable, tokenHash: Buffer, lifetimeDays: number): Promise<void> {
  await db.query(
    `update session set expires_at = now() + make_interval(days => $2)
      where token_hash = $1 and revoked_at is null`,
    [tokenHash, lifetimeDays],
  );
}

export async function revokeSession(db: Queryable, tokenHash: Buffer): Promise<void> {
  await db.query('update session set revoked_at = now() where token_hash = $1 and revoked_at is null', [
    tokenHash,
  ]);
}

export async function countRecentFailures(
  db: Queryable,
  userKey: string,
  windowMinutes: number,
): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `select count(*)::int as count from login_failure
      where user_key = $1 and failed_at > now() - make_interval(mins => $2)`,
    [userKey, windowMinutes],
  );
  return rows[0]?.count ?? 0;
}

export async function recordFailure(db: Queryable, userKey: string): Promise<void> {
  await db.query('insert into login_failure (user_key) values ($1)', [userKey]);
}

export async function clearFailures(db: Queryable, userKey: string, olderThanDays: number): Promise<void> {
  await db.query(
    `delete from login_failure where user_key = $1 or failed_at < now() - make_interval(days => $2)`,
    [userKey, olderThanDays],
  );
}
