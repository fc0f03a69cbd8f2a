// Builds the seeded database once per run; every server test file starts from a copy of it, and
// the e2e project's servers from a folder made of the same PGlite image when both projects run.
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seedDemoCompany } from '../../server/seed/seed';
import { PGLITE_TEMPLATE_FILE_ENV } from './pglite-template';
import { createDatabase, databaseUrlFor, dropDatabase, newDatabaseName } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  const templateFile = path.join(tmpdir(), `tourbook-template-${randomUUID()}.bin`);
  // The two seeds run side by side: PGlite's in this process, PostgreSQL's mostly in its server.
  const [, template] = await Promise.all([
    seedPglite(templateFile),
    adminUrl ? seedPostgres(adminUrl) : Promise.resolve(null),
  ]);
  project.provide('pgliteTemplateFile', templateFile);
  project.provide('postgresTemplate', template);
  process.env[PGLITE_TEMPLATE_FILE_ENV] = templateFile;

  return async () => {
    delete process.env[PGLITE_TEMPLATE_FILE_ENV];
    await rm(templateFile, { force: true });
    if (adminUrl && template) await dropDatabase(adminUrl, template);
  };
}

async function seedPglite(templateFile: string): Promise<void> {
  const lite = await openPglite();
  await migrate(lite);
  await seedDemoCompany(lite);
  await writeFile(templateFile, Buffer.from(await (await lite.dump()).arrayBuffer()));
  await lite.close();
}

async function seedPostgres(adminUrl: string): Promise<string> {
  // Tests own their databases: the shared one keeps whatever earlier runs left (TOOLCHAIN.md).
  const template = newDatabaseName('tourbook_tpl');
  await createDatabase(adminUrl, template);
  const db = await openPostgres(databaseUrlFor(adminUrl, template));
  await migrate(db);
  await seedDemoCompany(db);
  await db.close();
  return template;
}
