// `npm run bench:load`: 200 virtual users for 60 s on a PostgreSQL database of its own (issue 12,
// load). Prints p50/p99 per call and the server's peak RSS; exits 1 on any error.
import { cpus, loadavg } from 'node:os';
import { createDatabase, databaseUrlFor, dropDatabase, newDatabaseName } from '../support/postgres';
import { startServerProcess } from '../support/server-process';
import { runLoad } from './load-run';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('bench:load runs on PostgreSQL: set DATABASE_URL (a database it may create others from).');
  process.exit(2);
}
const users = Number(process.env.LOAD_USERS ?? 200);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);

const database = newDatabaseName('tourbook_load');
await createDatabase(adminUrl, database);
const server = await startServerProcess({ databaseUrl: databaseUrlFor(adminUrl, database) });
try {
  const loadBefore = loadavg()[0] ?? 0;
  const result = await runLoad({ baseUrl: server.baseUrl, users, seconds, serverPid: server.pid() });
  const ms = (value: number) => value.toFixed(1);
  console.log(
    `\n${users} users for ${seconds} s on PostgreSQL, ${cpus().length} cores (load average before ${loadBefore.toFixed(1)}):`,
  );
  console.log(
    `${result.requests} requests in ${result.seconds.toFixed(1)} s (${(result.requests / result.seconds).toFixed(0)}/s), ${result.errors.length} errors, ${result.conflicts.length} conflicts retried, server peak RSS ${result.peakRssMb?.toFixed(0)} MB\n`,
  );
  console.log('| call | requests | p50 ms | p99 ms | max ms |\n|---|---|---|---|---|');
  for (const figures of result.calls.sort((a, b) => a.call.localeCompare(b.call))) {
    console.log(
      `| ${figures.call} | ${figures.count} | ${ms(figures.p50)} | ${ms(figures.p99)} | ${ms(figures.max)} |`,
    );
  }
  if (result.errors.length > 0) {
    console.error(
      `\nErrors (first 20 of ${result.errors.length}):\n${result.errors.slice(0, 20).join('\n')}`,
    );
    process.exitCode = 1;
  }
} finally {
  await server.dispose();
  await dropDatabase(adminUrl, database);
}
