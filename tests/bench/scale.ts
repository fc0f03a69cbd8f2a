// Scale: p50 and p99 of the month list, the bill list and the approval lists for a company of
// 1,000 employees × 24 months (generated in the database), against the same calls in a company of
// 10 employees × 24 months, in the same run. Writes the query plans of those calls to the docs.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type BenchDb, getJson, signIn, startBenchServer, type Target } from './api-client';
import { mainReads } from './api-throughput';
import type { BenchResult } from './run';

const SMALL = 10;
const LARGE = Number(process.env.BENCH_EMPLOYEES ?? 1000);
const MONTHS = 24;
const REQUESTS = Number(process.env.BENCH_SCALE_REQUESTS ?? 300);
const BUDGET = 1.5;
const ROOT = path.resolve(import.meta.dirname, '../..');

interface Latency {
  p50: number;
  p99: number;
}

/** Sequential requests, one at a time: the latency a single user sees, not the server's capacity. */
async function latency(baseUrl: string, target: Target): Promise<Latency> {
  const headers = { authorization: `Bearer ${target.token}` };
  for (let i = 0; i < 20; i++) await (await fetch(`${baseUrl}${target.url}`, { headers })).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${target.url}`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`bench: ${target.url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

async function scaleCalls(baseUrl: string): Promise<Record<string, Target>> {
  const reads = await mainReads(baseUrl, 'gen_t1', 'gen_a1');
  const regional = await signIn(baseUrl, 'gen_r1');
  return {
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

interface Measured {
  latencies: Map<string, Latency>;
  plans: Map<string, Array<{ sql: string; plan: string }>>;
  setupSeconds: number;
}

async function measure(db: BenchDb, employees: number): Promise<Measured> {
  const started = performance.now();
  const server = await startBenchServer(db, { BENCH_EMPLOYEES: String(employees), BENCH_MONTHS: String(MONTHS) });
  const setupSeconds = (performance.now() - started) / 1000;
  try {
    const calls = await scaleCalls(server.baseUrl);
    const latencies = new Map<string, Latency>();
    const plans = new Map<string, Array<{ sql: string; plan: string }>>();
    for (const [name, target] of Object.entries(calls)) {
      await fetch(`${server.baseUrl}/bench/plans/start`, { method: 'POST' });
      await getJson(server.baseUrl, target.url, target.token ?? '');
      plans.set(name, await getJson(server.baseUrl, '/bench/plans', ''));
      latencies.set(name, await latency(server.baseUrl, target));
    }
    return { latencies, plans, setupSeconds };
  } finally {
    await server.stop();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function scaleBench(db: BenchDb): Promise<BenchResult[]> {
  const small = await measure(db, SMALL);
  const large = await measure(db, LARGE);
  const results: BenchResult[] = [
    {
      name: `Scale (${db}): start-up with ${SMALL} / ${LARGE} generated employees × ${MONTHS} months`,
      value: `${small.setupSeconds.toFixed(1)} s / ${large.setupSeconds.toFixed(1)} s`,
    },
  ];
  for (const [name, big] of large.latencies) {
    const base = small.latencies.get(name) as Latency;
    // Sub-millisecond medians make ratios jumpy: a call within 1 ms of its baseline is flat.
    const ratio50 = big.p50 / base.p50;
    const ratio99 = big.p99 / base.p99;
    const isFlat = (ratio50 <= BUDGET || big.p50 - base.p50 < 1) && (ratio99 <= BUDGET || big.p99 - base.p99 < 1);
    results.push({
      name: `Scale (${db}): ${name}, ${LARGE} vs ${SMALL} employees`,
      value: `p50 ${ms(big.p50)} vs ${ms(base.p50)} (${ratio50.toFixed(2)}×), p99 ${ms(big.p99)} vs ${ms(base.p99)} (${ratio99.toFixed(2)}×)`,
      budget: `≤ ${BUDGET}× (or < 1 ms apart)`,
      isWithinBudget: isFlat,
    });
  }
  await writePlans(db, large.plans);
  return results;
}

/** Every read of each call with its plan on the large company, and whether it scans a table whole. */
async function writePlans(db: BenchDb, plans: Measured['plans']): Promise<void> {
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
      lines.push(`- \`${oneLine.length > 160 ? `${oneLine.slice(0, 157)}...` : oneLine}\``, '', '```', plan, '```', '');
    }
  }
  await writeFile(path.join(ROOT, 'docs/query-plans.md'), `${lines.join('\n')}\n`);
}
