// The server compiled once to one JavaScript file, so a start needs no TypeScript loader: `npm start`
// and the end-to-end tests' server processes run it. It is compiled again only when one of the
// files it was built from (or the lock file) changed; the files it reads at run time (migrations,
// the seed's bill photos) stay where they are, found through their source paths.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'tourbook');
const ENTRY = path.join(ROOT, 'server', 'server.ts');
const BUNDLE = path.join(CACHE_DIR, 'server.mjs');
const STAMP = path.join(CACHE_DIR, 'server.inputs.json');
const ALWAYS_HASHED = ['package-lock.json', 'scripts/compiled-server.mjs'];

/** A short hash of each file, by its path from the root; a missing file hashes as 'missing'. */
export async function hashFiles(relativePaths) {
  const entries = await Promise.all(
    relativePaths.map(async (file) => {
      try {
        const content = await readFile(path.join(ROOT, file));
        return [file, createHash('sha1').update(content).digest('hex')];
      } catch {
        return [file, 'missing'];
      }
    }),
  );
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
}

async function isUpToDate() {
  if (!existsSync(BUNDLE) || !existsSync(STAMP)) return false;
  try {
    const stamp = JSON.parse(await readFile(STAMP, 'utf8'));
    if (stamp.root !== ROOT) return false;
    const now = await hashFiles(Object.keys(stamp.inputs));
    return JSON.stringify(now) === JSON.stringify(stamp.inputs);
  } catch {
    return false;
  }
}

/** esbuild bundles modules into one file: each keeps its own import.meta.url, the source file's. */
const keepSourceUrls = {
  name: 'keep-source-urls',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/**
 * The path of the compiled server, compiling it first when its inputs changed. Safe to call from
 * several processes at once: each writes its own temporary file and renames it into place.
 */
export async function compiledServer() {
  if (await isUpToDate()) return BUNDLE;
  const { build } = await import('esbuild');
  await mkdir(CACHE_DIR, { recursive: true });
  const temporary = `${BUNDLE}.${process.pid}.tmp`;
  const result = await build({
    entryPoints: [ENTRY],
    outfile: temporary,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    metafile: true,
    logLevel: 'warning',
    absWorkingDir: ROOT,
    plugins: [keepSourceUrls],
  });
  const inputs = [...Object.keys(result.metafile.inputs), ...ALWAYS_HASHED];
  const stamp = { root: ROOT, inputs: await hashFiles(inputs) };
  await writeFile(`${STAMP}.${process.pid}.tmp`, JSON.stringify(stamp));
  await rename(temporary, BUNDLE);
  await rename(`${STAMP}.${process.pid}.tmp`, STAMP);
  return BUNDLE;
}
