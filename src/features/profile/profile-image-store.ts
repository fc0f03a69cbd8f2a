// The employee's profile photo, for the side menu's avatar.
import { getEmployeeProfileImage } from '../../contract/profile';
import { createServerStore } from '../../lib/server-store';

export const useProfileImageStore = createServerStore({
  call: getEmployeeProfileImage,
  request: (user) => ({ query: { employeeId: user.employeeId } }),
  select: (response) => response.imageBase64,
  errorText: 'Something went wrong',
});
