// The listening process: opens the database, migrates, seeds an empty one, serves, shuts down cleanly.
import { buildApp } from './app';
import { readConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { loggerOptions } from './http/logging';
import { DEMO_PASSWORD } from './seed/demo-company';
import { DEMO_LOGINS } from './seed/demo-logins';
import { seedDemoCompany } from './seed/seed';

async function main() {
  const startedAt = performance.now();
  const config = readConfig();
  const db = await openDatabase(config);
  await migrate(db);
  const seeded = await seedDemoCompany(db);
  const app = await buildApp({
    db,
    distDir: config.distDir,
    trustProxy: config.trustProxy,
    logger: loggerOptions(config.logLevel),
  });

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(
    [
      '',
      `Tourbook is running at http://localhost:${port}`,
      `Database: ${where}${seeded ? ', demo company created' : ''}`,
      `Demo logins (password ${DEMO_PASSWORD}):`,
      ...DEMO_LOGINS.map((login) => `  ${login.userName.padEnd(7)} ${login.canDo}`),
      `Ready in ${Math.round(performance.now() - startedAt)} ms`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
