// `npm start`: builds the app only when its sources changed since the last build, compiles the server
// only when its sources changed, then runs the compiled server in this process (no TypeScript
// loader, no second Node process). A second start with nothing changed goes straight to the server.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CACHE_DIR, compiledServer, hashFiles, ROOT } from './compiled-server.mjs';

const APP_SOURCES = ['src', 'sw', 'public'];
const APP_FILES = [
  'index.html',
  'manifest.webmanifest',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];
const APP_STAMP = path.join(CACHE_DIR, 'app.inputs.sha1');
const DIST_INDEX = path.join(ROOT, 'dist', 'index.html');

async function filesUnder(directory) {
  const entries = await readdir(path.join(ROOT, directory), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'no git';
  }
}

/** What the built app depends on: its sources, its configuration, the build-time settings and the commit it shows. */
async function appInputsHash() {
  const files = [...(await Promise.all(APP_SOURCES.map(filesUnder))).flat(), ...APP_FILES];
  const hashes = await hashFiles(files);
  return createHash('sha1')
    .update(JSON.stringify({ hashes, apiBase: process.env.VITE_API_BASE ?? '', commit: gitCommit() }))
    .digest('hex');
}

/** The stamp names the inputs and the index.html it produced: a build made some other way since is not trusted. */
async function buildAppIfChanged() {
  const inputs = await appInputsHash();
  const built = existsSync(DIST_INDEX) ? String(statSync(DIST_INDEX).mtimeMs) : 'none';
  const stamp = await readFile(APP_STAMP, 'utf8').catch(() => '');
  if (stamp === `${inputs} ${built}`) {
    console.log('The app is built from these sources already: not building it again.');
    return;
  }
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  await mkdir(CACHE_DIR, { recursive: true });
  await writeFile(APP_STAMP, `${inputs} ${statSync(DIST_INDEX).mtimeMs}`);
}

await buildAppIfChanged();
const server = await compiledServer();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(server).href);
