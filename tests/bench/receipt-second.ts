// The second engine's part in a reading (issue 43: PaddleOCR in the reader's worker, asked only when a
// photographed bill's first reading left the amount, date or number empty): how often it ran, how long
// it took, what it filled right and wrong at each confidence, the time of the photographed pictures
// alone, and the same figures had it been asked only when the first reading found none of the three.
import { SECOND_MIN_CONFIDENCE } from '../../src/features/receipts/prefill/second/fill-missing';
import type { BenchResult } from './bench-result';
import type { Scored } from './receipt-samples';
import { FIELD_NAMES, isRight } from './receipt-scoring';

const SECOND_FIELDS = ['amount', 'invoiceDate', 'invoiceNo'] as const;
const THRESHOLDS = [70, 80, 90, 95];

export function secondReadingResults(scored: readonly Scored[]): BenchResult[] {
  const photographed = scored.filter((item) => item.sample.group === 'degraded');
  const asked = scored.filter((item) => item.secondReading);
  const millis = (items: readonly Scored[]) => items.map((item) => item.reading.millis);
  const results: BenchResult[] = [
    {
      name: 'Receipt reading time per photographed image, median / p90',
      value: `${quantile(millis(photographed), 0.5).toFixed(0)} / ${quantile(millis(photographed), 0.9).toFixed(0)} ms`,
    },
    {
      name: 'Second readings asked (photographed / clean pictures)',
      value: `${asked.filter((item) => item.sample.group === 'degraded').length} / ${asked.filter((item) => item.sample.group !== 'degraded').length}`,
    },
  ];
  if (asked.length === 0) return results;
  const own = asked.map((item) => item.secondReading?.millis ?? 0);
  results.push({
    name: 'Second reading time, median / p90 (the first with the engine start)',
    value: `${quantile(own, 0.5).toFixed(0)} / ${quantile(own, 0.9).toFixed(0)} ms (first ${(own[0] ?? 0).toFixed(0)} ms)`,
  });
  for (const field of SECOND_FIELDS) {
    const counts = THRESHOLDS.map((least) => {
      let right = 0;
      let wrong = 0;
      for (const item of asked) {
        const found = item.secondReading?.found[field];
        if (!item.secondReading?.missing.includes(field) || !found || found.confidence < least) continue;
        if (isRight(field, found.value, item.sample.truth[field])) right++;
        else wrong++;
      }
      return `${right}/${wrong}`;
    });
    results.push({
      name: `Second reading's ${FIELD_NAMES[field]}s for empty fields, right/wrong at ${THRESHOLDS.join(', ')} (given at ${SECOND_MIN_CONFIDENCE})`,
      value: counts.join(', '),
    });
  }
  // The first reading's values the second engine read otherwise (taken out; the second's given if sure).
  const contradicted = asked.flatMap((item) =>
    (item.secondReading?.contradicted ?? []).map((field) => ({ item, field })),
  );
  const given = contradicted.filter(({ item, field }) => item.reading.fields[field] !== undefined);
  results.push({
    name: 'Second reading contradicted the first: values taken out / given instead, right / wrong',
    value: `${contradicted.length} / ${given.filter(({ item, field }) => isRight(field, item.reading.fields[field], item.sample.truth[field])).length} / ${given.filter(({ item, field }) => !isRight(field, item.reading.fields[field], item.sample.truth[field])).length}`,
  });
  // Fields filled with an unsure value of the second engine that the first engine's lines hold too.
  const alike = asked.flatMap((item) =>
    (item.secondReading?.filled ?? [])
      .filter((field) => (item.secondReading?.found[field]?.confidence ?? 0) < SECOND_MIN_CONFIDENCE)
      .map((field) => isRight(field, item.reading.fields[field], item.sample.truth[field])),
  );
  results.push({
    name: 'Second reading: unsure values both engines read alike, given right / wrong',
    value: `${alike.filter(Boolean).length} / ${alike.filter((right) => !right).length}`,
  });
  results.push(...narrowGate(scored));
  return results;
}

/**
 * The held-out photographed pictures as if the second engine were asked only when the first reading found
 * none of the amount, date and number: its fills and its time taken out of the other pictures' readings.
 */
function narrowGate(scored: readonly Scored[]): BenchResult[] {
  const photographed = scored.filter(
    (item) => item.sample.group === 'degraded' && item.sample.half !== 'tuning',
  );
  const isNarrow = (item: Scored) => item.secondReading?.missing.length === SECOND_FIELDS.length;
  const results: BenchResult[] = [
    {
      name: 'Narrow gate: second readings asked (photographed, held-out)',
      value: String(photographed.filter(isNarrow).length),
    },
  ];
  for (const field of SECOND_FIELDS) {
    let right = 0;
    let wrong = 0;
    for (const item of photographed) {
      const isUndone = item.secondReading?.filled.includes(field) && !isNarrow(item);
      const value = isUndone ? undefined : item.reading.fields[field];
      if (value === undefined) continue;
      if (isRight(field, value, item.sample.truth[field])) right++;
      else wrong++;
    }
    results.push({
      name: `Narrow gate (second reading only when the first found none of the three): ${FIELD_NAMES[field]}, photographed, right / wrong of ${photographed.length}`,
      value: `${right} / ${wrong}`,
    });
  }
  const times = scored.map((item) =>
    item.secondReading && !isNarrow(item)
      ? item.reading.millis - item.secondReading.millis
      : item.reading.millis,
  );
  const photographedTimes = scored
    .filter((item) => item.sample.group === 'degraded')
    .map((item) =>
      item.secondReading && !isNarrow(item)
        ? item.reading.millis - item.secondReading.millis
        : item.reading.millis,
    );
  results.push({
    name: 'Narrow gate: reading time per image, median / p90 (photographed alone)',
    value: `${quantile(times, 0.5).toFixed(0)} / ${quantile(times, 0.9).toFixed(0)} ms (${quantile(photographedTimes, 0.5).toFixed(0)} / ${quantile(photographedTimes, 0.9).toFixed(0)} ms)`,
  });
  return results;
}

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}
