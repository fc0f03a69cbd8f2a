// Backups of the embedded database (PGlite under DATA_DIR): one file holding the whole data folder,
// taken while no server uses the folder (its lock says so), and restored into an empty folder.
// PostgreSQL is backed up with its own tools, pg_dump and pg_restore (README 'Backing up').
import { existsSync, readdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock';
import { openPglite } from './database';

const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** Writes the database under dataDir to `file` (a gzip'd tar of its data folder); returns its size. */
export async function backupPglite(dataDir: string, file: string): Promise<number> {
  if (!existsSync(pgliteDir(dataDir))) throw new Error(`There is no database in ${dataDir} to back up.`);
  const unlock = lockDataDir(dataDir);
  try {
    const db = await openPglite({ dataDir: pgliteDir(dataDir) });
    try {
      // A checkpoint first, so the copy holds every committed write in the tables themselves.
      await db.query('checkpoint');
      const image = Buffer.from(await (await db.dumpGzip()).arrayBuffer());
      await writeFile(file, image);
      return image.length;
    } finally {
      await db.close();
    }
  } finally {
    unlock();
  }
}

/**
 * Puts the database of a backup file under dataDir. A folder that already holds a database is
 * replaced only when `replace` says so: a restore over live data by mistake would lose it.
 */
export async function restorePglite(file: string, dataDir: string, { replace = false } = {}): Promise<void> {
  const image = await readFile(file);
  const unlock = lockDataDir(dataDir);
  try {
    const target = pgliteDir(dataDir);
    if (existsSync(target) && readdirSync(target).length > 0) {
      if (!replace) throw new Error(`${target} already holds a database. Add --replace to overwrite it.`);
      await rm(target, { recursive: true, force: true });
    }
    const db = await openPglite({ dataDir: target, loadDataDir: new Blob([image]) });
    await db.query('select 1');
    await db.close();
  } finally {
    unlock();
  }
}
