// `tsx tests/bench/receipt-rescore.ts saved.json`: scores the text rules of parse-text.ts as they are now
// against the lines a bench run kept (BENCH_RECEIPTS_SAVE=saved.json npm run bench:receipts), in a
// second instead of the half hour a loaded machine takes to read the pictures again. Only the first
// reading's lines are there: the closer second look at unsure lines, which the rules steer, is not
// redone, so the real bench has the last word. Held-out receipts are scored but not printed one by one
// (BENCH_SHOW_HELD_OUT=1 prints them).
import { readFile } from 'node:fs/promises';
import type { ReceiptFields } from '../../src/features/receipts/prefill/fields';
import { readReceiptText, sureFields } from '../../src/features/receipts/prefill/parse-text';
import type { Scored } from './receipt-samples';
import { report } from './receipt-scoring';

const file = process.argv[2];
if (!file) throw new Error('Usage: tsx tests/bench/receipt-rescore.ts saved.json');
const saved = JSON.parse(await readFile(file, 'utf8')) as Scored[];
const rescored = saved.map((item): Scored => {
  const text = sureFields(readReceiptText(item.lines));
  // What a QR code gave stays as it was: the text only fills what the code left unsaid.
  const fromQr: ReceiptFields =
    item.reading.source === 'gst-qr'
      ? item.reading.fields
      : item.reading.source === 'upi-qr' && item.reading.fields.amount !== undefined
        ? { amount: item.reading.fields.amount }
        : {};
  const fields = { ...text, ...fromQr };
  const source =
    item.reading.source === 'text' || item.reading.source === 'none' ? 'text' : item.reading.source;
  return { ...item, reading: { ...item.reading, fields, source } };
});
for (const { sample, reading } of rescored) {
  if (sample.half === 'held-out' && !process.env.BENCH_SHOW_HELD_OUT) continue;
  if (!process.env.BENCH_VERBOSE) continue;
  const misses = (['amount', 'invoiceDate', 'invoiceNo', 'expenseType'] as const)
    .filter((field) => sample.truth[field] !== undefined && reading.fields[field] !== sample.truth[field])
    .map((field) => `${field}=${reading.fields[field] ?? '-'} (want ${sample.truth[field]})`);
  if (misses.length) console.log(`${sample.id}: ${misses.join(' ')}`);
}
for (const result of report(rescored, new Set(), [])) {
  if (/time|origins|sources/i.test(result.name)) continue;
  const verdict = result.budget
    ? ` (budget ${result.budget}: ${result.isWithinBudget ? 'met' : 'MISSED'})`
    : '';
  console.log(`${result.name}  ${result.value}${verdict}`);
}
