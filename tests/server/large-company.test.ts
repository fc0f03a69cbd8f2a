// The large-company set-up on real engines, short (issue 29): a few users for a few seconds through
// nginx (TLS) to three API servers on PostgreSQL through PgBouncer in transaction pooling mode, one
// server SIGKILLed in the middle and started again; then every bill, day and decision counted.
// `npm run bench:load` is the long run. Fails, rather than skips, when nginx or PgBouncer is missing.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../../server/db/database';
import { auditWrites } from '../bench/load-audit';
import { runLoad } from '../bench/load-run';
import { trustingRequester } from '../support/http-requester';
import { type LargeCompany, startLargeCompany } from '../support/large-company';

const ADMIN_URL = process.env.DATABASE_URL;

// PostgreSQL only (npm test on a machine without one reports the suite skipped, not a failure).
describe.skipIf(!ADMIN_URL)('the large-company set-up on real engines', () => {
  let company: LargeCompany;
  beforeAll(async () => {
    const startedAt = performance.now();
    company = await startLargeCompany({
      adminUrl: ADMIN_URL as string,
      template: inject('postgresTemplate') as string,
    });
    console.info(`large company started in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  }, 90_000);
  afterAll(() => company?.stop());

  it('loses no write and does none twice while an API server is killed and started again, every failure retried', {
    timeout: 90_000,
  }, async () => {
    const killed = company.apiServers[1];
    const pidBefore = killed?.pid();
    const runTag = `ci${Date.now().toString(36)}`;
    const result = await runLoad({
      baseUrl: company.baseUrl,
      request: trustingRequester(company.ca),
      users: 8,
      seconds: 4,
      runTag,
      during: {
        afterSeconds: 1.5,
        action: async () => {
          await killed?.kill();
          await killed?.restart();
        },
      },
    });
    const audit = await auditWrites(company.databaseUrl, runTag, result.writes);
    console.info(
      `large company, short: ${result.requests} requests, ${result.retried.length} retried, ${audit.replayed} answered from the stored reply;`,
      `bills ${audit.bills.acknowledged}, day routes ${audit.days.acknowledged} on ${audit.days.rows} days, decisions ${audit.decisions.acknowledged} on ${audit.decisions.rows} days;`,
      `sign-ins ${result.signInSeconds.toFixed(1)} s, run ${result.seconds.toFixed(1)} s; retried: ${result.retried.map((retry) => `${retry.call} ${retry.failure} ×${retry.attempts}`).join(', ')}`,
    );
    expect(killed?.pid()).not.toBe(pidBefore);
    expect(result.errors.slice(0, 10)).toEqual([]);
    expect(result.retried.filter((retry) => !retry.isSettled)).toEqual([]);
    expect(audit.problems.slice(0, 10)).toEqual([]);
    expect(audit.bills.acknowledged).toBeGreaterThan(0);
    expect(audit.days.acknowledged).toBeGreaterThan(0);
    expect(audit.decisions.acknowledged).toBeGreaterThan(0);
  });

  it('needs DATABASE_NAMED_STATEMENTS=false there: PgBouncer 1.18 hands one statement name to two clients', {
    timeout: 60_000,
  }, async () => {
    // One server connection for everyone makes the clash certain rather than likely.
    const narrow = await startLargeCompany({
      adminUrl: ADMIN_URL as string,
      databaseOnly: true,
      pgbouncer: { default_pool_size: '1', min_pool_size: '0', reserve_pool_size: '0' },
    });
    try {
      const text = 'select count(*)::int as count from pg_class where relname = $1';
      const named = await openPostgres(narrow.pooledUrl, { namedStatements: true });
      const clash = await Promise.allSettled([
        named.query(text, ['pg_class']),
        named.query(text, ['pg_class']),
      ]);
      await named.close();
      expect(clash.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(
        String((clash.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult).reason),
      ).toMatch(/prepared statement .* already exists/);

      const unnamed = await openPostgres(narrow.pooledUrl, { namedStatements: false });
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => unnamed.query<{ count: number }>(text, ['pg_class'])),
      );
      await unnamed.close();
      expect(answers.map(([row]) => row?.count)).toEqual([1, 1, 1, 1, 1, 1]);
    } finally {
      await narrow.stop();
    }
  });
});
