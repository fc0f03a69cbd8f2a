// The signed-in employee's fare-chart details: their area range decides which menu entries they get.
import { sfcEmployeeDetails, type TAreaRange } from '../contract/fare-chart';
import { SOMETHING_WENT_WRONG } from '../lib/api-error';
import { defineQuery } from '../lib/server-store';

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
