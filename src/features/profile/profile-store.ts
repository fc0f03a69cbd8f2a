// The employee's profile: loaded once per visit, changed through the contract's calls, then loaded again.
import {
  employeeProfileImage,
  employeeProfileUpdate,
  getEmployeeProfile,
  getEmployeeProfileImageRemove,
  type TProfileEditable,
} from '../../contract/profile';
import { callApi } from '../../lib/api-client';
import { createServerStore } from '../../lib/server-store';
import { readUserData } from '../../lib/session';
import { useProfileImageStore } from './profile-image-store';

/** Spec section 8: a failed profile load or update. */
export const SOMETHING_WENT_WRONG = 'Something went wrong';

export const useProfileStore = createServerStore({
  call: getEmployeeProfile,
  request: (user) => ({ query: { employeeId: user.employeeId } }),
  select: (response) => response,
  errorText: SOMETHING_WENT_WRONG,
});

function employeeId(): number {
  const user = readUserData();
  if (!user) throw new Error('Nobody is signed in.');
  return user.employeeId;
}

/** The form's failures are shown by the form, so no shared alert. */
const SILENT = { silent: true } as const;

export async function saveProfile(fields: TProfileEditable): Promise<void> {
  await callApi(employeeProfileUpdate, { body: { employeeId: employeeId(), ...fields } }, SILENT);
  await useProfileStore.getState().refresh();
}

export async function savePhoto(imageBase64: string): Promise<void> {
  await callApi(employeeProfileImage, { body: { employeeId: employeeId(), imageBase64 } }, SILENT);
  await Promise.all([useProfileStore.getState().refresh(), useProfileImageStore.getState().refresh()]);
}

export async function removePhoto(): Promise<void> {
  await callApi(getEmployeeProfileImageRemove, { query: { employeeId: employeeId() } }, SILENT);
  await Promise.all([useProfileStore.getState().refresh(), useProfileImageStore.getState().refresh()]);
}
