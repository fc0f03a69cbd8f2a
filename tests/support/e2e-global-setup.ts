// One real server for the end-to-end tests that share the demo company; tests that stop or
// break a server start their own.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(path.resolve(import.meta.dirname, '../../dist/index.html'))) {
    throw new Error('End-to-end tests need the built app: run `npm run build` first (`npm test` does).');
  }
  const server = await startServerProcess();
  project.provide('e2eBaseUrl', server.baseUrl);
  return () => server.dispose();
}
