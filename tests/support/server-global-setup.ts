// Builds the seeded database once per run; every server test file starts from a copy of it.
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seedDemoCompany } from '../../server/seed/seed';
import { createDatabase, databaseUrlFor, dropDatabase, newDatabaseName } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const templateFile = path.join(tmpdir(), `tourbook-template-${randomUUID()}.bin`);
  const lite = await openPglite();
  await migrate(lite);
  await seedDemoCompany(lite);
  await writeFile(templateFile, Buffer.from(await (await lite.dump()).arrayBuffer()));
  await lite.close();
  project.provide('pgliteTemplateFile', templateFile);

  const adminUrl = process.env.DATABASE_URL;
  let template: string | null = null;
  if (adminUrl) {
    // Tests own their databases: the shared one keeps whatever earlier runs left (TOOLCHAIN.md).
    template = newDatabaseName('tourbook_tpl');
    await createDatabase(adminUrl, template);
    const db = await openPostgres(databaseUrlFor(adminUrl, template));
    await migrate(db);
    await seedDemoCompany(db);
    await db.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    await rm(templateFile, { force: true });
    if (adminUrl && template) await dropDatabase(adminUrl, template);
  };
}
