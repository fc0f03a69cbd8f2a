// The bench's server process: the product's app on a fresh database (PGlite or PostgreSQL), seeded
// with the demo company and optionally a generated one, plus routes only this process has: a bare
// JSON route as the baseline and its own memory figure.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { readSwitch } from '../../server/config';
import { type Database, openPglite, openPostgres } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seedDemoCompany } from '../../server/seed/seed';
import { createDatabase, databaseUrlFor, dropDatabase, newDatabaseName } from '../support/postgres';
import { generateCompany } from './generate-data';

async function openBenchDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (process.env.BENCH_DB !== 'postgres') return { db: await openPglite(), drop: async () => undefined };
  if (!adminUrl) throw new Error('BENCH_DB=postgres needs DATABASE_URL');
  // The shared PostgreSQL keeps what earlier runs left (TOOLCHAIN.md): the bench owns a new database.
  const name = newDatabaseName('tourbook_bench');
  await createDatabase(adminUrl, name);
  // DATABASE_NAMED_STATEMENTS as the server reads it: the bench can price turning names off.
  const namedStatements = readSwitch(
    'DATABASE_NAMED_STATEMENTS',
    process.env.DATABASE_NAMED_STATEMENTS,
    true,
  );
  return {
    db: await openPostgres(databaseUrlFor(adminUrl, name), { namedStatements }),
    drop: () => dropDatabase(adminUrl, name),
  };
}

/**
 * The database as the app sees it, except that while `plans.isRecording` every distinct read is
 * explained (with the request's parameters) once: the query plans of exactly the calls made.
 */
function explaining(db: Database) {
  const plans = { isRecording: false, byText: new Map<string, string>() };
  const wrapped: Database = {
    ...db,
    async query<T>(text: string, params?: readonly unknown[]) {
      if (plans.isRecording && /^\s*(select|with)\b/i.test(text) && !plans.byText.has(text)) {
        const rows = await db.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params);
        plans.byText.set(text, rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
      return db.query<T>(text, params);
    },
  };
  return { wrapped, plans };
}

/** One trivial query on the same database, answered as JSON: the floor any API call stands on. */
function addBenchRoutes(app: FastifyInstance, db: Database, plans: ReturnType<typeof explaining>['plans']) {
  app.get('/bench/bare', async () => {
    const rows = await db.query<{ ok: number }>('select 1 as ok');
    return { ok: rows[0]?.ok === 1 };
  });
  app.get('/bench/memory', async () => ({ rss: process.memoryUsage().rss }));
  app.post('/bench/plans/start', async () => {
    plans.byText.clear();
    plans.isRecording = true;
    return { ok: true };
  });
  app.get('/bench/plans', async () => {
    plans.isRecording = false;
    return [...plans.byText].map(([sql, plan]) => ({ sql, plan }));
  });
}

const { db, drop } = await openBenchDatabase();
await migrate(db);
await seedDemoCompany(db);
const employees = Number(process.env.BENCH_EMPLOYEES ?? 0);
if (employees > 0) await generateCompany(db, { employees, months: Number(process.env.BENCH_MONTHS ?? 24) });
const { wrapped, plans } = explaining(db);
const app = await buildApp({ db: wrapped });
addBenchRoutes(app, db, plans);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(
  `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
);

process.on('SIGTERM', async () => {
  await app.close();
  await db.close();
  await drop();
  process.exit(0);
});
