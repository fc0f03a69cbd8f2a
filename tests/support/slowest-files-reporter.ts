// Prints the ten slowest test files at the end of a run, so the next slow file is seen when it lands.
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface FileTime {
  file: string;
  project: string;
  /** Milliseconds from the file's environment setup to its last test and hook. */
  ms: number;
}

/** A file's own time: environment, harness, import and every test and hook. */
export function fileTime(module: TestModule, root: string): FileTime {
  const d = module.diagnostic();
  return {
    file: path.relative(root, module.moduleId),
    project: module.project.name,
    ms: d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration,
  };
}

/** The table the reporter prints: the `count` slowest files, slowest first, with their share of the sum. */
export function slowestFilesTable(times: FileTime[], count = 10): string {
  const total = times.reduce((sum, time) => sum + time.ms, 0);
  const slowest = [...times].sort((a, b) => b.ms - a.ms).slice(0, count);
  if (slowest.length === 0) return '';
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const lines = slowest.map(
    (time) =>
      `  ${seconds(time.ms).padStart(8)}  ${`${Math.round((time.ms / (total || 1)) * 100)}%`.padStart(4)}  ${time.project.padEnd(7)}  ${time.file}`,
  );
  return [
    `The ${slowest.length} slowest test files (of ${times.length}, ${seconds(total)} in all, summed over workers):`,
    ...lines,
  ].join('\n');
}

export default class SlowestFilesReporter implements Reporter {
  private root = process.cwd();

  onInit(vitest: { config: { root: string } }): void {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const table = slowestFilesTable(testModules.map((module) => fileTime(module, this.root)));
    if (table) process.stdout.write(`\n${table}\n\n`);
  }
}
