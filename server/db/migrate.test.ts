import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../tests/support/test-app';
import { ADMINISTRATION_ACCOUNTS } from '../seed/administration';
import { EMPLOYEES } from '../seed/demo-company';
import { seedDemoCompany } from '../seed/seed';
import type { Database } from './database';
import { migrate, readMigrations, splitStatements } from './migrate';

describe('migration files', () => {
  // Numbers may leave gaps (branches once took ranges); what must hold is the order and that no
  // number is used twice. A database refuses a number below its newest (below).
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

  it('refuses a migration numbered below the newest it has, and applies nothing', async () => {
    const migrations = await readMigrations();
    const newest = migrations.at(-1)?.version ?? 0;
    // A number below the newest that no migration has (a branch's reserved number merged late).
    let version = newest - 1;
    while (migrations.some((migration) => migration.version === version)) version -= 1;
    const late = {
      version,
      name: `${version}_merged_late`,
      sql: 'create table merged_late (x int);',
    };
    expect(migrations.some((migration) => migration.version === late.version)).toBe(false);
    await expect(migrate(db, [...migrations, late])).rejects.toThrow(
      `is numbered below ${String(newest).padStart(3, '0')}, which this database already has`,
    );
    const tables = await db.query("select 1 from information_schema.tables where table_name = 'merged_late'");
    expect(tables).toEqual([]);
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
