// The employee's fare chart (SFCBindGrid): the flags of the list and a row per journey.
import { sfcBindGrid } from '../../contract/fare-chart';
import { createServerStore } from '../../lib/server-store';

/** Failed SFC fetches, deletes, submits and filters (spec section 8). */
export const SOMETHING_WENT_WRONG = 'Something went wrong';

export const useSfcRowsStore = createServerStore({
  call: sfcBindGrid,
  request: (user) => ({ query: { EmployeeId: user.employeeId } }),
  select: (response) => response,
  errorText: SOMETHING_WENT_WRONG,
});
