// Resubmitting rejected days (issue 38): one day from its page, or all of a month's at once. Sent with
// an Idempotency-Key like the other day writes, so a retry after a lost answer is applied once.
import { expenseDayResubmit } from '../../contract/day-returns';
import { defineMutation } from '../../lib/server-mutation';
import { attachmentsQuery, dayQuery, dayTotalQuery, EXPENSE_API_FAILED, monthQuery } from './expense-queries';

export interface ResubmitInput {
  expenseId: number;
  days: { expenseDetailId: number; reply: string }[];
}

export const resubmitDaysMutation = defineMutation({
  call: expenseDayResubmit,
  request: (user, { expenseId, days }: ResubmitInput) => ({
    body: { employeeId: user.employeeId, companyId: user.companyId, expenseId, days },
  }),
  select: (response) => response.message,
  successText: (message: string) => message,
  failureText: EXPENSE_API_FAILED,
  shows: 'toast',
  invalidates: [dayQuery, dayTotalQuery, attachmentsQuery, monthQuery],
});
