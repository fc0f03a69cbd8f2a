// Starts the API in-process on a private copy of the seeded database, on PGlite or PostgreSQL.
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../server/app';
import { type Database, openPglite, openPostgres } from '../../server/db/database';
import { findCredentials } from '../../server/domains/auth/queries';
import { startSession } from '../../server/domains/auth/session';
import type { TLoginResponse } from '../../src/contract/auth';
import { getMyExpense } from '../../src/contract/expenses';
import { signInThroughApi } from './demo-sessions';
import { createDatabase, databaseUrlFor, dropDatabase, newDatabaseName } from './postgres';
import { ok } from './send';

export type DatabaseKind = 'pglite' | 'postgres';

/** Server tests run on PGlite, and on PostgreSQL too when DATABASE_URL is set. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /**
   * Signs a demo user in and returns what POST /Login answers: a real session, opened without the
   * password check (argon2 costs a tenth of a second or more a time on two cores).
   */
  login: (userName: string) => Promise<NonNullable<TLoginResponse>>;
  /** Signs a demo user in through POST /Login with the demo password, as the app does. */
  loginWithPassword: (userName: string) => Promise<NonNullable<TLoginResponse>>;
  /** Logs a demo user in and returns what a request needs: token, employee and company. */
  employee: (userName: string) => Promise<{ token: string; employeeId: number; companyId: number }>;
  close: () => Promise<void>;
}

export async function openTestDatabase(
  kind: DatabaseKind,
): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const image = await readFile(inject('pgliteTemplateFile'));
    const db = await openPglite({ loadDataDir: new Blob([image]) });
    return { db, drop: async () => undefined };
  }
  const adminUrl = process.env.DATABASE_URL as string;
  const template = inject('postgresTemplate');
  if (!template) throw new Error('No PostgreSQL template: DATABASE_URL was not set for the global setup.');
  const name = newDatabaseName('tourbook_test');
  await createDatabase(adminUrl, name, template);
  const db = await openPostgres(databaseUrlFor(adminUrl, name));
  return { db, drop: () => dropDatabase(adminUrl, name) };
}

export async function startTestApp(kind: DatabaseKind, options: { distDir?: string } = {}): Promise<TestApp> {
  const { db, drop } = await openTestDatabase(kind);
  const app = await buildApp({ db, checkResponses: true, ...options });
  await app.ready();
  const loginWithPassword = (userName: string) => signInThroughApi(app, userName);
  const login = (userName: string) => openDemoSession(db, userName);
  return {
    app,
    db,
    login,
    loginWithPassword,
    async employee(userName) {
      const { token, userInfo } = await login(userName);
      return { token, employeeId: userInfo.employeeId, companyId: userInfo.companyId };
    },
    async close() {
      await app.close();
      await db.close();
      await drop();
    },
  };
}

/**
 * What POST /Login answers for a demo user, with a real session behind the token, but without the
 * password check: for tests about everything else. tests/server/demo-login.test.ts keeps it equal to
 * the route's answer.
 */
export async function openDemoSession(db: Database, userName: string): Promise<NonNullable<TLoginResponse>> {
  const credentials = await findCredentials(db, userName);
  if (!credentials) throw new Error(`No demo user ${userName}`);
  return startSession(db, credentials);
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** What a request needs to act as a demo user. */
export interface SignedIn {
  token: string;
  employeeId: number;
  companyId: number;
}

export interface TestAppFixture extends TestApp {
  /**
   * A demo user signed in before the first test of the block. The object is filled in place, so
   * it can be named at the top of a describe block and read inside its tests and hooks.
   */
  signIn: (userName: string) => SignedIn;
}

/**
 * The app for one describe block: started on a fresh copy of the seeded database before its
 * first test (with the users asked for by `signIn` signed in), closed after its last. Its fields
 * are filled in place, so read them inside tests and hooks, not while the block is declared.
 */
export function useTestApp(kind: DatabaseKind): TestAppFixture {
  const users: Array<[string, SignedIn]> = [];
  const fixture = {
    signIn(userName: string) {
      const user = { token: '', employeeId: 0, companyId: 0 };
      users.push([userName, user]);
      return user;
    },
  } as TestAppFixture;
  beforeAll(async () => {
    Object.assign(fixture, await startTestApp(kind));
    for (const [userName, user] of users) Object.assign(user, await fixture.employee(userName));
  });
  afterAll(() => fixture.close());
  return fixture;
}

/** Reads a demo user's current month once, as the app does on login: a month exists from its first read. */
export async function openCurrentMonth(
  app: FastifyInstance,
  { token, userInfo }: Pick<NonNullable<TLoginResponse>, 'token' | 'userInfo'>,
): Promise<void> {
  await ok(app, { token }, getMyExpense, {
    query: {
      employeeId: userInfo.employeeId,
      companyId: userInfo.companyId,
      month: userInfo.expenseMonth,
      year: userInfo.expenseYear,
    },
  });
}
