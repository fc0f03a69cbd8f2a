// The server's domain folders import each other without a loop (issue 36): a fact two domains share
// lives in a lower folder (reporting-line, decisions), never in one that imports the other. Biome's
// noImportCycles sees files only; this walks the folders.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DOMAINS = import.meta.dirname;

/** folder → folder → the files that make the edge. */
type FolderGraph = Map<string, Map<string, string[]>>;

function domainOf(file: string): string | undefined {
  const relative = path.relative(DOMAINS, file);
  if (relative.startsWith('..')) return undefined;
  const [folder, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? folder : undefined;
}

function importsOf(source: string): string[] {
  return [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((match) => match[1] as string);
}

function folderGraph(): FolderGraph {
  const graph: FolderGraph = new Map();
  const files = readdirSync(DOMAINS, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => path.join(DOMAINS, name));
  for (const file of files) {
    const from = domainOf(file) as string;
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const to = domainOf(path.resolve(path.dirname(file), specifier));
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      edges.set(to, [...(edges.get(to) ?? []), path.relative(DOMAINS, file)]);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** The first loop found, as folders ending where it began; undefined when there is none. */
function findLoop(graph: FolderGraph): string[] | undefined {
  const done = new Set<string>();
  const walk = (folder: string, trail: string[]): string[] | undefined => {
    const at = trail.indexOf(folder);
    if (at >= 0) return [...trail.slice(at), folder];
    if (done.has(folder)) return undefined;
    for (const next of graph.get(folder)?.keys() ?? []) {
      const loop = walk(next, [...trail, folder]);
      if (loop) return loop;
    }
    done.add(folder);
    return undefined;
  };
  for (const folder of graph.keys()) {
    const loop = walk(folder, []);
    if (loop) return loop;
  }
  return undefined;
}

describe('the domain folders', () => {
  it('import each other without a loop', () => {
    const graph = folderGraph();
    // The walk sees the imports: approvals shows calls beside a claim, so it must import them.
    expect(graph.get('approvals')?.has('calls')).toBe(true);
    const loop = findLoop(graph);
    const edges = loop?.slice(1).map((to, index) => {
      const from = loop[index] as string;
      return `${from} → ${to} (${graph.get(from)?.get(to)?.join(', ')})`;
    });
    expect(edges, 'a loop of domain folders: move what they share to a lower folder').toBeUndefined();
  });

  it('finds a loop through several folders', () => {
    const graph: FolderGraph = new Map([
      ['approvals', new Map([['calls', ['approvals/x.ts']]])],
      ['calls', new Map([['expenses', ['calls/y.ts']]])],
      ['expenses', new Map([['approvals', ['expenses/z.ts']]])],
    ]);
    expect(findLoop(graph)).toEqual(['approvals', 'calls', 'expenses', 'approvals']);
    graph.get('expenses')?.delete('approvals');
    expect(findLoop(graph)).toBeUndefined();
  });
});
