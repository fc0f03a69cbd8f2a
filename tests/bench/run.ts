// `npm run bench`: the budgets of the issues, measured in one run on this machine and printed as a table.

import { bundleBench } from './bundles';
import { compressionBench } from './compression';
import { startupBench } from './startup';
import { syncBench } from './sync';

export interface BenchResult {
  name: string;
  value: string;
  budget?: string;
  isWithinBudget?: boolean;
}

const benches: Array<() => Promise<BenchResult[]>> = [bundleBench, startupBench, compressionBench, syncBench];

const results: BenchResult[] = [];
for (const bench of benches) results.push(...(await bench()));

const width = Math.max(...results.map((result) => result.name.length));
console.log('');
for (const result of results) {
  const verdict = result.budget
    ? ` (budget ${result.budget}: ${result.isWithinBudget ? 'met' : 'MISSED'})`
    : '';
  console.log(`${result.name.padEnd(width)}  ${result.value}${verdict}`);
}
process.exitCode = results.some((result) => result.isWithinBudget === false) ? 1 : 0;
