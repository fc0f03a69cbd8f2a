// The days that need a human first, and the deduction a policy excess suggests (issue 38).
import { describe, expect, it } from 'vitest';
import { CALL_FLAGS } from '../../contract/calls';
import type { TExpenseDayDetail } from '../../contract/expense-approvals';
import { dayFlags, flaggedFirst, suggestedDeduction } from './claim-flags';

const day = (id: number, more: Partial<TExpenseDayDetail> = {}): TExpenseDayDetail => ({
  expenseDetailId: id,
  expenseId: 1,
  date: `2026-10-${String(id).padStart(2, '0')}`,
  halfDay: 1,
  isHoliday: 0,
  fromTown: 'Pune',
  toTown: 'Pune',
  activity: 'Field Work',
  stationType: 'HQ',
  fare: 0,
  distance: 0,
  allownace: 250,
  totalSubmitted: 250,
  claimedTotal: 250,
  approDedn: 0,
  approTotal: 250,
  sundry: 0,
  status: 'U',
  approveReason: '',
  rejectReason: '',
  history: [],
  calls: 1,
  planned: '',
  flags: [],
  billFlags: [],
  planFlags: [],
  ...more,
});

describe('the flagged days first', () => {
  it('puts every flagged day ahead, each group keeping its date order', () => {
    const days = [
      day(1),
      day(2, { flags: [CALL_FLAGS.noCalls] }),
      day(3),
      day(4, { billFlags: [{ kind: 'duplicate', text: 'Also on Rahul’s claim', billId: 3 }] }),
      day(5, { planFlags: [{ kind: 'plan', text: 'Not as planned' }] }),
    ];
    expect(flaggedFirst(days).map((each) => each.expenseDetailId)).toEqual([2, 4, 5, 1, 3]);
    expect(flaggedFirst([day(1), day(2)]).map((each) => each.expenseDetailId)).toEqual([1, 2]);
  });

  it('names each flag by its kind: call report, plan, then the bills’', () => {
    const flagged = day(1, {
      flags: [CALL_FLAGS.noCalls],
      planFlags: [{ kind: 'plan', text: 'Not as planned' }],
      billFlags: [{ kind: 'einvoice', text: 'Signature does not verify', billId: 2 }],
    });
    expect(dayFlags(flagged).map((flag) => flag.kind)).toEqual(['calls', 'plan', 'einvoice']);
  });
});

describe('the suggested deduction', () => {
  const policy = (excess: number) => ({
    kind: 'policy' as const,
    text: 'Over',
    billId: 1,
    suggestedDeduction: excess,
  });

  it('is the excess of every bill over its limit, other kinds counting nothing', () => {
    const over = day(1, {
      totalSubmitted: 3000,
      billFlags: [policy(450), policy(120.5), { kind: 'duplicate', text: 'Twice', billId: 2 }],
    });
    expect(suggestedDeduction(over)).toBe(570.5);
    expect(suggestedDeduction(day(2))).toBe(0);
  });

  it('never exceeds the value this level judges', () => {
    expect(suggestedDeduction(day(1, { totalSubmitted: 300, billFlags: [policy(450)] }))).toBe(300);
  });
});
