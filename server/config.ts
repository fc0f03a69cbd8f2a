// Reads the server's settings from the environment once, with the defaults the README documents.
import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
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
export function readTrustProxy(value: string | undefined): boolean | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text;
}
