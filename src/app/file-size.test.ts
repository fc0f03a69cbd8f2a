// Small files and small components (STYLE.md 'A screen reads like a table of contents'): no source
// file outside the tests over 300 lines, no component over 150. The components still over are one
// list that only shrinks: one brought under the limit must leave it.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const MAX_FILE_LINES = 300;
const MAX_COMPONENT_LINES = 150;

/** Components over the limit today (issue 36), by file and name. */
const STILL_TOO_LONG = new Set([
  'src/features/receipts/upload-bills-page.tsx UploadBillForm',
  'src/features/receipts/unreported-bills-page.tsx UnreportedBills',
]);

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(folder, name));
}

const files = ['src', 'server', 'sw'].flatMap(sourceFiles);
const linesOf = (file: string) => readFileSync(join(ROOT, file), 'utf8').split('\n');

/** Each top-level function component: from `function Name` to the `}` that closes it at column 0. */
function components(file: string): { name: string; lines: number }[] {
  const lines = linesOf(file);
  const found: { name: string; lines: number }[] = [];
  lines.forEach((line, start) => {
    const name = /^(?:export )?(?:default )?function ([A-Z]\w*)/.exec(line)?.[1];
    if (!name) return;
    const end = lines.findIndex((text, index) => index > start && text === '}');
    found.push({ name, lines: end - start + 1 });
  });
  return found;
}

describe('the size of the code', () => {
  it(`keeps every source file outside the tests at ${MAX_FILE_LINES} lines or fewer`, () => {
    expect(files.length).toBeGreaterThan(300);
    const long = files
      .map((file) => `${relative(ROOT, join(ROOT, file))} ${linesOf(file).length - 1}`)
      .filter((entry) => Number(entry.split(' ')[1]) > MAX_FILE_LINES);
    expect(long).toEqual([]);
  });

  it(`keeps every component at ${MAX_COMPONENT_LINES} lines or fewer, but those still listed`, () => {
    const over = files
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) =>
        components(file).map((component) => ({ ...component, key: `${file} ${component.name}` })),
      )
      .filter((component) => component.lines > MAX_COMPONENT_LINES)
      .map((component) => component.key);
    expect(over.filter((key) => !STILL_TOO_LONG.has(key))).toEqual([]);
    expect([...STILL_TOO_LONG].filter((key) => !over.includes(key))).toEqual([]);
  });
});
