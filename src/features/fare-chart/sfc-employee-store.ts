// The employee's fare-chart details; their area range decides whether approval screens are offered.
import { sfcEmployeeDetails, type TAreaRange } from '../../contract/fare-chart';
import { createServerStore } from '../../lib/server-store';

export const useSfcEmployeeStore = createServerStore({
  call: sfcEmployeeDetails,
  request: (user) => ({ query: { employeeId: user.employeeId } }),
  select: (details) => details,
  errorText: 'Something went wrong',
});

/** Approval entries show only when the area range is defined and is not 'T' (spec section 2). */
export function canApprove(areaRange: TAreaRange | null | undefined): boolean {
  return areaRange !== null && areaRange !== undefined && areaRange !== 'T';
}
