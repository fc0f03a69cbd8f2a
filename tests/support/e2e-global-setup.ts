// One real server for the end-to-end tests that share the demo company; tests that stop or
// break a server start their own, each on a copy of a data folder seeded once here.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dataDirFromImage, PGLITE_TEMPLATE_FILE_ENV } from './pglite-template';
import { startServerProcess, TEMPLATE_DATA_DIR_ENV } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(path.resolve(import.meta.dirname, '../../dist/index.html'))) {
    throw new Error('End-to-end tests need the built app: run `npm run build` first (`npm test` does).');
  }
  // Seeded once (initdb, migrations, the demo company), stopped, and copied for every server after
  // it. When the server project runs too, its global setup (run before this one) has seeded a PGlite
  // image already, and a folder made of it is the same database at a fifth of the cost.
  const image = process.env[PGLITE_TEMPLATE_FILE_ENV];
  const templateDir = image ? await dataDirFromImage(image) : await seedOnFirstStart();
  process.env[TEMPLATE_DATA_DIR_ENV] = templateDir;
  const server = await startServerProcess();
  project.provide('e2eBaseUrl', server.baseUrl);
  return async () => {
    await server.dispose();
    await rm(templateDir, { recursive: true, force: true });
    delete process.env[TEMPLATE_DATA_DIR_ENV];
  };
}

/** A server's first start on an empty folder, stopped: its folder is the template. */
async function seedOnFirstStart(): Promise<string> {
  const server = await startServerProcess({ emptyDataDir: true });
  await server.stop();
  return server.dataDir;
}
