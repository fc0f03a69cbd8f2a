// The employee's profile: read once per visit, changed through the contract's calls, then read again.
import {
  employeeProfileImage,
  employeeProfileUpdate,
  getEmployeeProfile,
  getEmployeeProfileImageRemove,
  type TProfileEditable,
} from '../../contract/profile';
import { SOMETHING_WENT_WRONG } from '../../lib/api-error';
import { defineMutation } from '../../lib/server-mutation';
import { defineQuery } from '../../lib/server-store';
import { profileImageQuery } from './profile-image-query';

/** Spec section 8: a failed profile load or update. */

export const profileQuery = defineQuery({
  call: getEmployeeProfile,
  request: (user) => ({ query: { employeeId: user.employeeId } }),
  select: (response) => response,
  errorText: SOMETHING_WENT_WRONG,
});

/** The form shows every outcome in its own popup, so no shared alert. */
const profileWrite = { failureText: SOMETHING_WENT_WRONG, silent: true } as const;

export const saveProfileMutation = defineMutation({
  ...profileWrite,
  call: employeeProfileUpdate,
  request: (user, fields: TProfileEditable) => ({ body: { employeeId: user.employeeId, ...fields } }),
  select: (response) => response.message,
  invalidates: [profileQuery],
});

export const savePhotoMutation = defineMutation({
  ...profileWrite,
  call: employeeProfileImage,
  request: (user, imageBase64: string) => ({ body: { employeeId: user.employeeId, imageBase64 } }),
  select: (response) => response.message,
  invalidates: [profileQuery, profileImageQuery],
});

export const removePhotoMutation = defineMutation({
  ...profileWrite,
  call: getEmployeeProfileImageRemove,
  request: (user) => ({ query: { employeeId: user.employeeId } }),
  select: (response) => response.message,
  invalidates: [profileQuery, profileImageQuery],
});
