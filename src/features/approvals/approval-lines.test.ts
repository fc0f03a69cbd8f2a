import { describe, expect, it } from 'vitest';
import { APPROVAL_TEXTS } from '../../contract/approvals';
import type { TExpenseDayDetail } from '../../contract/expense-approvals';
import {
  approverTotal,
  dayErrors,
  dayLine,
  initialDayDecision,
  initialLineDecision,
  isDeductionTyping,
  lineErrors,
} from './approval-lines';

const day: TExpenseDayDetail = {
  expenseDetailId: 7,
  expenseId: 3,
  date: '2026-10-05',
  halfDay: 1,
  isHoliday: 0,
  fromTown: 'Pune',
  toTown: 'Satara',
  activity: 'Field Work',
  stationType: 'Out Station',
  fare: 560,
  distance: 112,
  allownace: 750,
  totalSubmitted: 1310,
  claimedTotal: 1310,
  approDedn: 0,
  approTotal: 1310,
  sundry: 0,
  status: 'U',
  approveReason: '',
  rejectReason: '',
  history: [],
  calls: 3,
  planned: '',
  flags: [],
  billFlags: [],
  planFlags: [],
};

describe('an approver starting on a line', () => {
  it('shows an unactioned line as Approve and keeps an earlier rejection with its reason', () => {
    expect(initialLineDecision({ status: 'U', reason: '' })).toEqual({ status: 'A', reason: '' });
    expect(initialLineDecision({ status: 'R', reason: 'Wrong city' })).toEqual({
      status: 'R',
      reason: 'Wrong city',
    });
    expect(initialDayDecision({ ...day, status: 'R', rejectReason: 'No bill', approDedn: 20 })).toEqual({
      status: 'R',
      reason: 'No bill',
      deduction: '20',
    });
  });

  it('starts a day resubmitted after its rejection afresh, not rejected again', () => {
    const state = { route: 'Satara - Satara', total: 250, bills: '', billsTotal: 0 };
    const round = {
      returnedAt: '2026-11-20T10:00:00Z',
      before: state,
      reply: 'Went to Wai as well',
      after: { ...state, route: 'Satara - Wai - Satara' },
      resubmittedAt: '2026-11-21T10:00:00Z',
      inThisRound: true,
    };
    const rejected = { ...day, status: 'R' as const, rejectReason: 'Route?', approDedn: 0 };
    expect(initialDayDecision({ ...rejected, returns: [round] })).toEqual({
      status: 'A',
      reason: '',
      deduction: '',
    });
    expect(initialDayDecision({ ...rejected, returns: [{ ...round, inThisRound: false }] }).status).toBe('R');
  });
});

describe('rejecting', () => {
  it('needs a reason, for a journey and for a day', () => {
    expect(lineErrors(1, { status: 'R', reason: '  ' }).reason).toBe(APPROVAL_TEXTS.reasonRequired);
    expect(lineErrors(1, { status: 'R', reason: 'Duplicate journey' })).toEqual({});
    expect(lineErrors(1, { status: 'A', reason: '' })).toEqual({});
    expect(dayErrors(day, { status: 'R', reason: '', deduction: '' }).reason).toBe(
      APPROVAL_TEXTS.reasonRequired,
    );
  });
});

describe('a deduction', () => {
  it('may not be more than the value judged', () => {
    expect(dayErrors(day, { status: 'A', reason: '', deduction: '1310.01' }).deduction).toBe(
      APPROVAL_TEXTS.deductionTooLarge,
    );
    expect(dayErrors(day, { status: 'A', reason: '', deduction: '1310' })).toEqual({});
  });

  it('is typed as digits with at most one decimal point', () => {
    expect(isDeductionTyping('120.5')).toBe(true);
    expect(isDeductionTyping('')).toBe(true);
    expect(isDeductionTyping('12a')).toBe(false);
    expect(isDeductionTyping('1.2.3')).toBe(false);
  });

  it('leaves the approver total as submitted minus deduction, and nothing of a rejected day', () => {
    expect(approverTotal(day, { status: 'A', reason: '', deduction: '110.50' })).toBe(1199.5);
    expect(approverTotal(day, { status: 'A', reason: '', deduction: '' })).toBe(1310);
    expect(approverTotal(day, { status: 'R', reason: 'x', deduction: '' })).toBe(0);
  });

  it('goes to the server as the line the contract reads', () => {
    expect(dayLine(day, { status: 'R', reason: ' No bill ', deduction: '' })).toEqual({
      expenseDetailId: 7,
      approvalStatus: 'R',
      approvalEntered: '',
      reason: 'No bill',
    });
  });
});
