// The employee's profile: read once per visit, changed through the contract's calls, then read again.
import {
  employeeProfileImage,
  employeeProfileUpdate,
  getEmployeeProfile,
  getEmployeeProfileImageRemove,
  type TProfileEditable,
} from '../../contract/profile';
import { defineMutation } from '../../lib/server-mutation';
import { defineQuery } from '../../lib/server-store';
import { profileImageQuery } from './profile-image-query';
import { PROFILE_TEXTS } from './profile-texts';

/** Spec section 8: a failed profile load or update is 'Something went wrong'. */
export const profileQuery = defineQuery({
  call: getEmployeeProfile,
  request: (user) => ({ query: { employeeId: user.employeeId } }),
  select: (response) => response,
  errorText: 'Something went wrong',
});

/** Every outcome shows in the result popup: 'Updated', the server's refusal or the spec's text. */
const profileWrite = { failureText: PROFILE_TEXTS.failed, shows: 'popup' } as const;

export const saveProfileMutation = defineMutation({
  ...profileWrite,
  call: employeeProfileUpdate,
  successText: PROFILE_TEXTS.updated,
  request: (user, fields: TProfileEditable) => ({ body: { employeeId: user.employeeId, ...fields } }),
  select: (response) => response.message,
  invalidates: [profileQuery],
});

export const savePhotoMutation = defineMutation({
  ...profileWrite,
  call: employeeProfileImage,
  successText: PROFILE_TEXTS.updated,
  request: (user, imageBase64: string) => ({ body: { employeeId: user.employeeId, imageBase64 } }),
  select: (response) => response.message,
  invalidates: [profileQuery, profileImageQuery],
});

export const removePhotoMutation = defineMutation({
  ...profileWrite,
  call: getEmployeeProfileImageRemove,
  successText: PROFILE_TEXTS.deleted,
  request: (user) => ({ query: { employeeId: user.employeeId } }),
  select: (response) => response.message,
  invalidates: [profileQuery, profileImageQuery],
});
