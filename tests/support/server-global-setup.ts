// Builds the seeded databases once per run; every server test file starts from a copy of one (the
// PGlite image is the run's, tests/support/pglite-template.ts, shared with the e2e setup).
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seedDemoCompany } from '../../server/seed/seed';
import { forgetSeededImage, seededImage } from './pglite-template';
import { createDatabase, databaseUrlFor, dropDatabase, newDatabaseName } from './postgres';
import { seedOnOneDay } from './suite-clock';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    postgresTemplate: string | null;
    /** India's date both templates were seeded on (tests/support/suite-clock.ts). */
    seededOn: string;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  // The two seeds run side by side: PGlite's in this process, PostgreSQL's mostly in its server.
  let [image, template] = await Promise.all([
    seededImage(),
    adminUrl ? seedPostgres(adminUrl) : Promise.resolve(null),
  ]);
  // Midnight in India fell between the two seeds: the earlier is seeded again, on the later's day.
  while (adminUrl && template && template.seededOn !== image.seededOn) {
    if (template.seededOn < image.seededOn) {
      await dropDatabase(adminUrl, template.name);
      template = await seedPostgres(adminUrl);
    } else {
      await forgetSeededImage();
      image = await seededImage();
    }
  }
  project.provide('pgliteTemplateFile', image.file);
  project.provide('postgresTemplate', template?.name ?? null);
  project.provide('seededOn', image.seededOn);

  return async () => {
    await forgetSeededImage();
    if (adminUrl && template) await dropDatabase(adminUrl, template.name);
  };
}

async function seedPostgres(adminUrl: string): Promise<{ name: string; seededOn: string }> {
  const { seeded: name, seededOn } = await seedOnOneDay(
    async () => {
      // Tests own their databases: the shared one keeps whatever earlier runs left (TOOLCHAIN.md).
      const name = newDatabaseName('tourbook_tpl');
      await createDatabase(adminUrl, name);
      const db = await openPostgres(databaseUrlFor(adminUrl, name));
      await migrate(db);
      await seedDemoCompany(db);
      await db.close();
      return name;
    },
    (name) => dropDatabase(adminUrl, name),
  );
  return { name, seededOn };
}
