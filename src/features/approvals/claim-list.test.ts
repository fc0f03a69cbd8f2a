import { describe, expect, it } from 'vitest';
import type { TExpenseApprovalItem } from '../../contract/expense-approvals';
import { claimMonthIn, formatListDateIn, listDateIn } from '../../pure/calendar-texts';
import { loadTexts } from '../../pure/texts';
import { claimMonths, isClean, shownClaims } from './claim-list';

const NONE = { calls: 0, plan: 0, policy: 0, duplicate: 0, einvoice: 0 };
const claim = (expenseId: number, name: string, code: string, since: string, flags = NONE) =>
  ({
    expenseId,
    employeeName: name,
    employeeCode: code,
    waitingSince: since,
    flagCounts: flags,
  }) as TExpenseApprovalItem;

const asha = claim(1, 'Asha Kulkarni', 'SPL0457', '2026-11-02T10:00:00Z', { ...NONE, plan: 1 });
const rahul = claim(2, 'Rahul Deshmukh', 'SPL0458', '2026-11-01T10:00:00Z');
const sanjay = claim(3, 'Sanjay Patil', 'SPL0460', '2026-11-03T10:00:00Z');
const all = [asha, rahul, sanjay];
const ids = (claims: TExpenseApprovalItem[]) => claims.map((found) => found.expenseId);

describe('the approver list as shown', () => {
  it('is clean only without a flag of any kind, a kind added later included', () => {
    expect(isClean(rahul)).toBe(true);
    expect(isClean(asha)).toBe(false);
  });

  it('filters flagged or clean, searches name or code, sorts by waiting time', () => {
    expect(ids(shownClaims(all, { show: 'all', search: '', sort: 'oldest' }))).toEqual([2, 1, 3]);
    expect(ids(shownClaims(all, { show: 'all', search: '', sort: 'newest' }))).toEqual([3, 1, 2]);
    expect(ids(shownClaims(all, { show: 'flagged', search: '', sort: 'oldest' }))).toEqual([1]);
    expect(ids(shownClaims(all, { show: 'clean', search: '', sort: 'oldest' }))).toEqual([2, 3]);
    expect(ids(shownClaims(all, { show: 'all', search: ' patil ', sort: 'oldest' }))).toEqual([3]);
    expect(ids(shownClaims(all, { show: 'all', search: 'spl0458', sort: 'oldest' }))).toEqual([2]);
  });

  it('filters by month, the months offered newest first', () => {
    const months = [
      { ...asha, monthYear: 'Oct 2026' },
      { ...rahul, monthYear: 'Sep 2026' },
      { ...sanjay, monthYear: 'Oct 2026' },
      { ...rahul, expenseId: 4, monthYear: 'Dec 2025' },
    ];
    expect(claimMonths(months)).toEqual(['Oct 2026', 'Sep 2026', 'Dec 2025']);
    expect(ids(shownClaims(months, { show: 'all', search: '', sort: 'oldest', month: 'Oct 2026' }))).toEqual([
      1, 3,
    ]);
  });
});

describe("the server's list dates in the reader's language", () => {
  it('keeps English as the server writes it and names the month in Hindi', async () => {
    await loadTexts('hi');
    expect(claimMonthIn('Oct 2026', 'en')).toBe('Oct 2026');
    expect(listDateIn('5 Oct 2026', 'en')).toBe('5 Oct 2026');
    expect(claimMonthIn('Oct 2026', 'hi')).toBe(formatListDateIn('2026-10-01', 'hi').slice(2));
    expect(listDateIn('5 Oct 2026', 'hi')).toBe(formatListDateIn('2026-10-05', 'hi'));
    expect(listDateIn('5 Oct 2026', 'hi')).not.toContain('Oct');
    expect(listDateIn('', 'hi')).toBe('');
  });
});
