// What the My Expense month shows, worked out from the server's lines: chips, filtered rows,
// totals, the months one may open, and what would weaken or stop a final submit.
import type { TMyExpenseItem } from '../../contract/expenses';
import type { TUnreportedBill } from '../../contract/receipts';
import { monthKey, type YearMonth } from '../../pure/calendar';

export const STATUS_CHIPS = ['Unsubmitted', 'Submitted'] as const;

/** One chip chosen at a time; none shows every day. */
export type MonthFilter = { kind: 'status'; value: string } | { kind: 'city'; value: string } | null;

export function filterDays(days: readonly TMyExpenseItem[], filter: MonthFilter): TMyExpenseItem[] {
  if (!filter) return [...days];
  if (filter.kind === 'status') return days.filter((day) => day.status === filter.value);
  return days.filter((day) => day.fromCity === filter.value || day.toCity === filter.value);
}

export interface MonthTotals {
  distance: number;
  fare: number;
  allowance: number;
  /** Every shown day's total (fare, allowance and attached expense bills). */
  total: number;
}

/** Sums in paise, so 0.1 + 0.2 stays 0.3 rupees. */
export function sumDays(days: readonly TMyExpenseItem[]): MonthTotals {
  const paise = (rupees: number) => Math.round(rupees * 100);
  const sums = days.reduce(
    (acc, day) => ({
      distance: acc.distance + day.distance,
      fare: acc.fare + paise(day.fare),
      allowance: acc.allowance + paise(day.allowance),
      total: acc.total + paise(day.total),
    }),
    { distance: 0, fare: 0, allowance: 0, total: 0 },
  );
  return {
    distance: sums.distance,
    fare: sums.fare / 100,
    allowance: sums.allowance / 100,
    total: sums.total / 100,
  };
}

export interface SubmitCheck {
  /** Working days up to today with no activity: the server refuses the submit for these. */
  daysWithoutActivity: TMyExpenseItem[];
  /** Unreported bills dated inside the month: money the claim leaves out unless attached. */
  unattachedBills: TUnreportedBill[];
}

/** What the employee should see before a final submit (issue 9, 'The app' point 4). */
export function checkBeforeSubmit(
  days: readonly TMyExpenseItem[],
  bills: readonly TUnreportedBill[],
  month: YearMonth,
  today: string,
): SubmitCheck {
  const prefix = `${monthKey(month)}-`;
  return {
    daysWithoutActivity: days.filter(
      (day) =>
        day.isHoliday === 0 &&
        day.activityDate <= today &&
        (day.activityTypeId === null || day.activity.trim() === ''),
    ),
    unattachedBills: bills.filter((bill) => bill.invoiceDate.startsWith(prefix)),
  };
}

/** Only an open month with days can be submitted. */
export function canSubmitMonth(days: readonly TMyExpenseItem[]): boolean {
  return days.length > 0 && days.every((day) => day.status === 'Unsubmitted');
}
