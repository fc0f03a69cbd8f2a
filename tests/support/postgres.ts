// PostgreSQL test databases: one per test file, copied from the run's seeded template.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The same server and credentials as DATABASE_URL, another database. */
export function databaseUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database name; safe to put in SQL as it is only lowercase letters, digits and _. */
export function newDatabaseName(prefix: string): string {
  return `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
}

export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  await admin(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await admin(adminUrl, `drop database if exists ${name} with (force)`);
}
