// The large-company set-up on real engines (issue 29): PostgreSQL through PgBouncer in transaction
// pooling mode, API servers run with deploy/api.env, and nginx ending TLS in front of them, each
// started from its deploy/ file with this machine's addresses, ports and paths put in. No system
// service is used: every process is the test's own child, with its files in a temporary folder.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { access, chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { createDatabase, databaseUrlFor, dropDatabase, newDatabaseName } from './postgres';
import { freePort, freePorts, type ServerProcess, startServerProcess } from './server-process';

const DEPLOY = path.resolve(import.meta.dirname, '../../deploy');
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const PGBOUNCER = process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer';
/** PgBouncer refuses to run as root: as root it is started as this user (Debian's package makes it). */
const PGBOUNCER_USER = 'postgres';

/** The database name the API servers ask PgBouncer for (deploy/pgbouncer.ini and api.env). */
const POOLED_DATABASE = 'tourbook';

export interface LargeCompany {
  /** nginx: https://127.0.0.1:port. */
  baseUrl: string;
  /** The certificate nginx presents (self-signed for 127.0.0.1), for clients to trust. */
  ca: string;
  apiServers: ServerProcess[];
  /** PostgreSQL itself, to count rows afterwards. */
  databaseUrl: string;
  /** The same database through PgBouncer, as the API servers reach it. */
  pooledUrl: string;
  /** The environment the API servers run with: deploy/api.env with this machine's values. */
  apiEnv: Record<string, string>;
  /** nginx's access log (deploy/nginx.conf's format: which API server answered each request). */
  accessLog: string;
  stop: () => Promise<void>;
}

/** Fails with what to do when nginx or PgBouncer is missing (.ci/run installs both). */
export async function assertEnginesInstalled(): Promise<void> {
  for (const binary of [NGINX, PGBOUNCER]) {
    try {
      await access(binary);
    } catch {
      throw new Error(
        `${binary} is missing: the large-company set-up runs Debian's nginx and PgBouncer. Install them with ` +
          '`apt-get install -y nginx pgbouncer` (.ci/run does), or name other binaries in NGINX_PATH and PGBOUNCER_PATH.',
      );
    }
  }
}

export interface LargeCompanyOptions {
  /** PostgreSQL to create the run's database on (DATABASE_URL). */
  adminUrl: string;
  /** A seeded database to copy; none starts empty and the first API server seeds it. */
  template?: string;
  apiServers?: number;
  /** Overrides of pgbouncer.ini's [pgbouncer] settings, e.g. a pool of one to show a fault. */
  pgbouncer?: Record<string, string>;
  /** Only PostgreSQL and PgBouncer, no API servers or nginx. */
  databaseOnly?: boolean;
}

export async function startLargeCompany(options: LargeCompanyOptions): Promise<LargeCompany> {
  await assertEnginesInstalled();
  const folder = await mkdtemp(path.join(tmpdir(), 'tourbook-large-'));
  // PgBouncer and nginx's workers run as other users, who must reach their files inside.
  await chmod(folder, 0o755);
  const children: Array<{ name: string; child: ChildProcess; log: () => string }> = [];
  const apiServers: ServerProcess[] = [];
  const database = newDatabaseName('tourbook_large');
  let isDatabaseCreated = false;
  const stop = async () => {
    await Promise.all([
      ...apiServers.map((server) => server.dispose()),
      ...children.map(({ child }) => stopChild(child)),
    ]);
    if (isDatabaseCreated) await dropDatabase(options.adminUrl, database);
    await rm(folder, { recursive: true, force: true });
  };
  try {
    await createDatabase(options.adminUrl, database, options.template);
    isDatabaseCreated = true;
    const databaseUrl = databaseUrlFor(options.adminUrl, database);

    const bouncer = await startPgbouncer(folder, databaseUrl, options.pgbouncer ?? {});
    children.push(bouncer);
    const pooled = new URL(databaseUrl);
    pooled.hostname = '127.0.0.1';
    pooled.port = String(bouncer.port);
    pooled.pathname = `/${POOLED_DATABASE}`;
    const pooledUrl = pooled.toString();
    await waitForPostgres(pooledUrl, bouncer.log);
    if (options.databaseOnly) {
      return { baseUrl: '', ca: '', apiServers, databaseUrl, pooledUrl, apiEnv: {}, accessLog: '', stop };
    }

    const { DIST_DIR: _deployedBuild, ...deployed } = parseEnvFile(
      await readFile(path.join(DEPLOY, 'api.env'), 'utf8'),
    );
    // nginx reaches the API servers from 127.0.0.1 here: its X-Forwarded-For is believed from there.
    const apiEnv = { ...deployed, DATABASE_URL: pooledUrl, TRUST_PROXY: '127.0.0.1' };
    // Started together, as after a deploy: on an empty database they migrate and seed it once (the
    // migrations' lock), on a seeded one they find nothing to do.
    const serverOptions = { databaseUrl: pooledUrl, env: apiEnv };
    apiServers.push(
      ...(await Promise.all(
        Array.from({ length: options.apiServers ?? 3 }, () => startServerProcess(serverOptions)),
      )),
    );

    const nginx = await startNginx(folder, apiServers);
    children.push(nginx);
    const accessLog = path.join(folder, 'nginx', 'access.log');
    return {
      baseUrl: nginx.baseUrl,
      ca: nginx.ca,
      apiServers,
      databaseUrl,
      pooledUrl,
      apiEnv,
      accessLog,
      stop,
    };
  } catch (error) {
    const logs = children.map(({ name, log }) => `--- ${name}\n${log().slice(-4000)}`).join('\n');
    await stop();
    throw new Error(`${(error as Error).message}\n${logs}`);
  }
}

