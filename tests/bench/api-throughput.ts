// API throughput (requests/s, p50, p99) of the main calls at 10 and 50 connections, on PGlite and
// PostgreSQL, against a bare JSON route (one trivial query) in the same server process and database.

import { DEMO_PASSWORD } from '../../server/seed/demo-company';
import type { TMyExpenseItem } from '../../src/contract/expenses';
import { type BenchDb, getJson, type Load, load, signIn, startBenchServer, type Target } from './api-client';
import type { BenchResult } from './bench-result';
import { cpuTimes } from './cpu-time';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = [10, 50];
/** Below LOGIN_FAILURE_LIMIT (10): every attempt is counted until it succeeds. */
const SIGN_IN_CONNECTIONS = 8;
/** Main reads on PostgreSQL must keep at least this share of the bare route's requests/s. */
const READ_SHARE = 0.5;

export interface Calls {
  [name: string]: Target;
}

/** The calls a rep and their approver make most, as URLs with real ids found through the API. */
export async function mainReads(baseUrl: string, rep: string, approver: string): Promise<Calls> {
  const { token, userInfo } = await signIn(baseUrl, rep);
  const { employeeId, companyId } = userInfo;
  // Last month: a whole month of days (the current one may have just begun).
  const last = new Date(userInfo.expenseYear, userInfo.expenseMonth - 2, 1);
  const monthUrl = `/api/getMyExpense?employeeId=${employeeId}&companyId=${companyId}&month=${last.getMonth() + 1}&year=${last.getFullYear()}`;
  const month = await getJson<{ getMyExpenseList: TMyExpenseItem[] }>(baseUrl, monthUrl, token);
  const day = month.getMyExpenseList.find((item) => item.activityTypeId !== null);
  if (!day) throw new Error(`bench: ${rep} has no working day last month`);
  const boss = await signIn(baseUrl, approver);
  const calls: Calls = {
    'dashboard (ExpenseMainDashboard)': {
      url: `/api/ExpenseMainDashboard?EmployeeId=${employeeId}&CompanyId=${companyId}`,
      token,
    },
    'month list (getMyExpense)': { url: monthUrl, token },
    'day details (expenseUpdateDayWise)': {
      url: `/api/expenseUpdateDayWise?employeeId=${employeeId}&expenseId=${day.expenseId}&activityDate=${day.activityDate}`,
      token,
    },
    'bill list (GetExpenseUploadTemp)': {
      url: `/api/GetExpenseUploadTemp?employeeId=${employeeId}&companyId=${companyId}`,
      token,
    },
    'SFC grid (SFCBindGrid)': { url: `/api/SFCBindGrid?EmployeeId=${employeeId}`, token },
    'approval list (GetExpenseApproval)': {
      url: `/api/GetExpenseApproval?employeeid=${boss.userInfo.employeeId}`,
      token: boss.token,
    },
  };
  // A call that fails now would only measure error answers.
  for (const call of Object.values(calls)) await getJson(baseUrl, call.url, call.token ?? '');
  return calls;
}

const fmt = (value: number) => value.toFixed(0);

interface Measured extends Load {
  /** CPU time per answered request: the server process's, and PostgreSQL's processes'. */
  serverMs: number;
  postgresMs: number;
}

async function measure(baseUrl: string, pid: number, target: Target, connections: number): Promise<Measured> {
  const before = cpuTimes(pid);
  const run = await load(baseUrl, target, connections, SECONDS);
  const after = cpuTimes(pid);
  const requests = Math.max(1, run.requestsPerSecond * SECONDS);
  return {
    ...run,
    serverMs: (after.serverMs - before.serverMs) / requests,
    postgresMs: (after.postgresMs - before.postgresMs) / requests,
  };
}

/** Where a request's time goes: PGlite runs inside the server process, so it has one figure. */
function cpuText(run: Measured, db: BenchDb): string {
  return db === 'postgres'
    ? `CPU ${run.serverMs.toFixed(2)} ms server + ${run.postgresMs.toFixed(2)} ms PostgreSQL per request`
    : `CPU ${run.serverMs.toFixed(2)} ms per request`;
}

export async function throughputBench(databases: BenchDb[]): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const db of databases) {
    const server = await startBenchServer(db);
    try {
      const reads = await mainReads(server.baseUrl, 'asha', 'vikram');
      // Login last: its argon2 hashes keep the thread pool busy for a moment after the load ends.
      const calls: Calls = {
        ...reads,
        login: {
          url: '/api/Login',
          method: 'POST',
          body: JSON.stringify({ userName: 'asha', password: DEMO_PASSWORD }),
        },
      };
      for (const connections of CONNECTIONS) {
        // Warm up the JIT, the pool and the caches before the baseline is taken.
        await load(server.baseUrl, { url: '/bench/bare' }, connections, 1);
        const bareRoute = { url: '/bench/bare' };
        const before = await measure(server.baseUrl, server.pid, bareRoute, connections);
        const runs: Array<[string, Measured]> = [];
        for (const [name, target] of Object.entries(calls)) {
          if (name === 'login') continue;
          runs.push([name, await measure(server.baseUrl, server.pid, target, connections)]);
        }
        const after = await measure(server.baseUrl, server.pid, bareRoute, connections);
        // Sign-ins from one address for one name: at most the login limit's number at once, else
        // the limit (counted before the password check) answers 429 instead of measuring argon2.
        if (calls.login)
          runs.push([
            'login (sign-ins per second)',
            await measure(
              server.baseUrl,
              server.pid,
              calls.login,
              Math.min(connections, SIGN_IN_CONNECTIONS),
            ),
          ]);
        // The machine is shared: the baseline is taken before and after the calls, and their mean used.
        const bare = (before.requestsPerSecond + after.requestsPerSecond) / 2;
        results.push({
          name: `API ${db}, ${connections} conn: bare route (select 1)`,
          value: `${fmt(bare)} req/s (before ${fmt(before.requestsPerSecond)}, after ${fmt(after.requestsPerSecond)}), p50 ${before.p50} ms, p99 ${before.p99} ms; ${cpuText(before, db)}`,
        });
        for (const [name, run] of runs) {
          const share = run.requestsPerSecond / bare;
          const isBudgeted = db === 'postgres' && !name.startsWith('login');
          results.push({
            name: `API ${db}, ${connections} conn: ${name}`,
            value: `${fmt(run.requestsPerSecond)} req/s (${share.toFixed(2)}× bare), p50 ${run.p50} ms, p99 ${run.p99} ms; ${cpuText(run, db)}${run.errors ? `, ${run.errors} errors` : ''}`,
            ...(isBudgeted
              ? { budget: `≥ ${READ_SHARE}× bare`, isWithinBudget: share >= READ_SHARE && run.errors === 0 }
              : {}),
          });
        }
      }
      const { rss } = await getJson<{ rss: number }>(server.baseUrl, '/bench/memory', '');
      results.push({
        name: `Server RSS after the ${db} load`,
        value: `${(rss / 1024 / 1024).toFixed(0)} MB`,
      });
    } finally {
      await server.stop();
    }
  }
  return results;
}
