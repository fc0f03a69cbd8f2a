// Lighthouse 13 (mobile profile, simulated throttling) on /login and, signed in as asha (vikram for
// /expense-approval), on /home, /my-expense and /expense-approval: performance, LCP, TBT, CLS and
// accessibility against issue 11's budgets. Lighthouse drives a Chromium launched by Playwright on
// a persistent profile through its debugging port, so the session put into localStorage (the way
// tests/support/browser.ts signs in) is the one Lighthouse's tab sees; storage is not reset.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { loginThroughApi } from '../support/browser';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { freePort, startServerProcess } from '../support/server-process';
import type { BenchResult } from './bench-result';

const BUDGET = { performance: 0.95, lcpMs: 1800, tbtMs: 100, cls: 0.05, accessibility: 1 };

const ONLY = process.env.BENCH_LIGHTHOUSE_PATH;

const PAGES: Array<{ path: string; userName?: string }> = [
  { path: '/login' },
  { path: '/home', userName: 'asha' },
  { path: '/my-expense', userName: 'asha' },
  { path: '/expense-approval', userName: 'vikram' },
];

interface Audit {
  numericValue?: number;
  score: number | null;
  details?: { items?: unknown[] };
}

/** The part of Lighthouse's report this bench reads. */
interface Report {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string }> } | undefined>;
  audits: Record<string, Audit>;
}

type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
  config: undefined,
) => Promise<{ lhr: Report } | undefined>;

/**
 * Lighthouse lives in tests/bench/tools, a package of its own that `npm run bench` installs: it and
 * the puppeteer it brings declare Node 22, and the app's install stays free of their warnings.
 */
async function loadLighthouse(): Promise<Lighthouse> {
  const entry = path.join(import.meta.dirname, 'tools/node_modules/lighthouse/core/index.js');
  try {
    return ((await import(pathToFileURL(entry).href)) as { default: Lighthouse }).default;
  } catch (error) {
    throw new Error(
      `Lighthouse is not installed: run \`npm run bench\` (it installs tests/bench/tools). ${error}`,
    );
  }
}

export async function lighthouseBench(): Promise<BenchResult[]> {
  // Lighthouse finds Chromium through CHROME_PATH when it needs to; here it only attaches.
  process.env.CHROME_PATH ??= CHROMIUM_PATH;
  const lighthouse = await loadLighthouse();
  const server = await startServerProcess();
  const profile = await mkdtemp(path.join(tmpdir(), 'tourbook-lighthouse-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    baseURL: server.baseUrl,
  });
  const results: BenchResult[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    for (const { path: route, userName } of PAGES.filter((item) => !ONLY || item.path === ONLY)) {
      if (userName) await loginThroughApi(page, server.baseUrl, userName);
      else await page.goto('/login').then(() => page.evaluate(() => localStorage.clear()));
      const run = async () => {
        const runnerResult = await lighthouse(
          `${server.baseUrl}${route}`,
          {
            port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            disableStorageReset: true,
          },
          undefined,
        );
        if (!runnerResult) throw new Error(`lighthouse: no result for ${route}`);
        return runnerResult.lhr;
      };
      // A run Lighthouse could not finish (its trace lost the navigation on a loaded machine: it says
      // 'Please run Lighthouse again') is run once more; a second failure is reported with its reason.
      let lhr = await run();
      const firstError = lhr.runtimeError;
      if (firstError) lhr = await run();
      const { categories, audits, runtimeError } = lhr;
      const who = userName ? ` (${userName})` : '';
      if (runtimeError) {
        results.push({
          name: `Lighthouse ${route}${who}`,
          value: `run failed twice: ${runtimeError.code} ${runtimeError.message}`,
          budget: 'a finished run',
          isWithinBudget: false,
        });
        continue;
      }
      const retried = firstError ? `; the first run failed (${firstError.code}) and was run again` : '';
      const audit = (id: string) => audits[id] as Audit | undefined;
      const performance = categories.performance?.score ?? 0;
      const accessibility = categories.accessibility?.score ?? 0;
      const lcp = audit('largest-contentful-paint')?.numericValue ?? Number.POSITIVE_INFINITY;
      const tbt = audit('total-blocking-time')?.numericValue ?? Number.POSITIVE_INFINITY;
      const cls = audit('cumulative-layout-shift')?.numericValue ?? Number.POSITIVE_INFINITY;
      const failing = Object.entries(audits)
        .filter(
          ([id, item]) =>
            item.score === 0 && categories.accessibility?.auditRefs.some((ref) => ref.id === id),
        )
        .map(([id]) => id);
      // What the main thread was busy with: the scripts with the most evaluation time.
      const bootup = (audit('bootup-time')?.details?.items ?? []) as Array<{
        url?: string;
        scripting?: number;
      }>;
      const busiest = bootup
        .filter((item) => (item.scripting ?? 0) >= 50)
        .slice(0, 3)
        .map((item) => `${(item.url ?? '').split('/').pop()} ${(item.scripting ?? 0).toFixed(0)} ms`);
      // The tasks that count towards TBT (over 50 ms, as simulated on the throttled phone).
      const longTasks = ((audit('long-tasks')?.details?.items ?? []) as Array<{ duration?: number }>)
        .map((item) => item.duration ?? 0)
        .filter((duration) => duration > 50);
      const longTaskText = longTasks.length
        ? `; long tasks ${longTasks.map((duration) => `${duration.toFixed(0)} ms`).join(', ')}`
        : '';
      results.push(
        {
          name: `Lighthouse ${route}${who}: performance`,
          value: performance.toFixed(2),
          budget: `≥ ${BUDGET.performance}`,
          isWithinBudget: performance >= BUDGET.performance,
        },
        {
          name: `Lighthouse ${route}${who}: LCP / TBT / CLS`,
          value: `${(lcp / 1000).toFixed(2)} s / ${tbt.toFixed(0)} ms / ${cls.toFixed(3)}${busiest.length ? ` (scripting: ${busiest.join(', ')}${longTaskText})` : ''}${retried}`,
          budget: `≤ ${BUDGET.lcpMs / 1000} s / ≤ ${BUDGET.tbtMs} ms / ≤ ${BUDGET.cls}`,
          isWithinBudget: lcp <= BUDGET.lcpMs && tbt <= BUDGET.tbtMs && cls <= BUDGET.cls,
        },
        {
          name: `Lighthouse ${route}${who}: accessibility`,
          value: `${accessibility.toFixed(2)}${failing.length ? ` (failing: ${failing.join(', ')})` : ''}`,
          budget: `= ${BUDGET.accessibility}`,
          isWithinBudget: accessibility >= BUDGET.accessibility,
        },
      );
    }
    return results;
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
    await server.dispose();
  }
}
