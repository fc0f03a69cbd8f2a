// A server's data folder made from the seeded PGlite image the server project builds once a run,
// instead of a server's first start on an empty folder (initdb, migrations, the demo seed).
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../../server/db/database';

/**
 * Names the seeded image (PGlite's dump) while the run lasts: the server project's global setup
 * sets it, and the e2e project's global setup, which runs after it in the same process, reads it.
 */
export const PGLITE_TEMPLATE_FILE_ENV = 'TOURBOOK_PGLITE_TEMPLATE_FILE';

/**
 * A new data folder holding the image, laid out as the server's (DATA_DIR/pglite). The image is
 * what server/server.ts makes of an empty folder (migrate, then seedDemoCompany), so a server
 * started on it migrates and seeds nothing: 2 s instead of 11 s on a busy machine.
 */
export async function dataDirFromImage(imageFile: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tourbook-e2e-'));
  const db = await openPglite({
    dataDir: path.join(dataDir, 'pglite'),
    loadDataDir: new Blob([await readFile(imageFile)]),
  });
  await db.close();
  return dataDir;
}
