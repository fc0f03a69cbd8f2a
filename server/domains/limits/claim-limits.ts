// Limits where people meet them (issue 37): the approver's policy flags on a claim's days, and the
// limits an employee entering a bill is shown. The rule itself is rules.ts.

import type { TFlag } from '../../../src/contract/flags';
import { limitAmount, type TBillLimit } from '../../../src/contract/limits';
import { LIMIT_TEXTS } from '../../../src/contract/limits-texts';
import { REQUEST_SAYS } from '../../../src/contract/request-texts';
import { businessDate, monthBounds } from '../../../src/pure/calendar';
import type { TextLanguage } from '../../../src/pure/messages';
import { toRupees } from '../../../src/pure/money';
import { renderText } from '../../../src/pure/texts';
import type { Queryable } from '../../db/database';
import { notFound } from '../../http/errors';
import {
  type ClaimHeader,
  findBillPlace,
  listClaimBills,
  listClaimHeaders,
  listClaimLimits,
  listExpenseTypeNames,
  listGradeLimits,
} from './queries';
import { applyingLimit, type ClaimBill, type LimitRow, policyExcesses } from './rules';

/**
 * Each day of a claim with its bills over their limits, as flags of kind 'policy' with the excess
 * as the suggested deduction. Reads the claim's own month only: three small queries, side by side.
 */
export async function claimLimitFlags(
  db: Queryable,
  expenseId: number,
  language: TextLanguage,
): Promise<Map<number, TFlag[]>> {
  const flags = new Map<number, TFlag[]>();
  const [[header], limits, bills] = await Promise.all([
    listClaimHeaders(db, [expenseId]),
    listClaimLimits(db, [expenseId]),
    listClaimBills(db, [expenseId]),
  ]);
  if (!header || limits.length === 0 || bills.length === 0) return flags;
  const typeNames = new Map(bills.map((bill) => [bill.expenseTypeId, bill.expenseType]));
  for (const excess of claimExcesses(header, limits, bills)) {
    const text = LIMIT_TEXTS.overLimit({
      type: typeNames.get(excess.expenseTypeId) ?? '',
      limit: limitAmount(excess.limit.amountPaise),
      per: excess.limit.per,
      cityClass: excess.cityClass,
      excess: limitAmount(excess.excessPaise),
    });
    const flag: TFlag = {
      kind: 'policy',
      text: renderText(text, language),
      billId: excess.billId,
      suggestedDeduction: toRupees(excess.excessPaise),
    };
    flags.set(excess.expenseDetailId, [...(flags.get(excess.expenseDetailId) ?? []), flag]);
  }
  return flags;
}

/**
 * The policy flags of each of many claims, counted (the approver's list): the same rule as
 * claimLimitFlags, read in three queries for every claim at once.
 */
export async function countPolicyFlags(
  db: Queryable,
  expenseIds: readonly number[],
): Promise<Map<number, number>> {
  const [headers, limits, bills] = await Promise.all([
    listClaimHeaders(db, expenseIds),
    listClaimLimits(db, expenseIds),
    listClaimBills(db, expenseIds),
  ]);
  const counts = new Map<number, number>();
  for (const header of headers) {
    const own = <T extends { expenseId: number }>(rows: readonly T[]) =>
      rows.filter((row) => row.expenseId === header.expenseId);
    counts.set(header.expenseId, claimExcesses(header, own(limits), own(bills)).length);
  }
  return counts;
}

function claimExcesses(header: ClaimHeader, limits: readonly LimitRow[], bills: readonly ClaimBill[]) {
  if (limits.length === 0 || bills.length === 0) return [];
  const { first } = monthBounds(header.year, header.month);
  return policyExcesses(bills, limits, { firstDay: first, hqClass: header.hqClass });
}

/**
 * The limits an employee's bill meets on a date: in the day's city when the bill is attached to a
 * day of theirs, else at their headquarters, as the approver's flag reads them. 404 for a day that
 * is not theirs.
 */
export async function billLimits(
  db: Queryable,
  employee: { employeeId: number; companyId: number },
  query: { date?: string | undefined; expenseDetailId?: number | undefined },
) {
  const place = await findBillPlace(db, employee.employeeId, query.expenseDetailId);
  if (!place) throw notFound(REQUEST_SAYS.noSuchDay);
  const date = query.date ?? businessDate();
  const [limits, types] = await Promise.all([
    listGradeLimits(db, employee.companyId, place.gradeId, date),
    listExpenseTypeNames(db, employee.companyId),
  ]);
  const monthStart = monthBounds(Number(date.slice(0, 4)), Number(date.slice(5, 7))).first;
  const applying: TBillLimit[] = [];
  for (const type of types) {
    const found = applyingLimit(
      limits,
      type.id,
      { date, cityClass: place.cityClass },
      { firstDay: monthStart, hqClass: place.hqClass },
    );
    if (!found) continue;
    applying.push({
      expenseTypeId: type.id,
      expenseType: type.name,
      per: found.limit.per,
      rupees: toRupees(found.limit.amountPaise),
      cityClass: found.cityClass,
    });
  }
  return { cityName: place.cityName, cityClass: place.cityClass, limits: applying };
}
