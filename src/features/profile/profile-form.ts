// The profile form's values and messages: the contract's rules, shown as spec section 5 words them.
import { type TProfile, type TProfileEditable, ZProfileEditable } from '../../contract/profile';

export type ProfileField = keyof TProfileEditable;
export const PROFILE_FIELDS: ProfileField[] = ['address', 'phoneNumber', 'pincode', 'emailId'];

export function formValues(profile: TProfile): TProfileEditable {
  return {
    address: profile.address,
    phoneNumber: profile.phoneNumber,
    pincode: profile.pincode,
    emailId: profile.emailId,
  };
}

export function hasChanges(values: TProfileEditable, profile: TProfile): boolean {
  return PROFILE_FIELDS.some((field) => values[field] !== profile[field]);
}

/** The first message of each field that breaks a rule ('Please Select', 'Please enter valid gmail.'). */
export function profileErrors(values: TProfileEditable): Partial<Record<ProfileField, string>> {
  const result = ZProfileEditable.safeParse(values);
  const errors: Partial<Record<ProfileField, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ProfileField;
    errors[field] ??= issue.message;
  }
  return errors;
}
