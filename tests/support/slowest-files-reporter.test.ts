import { describe, expect, it } from 'vitest';
import { slowestFilesTable } from './slowest-files-reporter';

describe('the slowest-files table', () => {
  it('lists the ten slowest files, slowest first, with seconds and their share of the sum', () => {
    const times = Array.from({ length: 12 }, (_, index) => ({
      file: `tests/e2e/file-${index}.test.ts`,
      project: index % 2 ? 'e2e' : 'server',
      ms: (index + 1) * 1000,
    }));
    const lines = slowestFilesTable(times).split('\n');
    expect(lines[0]).toBe('The 10 slowest test files (of 12, 78.0 s in all, summed over workers):');
    expect(lines).toHaveLength(11);
    expect(lines[1]).toBe('    12.0 s   15%  e2e      tests/e2e/file-11.test.ts');
    expect(lines[10]).toBe('     3.0 s    4%  server   tests/e2e/file-2.test.ts');
  });

  it('prints nothing for a run without files', () => {
    expect(slowestFilesTable([])).toBe('');
  });
});
