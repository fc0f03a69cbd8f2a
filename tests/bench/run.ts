// `npm run bench`: the budgets of issue 11, measured in one run on this machine, printed as a table
// and written to docs/benchmarks.md; the exit code is 1 when a budget is missed.
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { adminImportBench } from './admin-import';
import type { BenchDb } from './api-client';
import { throughputBench } from './api-throughput';
import type { BenchResult } from './bench-result';
import { bundleBench } from './bundles';
import { compressionBench } from './compression';
import { financeBench } from './finance';
import { lighthouseBench } from './lighthouse';
import { memoryBench } from './memory';
import { navigationBench } from './navigation';
import { receiptReadingBench } from './receipt-reading';
import { scaleBench } from './scale';
import { secondStartBench } from './second-start';
import { startupBench } from './startup';
import { syncBench } from './sync';

const ROOT = path.resolve(import.meta.dirname, '../..');
// PostgreSQL figures need a server to create a bench database in; PGlite needs nothing.
const databases: BenchDb[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const scaleDb: BenchDb = process.env.DATABASE_URL ? 'postgres' : 'pglite';

// `npm run bench -- --only sync,scale` runs some sections for a quick look; such a partial run
// prints its figures but leaves docs/benchmarks.md and docs/query-plans.md as they were, unless
// `--write` is given too: then only those sections of docs/benchmarks.md are replaced, each saying
// when and at which commit it was measured.
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? (process.argv[onlyAt + 1] ?? '').split(',') : undefined;
const isPartialRun = only !== undefined;
const isWritingSections = isPartialRun && process.argv.includes('--write');

const allSections: Array<[string, string, () => Promise<BenchResult[]>]> = [
  ['bundles', 'JavaScript loaded by the first views', bundleBench],
  ['startup', 'Server start-up', startupBench],
  ['second-start', 'A second npm start (issue 40)', secondStartBench],
  ['compression', 'Receipt compression', compressionBench],
  ['receipts', 'Receipt reading', receiptReadingBench],
  ['sync', 'Outbox sync', syncBench],
  ['lighthouse', 'Lighthouse (mobile)', lighthouseBench],
  ['navigation', 'Warm in-app navigation (desktop)', navigationBench],
  ['memory', 'Browser memory', memoryBench],
  ['api', 'API throughput', () => throughputBench(databases)],
  ['scale', 'Scale', () => scaleBench(scaleDb, { isWritingPlans: !isPartialRun })],
  ['finance', 'Finance close files', financeBench],
  ['admin', 'Company import (issue 24)', adminImportBench],
];
const unknown = only?.filter((key) => !allSections.some(([name]) => name === key)) ?? [];
if (unknown.length > 0 || only?.length === 0) {
  throw new Error(`bench: --only takes some of ${allSections.map(([key]) => key).join(', ')}`);
}
const sections = allSections.filter(([key]) => !only || only.includes(key));

const startedAt = new Date();
// Taken before the run, which rewrites docs/benchmarks.md and docs/query-plans.md itself.
const commit = git(['rev-parse', '--short', 'HEAD']);
const isDirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
const loadBefore = loadavg()[0] ?? 0;
const measured: Array<[string, BenchResult[]]> = [];
for (const [, title, bench] of sections) {
  const started = performance.now();
  const results = await bench();
  console.log(`${title}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  measured.push([title, results]);
}
if (!process.env.DATABASE_URL && (!only || only.includes('api'))) {
  measured.push([
    'Not measured',
    [
      {
        name: 'API throughput on PostgreSQL (and its budget, main reads ≥ 0.5× bare)',
        value: 'skipped: DATABASE_URL is not set',
      },
    ],
  ]);
}

const all = measured.flatMap(([, results]) => results);
const width = Math.max(...all.map((result) => result.name.length));
console.log('');
for (const result of all) {
  const verdict = result.budget
    ? ` (budget ${result.budget}: ${result.isWithinBudget ? 'met' : 'MISSED'})`
    : '';
  console.log(`${result.name.padEnd(width)}  ${result.value}${verdict}`);
}
if (!isPartialRun) await writeReport();
if (isWritingSections) await writeSections();
process.exitCode = all.some((result) => result.isWithinBudget === false) ? 1 : 0;

async function writeReport() {
  const minutes = (Date.now() - startedAt.getTime()) / 60_000;
  const missed = all.filter((result) => result.isWithinBudget === false);
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (tests/bench/run.ts); the budgets are those of issue 11. Absolute',
    'times drift on a shared machine, so each figure stands beside a baseline measured in the same',
    'run (react + react-dom alone, a bare route in the same server and database, the same calls with',
    '10 employees, the same uploads sent directly). What the profiles showed about the budgets',
    'missed, and what was changed for them: docs/decisions.md, section Performance.',
    '',
    `- Date: ${startedAt.toISOString()}`,
    `- Commit: ${commit}${isDirty ? ' (with uncommitted changes)' : ''}`,
    `- Cores: ${cpus().length}; load average at start ${loadBefore.toFixed(1)}, at end ${(loadavg()[0] ?? 0).toFixed(1)}`,
    `- Node ${process.version}; databases: ${databases.join(', ')}; scale on ${scaleDb}`,
    `- Run time: ${minutes.toFixed(1)} min`,
    `- Budgets: ${all.filter((result) => result.budget).length} checked, ${missed.length} missed${missed.length ? `: ${missed.map((result) => result.name).join('; ')}` : ''}`,
    '',
  ];
  for (const [title, results] of measured) {
    lines.push(`## ${title}`, '', ...table(results), '');
  }
  await writeFile(path.join(ROOT, 'docs/benchmarks.md'), lines.join('\n'));
}

/** Replaces (or adds) the measured sections in docs/benchmarks.md, the rest left as it was. */
async function writeSections() {
  const file = path.join(ROOT, 'docs/benchmarks.md');
  let text = await readFile(file, 'utf8');
  for (const [title, results] of measured) {
    const heading = `## ${title}`;
    const section = [
      heading,
      '',
      `Measured on its own (\`--only\`) on ${startedAt.toISOString()} at ${commit}${isDirty ? ' (with uncommitted changes)' : ''}; ${cpus().length} cores, load average at start ${loadBefore.toFixed(1)}, at end ${(loadavg()[0] ?? 0).toFixed(1)}.`,
      '',
      ...table(results),
      '',
    ].join('\n');
    const start = text.indexOf(`${heading}\n`);
    if (start < 0) {
      text = `${text.trimEnd()}\n\n${section}`;
      continue;
    }
    const next = text.indexOf('\n## ', start + heading.length);
    text = `${text.slice(0, start)}${section}${next < 0 ? '' : text.slice(next + 1)}`;
  }
  await writeFile(file, `${text.trimEnd()}\n`);
}

function table(results: BenchResult[]): string[] {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  return [
    '| figure | measured | budget | verdict |',
    '|---|---|---|---|',
    ...results.map((result) => {
      const verdict = result.budget ? (result.isWithinBudget ? 'met' : '**missed**') : '';
      return `| ${cell(result.name)} | ${cell(result.value)} | ${cell(result.budget ?? '')} | ${verdict} |`;
    }),
  ];
}

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}
