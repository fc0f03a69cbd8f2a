// The approver's list as shown (issue 38): which claims are clean, and the filters and sort.
import type { TExpenseApprovalItem } from '../../contract/expense-approvals';
import { FLAG_KINDS, type TFlagCounts } from '../../contract/flags';

export type Show = 'all' | 'flagged' | 'clean';
export type Sort = 'oldest' | 'newest';

export const flagTotal = (counts: TFlagCounts) => FLAG_KINDS.reduce((total, kind) => total + counts[kind], 0);
export const isClean = (claim: TExpenseApprovalItem) => flagTotal(claim.flagCounts) === 0;

/** The claims shown: by checks, by name or code, oldest waiting first unless asked otherwise. */
export function shownClaims(
  claims: readonly TExpenseApprovalItem[],
  filter: { show: Show; search: string; sort: Sort; month?: string },
): TExpenseApprovalItem[] {
  const search = filter.search.trim().toLowerCase();
  const shown = claims.filter(
    (claim) =>
      (!filter.month || claim.monthYear === filter.month) &&
      (filter.show === 'all' || (filter.show === 'clean') === isClean(claim)) &&
      (search === '' ||
        claim.employeeName.toLowerCase().includes(search) ||
        claim.employeeCode.toLowerCase().includes(search)),
  );
  const sign = filter.sort === 'oldest' ? 1 : -1;
  return shown.sort((a, b) => sign * (Date.parse(a.waitingSince) - Date.parse(b.waitingSince)));
}

/** The months the claims are of, as the month filter offers them: newest first. */
export function claimMonths(claims: readonly TExpenseApprovalItem[]): string[] {
  // 'Oct 2026' as the server writes it; its first day orders the months.
  const labels = [...new Set(claims.map((claim) => claim.monthYear))];
  return labels.sort((a, b) => Date.parse(`1 ${b}`) - Date.parse(`1 ${a}`));
}
