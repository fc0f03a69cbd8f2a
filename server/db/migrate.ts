// Applies the numbered SQL files of db/migrations in order, each once, each in its own transaction.
import { readdir, readFile } from 'node:fs/promises';
import type { Database } from './database';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
// Any constant shared by every Tourbook server: two servers starting together on one
// PostgreSQL wait for each other instead of applying the same file twice.
export const MIGRATION_LOCK_KEY = 7_406_112;

interface Migration {
  version: number;
  name: string;
  sql: string;
}

export async function readMigrations(): Promise<Migration[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file)).sort();
  return Promise.all(
    files.map(async (file) => ({
      version: Number(file.slice(0, 3)),
      name: file.replace(/\.sql$/, ''),
      sql: await readFile(new URL(file, MIGRATIONS_DIR), 'utf8'),
    })),
  );
}

/**
 * Returns the names of the migrations it applied. A migration numbered below one the database
 * already has is refused before anything runs: merged late from a branch that took a lower number,
 * it would run after the migrations it was written before, on tables they have changed.
 */
export async function migrate(db: Database, migrations?: Migration[]): Promise<string[]> {
  // Under the lock too: two sessions creating the same table 'if not exists' at once can both
  // miss it, and the second fails on PostgreSQL's catalogue (pg_type's unique name).
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(`create table if not exists schema_migration (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
  });
  const applied: string[] = [];
  // Most starts have nothing to apply: one read instead of a locked transaction per migration.
  const seen = new Set(
    (await db.query<{ version: number }>('select version from schema_migration')).map((row) => row.version),
  );
  const pending = (migrations ?? (await readMigrations())).filter(
    (migration) => !seen.has(migration.version),
  );
  const newest = Math.max(0, ...seen);
  const early = pending.find((migration) => migration.version < newest);
  if (early) throw new Error(outOfOrderText(early, newest));
  for (const migration of pending) {
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const seen = await tx.query('select 1 from schema_migration where version = $1', [migration.version]);
      if (seen.length > 0) return false;
      // Statements run one by one: the extended protocol takes a single statement per call.
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('insert into schema_migration (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}

function outOfOrderText(migration: Migration, newest: number): string {
  const number = String(newest).padStart(3, '0');
  return `Migration ${migration.name} is numbered below ${number}, which this database already has, so it would run out of order. Give it a number above ${number}.`;
}

/** Splits a migration file on semicolons that end a line; migrations keep to that shape. */
export function splitStatements(sql: string): string[] {
  return sql
    .replace(/^\s*--.*$/gm, '')
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}
