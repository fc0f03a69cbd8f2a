// A second `npm start` with nothing changed (issue 40): from the command to the first page answered,
// beside a bare Node process start on the same machine, quiet and then loaded with a busy loop per
// core. The first start (which may build and compile) is not timed; the ratio is what to compare.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BenchResult } from './bench-result';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUDGET_MS = 2000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Runs `npm start`'s script and times it to the first answered page; stops it after. */
async function startToFirstPage(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start ended with ${child.exitCode}`);
      const answer = await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined);
      if (answer?.ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await exited(child);
  }
}

async function bareNodeStart(): Promise<number> {
  const started = performance.now();
  await exited(spawn(process.execPath, ['-e', ''], { stdio: 'ignore' }));
  return performance.now() - started;
}

/** A busy loop on every core while `measure` runs: a loaded machine, as CI's and a laptop's can be. */
async function underLoad<T>(measure: () => Promise<T>): Promise<T> {
  const loops = cpus().map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  try {
    return await measure();
  } finally {
    for (const loop of loops) loop.kill('SIGKILL');
    await Promise.all(loops.map(exited));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function medianStarts(dataDir: string) {
  const starts = [
    await startToFirstPage(dataDir),
    await startToFirstPage(dataDir),
    await startToFirstPage(dataDir),
  ];
  const bare = [await bareNodeStart(), await bareNodeStart(), await bareNodeStart()];
  return { start: median(starts), bare: median(bare) };
}

export async function secondStartBench(): Promise<BenchResult[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tourbook-second-start-'));
  try {
    await startToFirstPage(dataDir); // the first start: builds, compiles and seeds as needed
    const quiet = await medianStarts(dataDir);
    const loaded = await underLoad(() => medianStarts(dataDir));
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const ratio = (run: { start: number; bare: number }) =>
      `${(run.start / run.bare).toFixed(1)}x a bare Node start`;
    return [
      {
        name: 'Second npm start, nothing changed, to the first page (median of 3)',
        value: `${seconds(quiet.start)} (${ratio(quiet)})`,
        budget: '≤ 2 s',
        isWithinBudget: quiet.start <= BUDGET_MS,
      },
      {
        name: `The same with a busy loop on each of ${cpus().length} cores`,
        value: `${seconds(loaded.start)} (${ratio(loaded)})`,
      },
    ];
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
