// How many flags of each kind each claim of the approver's list carries (issue 38). Each kind has
// one counter, set-based over every listed claim at once; a kind without one yet counts 0. Adding
// a kind (plan, duplicate, e-invoice) is one entry here calling its domain's counter.
import { FLAG_KINDS, type TFlagKind } from '../../../src/contract/flags';
import type { Queryable } from '../../db/database';
import { countCallFlags } from '../calls/claim-calls';
import { countPolicyFlags } from '../limits/claim-limits';

/** A kind's flags on each of many claims, counted in a few queries whatever their number. */
export type FlagCounter = (db: Queryable, expenseIds: readonly number[]) => Promise<Map<number, number>>;

export type FlagCounts = Record<TFlagKind, number>;

export const FLAG_COUNTERS: Partial<Record<TFlagKind, FlagCounter>> = {
  calls: (db, expenseIds) => countCallFlags(db, expenseIds),
  policy: countPolicyFlags,
};

export const noFlags = (): FlagCounts =>
  Object.fromEntries(FLAG_KINDS.map((kind) => [kind, 0])) as FlagCounts;

export const flagTotal = (counts: FlagCounts): number =>
  FLAG_KINDS.reduce((total, kind) => total + counts[kind], 0);

/** Every claim's counts by kind; every kind present, 0 where it found nothing. */
export async function claimFlagCounts(
  db: Queryable,
  expenseIds: readonly number[],
  counters: Partial<Record<TFlagKind, FlagCounter>> = FLAG_COUNTERS,
): Promise<Map<number, FlagCounts>> {
  const counts = new Map(expenseIds.map((id) => [id, noFlags()]));
  if (expenseIds.length === 0) return counts;
  const kinds = FLAG_KINDS.filter((kind) => counters[kind] !== undefined);
  const found = await Promise.all(kinds.map((kind) => (counters[kind] as FlagCounter)(db, expenseIds)));
  kinds.forEach((kind, index) => {
    for (const [expenseId, count] of found[index] ?? []) {
      const claim = counts.get(expenseId);
      if (claim) claim[kind] = count;
    }
  });
  return counts;
}
