// Whether the signed-in employee is their company's finance team: the shell shows 'Claims register' to them.
import { getFinanceRole } from '../contract/finance';
import { SOMETHING_WENT_WRONG } from '../lib/api-error';
import { defineQuery } from '../lib/server-store';

export const financeRoleQuery = defineQuery({
  call: getFinanceRole,
  request: () => ({}),
  select: (response) => response.isFinance,
  errorText: SOMETHING_WENT_WRONG,
  // Set by the administration; a session sees a change at its next sign-in or reload.
  staleAfterMs: Number.POSITIVE_INFINITY,
  silent: true,
});
