import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../tests/support/test-app';
import { seedDemoCompany } from '../seed/seed';
import type { Database } from './database';
import { migrate, readMigrations, splitStatements } from './migrate';

describe('migration files', () => {
  it('are numbered 1, 2, 3… without gaps or repeats', async () => {
    const versions = (await readMigrations()).map((migration) => migration.version);
    expect(versions).toEqual(versions.map((_, index) => index + 1));
  });

  it('split into statements on semicolons that end a line, ignoring comments', () => {
    expect(splitStatements('-- a note;\ncreate table a (x int);\n\ncreate index b on a (x);\n')).toEqual([
      'create table a (x int)',
      'create index b on a (x)',
    ]);
  });
});

describe.each(DATABASE_KINDS)('start-up on an existing database (%s)', (kind) => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openTestDatabase(kind));
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  it('applies no migration twice', async () => {
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ count: number }>('select count(*)::int as count from schema_migration');
    expect(rows[0]?.count).toBe((await readMigrations()).length);
  });

  it('seeds the demo company only into an empty database', async () => {
    expect(await seedDemoCompany(db)).toBe(false);
    const rows = await db.query<{ count: number }>('select count(*)::int as count from employee');
    expect(rows[0]?.count).toBe(4);
  });

  it('links the demo reporting line: asha and rahul to vikram, vikram to meera', async () => {
    const rows = await db.query<{ userName: string; manager: string | null }>(
      `select e.user_name as "userName", m.user_name as manager
         from employee e left join employee m on m.id = e.reports_to order by e.user_name`,
    );
    expect(rows).toEqual([
      { userName: 'asha', manager: 'vikram' },
      { userName: 'meera', manager: null },
      { userName: 'rahul', manager: 'vikram' },
      { userName: 'vikram', manager: 'meera' },
    ]);
  });

  it('stores passwords as argon2id hashes, never as text', async () => {
    const rows = await db.query<{ hash: string }>('select password_hash as hash from employee');
    for (const { hash } of rows) expect(hash).toMatch(/^\$argon2id\$/);
  });
});
