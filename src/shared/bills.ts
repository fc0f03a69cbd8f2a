// Unreported bills: the server's list, kept on the device for offline reading. Receipts changes
// it through the outbox; a day's details read it to offer bills for attaching.
import { getExpenseUploadTemp, type TUnreportedBill } from '../contract/receipts';
import { defineQuery } from '../lib/server-store';

export const BILLS_UNAVAILABLE = 'Your bills could not be loaded.';

/** The list loads again each time one of these changes reaches the server. */
export const BILL_CHANGES = ['bill-upload', 'bill-update', 'bill-delete', 'bill-attach'] as const;

export const billsQuery = defineQuery({
  call: getExpenseUploadTemp,
  request: (user) => ({
    query: { employeeId: user.employeeId, companyId: user.companyId, activityDate: '' },
  }),
  select: (response): TUnreportedBill[] => response.expenseUploadTempList,
  errorText: BILLS_UNAVAILABLE,
  cache: 'unreported-bills',
  refreshOn: BILL_CHANGES,
});
