// `npm run bench:receipts`: the receipt reading section of the bench on its own, for tuning the reader.
// BENCH_VERBOSE=1 prints each tuning receipt's reading, BENCH_VERBOSE=lines adds the recognised lines
// (held-out receipts only with BENCH_SHOW_HELD_OUT=1: the reader is not to be tuned against them);
// BENCH_RECEIPTS_PER_LAYOUT=2 reads fewer receipts (4 of each of the 47 layouts by default);
// BENCH_RECEIPTS_HALF=tuning reads only the tuning half (or held-out, only that);
// BENCH_RECEIPTS_ONLY='(rail|bus)-0[24]-degraded' reads only the receipts whose id matches;
// BENCH_RECEIPTS_SEED=7 draws another set (13 by default), to check a change tuned on one set on another;
// BENCH_RECEIPTS_SAVE=/tmp/lines.json keeps the recognised lines for tests/bench/receipt-rescore.ts.
// BENCH_RECEIPTS_SET=wild reads issue 43's second set instead (tests/support/wild-receipts.ts: every layout
// held out; seed 43 and two a layout by default), against that budgets; BENCH_RECEIPTS_SET=third
// reads the third set (tests/support/third-receipts.ts: written blind, without reading the reader or the
// other two sets, so it only measures; every layout held out; seed 61, two a layout by default), same budgets;
// BENCH_TRACE=1 also reads each picture whole with the bare engine and counts, per field, the stages that
// still hold the truth (=text prints the texts; held-out receipts only with BENCH_SHOW_HELD_OUT=1).
// BENCH_TRACE_ENGINE=paddle (with BENCH_TRACE) reads each picture whole with PaddleOCR too, beside the bare
// engine, with both engines' times (tests/bench/receipt-paddle.ts; installed by `npm run bench` in tests/bench/tools).
// The reader's own second engine (PaddleOCR in its worker, for photos the first reading left a field empty of) is
// measured in every run: tests/bench/receipt-second.ts. BENCH_RECEIPTS_PORT=8092 serves the page on that port.
import { receiptReadingBench } from './receipt-reading';

const results = await receiptReadingBench();
const width = Math.max(...results.map((result) => result.name.length));
for (const result of results) {
  const verdict = result.budget
    ? ` (budget ${result.budget}: ${result.isWithinBudget ? 'met' : 'MISSED'})`
    : '';
  console.log(`${result.name.padEnd(width)}  ${result.value}${verdict}`);
}
process.exitCode = results.some((result) => result.isWithinBudget === false) ? 1 : 0;
