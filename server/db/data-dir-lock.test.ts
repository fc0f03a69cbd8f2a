import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('the data folder lock', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tourbook-lock-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses a second server on the same folder with a clear message', async () => {
    // The parent of this test process is alive for sure: it plays the other server.
    await writeFile(path.join(dataDir, 'tourbook.lock'), String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(/Another Tourbook server .* is using/);
  });

  it('takes over a lock whose process is gone, and gives it back', async () => {
    const deadPid = spawnSync('true').pid as number;
    await writeFile(path.join(dataDir, 'tourbook.lock'), String(deadPid));
    const unlock = lockDataDir(dataDir);
    expect(await readFile(path.join(dataDir, 'tourbook.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
    const again = lockDataDir(dataDir);
    again();
  });
});
