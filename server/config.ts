// Reads the server's settings from the environment once, with the defaults the README documents.
import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Name each query's prepared statement so PostgreSQL plans it once per connection. Off behind a
   * pooler that hands a client's statements to other server connections (PgBouncer before 1.21 in
   * transaction pooling mode, deploy/pgbouncer.ini), where a named statement is missing or taken.
   */
  namedStatements: boolean;
  distDir: string;
  logLevel: string;
  /** Whose X-Forwarded-For to believe; false (the default) uses the connection's own address. */
  trustProxy: boolean | string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number between 0 and 65535, not '${env.PORT}'.`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    namedStatements: readSwitch('DATABASE_NAMED_STATEMENTS', env.DATABASE_NAMED_STATEMENTS, true),
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
  };
}

/**
 * TRUST_PROXY: unset or 'false' trusts no proxy; 'true' trusts every hop (only behind a proxy
 * that overwrites the header); otherwise a comma-separated list
 * of proxy addresses or CIDR ranges, e.g. '10.0.0.0/8,127.0.0.1'.
 */
function readTrustProxy(value: string | undefined): boolean | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text;
}

/** An on/off setting: 'true'/'on'/'1' or 'false'/'off'/'0'; unset or empty keeps the default. */
export function readSwitch(name: string, value: string | undefined, byDefault: boolean): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return byDefault;
  if (['true', 'on', '1'].includes(text)) return true;
  if (['false', 'off', '0'].includes(text)) return false;
  throw new Error(`${name} must be true or false, not '${value}'.`);
}
