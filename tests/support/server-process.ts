// The real server as a child process on a free port: what `npm start` runs, for end-to-end tests.
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compiledServer } from '../../scripts/compiled-server.mjs';

export interface ServerProcess {
  baseUrl: string;
  dataDir: string;
  /** Graceful stop (SIGTERM), as an operator would. */
  stop: () => Promise<void>;
  /** Sudden death (SIGKILL), as a crash or a power cut would. */
  kill: () => Promise<void>;
  /** Starts again on the same port and data folder. */
  restart: () => Promise<void>;
  /** Stops and deletes the data folder. */
  dispose: () => Promise<void>;
  output: () => string;
  /** The process id of the server running now (a restart changes it). */
  pid: () => number | undefined;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  const [port = 0] = await freePorts(1);
  return port;
}

/**
 * Ports that are free now and differ from one another: every probe stays open until all are
 * chosen. Two freePort() calls in a row may be handed the same port by the kernel (nginx given
 * one port for its plain and its TLS server refused to start, in CI).
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes = Array.from({ length: count }, () => createServer());
  try {
    return await Promise.all(
      probes.map(
        (probe) =>
          new Promise<number>((resolve, reject) => {
            probe.unref();
            probe.on('error', reject);
            probe.listen(0, '127.0.0.1', () => {
              const address = probe.address();
              resolve(typeof address === 'object' && address ? address.port : 0);
            });
          }),
      ),
    );
  } finally {
    await Promise.all(
      probes.map(
        (probe) =>
          new Promise<void>((resolve) => (probe.listening ? probe.close(() => resolve()) : resolve())),
      ),
    );
  }
}

export interface ServerProcessOptions {
  dataDir?: string;
  distDir?: string;
  /** Run on this PostgreSQL database instead of a PGlite folder (fault, load and scale-out tests). */
  databaseUrl?: string;
  /** Start on this port (a second server beside a first one takes a free port of its own). */
  port?: number;
  logLevel?: string;
  /**
   * Start on an empty data folder (initdb, migrations, the demo company's seed: several seconds)
   * even where the run has a seeded folder to copy (TEMPLATE_DATA_DIR_ENV).
   */
  emptyDataDir?: boolean;
  /** More environment (e.g. deploy/api.env); the port, host, data folder and database above win. */
  env?: Record<string, string>;
}

/**
 * Names a stopped server's seeded data folder: a server started without a folder of its own starts
 * on a copy of it (a warm start) instead of seeding an empty one. The end-to-end setup sets it.
 */
export const TEMPLATE_DATA_DIR_ENV = 'TOURBOOK_TEMPLATE_DATA_DIR';

export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'tourbook-e2e-')));
  const template = process.env[TEMPLATE_DATA_DIR_ENV];
  if (template && !options.dataDir && !options.databaseUrl && !options.emptyDataDir) {
    await cp(template, dataDir, { recursive: true });
  }
  // The server binds a port the kernel picks (PORT=0) and says which: a port chosen here and
  // handed over could be taken by another worker's server in between. A restart keeps it.
  let port = options.port;
  let child: ChildProcess | undefined;
  let log = '';

  // What `npm start` runs: the server compiled to one file (compiled again only when its sources change).
  const server = await compiledServer();
  const launch = async () => {
    // The server runs on its own PGlite folder unless a test hands it a database of its own: never
    // on the shared PostgreSQL that DATABASE_URL names.
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const started = spawn(process.execPath, ['--enable-source-maps', server], {
      cwd: ROOT,
      env: {
        ...env,
        ...options.env,
        PORT: String(port ?? 0),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: options.logLevel ?? 'warn',
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        ...(options.distDir ? { DIST_DIR: options.distDir } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    started.stdout?.on('data', (chunk) => {
      log += chunk;
    });
    started.stderr?.on('data', (chunk) => {
      log += chunk;
    });
    port = await waitForHealth(
      port,
      () => started.exitCode,
      () => log,
    );
  };

  const waitForExit = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });

  await launch();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    stop: () => waitForExit('SIGTERM'),
    kill: () => waitForExit('SIGKILL'),
    restart: launch,
    async dispose() {
      await waitForExit('SIGTERM');
      await rm(dataDir, { recursive: true, force: true });
    },
    output: () => log,
    pid: () => (child && child.exitCode === null && child.signalCode === null ? child.pid : undefined),
  };
}

/**
 * Waits until the server answers /health, on its port or, on a first start, on the one it prints once
 * it listens ('Tourbook is running at …:port'). Returns the port.
 */
async function waitForHealth(
  knownPort: number | undefined,
  exitCode: () => number | null,
  log: () => string,
): Promise<number> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exitCode() !== null) throw new Error(`The server exited during start-up:\n${log()}`);
    const port = knownPort ?? Number(/Tourbook is running at http:\/\/localhost:(\d+)/.exec(log())?.[1] ?? 0);
    try {
      if (port && (await fetch(`http://127.0.0.1:${port}/health`)).ok) return port;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The server did not become healthy in 180 s:\n${log()}`);
}
