// Scale: p50 and p99 of the dashboard, the month list, the bill list and the approval lists for a company of
// 1,000 employees × 24 months (generated in the database), against the same calls in a company of
// 10 employees × 24 months, in the same run. Writes the query plans of those calls to the docs.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type BenchDb, getJson, signIn, startBenchServer, type Target } from './api-client';
import { mainReads } from './api-throughput';
import type { BenchResult } from './bench-result';

const SMALL = 10;
const LARGE = Number(process.env.BENCH_EMPLOYEES ?? 1000);
const MONTHS = 24;
const REQUESTS = Number(process.env.BENCH_SCALE_REQUESTS ?? 1000);
const BUDGET = 1.5;
const ROOT = path.resolve(import.meta.dirname, '../..');

interface Latency {
  p50: number;
  p99: number;
}

async function timed(baseUrl: string, target: Target): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${target.url}`, {
    headers: { authorization: `Bearer ${target.token}` },
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`bench: ${target.url} answered ${response.status}`);
  return performance.now() - started;
}

function percentiles(times: number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

/**
 * Sequential requests, one at a time (the latency one user sees, not the server's capacity),
 * alternating between the two companies so that the shared machine's drift hits both alike.
 */
async function latencies(small: Side, large: Side): Promise<[Latency, Latency]> {
  for (let i = 0; i < 20; i++) {
    await timed(small.baseUrl, small.target);
    await timed(large.baseUrl, large.target);
  }
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < REQUESTS; i++) {
    times[0].push(await timed(small.baseUrl, small.target));
    times[1].push(await timed(large.baseUrl, large.target));
  }
  return [percentiles(times[0]), percentiles(times[1])];
}

interface Side {
  baseUrl: string;
  target: Target;
}

async function scaleCalls(baseUrl: string): Promise<Record<string, Target>> {
  const reads = await mainReads(baseUrl, 'gen_t1', 'gen_a1');
  const regional = await signIn(baseUrl, 'gen_r1');
  return {
    dashboard: reads['dashboard (ExpenseMainDashboard)'] as Target,
    'month list': reads['month list (getMyExpense)'] as Target,
    'bill list': reads['bill list (GetExpenseUploadTemp)'] as Target,
    'approval list, level 1': reads['approval list (GetExpenseApproval)'] as Target,
    'approval list, level 2': {
      url: `/api/GetExpenseApproval?employeeid=${regional.userInfo.employeeId}`,
      token: regional.token,
    },
    'chart approval list': {
      url: `/api/getSTPFCApprovalDetail?employeeId=${regional.userInfo.employeeId}`,
      token: regional.token,
    },
  };
}

type Plans = Map<string, Array<{ sql: string; plan: string }>>;

async function recordPlans(baseUrl: string, calls: Record<string, Target>): Promise<Plans> {
  const plans: Plans = new Map();
  for (const [name, target] of Object.entries(calls)) {
    await fetch(`${baseUrl}/bench/plans/start`, { method: 'POST' });
    await getJson(baseUrl, target.url, target.token ?? '');
    plans.set(name, await getJson(baseUrl, '/bench/plans', ''));
  }
  return plans;
}

async function start(db: BenchDb, employees: number) {
  const started = performance.now();
  const server = await startBenchServer(db, {
    BENCH_EMPLOYEES: String(employees),
    BENCH_MONTHS: String(MONTHS),
  });
  return { server, seconds: (performance.now() - started) / 1000 };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function scaleBench(
  db: BenchDb,
  { isWritingPlans }: { isWritingPlans: boolean },
): Promise<BenchResult[]> {
  const small = await start(db, SMALL);
  try {
    const large = await start(db, LARGE);
    try {
      const results: BenchResult[] = [
        {
          name: `Scale (${db}): server start with ${SMALL} / ${LARGE} generated employees × ${MONTHS} months`,
          value: `${small.seconds.toFixed(1)} s / ${large.seconds.toFixed(1)} s`,
        },
      ];
      const smallCalls = await scaleCalls(small.server.baseUrl);
      const largeCalls = await scaleCalls(large.server.baseUrl);
      const plans = await recordPlans(large.server.baseUrl, largeCalls);
      if (isWritingPlans) await writePlans(db, plans);
      else printPlans(plans);
      for (const [name, target] of Object.entries(largeCalls)) {
        const [base, big] = await latencies(
          { baseUrl: small.server.baseUrl, target: smallCalls[name] as Target },
          { baseUrl: large.server.baseUrl, target },
        );
        // Sub-millisecond medians make ratios jumpy: a call within 1 ms of its baseline is flat.
        const ratio50 = big.p50 / base.p50;
        const ratio99 = big.p99 / base.p99;
        const isFlat =
          (ratio50 <= BUDGET || big.p50 - base.p50 < 1) && (ratio99 <= BUDGET || big.p99 - base.p99 < 1);
        results.push({
          name: `Scale (${db}): ${name}, ${LARGE} vs ${SMALL} employees`,
          value: `p50 ${ms(big.p50)} vs ${ms(base.p50)} (${ratio50.toFixed(2)}×), p99 ${ms(big.p99)} vs ${ms(base.p99)} (${ratio99.toFixed(2)}×)`,
          budget: `≤ ${BUDGET}× (or < 1 ms apart)`,
          isWithinBudget: isFlat,
        });
      }
      return results;
    } finally {
      await large.server.stop();
    }
  } finally {
    await small.server.stop();
  }
}

function printPlans(plans: Plans): void {
  for (const [call, reads] of plans) {
    for (const { sql, plan } of reads)
      console.log(`-- ${call}\n${sql.replace(/\s+/g, ' ').trim()}\n${plan}\n`);
  }
}

/** Every read of each call with its plan on the large company, and whether it scans a table whole. */
async function writePlans(db: BenchDb, plans: Plans): Promise<void> {
  const lines = [
    '# Query plans of the scale bench',
    '',
    `Written by \`npm run bench\` (tests/bench/scale.ts) on ${db}, with ${LARGE} generated employees ×`,
    `${MONTHS} months. Each call's reads in the order it runs them, with the plan PostgreSQL chose for`,
    "the call's own parameters. A `Seq Scan` on a table that grows with the company is a missing index.",
    '',
  ];
  for (const [call, reads] of plans) {
    lines.push(`## ${call}`, '');
    for (const { sql, plan } of reads) {
      const oneLine = sql.replace(/\s+/g, ' ').trim();
      lines.push(
        `- \`${oneLine.length > 160 ? `${oneLine.slice(0, 157)}...` : oneLine}\``,
        '',
        '```',
        plan,
        '```',
        '',
      );
    }
  }
  await writeFile(path.join(ROOT, 'docs/query-plans.md'), `${lines.join('\n')}\n`);
}
