// Profile and profile photo (spec section 7 'Dashboard and profile').
//
// Decisions the spec leaves open:
// - GET /employeeProfile answers the profile flat (no wrapping key), its photo as a data URL or null.
// - PATCH /employeeProfileUpdate takes employeeId and the four fields the employee may change.
//   The read-only fields (name, code, designation, city, state) may travel too, as the legacy
//   form sends the whole profile, but only unchanged: a changed one is refused with 400.
// - Phone numbers are Indian mobile numbers (10 digits, starting 6 to 9), taken as people write
//   them ('+91 98901 45678') and stored as the ten digits; pincodes are 6 digits not starting with
//   0; email must be at one of the company's email domains, Gmail unless it lists its own (spec
//   section 5, issue 40), so the profile answers those domains too (emailDomains).
// - PATCH /employeeProfileImage takes the photo as a data URL (JPEG or PNG, at most 2 MB
//   decoded, checked by its bytes on the server). The app sends the square PNG crop.
import { z } from 'zod';
import { DEFAULT_EMAIL_DOMAINS, isEmailAt, isMobileNumber, normalisePhone } from '../pure/contact';
import type { Text } from '../pure/texts';
import { defineCall, ZId, ZMessage } from './call';
import { CONTACT_TEXTS } from './contact-texts';
import { withDefault } from './fields';

/** Spec section 2: the default image shows when the answer has no photo (null, absent or empty). */
const ZPhoto = withDefault(z.string().nullable(), null);

export const ZEmployeeQuery = z.object({ employeeId: ZId });

/** Spec section 5's texts: a form shows them under the field as they are. */
export const REQUIRED_TEXT = 'Please Select';
export const GMAIL_TEXT = 'Please enter valid gmail.';
export const PHONE_TEXT = 'Please enter a 10-digit mobile number.';
export const PINCODE_TEXT = 'Please enter a 6-digit pincode.';

const required = (max: number) =>
  z
    .string({ error: REQUIRED_TEXT })
    .trim()
    .min(1, { error: REQUIRED_TEXT })
    .max(max, { error: `must be at most ${max} characters` });

/** The fields an employee may change, with the rules the form and the server share. */
export const ZProfileEditable = z.object({
  address: required(300),
  phoneNumber: required(20).transform(normalisePhone).refine(isMobileNumber, { error: PHONE_TEXT }),
  pincode: required(10).regex(/^[1-9]\d{5}$/, { error: PINCODE_TEXT }),
  /** Its domain is checked against the company's (emailProblem): the server knows them, the form from the profile. */
  emailId: required(254),
});

/**
 * Why an address is refused for a company with these email domains, or undefined when it is
 * accepted: the specification's own text while the company keeps the default (Gmail only).
 */
export function emailProblem(email: string, domains: readonly string[]): Text | string | undefined {
  if (isEmailAt(email, domains)) return undefined;
  const isDefault =
    domains.length === DEFAULT_EMAIL_DOMAINS.length &&
    domains.every((d) => DEFAULT_EMAIL_DOMAINS.includes(d));
  return isDefault ? GMAIL_TEXT : CONTACT_TEXTS.emailAt({ domains: domains.join(', ') });
}
export type TProfileEditable = z.infer<typeof ZProfileEditable>;

export const READ_ONLY_PROFILE_FIELDS = ['employeeName', 'empCode', 'designation', 'city', 'state'] as const;

export const ZProfile = z.object({
  employeeId: z.number().int(),
  employeeName: z.string(),
  empCode: z.string(),
  designation: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  phoneNumber: z.string(),
  emailId: z.string(),
  areaRange: z.string(),
  /** A data URL, or null when the employee has no photo (missing too: the app shows the default). */
  imageBase64: ZPhoto,
  /**
   * The company's email domains (issue 40): emailId must be at one of them. A host that answers
   * the specification's profile without them gets the specification's rule, Gmail only.
   */
  emailDomains: z
    .array(z.string())
    .nullish()
    .transform((domains) => domains ?? [...DEFAULT_EMAIL_DOMAINS]),
});
export type TProfile = z.infer<typeof ZProfile>;

export const getEmployeeProfile = defineCall({
  method: 'GET',
  path: '/employeeProfile',
  query: ZEmployeeQuery,
  response: ZProfile,
});

export const ZProfileUpdateRequest = ZProfileEditable.extend({
  employeeId: ZId,
  employeeName: z.string().optional(),
  empCode: z.string().optional(),
  designation: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
});

export const PROFILE_UPDATED = 'Profile updated successfully';
export const PROFILE_IMAGE_UPDATED = 'Profile image updated successfully';
export const PROFILE_IMAGE_REMOVED = 'Profile image removed successfully';

export const employeeProfileUpdate = defineCall({
  method: 'PATCH',
  path: '/employeeProfileUpdate',
  body: ZProfileUpdateRequest,
  response: ZMessage,
});

/** `imageBase64` is a data URL, or null when the employee has no photo (the app shows the default). */
export const getEmployeeProfileImage = defineCall({
  method: 'GET',
  path: '/getEmployeeProfileImage',
  query: ZEmployeeQuery,
  response: z.object({ imageBase64: ZPhoto }),
});

/** The most a profile photo may weigh, decoded. */
export const MAX_PROFILE_IMAGE_BYTES = 2 * 1024 * 1024;

export const employeeProfileImage = defineCall({
  method: 'PATCH',
  path: '/employeeProfileImage',
  body: z.object({
    employeeId: ZId,
    // base64 is 4/3 of the bytes, plus the data URL's header.
    imageBase64: z
      .string({ error: 'is required' })
      .min(1, { error: 'is required' })
      .max(Math.ceil((MAX_PROFILE_IMAGE_BYTES * 4) / 3) + 100, { error: 'must be at most 2 MB' }),
  }),
  response: ZMessage,
});

export const getEmployeeProfileImageRemove = defineCall({
  method: 'PUT',
  path: '/getEmployeeProfileImageRemove',
  query: ZEmployeeQuery,
  response: ZMessage,
});
