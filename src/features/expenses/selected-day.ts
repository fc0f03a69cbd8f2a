// The day the details screen shows, kept as SelectedExpenseData (spec section 3) so that a reload,
// and /un-reported-expenses in attach mode, know it.
import { SELECTED_EXPENSE_KEY } from '../../lib/session';
import type { ExpenseDay } from './day-stores';

export function selectDay(day: ExpenseDay): void {
  const { expenseId, expenseDetailId, activityDate } = day;
  localStorage.setItem(SELECTED_EXPENSE_KEY, JSON.stringify({ expenseId, expenseDetailId, activityDate }));
}

export function readSelectedDay(): ExpenseDay | null {
  try {
    const day = JSON.parse(
      localStorage.getItem(SELECTED_EXPENSE_KEY) ?? 'null',
    ) as Partial<ExpenseDay> | null;
    return day &&
      typeof day.expenseId === 'number' &&
      typeof day.expenseDetailId === 'number' &&
      typeof day.activityDate === 'string'
      ? { expenseId: day.expenseId, expenseDetailId: day.expenseDetailId, activityDate: day.activityDate }
      : null;
  } catch {
    return null;
  }
}

/** /my-expense opened at a day's month, so Back returns to the list the day came from. */
export function monthListPath(activityDate: string): string {
  return `/my-expense?month=${activityDate.slice(0, 7)}`;
}
