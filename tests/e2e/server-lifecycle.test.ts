// The listening process: one server per data folder, clean shutdown, data kept across restarts.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledServer } from '../../scripts/compiled-server.mjs';
import { getNotification } from '../../src/contract/notifications';
import { signInThroughApi } from '../support/demo-sessions';
import { send } from '../support/send';
import { type ServerProcess, startServerProcess } from '../support/server-process';

describe('the server process', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    // An empty folder: the test counts the demo company's creation.
    server = await startServerProcess({ emptyDataDir: true });
  });
  afterAll(() => server.dispose());

  it('refuses a second server on the same data folder, saying why', async () => {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    // What `npm start` runs, as the first server does: no TypeScript to compile before the refusal.
    const second = spawnSync(process.execPath, [await compiledServer()], {
      env: { ...env, PORT: '0', DATA_DIR: server.dataDir },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toMatch(/Another Tourbook server \(process \d+\) is using/);
  });

  it('shuts down cleanly on SIGTERM, gives the folder back and keeps the data for the next start', async () => {
    const session = await signInThroughApi(server.baseUrl, 'asha');
    await server.stop();
    expect(existsSync(path.join(server.dataDir, 'tourbook.lock'))).toBe(false);
    await server.restart();
    // The demo company was created once, on the empty folder, not again.
    expect(server.output().match(/demo company created/g)).toHaveLength(1);
    const stillSignedIn = await send(server.baseUrl, session, getNotification, {
      query: { employeeId: session.userInfo.employeeId },
    });
    expect(stillSignedIn.status).toBe(200);
  });
});
