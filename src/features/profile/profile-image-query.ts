// The employee's profile photo, for the side menu's avatar and My Profile.
import { getEmployeeProfileImage } from '../../contract/profile';
import { SOMETHING_WENT_WRONG } from '../../lib/api-error';
import { defineQuery } from '../../lib/server-store';

export const profileImageQuery = defineQuery({
  call: getEmployeeProfileImage,
  request: (user) => ({ query: { employeeId: user.employeeId } }),
  select: (response) => response.imageBase64,
  errorText: SOMETHING_WENT_WRONG,
  // Changed only through My Profile, whose writes load it again.
  staleAfterMs: Number.POSITIVE_INFINITY,
});