/** KEY=value lines; blank lines and # comments skipped. */
export function parseEnvFile(text: string): Record<string, string> {
  const entries: Array<[string, string]> = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(trimmed);
    if (!match) throw new Error(`deploy/api.env: not a KEY=value line: ${line}`);
    entries.push([match[1] as string, match[2] as string]);
  }
  return Object.fromEntries(entries);
}

/**
 * Replaces each pattern of a deploy file exactly `count` times (once by default): a deploy file
 * whose shape changed fails here, loudly, rather than running with the developer's addresses.
 */
function substitute(
  file: string,
  text: string,
  changes: Array<{ pattern: RegExp; by: string | ((...groups: string[]) => string); count?: number }>,
): string {
  let result = text;
  for (const { pattern, by, count = 1 } of changes) {
    const found = result.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))?.length ?? 0;
    if (found !== count) {
      throw new Error(`deploy/${file}: expected ${count} line(s) matching ${pattern}, found ${found}`);
    }
    result = result.replace(
      new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`),
      by as (substring: string, ...groups: string[]) => string,
    );
  }
  return result;
}

interface Child {
  name: string;
  child: ChildProcess;
  log: () => string;
}

function spawnChild(name: string, command: string, args: string[]): Child {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  return { name, child, log: () => log };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function startPgbouncer(
  folder: string,
  databaseUrl: string,
  overrides: Record<string, string>,
): Promise<Child & { port: number }> {
  const dir = path.join(folder, 'pgbouncer');
  await mkdir(dir, { mode: 0o755 });
  const port = await freePort();
  const target = new URL(databaseUrl);
  const user = decodeURIComponent(target.username || userInfo().username);
  const password = decodeURIComponent(target.password);
  const connection = [
    `host=${target.hostname || '127.0.0.1'}`,
    `port=${target.port || '5432'}`,
    `dbname=${target.pathname.slice(1)}`,
    `user=${user}`,
    ...(password ? [`password=${password}`] : []),
  ].join(' ');
  const settings: Record<string, string> = {
    listen_addr: '127.0.0.1',
    listen_port: String(port),
    unix_socket_dir: dir,
    logfile: path.join(dir, 'pgbouncer.log'),
    pidfile: path.join(dir, 'pgbouncer.pid'),
    // This machine's PostgreSQL trusts local connections; a company's uses scram-sha-256.
    auth_type: 'trust',
    auth_file: path.join(dir, 'userlist.txt'),
    ...overrides,
  };
  const deployed = await readFile(path.join(DEPLOY, 'pgbouncer.ini'), 'utf8');
  const ini = substitute('pgbouncer.ini', deployed, [
    { pattern: new RegExp(`^${POOLED_DATABASE} = .*$`, 'm'), by: `${POOLED_DATABASE} = ${connection}` },
    ...Object.entries(settings).map(([key, value]) => ({
      pattern: new RegExp(`^${key} = .*$`, 'm'),
      by: `${key} = ${value}`,
    })),
  ]);
  await writeFile(path.join(dir, 'pgbouncer.ini'), ini);
  await writeFile(path.join(dir, 'userlist.txt'), `"${user}" "${password}"\n`);
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    const { stdout } = await promisify(execFile)('id', ['-u', PGBOUNCER_USER]);
    const { stdout: group } = await promisify(execFile)('id', ['-g', PGBOUNCER_USER]);
    for (const file of ['', 'pgbouncer.ini', 'userlist.txt']) {
      await chown(path.join(dir, file), Number(stdout.trim()), Number(group.trim()));
    }
  }
  const args = [...(isRoot ? ['-u', PGBOUNCER_USER] : []), path.join(dir, 'pgbouncer.ini')];
  const started = spawnChild('pgbouncer', PGBOUNCER, args);
  const fileLog = async () => readFile(path.join(dir, 'pgbouncer.log'), 'utf8').catch(() => '');
  await waitForPort(port, started, fileLog);
  return { ...started, port };
}

async function startNginx(
  folder: string,
  apiServers: ServerProcess[],
): Promise<Child & { baseUrl: string; ca: string }> {
  const dir = path.join(folder, 'nginx');
  await mkdir(dir, { mode: 0o755 });
  const [port, plainPort] = (await freePorts(2)) as [number, number];
  // A certificate for 127.0.0.1, made for this run: the clients trust it and nothing else.
  await promisify(execFile)('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    path.join(dir, 'key.pem'),
    '-out',
    path.join(dir, 'cert.pem'),
  ]);
  const ports = apiServers.map((server) => new URL(server.baseUrl).port);
  let upstream = 0;
  const deployed = await readFile(path.join(DEPLOY, 'nginx.conf'), 'utf8');
  const conf = substitute('nginx.conf', deployed, [
    { pattern: /^pid .*;$/m, by: `pid ${path.join(dir, 'nginx.pid')};` },
    { pattern: /^error_log \S+/m, by: `error_log ${path.join(dir, 'error.log')}` },
    {
      pattern: /^(\s*)access_log \S+/m,
      by: (_line, indent) => `${indent}access_log ${path.join(dir, 'access.log')}`,
    },
    {
      pattern: /^(\s*)server 10\.0\.0\.\d+:8080 /m,
      by: (_line, indent) => `${indent}server 127.0.0.1:${ports[upstream++]} `,
      count: 3,
    },
    { pattern: /^(\s*)listen 80;$/m, by: (_line, indent) => `${indent}listen 127.0.0.1:${plainPort};` },
    { pattern: /^(\s*)listen 443 ssl/m, by: (_line, indent) => `${indent}listen 127.0.0.1:${port} ssl` },
    {
      pattern: /^(\s*)ssl_certificate \S+;$/m,
      by: (_line, indent) => `${indent}ssl_certificate ${path.join(dir, 'cert.pem')};`,
    },
    {
      pattern: /^(\s*)ssl_certificate_key \S+;$/m,
      by: (_line, indent) => `${indent}ssl_certificate_key ${path.join(dir, 'key.pem')};`,
    },
    // Its temporary files in this run's folder, not /var/lib/nginx.
    {
      pattern: /^http \{$/m,
      by: () =>
        [
          'http {',
          ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
            (kind) => `    ${kind}_temp_path ${path.join(dir, `${kind}_temp`)};`,
          ),
        ].join('\n'),
    },
  ]);
  if (upstream !== apiServers.length) {
    throw new Error(`deploy/nginx.conf names 3 API servers; this run started ${apiServers.length}`);
  }
  await writeFile(path.join(dir, 'nginx.conf'), conf);
  const started = spawnChild('nginx', NGINX, [
    '-e',
    path.join(dir, 'error.log'),
    '-p',
    dir,
    '-c',
    path.join(dir, 'nginx.conf'),
    '-g',
    'daemon off;',
  ]);
  const fileLog = async () => readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '');
  await waitForPort(port, started, fileLog);
  const ca = await readFile(path.join(dir, 'cert.pem'), 'utf8');
  return { ...started, log: started.log, baseUrl: `https://127.0.0.1:${port}`, ca };
}

async function waitForPort(port: number, started: Child, fileLog: () => Promise<string>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) {
      throw new Error(
        `${started.name} exited at start (${started.child.exitCode}):\n${started.log()}\n${await fileLog()}`,
      );
    }
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (isOpen) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${started.name} did not listen on ${port} in 20 s:\n${started.log()}\n${await fileLog()}`);
}

async function waitForPostgres(url: string, log: () => string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Error(`PgBouncer did not serve the database: ${(error as Error).message}\n${log()}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
