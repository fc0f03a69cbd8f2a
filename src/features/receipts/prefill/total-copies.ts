// A total whose '/-' the engine read as one more digit, put right by a copy of it elsewhere on the bill:
// a prepaid taxi's passenger copy and counterfoil print the same fare.
import { moneyIn } from './money';
import { withDigitsRepaired } from './parse-date';
import { type Candidate, MIN_LINE_CONFIDENCE, type TextLine } from './text-line';

/** A figure whose '/-' was read as one more digit, a 4 (its slash and dash) or a 1: the figure without it. */
export const withoutItsSlash = (value: number): number | undefined =>
  /^\d{2,}[14]$/.test(String(value)) ? Math.trunc(value / 10) : undefined;

/**
 * The unsure total `best` as a copy of it reads it, where the two differ by its '/-' read as a digit:
 * - a copy read surely elsewhere on the bill, without that digit ('Fare Rs 7801' under the passenger
 *   copy's 'Fare Rs 780/-'; 'Fare Rs. 9404' over the counterfoil's 'are Rs 940', its label cut);
 * - a copy that differs in its last digit only, each a '/-' read as a 4 or a 1 ('Fare Rs 5604-' over
 *   'aeRs. 5601' for 560/-): two readings of different print that agree on the rest.
 * Undefined where no copy says so.
 */
export function copiedTotal(
  lines: readonly TextLine[],
  best: Candidate<number>,
  candidates: ReadonlyArray<Candidate<number>>,
): Candidate<number> | undefined {
  const withoutSlash = withoutItsSlash(best.value);
  if (withoutSlash === undefined || best.confidence >= MIN_LINE_CONFIDENCE) return undefined;
  const copy = candidates.find(
    (other) =>
      other.order !== best.order && other.confidence >= MIN_LINE_CONFIDENCE && other.value === withoutSlash,
  );
  if (copy) return copy;
  const isSlashReadOtherwise = (value: number) =>
    value !== best.value && withoutItsSlash(value) === withoutSlash;
  const hasCopyReadOtherwise = lines.some(
    (line, at) =>
      at !== best.line &&
      moneyIn(withDigitsRepaired(line.text).toLowerCase()).some((figure) =>
        isSlashReadOtherwise(figure.value),
      ),
  );
  return hasCopyReadOtherwise ? { ...best, value: withoutSlash, confidence: MIN_LINE_CONFIDENCE } : undefined;
}
