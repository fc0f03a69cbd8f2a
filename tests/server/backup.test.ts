// npm run backup / restore on the embedded database: back up a company with bills, approvals and
// sign-ins, wipe the data folder, restore, and find every row, image and session as before.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/database';
import { openPglite, openPostgres } from '../../server/db/database';
import { getNotification } from '../../src/contract/notifications';
import { signInThroughApi } from '../support/demo-sessions';
import { createDatabase, databaseUrlFor, dropDatabase, newDatabaseName } from '../support/postgres';
import { upload } from '../support/receipts';
import { send } from '../support/send';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every table's rows as text, ordered: the same database gives the same fingerprint. */
async function fingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await db.query<{ rows: number; digest: string }>(
      `select count(*)::int as rows, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from "${name}" t`,
    );
    result[name] = `${row?.rows} ${row?.digest}`;
  }
  return result;
}

describe('backup and restore of the embedded database', () => {
  let dataDir = '';
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('backs up, wipes, restores, and finds every row, image and sign-in as before', {
    timeout: 300_000,
  }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tourbook-backup-'));
    const image = await readFile(inject('pgliteTemplateFile'));
    // A server's data folder, from the seeded company (its approvals included), then used.
    const db = await openPglite({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: new Blob([image]) });
    const app = await buildApp({ db });
    const { token, userInfo } = await signInThroughApi(app, 'asha');
    const asha = { token, employeeId: userInfo.employeeId, companyId: userInfo.companyId };
    expect((await upload(app, asha)).status).toBe(200);
    const before = await fingerprint(db);
    expect(Number(before.bill?.split(' ')[0])).toBeGreaterThan(0);
    expect(Number(before.session?.split(' ')[0])).toBeGreaterThan(0);
    await app.close();
    await db.close();

    const file = path.join(dataDir, 'tourbook.backup');
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    execFileSync('npm', ['run', '--silent', 'backup', '--', file], { cwd: ROOT, env, stdio: 'pipe' });
    await rm(path.join(dataDir, 'pglite'), { recursive: true, force: true });
    execFileSync('npm', ['run', '--silent', 'restore', '--', file], { cwd: ROOT, env, stdio: 'pipe' });

    const restored = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    try {
      expect(await fingerprint(restored)).toEqual(before);
      // The sign-in survives: the same token still opens asha's data.
      const again = await buildApp({ db: restored });
      const answer = await send(again, { token }, getNotification, {
        query: { employeeId: asha.employeeId },
      });
      expect(answer.status).toBe(200);
      await again.close();
    } finally {
      await restored.close();
    }
  });
});

/** The documented way for PostgreSQL (README 'Backing up'): pg_dump -Fc, then pg_restore into an empty database. */
describe.runIf(process.env.DATABASE_URL)(
  'backup and restore of PostgreSQL with pg_dump and pg_restore',
  () => {
    it('backs up, drops, restores, and finds every row, image and sign-in as before', {
      timeout: 300_000,
    }, async () => {
      const adminUrl = process.env.DATABASE_URL as string;
      const name = newDatabaseName('tourbook_backup');
      const template = inject('postgresTemplate') ?? undefined;
      await createDatabase(adminUrl, name, template);
      const url = databaseUrlFor(adminUrl, name);
      const dir = await mkdtemp(path.join(tmpdir(), 'tourbook-pgdump-'));
      try {
        const db = await openPostgres(url);
        const app = await buildApp({ db });
        const { token, userInfo } = await signInThroughApi(app, 'asha');
        expect(
          (await upload(app, { token, employeeId: userInfo.employeeId, companyId: userInfo.companyId }))
            .status,
        ).toBe(200);
        const before = await fingerprint(db);
        await app.close();
        await db.close();

        const file = path.join(dir, 'tourbook.dump');
        execFileSync('pg_dump', ['-Fc', '-f', file, url], { stdio: 'pipe' });
        await dropDatabase(adminUrl, name);
        await createDatabase(adminUrl, name);
        execFileSync('pg_restore', ['--no-owner', '-d', url, file], { stdio: 'pipe' });

        const restored = await openPostgres(url);
        try {
          expect(await fingerprint(restored)).toEqual(before);
          const again = await buildApp({ db: restored });
          const answer = await send(again, { token }, getNotification, {
            query: { employeeId: userInfo.employeeId },
          });
          expect(answer.status).toBe(200);
          await again.close();
        } finally {
          await restored.close();
        }
      } finally {
        await dropDatabase(adminUrl, name);
        await rm(dir, { recursive: true, force: true });
      }
    });
  },
);
