import { describe, expect, it } from 'vitest';
import type { TMyExpenseItem } from '../../contract/expenses';
import type { TUnreportedBill } from '../../contract/receipts';
import { canSubmitMonth, checkBeforeSubmit, filterDays, sumDays } from './month-view';

const day = (overrides: Partial<TMyExpenseItem>): TMyExpenseItem => ({
  expenseId: 1,
  expenseDetailId: 1,
  activityDate: '2026-11-02',
  activityDateFormat: '2 Nov 2026',
  fromCity: 'Nashik',
  toCity: 'Nashik',
  activity: 'Field Work',
  activityTypeId: 1,
  category: 'HQ',
  modeOfTransport: 'Bike',
  transportId: 1,
  distance: 0,
  fare: 0,
  allowance: 250,
  total: 250,
  status: 'Unsubmitted',
  period: 1,
  isStay: 0,
  remarks: '',
  isModifyRoute: 0,
  isHoliday: 0,
  expenseModifyEnable: 1,
  ...overrides,
});

const bill = (overrides: Partial<TUnreportedBill>): TUnreportedBill =>
  ({
    unReportExpenseId: 1,
    invoiceDate: '2026-11-05',
    invoiceNumber: 'A1',
    expenseType: 'Food',
    expenseOrSundry: 'E',
    amount: 100,
    status: 'U',
    imageBase64: null,
    ...overrides,
  }) as TUnreportedBill;

describe('the month of My Expense', () => {
  it('adds the days in paise, so rupee fractions do not drift', () => {
    const days = [
      day({ fare: 0.1, total: 0.1, distance: 5 }),
      day({ fare: 0.2, total: 250.2, distance: 45 }),
    ];
    expect(sumDays(days)).toEqual({ distance: 50, fare: 0.3, allowance: 500, total: 250.3 });
    expect(sumDays([])).toEqual({ distance: 0, fare: 0, allowance: 0, total: 0 });
  });

  it('filters by status chip or by a city the day starts or ends at, and shows all without a chip', () => {
    const days = [
      day({ expenseDetailId: 1, toCity: 'Igatpuri' }),
      day({ expenseDetailId: 2, status: 'Submitted' }),
      day({ expenseDetailId: 3, fromCity: 'Igatpuri', toCity: 'Sinnar' }),
    ];
    expect(filterDays(days, null)).toHaveLength(3);
    expect(filterDays(days, { kind: 'status', value: 'Submitted' }).map((d) => d.expenseDetailId)).toEqual([
      2,
    ]);
    expect(filterDays(days, { kind: 'city', value: 'Igatpuri' }).map((d) => d.expenseDetailId)).toEqual([
      1, 3,
    ]);
  });

  it('submits only an open month that has days', () => {
    expect(canSubmitMonth([])).toBe(false);
    expect(canSubmitMonth([day({})])).toBe(true);
    expect(canSubmitMonth([day({ status: 'Submitted' })])).toBe(false);
  });

  it('warns before submit of working days up to today without an activity and of bills of the month left unattached', () => {
    const days = [
      day({ expenseDetailId: 1, activityDate: '2026-11-02', activityTypeId: null, activity: '' }),
      day({
        expenseDetailId: 2,
        activityDate: '2026-11-01',
        isHoliday: 1,
        activityTypeId: null,
        activity: 'Sunday',
      }),
      day({ expenseDetailId: 3, activityDate: '2026-11-30', activityTypeId: null, activity: '' }),
      day({ expenseDetailId: 4, activityDate: '2026-11-03' }),
    ];
    const bills = [
      bill({ unReportExpenseId: 1, invoiceDate: '2026-11-05' }),
      bill({ unReportExpenseId: 2, invoiceDate: '2026-10-31' }),
    ];
    const check = checkBeforeSubmit(days, bills, { year: 2026, month: 11 }, '2026-11-23');
    expect(check.daysWithoutActivity.map((d) => d.expenseDetailId)).toEqual([1]);
    expect(check.unattachedBills.map((b) => b.unReportExpenseId)).toEqual([1]);
  });
});
