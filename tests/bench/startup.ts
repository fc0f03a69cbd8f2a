// Server cold start on an empty data folder (initdb, migrations, seed) and warm start, to the first
// answered request.
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD } from '../../server/seed/demo-company';
import { startServerProcess } from '../support/server-process';
import type { BenchResult } from './bench-result';

const WARM_BUDGET_MS = 2000;

async function firstLogin(baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'asha', password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
}

export async function startupBench(): Promise<BenchResult[]> {
  let started = performance.now();
  const server = await startServerProcess();
  const coldHealth = performance.now() - started;
  await firstLogin(server.baseUrl);
  const coldLogin = performance.now() - started;
  await server.stop();

  started = performance.now();
  await server.restart();
  const warmHealth = performance.now() - started;
  await server.dispose();

  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return [
    { name: 'Server cold start, empty data folder, to first /health', value: seconds(coldHealth) },
    { name: 'Server cold start, empty data folder, to first login', value: seconds(coldLogin) },
    {
      name: 'Server warm start, existing data folder, to first /health',
      value: seconds(warmHealth),
      budget: '≤ 2 s',
      isWithinBudget: warmHealth <= WARM_BUDGET_MS,
    },
  ];
}
