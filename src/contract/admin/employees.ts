// Administration of people (issue 24): employees, their sign-in, and the caller's own password.
import { z } from 'zod';
import { isMobileNumber, normalisePhone } from '../../pure/contact';
import { defineCall, ZId, ZMessage } from '../call';
import { ZAreaRange } from '../roles';
import { text, ZCompanyQuery, ZFlag, ZGrade } from './common';

export const EMAIL_TEXT = 'must be an email address, like name@example.com';
export const PHONE_TEXT = 'must be a 10-digit mobile number';

export const ZEmployeeFields = z.object({
  empCode: text(20).refine((value) => /^[A-Za-z0-9_-]+$/.test(value), {
    error: 'may hold only letters, digits, - and _',
  }),
  employeeName: text(100),
  designation: text(100),
  gradeId: ZGrade,
  areaRange: ZAreaRange,
  territoryId: ZId.nullable(),
  hqCityId: ZId.nullable(),
  reportsToId: ZId.nullable(),
  emailId: text(254, false).refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
    error: EMAIL_TEXT,
  }),
  /** Taken as people write it ('+91 98901 45678'), kept as the ten digits (issue 40). */
  phoneNumber: text(20, false)
    .transform((value) => (value === '' ? value : normalisePhone(value)))
    .refine((value) => value === '' || isMobileNumber(value), { error: PHONE_TEXT }),
  isAdmin: ZFlag,
  isFinance: ZFlag,
});
export type TEmployeeFields = z.infer<typeof ZEmployeeFields>;

export const ZAdminEmployee = z.object({
  employeeId: z.number().int(),
  userName: z.string(),
  empCode: z.string(),
  employeeName: z.string(),
  designation: z.string(),
  gradeId: z.number().int(),
  areaRange: ZAreaRange,
  territoryId: z.number().int().nullable(),
  territoryName: z.string().nullable(),
  hqCityId: z.number().int().nullable(),
  hqCityName: z.string().nullable(),
  reportsToId: z.number().int().nullable(),
  reportsToCode: z.string().nullable(),
  reportsToName: z.string().nullable(),
  emailId: z.string(),
  phoneNumber: z.string(),
  isAdmin: z.boolean(),
  isFinance: z.boolean(),
  isActive: z.boolean(),
});
export type TAdminEmployee = z.infer<typeof ZAdminEmployee>;

export const adminEmployees = defineCall({
  method: 'GET',
  path: '/adminEmployees',
  query: ZCompanyQuery.extend({
    search: text(100, false).optional(),
    includeInactive: ZFlag.optional(),
  }),
  response: z.object({ employees: z.array(ZAdminEmployee) }),
});

export const adminEmployeeSave = defineCall({
  method: 'POST',
  path: '/adminEmployeeSave',
  /** employeeId null: a new employee, whose sign-in name is the code in lower case. */
  body: ZEmployeeFields.extend({ companyId: ZId, employeeId: ZId.nullable() }),
  response: z.object({ message: z.string(), employeeId: z.number().int() }),
});

export const adminEmployeeDeactivate = defineCall({
  method: 'POST',
  path: '/adminEmployeeDeactivate',
  body: z.object({ companyId: ZId, employeeId: ZId }),
  /** The message says where their people and waiting approvals went. */
  response: ZMessage,
});

/** A deactivated employee may sign in again (with their old password); audited like deactivation. */
export const adminEmployeeActivate = defineCall({
  method: 'POST',
  path: '/adminEmployeeActivate',
  body: z.object({ companyId: ZId, employeeId: ZId }),
  response: ZMessage,
});

export const adminPasswordReset = defineCall({
  method: 'POST',
  path: '/adminPasswordReset',
  body: z.object({ companyId: ZId, employeeId: ZId }),
  /** Shown once: the server keeps only its hash. */
  response: z.object({ message: z.string(), userName: z.string(), oneTimePassword: z.string() }),
});

export const PASSWORD_RULE_TEXT = 'must be at least 8 characters with a letter and a digit';

export const ZNewPassword = z
  .string({ error: 'is required' })
  .min(8, { error: PASSWORD_RULE_TEXT })
  .max(200, { error: 'must be at most 200 characters' })
  .refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), { error: PASSWORD_RULE_TEXT });

/**
 * The caller's own password. After a reset (signed in with the one-time password) the current
 * password is not asked again; otherwise it is required. Every other session of the employee ends.
 */
export const changePassword = defineCall({
  method: 'POST',
  path: '/ChangePassword',
  body: z.object({
    currentPassword: z.string().max(200).optional(),
    newPassword: ZNewPassword,
  }),
  response: ZMessage,
});
