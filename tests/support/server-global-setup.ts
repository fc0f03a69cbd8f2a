// Builds the seeded databases once per run; every server test file starts from a copy of one (the
// PGlite image is the run's, tests/support/pglite-template.ts, shared with the e2e setup).
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seedDemoCompany } from '../../server/seed/seed';
import { forgetSeededImage, seededImage } from './pglite-template';
import { createDatabase, databaseUrlFor, dropDatabase, newDatabaseName } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  // The two seeds run side by side: PGlite's in this process, PostgreSQL's mostly in its server.
  const [templateFile, template] = await Promise.all([
    seededImage(),
    adminUrl ? seedPostgres(adminUrl) : Promise.resolve(null),
  ]);
  project.provide('pgliteTemplateFile', templateFile);
  project.provide('postgresTemplate', template);

  return async () => {
    await forgetSeededImage();
    if (adminUrl && template) await dropDatabase(adminUrl, template);
  };
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
