// The profile form's values and messages: the contract's rules, shown as spec section 5 words them.
import {
  emailProblem,
  GMAIL_TEXT,
  PHONE_TEXT,
  PINCODE_TEXT,
  REQUIRED_TEXT,
  type TProfile,
  type TProfileEditable,
  ZProfileEditable,
} from '../../contract/profile';
import type { Text } from '../../pure/texts';
import { PROFILE_TEXTS } from './profile-texts';

/** The contract's rules word their messages in English: the same messages in the reader's language. */
const MESSAGES: Record<string, Text> = {
  [REQUIRED_TEXT]: PROFILE_TEXTS.required,
  [GMAIL_TEXT]: PROFILE_TEXTS.gmail,
  [PHONE_TEXT]: PROFILE_TEXTS.phoneRule,
  [PINCODE_TEXT]: PROFILE_TEXTS.pincodeRule,
};
const said = (message: string | Text): string | Text =>
  typeof message === 'string' ? (MESSAGES[message] ?? message) : message;

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
export function profileErrors(
  values: TProfileEditable,
  emailDomains: readonly string[],
): Partial<Record<ProfileField, string | Text>> {
  const result = ZProfileEditable.safeParse(values);
  const errors: Partial<Record<ProfileField, string | Text>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as ProfileField;
    errors[field] ??= said(issue.message);
  }
  // The company's email domains: Gmail alone unless it lists its own (issue 40).
  if (!errors.emailId) {
    const problem = emailProblem(values.emailId.trim(), emailDomains);
    if (problem !== undefined) errors.emailId = said(problem);
  }
  if (!errors.emailId) delete errors.emailId;
  return errors;
}
