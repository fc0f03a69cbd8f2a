// The one query layer: the same parameterised SQL on embedded PGlite and on PostgreSQL.
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T>(text: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<R>(work: (tx: Queryable) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}

// Dates stay 'YYYY-MM-DD' strings end to end: a JS Date would shift them by the time zone.
const DATE_OID = 1082;
const keepText = (value: string) => value;

interface PgliteDatabase extends Database {
  /** The whole database as one file image: tests start many copies of one seeded database from it. */
  dump(): Promise<Blob>;
  /** The same, compressed: what `npm run backup` writes. */
  dumpGzip(): Promise<Blob>;
}

export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<PgliteDatabase> {
  const lite = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: { [DATE_OID]: keepText },
  });
  await lite.waitReady;
  return {
    kind: 'pglite',
    async query<T>(text: string, params: readonly unknown[] = []) {
      const result = await lite.query<T>(text, params as unknown[]);
      return result.rows;
    },
    transaction(work) {
      return lite.transaction((tx) =>
        work({
          async query<T>(text: string, params: readonly unknown[] = []) {
            return (await tx.query<T>(text, params as unknown[])).rows;
          },
        }),
      );
    },
    close: () => lite.close(),
    dump: () => lite.dumpDataDir('none'),
    dumpGzip: () => lite.dumpDataDir('gzip'),
  };
}

const statementNames = new Map<string, string>();

/** A stable name per query text (the SQL is fixed in code, so the set of names is bounded). */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `q${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    statementNames.set(text, name);
  }
  return name;
}

interface PostgresOptions {
  /**
   * Name each query text's prepared statement (the default). Off, every query is parsed and planned
   * each time: what a pooler in transaction mode needs when it does not carry named statements from
   * one server connection to the next (PgBouncer before 1.21; DATABASE_NAMED_STATEMENTS=false).
   */
  namedStatements?: boolean;
}

export async function openPostgres(
  connectionString: string,
  { namedStatements = true }: PostgresOptions = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // A database that accepts no connection must fail a request (503), not keep it waiting for
    // ever. The wait for a free pooled connection counts too, so this is long enough for a busy
    // pool under load (npm run bench:load saw 5 s waits on a loaded 2-core machine).
    connectionTimeoutMillis: 30_000,
    keepAlive: true,
    types: {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === DATE_OID ? keepText : pg.types.getTypeParser(oid, format),
    } as pg.CustomTypesConfig,
  });
  // An idle connection that the database ends (a restart, an administrator, a dropped test
  // database) must not crash the process: the pool drops it and opens another when needed.
  let isClosing = false;
  pool.on('error', (error) => {
    if (!isClosing) console.error('PostgreSQL closed an idle connection:', error.message);
  });
  // Fail at start-up with the driver's reason rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  // Named statements: each connection parses and plans a query text once and reuses it. The
  // reads join views and lateral subqueries whose planning cost more PostgreSQL CPU than their
  // execution (docs/decisions.md, Performance). node-postgres remembers which statements each of
  // its connections has prepared, so a pooler that swaps the server connection beneath it breaks
  // that bookkeeping: hence the switch.
  const run = async <T>(client: pg.Pool | pg.PoolClient, text: string, params: readonly unknown[] = []) =>
    (
      await client.query(
        namedStatements
          ? { name: statementName(text), text, values: params as unknown[] }
          : { text, values: params as unknown[] },
      )
    ).rows as T[];
  return {
    kind: 'postgres',
    query: (text, params) => run(pool, text, params),
    async transaction(work) {
      const client = await pool.connect();
      let result: Awaited<ReturnType<typeof work>>;
      try {
        await client.query('BEGIN');
        result = await work({ query: (text, params) => run(client, text, params) });
        await client.query('COMMIT');
      } catch (error) {
        // A connection that cannot even roll back is broken (cut, or the server went away): the
        // pool must drop it rather than hand it to the next request.
        const isBroken = await client.query('ROLLBACK').then(
          () => false,
          () => true,
        );
        client.release(isBroken);
        throw error;
      }
      client.release();
      return result;
    },
    close: () => {
      isClosing = true;
      return pool.end();
    },
  };
}
