// The limits a bill meets (issue 37), by date and, when it goes onto a day, that day: kept on the
// device, so a receipt captured offline is still told its limit.
import { getBillLimits } from '../../contract/limits';
import { defineQuery } from '../../lib/server-store';

export const billLimitsQuery = defineQuery({
  call: getBillLimits,
  request: (user, args: { date: string; expenseDetailId?: number }) => ({
    query: { employeeId: user.employeeId, companyId: user.companyId, ...args },
  }),
  select: (response) => response,
  errorText: 'The limits could not be loaded.',
  cache: 'bill-limits',
  // A warning that never blocks: a failed load says nothing rather than alert.
  silent: true,
});
