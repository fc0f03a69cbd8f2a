// `npm start` and the end-to-end servers run the server compiled to one file, compiled again only
// when a file it was built from changed.
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHE_DIR, compiledServer } from '../../scripts/compiled-server.mjs';

const STAMP = path.join(CACHE_DIR, 'server.inputs.json');

describe('the compiled server', () => {
  it('is compiled from server.ts and the modules it imports, and not again while they stay the same', async () => {
    const bundle = await compiledServer();
    const stamp = JSON.parse(await readFile(STAMP, 'utf8')) as { inputs: Record<string, string> };
    expect(Object.keys(stamp.inputs)).toEqual(
      expect.arrayContaining([
        'server/server.ts',
        'server/app.ts',
        'src/pure/calendar.ts',
        'package-lock.json',
      ]),
    );
    const compiledAt = (await stat(bundle)).mtimeMs;
    expect(await compiledServer()).toBe(bundle);
    expect((await stat(bundle)).mtimeMs).toBe(compiledAt);
  });

  it('is compiled again when one of its files changed', async () => {
    const bundle = await compiledServer();
    const stamp = JSON.parse(await readFile(STAMP, 'utf8')) as { inputs: Record<string, string> };
    // As if server/app.ts had other contents when the server was last compiled.
    stamp.inputs['server/app.ts'] = 'an older version';
    await writeFile(STAMP, JSON.stringify(stamp));
    const compiledAt = (await stat(bundle)).mtimeMs;
    await compiledServer();
    expect((await stat(bundle)).mtimeMs).toBeGreaterThan(compiledAt);
    const again = JSON.parse(await readFile(STAMP, 'utf8')) as { inputs: Record<string, string> };
    expect(again.inputs['server/app.ts']).toMatch(/^[0-9a-f]{40}$/);
  });

  it('reads its migrations and seed photos from their source folders', async () => {
    const source = await readFile(await compiledServer(), 'utf8');
    expect(source).not.toContain('import.meta.url');
    expect(source).toContain('/server/db/migrate.ts');
  });
});
