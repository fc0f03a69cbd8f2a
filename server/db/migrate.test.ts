import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../tests/support/test-app';
import { ADMINISTRATION_ACCOUNTS } from '../seed/administration';
import { EMPLOYEES } from '../seed/demo-company';
import { seedDemoCompany } from '../seed/seed';
import type { Database } from './database';
import { migrate, readMigrations, splitStatements } from './migrate';

describe('migration files', () => {
  // Each branch is given its own range of numbers (administration: 015 to 024), so a range not
  // yet merged is a gap; what must hold is the order and that no number is used twice.
  it('are numbered from 1 upwards without repeats', async () => {
    const versions = (await readMigrations()).map((migration) => migration.version);
    expect(versions[0]).toBe(1);
    expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b));
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
    // The field force, the administrators of both companies and the finance team (kavita).
    expect(rows[0]?.count).toBe(EMPLOYEES.length + ADMINISTRATION_ACCOUNTS + 1);
  });

  it('links the demo reporting line: asha and rahul to vikram, vikram to meera', async () => {
    const rows = await db.query<{ userName: string; manager: string | null }>(
      `select e.user_name as "userName", m.user_name as manager
         from employee e left join employee m on m.id = e.reports_to
        where e.user_name in ('asha', 'meera', 'rahul', 'vikram') order by e.user_name`,
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
