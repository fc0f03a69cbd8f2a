// Expense and sundry types for the invoice forms; the last list is kept on the device for offline use.
import { getExpenseTypes } from '../../contract/receipts';
import { defineQuery } from '../../lib/server-store';

export const EXPENSE_TYPES_UNAVAILABLE =
  'The expense types could not be loaded. Connect to the internet once and try again.';

export const expenseTypesQuery = defineQuery({
  call: getExpenseTypes,
  request: () => ({}),
  select: (response) => response.getAllExpense,
  errorText: EXPENSE_TYPES_UNAVAILABLE,
  cache: 'expense-types',
  // The company's types change rarely: one answer serves the session.
  staleAfterMs: Number.POSITIVE_INFINITY,
});
