// The limit rule (issue 37), pure: which limit is in effect for a bill, and by how much the bills of
// a claim go over theirs. The SQL that feeds it is in queries.ts; claim-limits.ts joins the two.
import type { TCityClass, TLimitPer } from '../../../src/contract/limits';

/** A row of expense_limit, for one company and grade. */
export interface LimitRow {
  expenseTypeId: number;
  cityClass: TCityClass;
  per: TLimitPer;
  /** Null: no limit from this date on. */
  amountPaise: number | null;
  effectiveFrom: string;
}

export interface Limit {
  per: TLimitPer;
  amountPaise: number;
}

/**
 * The limit of a type in a city class on a date: the row with the latest effective date on or
 * before it, so a limit set later never reprices an earlier day. None when no row is in effect
 * or the one in effect ends the limit.
 */
export function limitOn(
  limits: readonly LimitRow[],
  expenseTypeId: number,
  cityClass: TCityClass,
  date: string,
): Limit | null {
  let found: LimitRow | null = null;
  for (const row of limits) {
    if (row.expenseTypeId !== expenseTypeId || row.cityClass !== cityClass || row.effectiveFrom > date)
      continue;
    if (!found || row.effectiveFrom > found.effectiveFrom) found = row;
  }
  return found && found.amountPaise !== null ? { per: found.per, amountPaise: found.amountPaise } : null;
}

/** A limit as it applies to one bill: per-month limits read at the headquarters' class. */
export interface Applying {
  limit: Limit;
  cityClass: TCityClass;
}

/**
 * The limit a bill of a type meets on a day in a city of a class. A per-month limit is the month's,
 * wherever its days were: that of the headquarters' class in effect on the month's first day.
 */
export function applyingLimit(
  limits: readonly LimitRow[],
  expenseTypeId: number,
  day: { date: string; cityClass: TCityClass },
  month: { firstDay: string; hqClass: TCityClass },
): Applying | null {
  const monthly = limitOn(limits, expenseTypeId, month.hqClass, month.firstDay);
  if (monthly?.per === 'month') return { limit: monthly, cityClass: month.hqClass };
  const daily = limitOn(limits, expenseTypeId, day.cityClass, day.date);
  return daily && daily.per !== 'month' ? { limit: daily, cityClass: day.cityClass } : null;
}

/** A bill on a day of a claim, as the rule sees it. */
export interface ClaimBill {
  billId: number;
  expenseTypeId: number;
  amountPaise: number;
  expenseDetailId: number;
  /** The day's date, 'YYYY-MM-DD'. */
  date: string;
  /** The class of the day's city (where the day ends). */
  cityClass: TCityClass;
}

export interface Excess {
  billId: number;
  expenseDetailId: number;
  expenseTypeId: number;
  cityClass: TCityClass;
  limit: Limit;
  excessPaise: number;
}

/**
 * The bills over their limit and each one's excess, which the approver may deduct. A per-bill limit
 * judges each bill alone; per day and per night, the type's bills of one day together; per month,
 * the type's bills of the month together (applyingLimit). Where bills share a limit,
 * they count in the order of their day and upload, and the excess falls on those past the limit,
 * so the excesses add up to exactly what the group claims over it.
 */
export function policyExcesses(
  bills: readonly ClaimBill[],
  limits: readonly LimitRow[],
  month: { firstDay: string; hqClass: TCityClass },
): Excess[] {
  const ordered = [...bills].sort((a, b) =>
    a.date === b.date ? a.billId - b.billId : a.date < b.date ? -1 : 1,
  );
  const used = new Map<string, number>();
  const excesses: Excess[] = [];
  for (const bill of ordered) {
    const applying = applyingLimit(limits, bill.expenseTypeId, bill, month);
    if (!applying) continue;
    const { limit, cityClass } = applying;
    const group =
      limit.per === 'bill'
        ? `bill|${bill.billId}`
        : limit.per === 'month'
          ? `month|${bill.expenseTypeId}`
          : `day|${bill.expenseTypeId}|${bill.expenseDetailId}`;
    const before = used.get(group) ?? 0;
    const after = before + bill.amountPaise;
    used.set(group, after);
    const excessPaise = Math.min(bill.amountPaise, after - limit.amountPaise);
    if (excessPaise <= 0) continue;
    excesses.push({
      billId: bill.billId,
      expenseDetailId: bill.expenseDetailId,
      expenseTypeId: bill.expenseTypeId,
      cityClass,
      limit,
      excessPaise,
    });
  }
  return excesses;
}
