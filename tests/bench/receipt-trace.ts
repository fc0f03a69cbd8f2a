// Where a true value is lost (issue 43), with BENCH_TRACE=1: for each picture and field, whether the truth
// is in the text of the bare engine's read of the whole, unprepared picture; in the reader's first read of
// its prepared picture; in its lines after the closer readings; found as the field's value; found sure;
// and given. A stage that loses what the stage before it held is where the reader throws it away.
import { findDates } from '../../src/features/receipts/prefill/parse-date';
import { MIN_LINE_CONFIDENCE, type TextLine } from '../../src/features/receipts/prefill/text-line';
import type { BenchResult } from './bench-result';
import type { Scored } from './receipt-samples';
import { FIELD_NAMES, isRight } from './receipt-scoring';

const TRACED = ['amount', 'invoiceDate', 'invoiceNo'] as const;
type Traced = (typeof TRACED)[number];
export const STAGES = ['bare engine', 'prepared', 'read closer', 'found', 'sure', 'given'] as const;

/** Whether `text` holds the value: the figure (grouping and spaces inside it ignored), the date, the number. */
export function holds(field: Traced, text: string, truth: string | number): boolean {
  if (field === 'invoiceNo')
    return text.replace(/\s+/g, '').toLowerCase().includes(String(truth).toLowerCase());
  if (field === 'invoiceDate')
    return text.split('\n').some((line) => findDates(line).some((found) => found.iso === truth));
  const figures = text.replace(/(\d)[,\s](?=\d)/g, '$1');
  const [rupees, paise] = Number(truth).toFixed(2).split('.');
  const tail = paise === '00' ? '(?:\\.00)?' : `\\.${paise}`;
  return new RegExp(`(?<![\\d.])${rupees}${tail}(?![\\d])`).test(figures);
}

const joined = (lines: TextLine[]) => lines.map((line) => line.text).join('\n');

/** For each stage, whether it still held the truth of `field`; undefined when not traced or no truth. */
export function stagesOf(item: Scored, field: Traced): boolean[] | undefined {
  const truth = item.sample.truth[field];
  const { trace } = item;
  if (truth === undefined || !trace) return undefined;
  const found = trace.found[field];
  const isFound = found !== undefined && isRight(field, found.value, truth);
  return [
    holds(field, trace.bare, truth),
    holds(field, joined(trace.first), truth),
    holds(field, joined(item.lines), truth),
    isFound,
    isFound && (found?.confidence ?? 0) >= MIN_LINE_CONFIDENCE,
    isRight(field, item.reading.fields[field], truth),
  ];
}

/** Whether the second engine's bare read held the truth of `field`; undefined without one or without a truth. */
export function secondHolds(item: Scored, field: Traced): boolean | undefined {
  const truth = item.sample.truth[field];
  const second = item.trace?.second;
  return truth === undefined || !second ? undefined : holds(field, second.text, truth);
}

/** Per field and group: how many pictures each stage still held the truth for. */
export function traceResults(scored: Scored[]): BenchResult[] {
  const results: BenchResult[] = [];
  for (const group of ['clean', 'degraded'] as const)
    for (const field of TRACED) {
      const counts = STAGES.map(() => 0);
      let total = 0;
      for (const item of scored.filter((each) => each.sample.group === group)) {
        const stages = stagesOf(item, field);
        if (!stages) continue;
        total++;
        stages.forEach((held, at) => {
          counts[at] = (counts[at] ?? 0) + (held ? 1 : 0);
        });
      }
      if (total)
        results.push({
          name: `Trace, ${FIELD_NAMES[field]}, ${group}: truth held after ${STAGES.join(' / ')} (of ${total})`,
          value: counts.join(' / '),
        });
      results.push(...secondEngineResults(scored, group, field));
    }
  return [...results, ...bareTimes(scored)];
}

/** The second engine's bare read beside tesseract's: held by each, by either, by the second alone. */
function secondEngineResults(scored: Scored[], group: 'clean' | 'degraded', field: Traced): BenchResult[] {
  let total = 0;
  const counts = [0, 0, 0, 0];
  for (const item of scored.filter((each) => each.sample.group === group)) {
    const second = secondHolds(item, field);
    const first = stagesOf(item, field)?.[0];
    if (second === undefined || first === undefined) continue;
    total++;
    [first, second, first || second, second && !first].forEach((held, at) => {
      counts[at] = (counts[at] ?? 0) + (held ? 1 : 0);
    });
  }
  if (!total) return [];
  const name = `Trace, ${FIELD_NAMES[field]}, ${group}: bare tesseract / bare paddle / either / paddle alone (of ${total})`;
  return [{ name, value: counts.join(' / ') }];
}

/** The median and p90 time of each engine's bare read of a whole picture. */
function bareTimes(scored: Scored[]): BenchResult[] {
  const traces = scored.flatMap((item) => (item.trace ? [item.trace] : []));
  const spread = (millis: number[]) => {
    const sorted = [...millis].sort((a, b) => a - b);
    const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
    return `median ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms (${sorted.length} pictures)`;
  };
  const seconds = traces.flatMap((trace) => (trace.second ? [trace.second.millis] : []));
  return [
    ...(traces.length
      ? [{ name: 'Trace, bare tesseract read, time', value: spread(traces.map((t) => t.bareMillis)) }]
      : []),
    ...(seconds.length ? [{ name: 'Trace, bare paddle read, time', value: spread(seconds) }] : []),
  ];
}

/** One line a picture: each field's stages as + (held) or - (lost); the texts with BENCH_TRACE=text. */
export function logTrace(item: Scored): void {
  if (item.sample.half === 'held-out' && !process.env.BENCH_SHOW_HELD_OUT) return;
  const marks = TRACED.map((field) => {
    const stages = stagesOf(item, field);
    const second = secondHolds(item, field);
    const paddle = second === undefined ? '' : ` paddle ${second ? '+' : '-'}`;
    return stages
      ? `${FIELD_NAMES[field]} ${stages.map((held) => (held ? '+' : '-')).join('')}${paddle}`
      : '';
  });
  console.log(`${item.sample.id} [${item.reading.millis.toFixed(0)} ms] ${marks.join('  ')}`);
  if (process.env.BENCH_TRACE !== 'text' || !item.trace) return;
  console.log(`  bare engine:\n${indent(item.trace.bare)}\n  prepared:\n${indent(joined(item.trace.first))}`);
  if (item.trace.second) console.log(`  bare paddle:\n${indent(item.trace.second.text)}`);
}

const indent = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => `    ${line}`)
    .join('\n');
