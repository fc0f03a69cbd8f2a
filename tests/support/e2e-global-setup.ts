// One real server for the end-to-end tests that share the demo company; tests that stop or
// break a server start their own, each on a copy of a data folder seeded once here.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dataDirFromImage, forgetSeededImage, seededImage } from './pglite-template';
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
  // Seeded once (the run's PGlite image, shared with the server project's setup: whichever runs
  // first seeds it), laid out as a stopped server's folder, and copied for every server after it.
  const templateDir = await dataDirFromImage((await seededImage()).file);
  process.env[TEMPLATE_DATA_DIR_ENV] = templateDir;
  const server = await startServerProcess();
  project.provide('e2eBaseUrl', server.baseUrl);
  return async () => {
    await server.dispose();
    await rm(templateDir, { recursive: true, force: true });
    delete process.env[TEMPLATE_DATA_DIR_ENV];
    await forgetSeededImage();
  };
}
