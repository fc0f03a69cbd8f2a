// The demo company seeded once a run into a PGlite image (PGlite's dump): the server tests open
// copies of it in-process, and the e2e servers start on data folders made from it, instead of each
// seeding an empty database (initdb, migrations, the demo seed).
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seedDemoCompany } from '../../server/seed/seed';
import { seedOnOneDay } from './suite-clock';

const RUN_IMAGE = Symbol.for('tourbook.seededPgliteImage');
type Holder = { [RUN_IMAGE]?: Promise<SeededImage> };

export interface SeededImage {
  file: string;
  /** India's date the demo company was seeded on ('YYYY-MM-DD'): its bills and months count from it. */
  seededOn: string;
}

/**
 * The file of the run's seeded image, seeded on the first call in this process and shared by the
 * later ones. The server and e2e projects' global setups run in the same process, one after the
 * other in an order Vitest picks (e2e came first when tried), and both need the same database.
 */
export function seededImage(): Promise<SeededImage> {
  const holder = globalThis as Holder;
  holder[RUN_IMAGE] ??= seedImage();
  return holder[RUN_IMAGE];
}

/** Deletes the run's image, for the global setups' teardowns (whichever runs first). */
export async function forgetSeededImage(): Promise<void> {
  const holder = globalThis as Holder;
  const image = holder[RUN_IMAGE];
  delete holder[RUN_IMAGE];
  if (image) await rm((await image).file, { force: true });
}

async function seedImage(): Promise<SeededImage> {
  const { seeded: file, seededOn } = await seedOnOneDay(
    async () => {
      const file = path.join(tmpdir(), `tourbook-template-${randomUUID()}.bin`);
      const lite = await openPglite();
      await migrate(lite);
      await seedDemoCompany(lite);
      await writeFile(file, Buffer.from(await (await lite.dump()).arrayBuffer()));
      await lite.close();
      return file;
    },
    (file) => rm(file, { force: true }),
  );
  return { file, seededOn };
}

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
