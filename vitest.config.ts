// Four kinds of tests, one runner: unit (node), server (in-process, PGlite and PostgreSQL),
// browser (components in real Chromium) and e2e (the built app and real server in Chromium).
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.ts';

/**
 * One group for all four projects. In groups of their own (unit and server, then browser, then
 * e2e) each group waited for its slowest file while a worker idled, and the component tests in
 * Chromium ran alone. In one group the node workers take the files in turn (e2e, then server, then
 * unit: Vitest orders projects by name, and larger files first within one), so a worker is never
 * idle while files wait, and the browser pool runs its files beside them.
 */
const ONE_GROUP = 0;

export default defineConfig({
  test: {
    // The ten slowest files close every run, so a file that makes CI slow is seen when it lands.
    reporters: ['default', './tests/support/slowest-files-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'tests/support/**/*.test.ts'],
          exclude: ['src/**/*.browser.test.{ts,tsx}'],
          setupFiles: ['tests/support/unit-setup.ts'],
          // Every project shares one group (ONE_GROUP), so each names the same two workers.
          maxWorkers: 2,
          sequence: { groupOrder: ONE_GROUP },
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts'],
          globalSetup: ['tests/support/server-global-setup.ts'],
          setupFiles: ['tests/support/server-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Vitest's default is one worker fewer than the cores: one worker on CI's two. The files
          // share their worker's modules (no mocks here), so the PGlite and server code load once
          // per worker instead of once per file: a third less CPU for the project.
          maxWorkers: 2,
          isolate: false,
          sequence: { groupOrder: ONE_GROUP },
        },
      },
      {
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.{ts,tsx}'],
          // The group's number; the browser pool runs beside the node workers, one file at a time
          // as before (Vitest's default on two cores), whatever maxWorkers says.
          maxWorkers: 2,
          sequence: { groupOrder: ONE_GROUP },
          browser: {
            enabled: true,
            headless: true,
            fileParallelism: false,
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/e2e-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // A browser page settles in its own time: a freshly started browser on a busy machine takes more
          // than expect.poll's default second to boot the app (CI saw it once, offline after a restart).
          expect: { poll: { timeout: 10_000, interval: 100 } },
          maxWorkers: 2,
          // As in the server project: playwright-core and the support modules load once per worker.
          isolate: false,
          sequence: { groupOrder: ONE_GROUP },
        },
      },
    ],
  },
});
