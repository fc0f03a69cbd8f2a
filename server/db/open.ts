// Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR.
import path from 'node:path';
import type { ServerConfig } from '../config';
import { lockDataDir } from './data-dir-lock';
import { type Database, openPglite, openPostgres } from './database';

export async function openDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'> & Partial<Pick<ServerConfig, 'namedStatements'>>,
): Promise<Database> {
  if (config.databaseUrl) {
    return openPostgres(config.databaseUrl, { namedStatements: config.namedStatements ?? true });
  }
  const unlock = lockDataDir(config.dataDir);
  try {
    const db = await openPglite({ dataDir: path.join(config.dataDir, 'pglite') });
    return {
      ...db,
      async close() {
        await db.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
