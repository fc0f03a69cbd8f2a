// Login and logout (spec section 7 'Login'; DESIGN.md section 2 'login payload').
import { z } from 'zod';
import { LANGUAGES } from '../pure/messages';
import { defineCall, ZId, ZMessage } from './call';
import { isStorableText } from './fields';
import { ZAreaRange } from './roles';

export const ZLoginRequest = z.object({
  userName: z
    .string({ error: 'is required and must be text' })
    .trim()
    .min(1, { error: 'is required' })
    .max(100, { error: 'must be at most 100 characters' })
    .refine(isStorableText, { error: 'is not a user name' }),
  password: z
    .string({ error: 'is required and must be text' })
    .min(1, { error: 'is required' })
    .max(200, { error: 'must be at most 200 characters' }),
  /**
   * A random id the app keeps for the browser it runs in (issue 40): signing in again with it ends
   * that browser's earlier session, so the devices list holds one entry per device.
   */
  deviceId: z
    .string({ error: 'must be text' })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'must be 16 to 64 letters, digits, - or _' })
    .optional(),
});

/** The app's languages (issue 39): English, Hindi, Marathi. */
export const ZLanguage = z.enum(LANGUAGES, { error: "must be 'en', 'hi' or 'mr'" });

/** What the app keeps of the user (spec section 3 'Stored session'); `useName` is the spec's spelling. */
export const ZUserInfo = z.object({
  employeeId: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  designation: z.string(),
  employeeName: z.string(),
  useName: z.string(),
  expenseMonth: z.number().int().min(1).max(12),
  expenseYear: z.number().int(),
  /** Signed in with a one-time password: the app asks for a new one before anything else (issue 24). */
  mustChangePassword: z.boolean().optional(),
  /** An administrator of the company: the menu offers 'Administration' (issue 24). */
  isAdmin: z.boolean().optional(),
  /** The language the user chose last, on any device (issue 39); absent when never chosen. */
  language: ZLanguage.optional(),
  /**
   * The roles, in the sign-in answer so the menu is whole from its first paint (issue 40): the level
   * in the reporting line (null for no one's approver or reportee), the finance team, and whether
   * the employee has a territory, i.e. works in the field. Absent in a session stored before.
   */
  areaRange: ZAreaRange.nullable().optional(),
  isFinance: z.boolean().optional(),
  hasTerritory: z.boolean().optional(),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

/** `null` means bad credentials; the app shows 'Invalid Credentials'. */
export const ZLoginResponse = z.object({ token: z.string(), userInfo: ZUserInfo }).nullable();
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/**
 * Errors of /Login are a JSON string (the body is `"text"` with its quotes); the app trims the
 * first and last character, as spec section 5 says.
 */
export const login = defineCall({
  method: 'POST',
  path: '/Login',
  body: ZLoginRequest,
  response: ZLoginResponse,
  isPublic: true,
});

/** Revokes the caller's token; later calls with it answer 401. */
export const logout = defineCall({ method: 'POST', path: '/Logout', response: ZMessage });

/** One session of the caller that still works: where it was signed in, and when (issue 29). */
export const ZSignedInDevice = z.object({
  /** The session's number, to sign it out (SignOutDevice). */
  sessionId: z.number().int(),
  /** Browser and system read from the sign-in's User-Agent, e.g. 'Chrome on Android'. */
  device: z.string(),
  /** ISO 8601 instants. */
  signedInAt: z.string(),
  lastUsedAt: z.string(),
  /** The session this request was made with. */
  isThisDevice: z.boolean(),
});
export type TSignedInDevice = z.infer<typeof ZSignedInDevice>;

/** The caller's own signed-in devices, this one first, then the most recently used. */
export const signedInDevices = defineCall({
  method: 'GET',
  path: '/SignedInDevices',
  response: z.object({ devices: z.array(ZSignedInDevice) }),
});

/** Ends every session of the caller but this one; `signedOut` counts the sessions ended. */
export const signOutEverywhere = defineCall({
  method: 'POST',
  path: '/SignOutEverywhere',
  response: z.object({ message: z.string(), signedOut: z.number().int().min(0) }),
});

/** Ends one other session of the caller (issue 40); the session in use signs out with Logout. */
export const signOutDevice = defineCall({
  method: 'POST',
  path: '/SignOutDevice',
  body: z.object({ sessionId: ZId }),
  response: ZMessage,
});

/**
 * Remembers the caller's language (issue 39): the server answers in it when a request names none
 * (no Accept-Language of ours), and the app takes it at the next sign-in on a device where no
 * language was chosen yet.
 */
export const setLanguage = defineCall({
  method: 'POST',
  path: '/SetLanguage',
  body: z.object({ language: ZLanguage }),
  response: ZMessage,
});
