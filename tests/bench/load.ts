// `npm run bench:load`: the large-company set-up under load (issue 29). 200 field users and
// approvers for 60 s through nginx (TLS) to three API servers on PostgreSQL through PgBouncer in
// transaction pooling mode, one server SIGKILLed halfway and started again; then every bill, day
// and decision counted. Prints p50/p99 per call and the counts; exits 1 on any error or lost write.
import { readFile, stat } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { trustingRequester } from '../support/http-requester';
import { startLargeCompany } from '../support/large-company';
import { auditWrites } from './load-audit';
import { runLoad } from './load-run';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('bench:load runs on PostgreSQL: set DATABASE_URL (a database it may create others from).');
  process.exit(2);
}
const users = Number(process.env.LOAD_USERS ?? 200);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);

const company = await startLargeCompany({ adminUrl });
try {
  const loadBefore = loadavg()[0] ?? 0;
  const killed = company.apiServers[1];
  let killedAt = 0;
  let backAt = 0;
  let logAtRestart = 0;
  const runTag = `b${Date.now().toString(36)}`;
  const result = await runLoad({
    baseUrl: company.baseUrl,
    request: trustingRequester(company.ca),
    users,
    seconds,
    runTag,
    serverPids: () => company.apiServers.map((server) => server.pid()),
    during: {
      afterSeconds: seconds / 2,
      action: async () => {
        killedAt = performance.now();
        await killed?.kill();
        await killed?.restart();
        backAt = performance.now();
        logAtRestart = (await stat(company.accessLog)).size;
      },
    },
  });
  const audit = await auditWrites(company.databaseUrl, runTag, result.writes);
  const ms = (value: number) => value.toFixed(1);
  console.log(
    `\n${users} users for ${seconds} s through nginx, 3 API servers, PgBouncer (transaction pooling), PostgreSQL; ${cpus().length} cores (load average before ${loadBefore.toFixed(1)})`,
  );
  console.log(
    `Sign-ins: ${users} in ${result.signInSeconds.toFixed(1)} s. Then ${result.requests} requests in ${result.seconds.toFixed(1)} s in all, ${result.errors.length} errors, ${result.conflicts.length} conflicts retried, largest server RSS ${result.peakRssMb?.toFixed(0)} MB`,
  );
  console.log(
    `API server 2 SIGKILLed at ${seconds / 2} s into the window, answering again ${((backAt - killedAt) / 1000).toFixed(1)} s later`,
  );
  // nginx's log names the server that answered each request ('a, b' when it passed one on).
  const log = await readFile(company.accessLog);
  const upstreams = (text: string) =>
    [...text.matchAll(/upstream=([^\s,]+(?:, [^\s,]+)*)/g)].map((match) => match[1] ?? '');
  const killedAddress = killed ? new URL(killed.baseUrl).host : '';
  const passedOn = upstreams(log.toString()).filter((addresses) => addresses.includes(', ')).length;
  const afterRestart = upstreams(log.subarray(logAtRestart).toString());
  console.log(
    `nginx passed ${passedOn} requests on to another server; after the restart the restarted server answered ${afterRestart.filter((address) => address.endsWith(killedAddress)).length} of ${afterRestart.length} requests`,
  );
  const failures = new Map<string, number>();
  for (const retry of result.retried)
    failures.set(
      `${retry.call} (${retry.failure})`,
      (failures.get(`${retry.call} (${retry.failure})`) ?? 0) + 1,
    );
  console.log(
    `Errors users saw and retried: ${result.retried.length} (${result.retried.filter((retry) => retry.isSettled).length} settled by a retry)${[...failures].map(([what, count]) => `\n  ${count} × ${what}`).join('')}`,
  );
  console.log(
    `Writes: ${audit.bills.acknowledged} bills (${audit.bills.rows} in the database), ${audit.days.acknowledged} day routes on ${audit.days.rows} days (${audit.days.latestChecked} checked to hold the latest), ${audit.decisions.acknowledged} draft decisions on ${audit.decisions.rows} days (${audit.decisions.latestChecked} latest); ${audit.replayed} answered from the stored reply; ${audit.problems.length} lost or done twice\n`,
  );
  console.log('| call | requests | p50 ms | p99 ms | max ms |\n|---|---|---|---|---|');
  for (const figures of result.calls.sort((a, b) => a.call.localeCompare(b.call))) {
    console.log(
      `| ${figures.call} | ${figures.count} | ${ms(figures.p50)} | ${ms(figures.p99)} | ${ms(figures.max)} |`,
    );
  }
  if (result.errors.length > 0 || audit.problems.length > 0) {
    console.error(
      `\nErrors (first 20 of ${result.errors.length}):\n${result.errors.slice(0, 20).join('\n')}`,
    );
    console.error(
      `\nWrites lost or done twice (first 20 of ${audit.problems.length}):\n${audit.problems.slice(0, 20).join('\n')}`,
    );
    process.exitCode = 1;
  }
} finally {
  await company.stop();
}
