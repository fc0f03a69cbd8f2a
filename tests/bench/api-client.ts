// Drives the bench server: starts it as a child process (so the load generator does not share its
// event loop), signs people in, and loads one URL with autocannon.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../../server/seed/demo-company';
import type { TLoginResponse } from '../../src/contract/auth';

const ROOT = path.resolve(import.meta.dirname, '../..');

export type BenchDb = 'pglite' | 'postgres';

export interface BenchServer {
  baseUrl: string;
  pid: number;
  stop: () => Promise<void>;
}

export async function startBenchServer(db: BenchDb, env: Record<string, string> = {}): Promise<BenchServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/api-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, BENCH_DB: db, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((text) => text.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited (${code}):\n${log}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function signIn(baseUrl: string, userName: string): Promise<NonNullable<TLoginResponse>> {
  const response = await fetch(`${baseUrl}/api/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as TLoginResponse;
  if (!body) throw new Error(`bench: ${userName} could not sign in`);
  return body;
}

export async function getJson<T>(baseUrl: string, url: string, token: string): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`bench: ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface Target {
  url: string;
  method?: 'GET' | 'POST';
  token?: string;
  body?: string;
}

/** Loads one URL for `seconds` at `connections`; every non-2xx answer counts as an error. */
export async function load(
  baseUrl: string,
  target: Target,
  connections: number,
  seconds: number,
): Promise<Load> {
  const result = await autocannon({
    url: `${baseUrl}${target.url}`,
    method: target.method ?? 'GET',
    connections,
    duration: seconds,
    headers: {
      ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
      ...(target.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(target.body ? { body: target.body } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
