// The approver's list as shown (issue 38): which claims are clean, and the filters and sort.
import type { TExpenseApprovalItem } from '../../contract/expense-approvals';
import { FLAG_KINDS, type TFlagCounts } from '../../contract/flags';
import { MONTH_NAMES } from '../../pure/calendar';
import { formatListDateIn } from '../../pure/calendar-texts';
import type { TextLanguage } from '../../pure/messages';

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

/** 'YYYY-MM-DD' of 'd MMM yyyy' as the server writes it; undefined for anything else. */
function isoOfListDate(day: string, monthName: string, year: string): string | undefined {
  const month = MONTH_NAMES.findIndex((name) => name.slice(0, 3) === monthName) + 1;
  if (month === 0 || !/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(day)) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** The server's 'd MMM yyyy' ('5 Oct 2026') in the reader's language; as it came if it is not one. */
export function listDateIn(label: string, language: TextLanguage): string {
  const [day = '', month = '', year = ''] = label.split(' ');
  const iso = isoOfListDate(day, month, year);
  return iso ? formatListDateIn(iso, language) : label;
}

/** The server's 'MMM yyyy' ('Oct 2026'), a claim's month, in the reader's language. */
export function claimMonthIn(label: string, language: TextLanguage): string {
  const [month = '', year = ''] = label.split(' ');
  const iso = isoOfListDate('1', month, year);
  return iso ? formatListDateIn(iso, language).replace(/^1 /, '') : label;
}
