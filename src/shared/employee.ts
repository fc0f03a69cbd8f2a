// The signed-in employee's fare-chart details: their area range decides which menu entries they get.
import { sfcEmployeeDetails } from '../contract/employee-details';
import type { TAreaRange } from '../contract/roles';
import { SOMETHING_WENT_WRONG } from '../lib/api-error';
import { defineQuery } from '../lib/server-store';
import { useUser } from '../lib/session';
import { useQuery } from '../lib/use-query';
import { financeRoleQuery } from './finance';

export const employeeDetailsQuery = defineQuery({
  call: sfcEmployeeDetails,
  request: (user) => ({ query: { employeeId: user.employeeId } }),
  select: (details) => details,
  errorText: SOMETHING_WENT_WRONG,
  // Set by the administration; a session sees a change at its next sign-in or reload.
  staleAfterMs: Number.POSITIVE_INFINITY,
});

/** Approval entries show only when the area range is defined and is not 'T' (spec section 2). */
export function canApprove(areaRange: TAreaRange | null | undefined): boolean {
  return areaRange !== null && areaRange !== undefined && areaRange !== 'T';
}

export interface Roles {
  areaRange: TAreaRange | null | undefined;
  isFinance: boolean;
  /** Works in the field (has a territory): offered SFC, My Expense, DCR and the bills. */
  isInTheField: boolean;
}

/**
 * The signed-in employee's roles, from the sign-in answer (issue 40: the menu whole from its first
 * paint, no second request). A session stored before the answer carried them asks the server once.
 */
export function useRoles(): Roles {
  const user = useUser();
  const stored = user?.hasTerritory !== undefined;
  const details = useQuery(employeeDetailsQuery, stored ? null : undefined).data;
  const isFinance = useQuery(financeRoleQuery, stored ? null : undefined).data === true;
  if (stored) {
    return {
      areaRange: user?.areaRange,
      isFinance: user?.isFinance === true,
      isInTheField: user?.hasTerritory === true,
    };
  }
  return { areaRange: details?.areaRange, isFinance, isInTheField: true };
}
