// Company administration (issue 24; DESIGN.md section 8): people, places, rates, holidays,
// expense types, CSV import and export, and the audit log. Not in the spec: every call is ours.
//
// Decisions:
// - Every call names the company it works on (companyId) and is refused with 403 unless the
//   caller is an administrator of that company. Ids of rows (an employee, a city) must belong to
//   that company too, else 403, like a foreign company.
// - Employees are never deleted: deactivation keeps their claims and history.
// - Rates and distances are effective-dated: a change is a new row from its date, never an edit
//   of the past. A date on or before today is taken only for a mode and grade (or pair of cities)
//   that has no figure yet, the way a company moving in starts.
// - CSV files travel as text in JSON ({ csv }), at most 8 MB.
import { z } from 'zod';
import { defineCall, ZId, ZMessage } from './call';
import { ZCustomerType } from './calls';
import { ZAreaRange } from './fare-chart';
import { isStorableText, rupeeField, ZIsoDate } from './fields';

export const ADMIN_ONLY = 'Only an administrator of this company may do this.';
export const MUST_CHOOSE_PASSWORD = 'Please choose a new password first.';
export const CHOOSE_PASSWORD_TITLE = 'Choose a new password';

const text = (max: number, required = true) => {
  const base = z
    .string({ error: 'must be text' })
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .refine(isStorableText, { error: 'holds characters that cannot be stored' });
  return required ? base.refine((value) => value.length > 0, { error: 'is required' }) : base;
};

const ZFlag = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: 'must be true or false' }),
);

const ZCompanyQuery = z.object({ companyId: ZId });

/** A grade is a small whole number (1 to 20). */
export const ZGrade = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be 1 or more' })
  .max(20, { error: 'must be at most 20' });

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
  phoneNumber: text(20, false).refine((value) => value === '' || /^[6-9]\d{9}$/.test(value), {
    error: PHONE_TEXT,
  }),
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
export const PASSWORD_CHANGED = 'Your new password is saved.';

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

// Places

export const ZTerritory = z.object({ territoryId: z.number().int(), name: z.string() });
export const ZCity = z.object({
  cityId: z.number().int(),
  name: z.string(),
  territoryId: z.number().int(),
  territoryName: z.string(),
  /** Degrees, or null when not set: what 'Call away from its city' measures from (issue 27). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export const ZDistance = z.object({
  fromCityId: z.number().int(),
  toCityId: z.number().int(),
  fromCity: z.string(),
  toCity: z.string(),
  km: z.number().int(),
  effectiveFrom: z.string(),
});
export type TDistance = z.infer<typeof ZDistance>;

export const adminPlaces = defineCall({
  method: 'GET',
  path: '/adminPlaces',
  query: ZCompanyQuery,
  /** Distances: the figure in effect today (or the first one to come) of each pair. */
  response: z.object({
    territories: z.array(ZTerritory),
    cities: z.array(ZCity),
    distances: z.array(ZDistance),
  }),
});

export const adminTerritorySave = defineCall({
  method: 'POST',
  path: '/adminTerritorySave',
  body: z.object({ companyId: ZId, territoryId: ZId.nullable(), name: text(100) }),
  response: ZMessage,
});

/** Degrees; '' or null clears it. */
const coordinate = (limit: number) =>
  z.preprocess(
    (value) =>
      value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value,
    z
      .number({ error: 'must be a number of degrees' })
      .min(-limit, { error: `must be between -${limit} and ${limit}` })
      .max(limit, { error: `must be between -${limit} and ${limit}` })
      .nullable(),
  );
export const ZLatitude = coordinate(90);
export const ZLongitude = coordinate(180);

export const adminCitySave = defineCall({
  method: 'POST',
  path: '/adminCitySave',
  body: z
    .object({
      companyId: ZId,
      cityId: ZId.nullable(),
      territoryId: ZId,
      name: text(100),
      /** Left out: the coordinates stay as they are. */
      latitude: ZLatitude.optional(),
      longitude: ZLongitude.optional(),
    })
    .refine(
      (body) =>
        (body.latitude === undefined) === (body.longitude === undefined) &&
        (body.latitude === null) === (body.longitude === null),
      {
        error: 'latitude and longitude are set together or cleared together',
        path: ['latitude'],
      },
    ),
  response: ZMessage,
});

// Customers (issue 27): the doctors and chemists of each territory, for the daily call report.

export const ZAdminCustomer = z.object({
  customerId: z.number().int(),
  name: z.string(),
  customerType: ZCustomerType,
  cityId: z.number().int(),
  cityName: z.string(),
  territoryName: z.string(),
  isActive: z.boolean(),
  /** False while a customer an employee added in the field waits for an administrator. */
  isConfirmed: z.boolean(),
  /** Who added it in the field, or null. */
  addedByName: z.string().nullable(),
});
export type TAdminCustomer = z.infer<typeof ZAdminCustomer>;

export const adminCustomers = defineCall({
  method: 'GET',
  path: '/adminCustomers',
  query: ZCompanyQuery,
  /** Those waiting for confirmation first, then by territory, city and name. */
  response: z.object({ customers: z.array(ZAdminCustomer) }),
});

/** Adds or changes a customer; saving one an employee added confirms it. */
export const adminCustomerSave = defineCall({
  method: 'POST',
  path: '/adminCustomerSave',
  body: z.object({
    companyId: ZId,
    customerId: ZId.nullable(),
    name: text(100),
    customerType: ZCustomerType,
    cityId: ZId,
    isActive: ZFlag,
  }),
  response: ZMessage,
});

export const ZKm = z.coerce
  .number({ error: 'must be a number of km' })
  .int({ error: 'must be whole km' })
  .min(1, { error: 'must be at least 1 km' })
  .max(5000, { error: 'must be at most 5000 km' });

export const adminDistanceSave = defineCall({
  method: 'POST',
  path: '/adminDistanceSave',
  body: z.object({
    companyId: ZId,
    fromCityId: ZId,
    toCityId: ZId,
    km: ZKm,
    effectiveFrom: ZIsoDate,
  }),
  response: ZMessage,
});

// Rates

export const ZFareRate = z.object({
  transportId: z.number().int(),
  transportName: z.string(),
  gradeId: z.number().int(),
  rupeesPerKm: z.number(),
  effectiveFrom: z.string(),
});
export type TFareRate = z.infer<typeof ZFareRate>;
export const ZAllowance = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  gradeId: z.number().int(),
  rupees: z.number(),
  effectiveFrom: z.string(),
});
export type TAllowance = z.infer<typeof ZAllowance>;

export const adminRates = defineCall({
  method: 'GET',
  path: '/adminRates',
  query: ZCompanyQuery,
  /** Every rate with its effective-from date, the newest first within a mode (or category) and grade. */
  response: z.object({
    transportModes: z.array(z.object({ id: z.number().int(), name: z.string() })),
    categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
    fareRates: z.array(ZFareRate),
    allowances: z.array(ZAllowance),
  }),
});

export const adminFareRateSave = defineCall({
  method: 'POST',
  path: '/adminFareRateSave',
  body: z.object({
    companyId: ZId,
    transportId: ZId,
    gradeId: ZGrade,
    rupeesPerKm: rupeeField({ allowZero: true }),
    effectiveFrom: ZIsoDate,
  }),
  response: ZMessage,
});

export const adminAllowanceSave = defineCall({
  method: 'POST',
  path: '/adminAllowanceSave',
  body: z.object({
    companyId: ZId,
    categoryId: ZId,
    gradeId: ZGrade,
    rupees: rupeeField({ allowZero: true }),
    effectiveFrom: ZIsoDate,
  }),
  response: ZMessage,
});

// Holidays and expense types

export const ZHoliday = z.object({ date: z.string(), name: z.string() });
export const ZYear = z.coerce
  .number({ error: 'must be a year' })
  .int({ error: 'must be a year' })
  .min(2000, { error: 'must be 2000 or later' })
  .max(2100, { error: 'must be 2100 or earlier' });

export const adminHolidays = defineCall({
  method: 'GET',
  path: '/adminHolidays',
  query: ZCompanyQuery.extend({ year: ZYear }),
  response: z.object({ holidays: z.array(ZHoliday) }),
});

/** Adds a holiday or renames one; `remove` takes it away. Days before today are not changed. */
export const adminHolidaySave = defineCall({
  method: 'POST',
  path: '/adminHolidaySave',
  body: z.object({ companyId: ZId, date: ZIsoDate, name: text(100), remove: ZFlag.optional() }),
  response: ZMessage,
});

export const ZAdminExpenseType = z.object({
  expenseTypeId: z.number().int(),
  name: z.string(),
  expenseOrSundry: z.enum(['E', 'S']),
});

export const adminExpenseTypes = defineCall({
  method: 'GET',
  path: '/adminExpenseTypes',
  query: ZCompanyQuery,
  response: z.object({ expenseTypes: z.array(ZAdminExpenseType) }),
});

export const adminExpenseTypeSave = defineCall({
  method: 'POST',
  path: '/adminExpenseTypeSave',
  body: z.object({
    companyId: ZId,
    expenseTypeId: ZId.nullable(),
    name: text(60),
    expenseOrSundry: z.enum(['E', 'S'], { error: 'must be E (expense) or S (sundry)' }),
  }),
  response: ZMessage,
});

// CSV

export const CSV_KINDS = [
  'employees',
  'cities',
  'distances',
  'fareRates',
  'allowances',
  'holidays',
  'customers',
] as const;
export const ZCsvKind = z.enum(CSV_KINDS, { error: `must be one of ${CSV_KINDS.join(', ')}` });
export type TCsvKind = z.infer<typeof ZCsvKind>;

/** The header line of each file, exactly: the template is this line alone. */
export const CSV_COLUMNS: Record<TCsvKind, readonly string[]> = {
  employees: [
    'code',
    'name',
    'designation',
    'grade',
    'area_range',
    'territory',
    'hq_city',
    'reports_to',
    'email',
    'phone',
  ],
  cities: ['territory', 'city', 'latitude', 'longitude'],
  distances: ['from_city', 'to_city', 'km', 'effective_from'],
  fareRates: ['transport', 'grade', 'rupees_per_km', 'effective_from'],
  allowances: ['category', 'grade', 'rupees', 'effective_from'],
  holidays: ['date', 'name'],
  customers: ['name', 'type', 'city', 'territory', 'active'],
};

/**
 * Columns at the end of a file that may be left out of its header, for files made before they
 * existed: a cities file without coordinates leaves the coordinates as they are (issue 27).
 */
export const CSV_OPTIONAL_COLUMNS: Partial<Record<TCsvKind, number>> = { cities: 2 };

export const CSV_LABELS: Record<TCsvKind, string> = {
  employees: 'Employees',
  cities: 'Cities',
  distances: 'Distances',
  fareRates: 'Fare rates',
  allowances: 'Daily allowances',
  holidays: 'Holidays',
  customers: 'Customers',
};

/** 8 MB of text: 20,000 distances take about 0.6 MB. */
export const MAX_CSV_CHARS = 8 * 1024 * 1024;

const ZCsvBody = z.object({
  companyId: ZId,
  kind: ZCsvKind,
  csv: z
    .string({ error: 'must be the text of a CSV file' })
    .max(MAX_CSV_CHARS, { error: 'is too large: at most 8 MB' }),
});

export const ZCsvReport = z.object({
  rows: z.number().int(),
  /** Rows that would add or change something (the rest are already as the file says). */
  changes: z.number().int(),
  /** Every problem, by row: 'Row 7: reports to E0999 is not an employee'. */
  problems: z.array(z.string()),
});
export type TCsvReport = z.infer<typeof ZCsvReport>;

/** Checks a file and writes nothing. */
export const adminCsvCheck = defineCall({
  method: 'POST',
  path: '/adminCsvCheck',
  body: ZCsvBody,
  response: ZCsvReport,
});

/** Writes every row in one transaction, or, with any problem, none (422 with the problems). */
export const adminCsvImport = defineCall({
  method: 'POST',
  path: '/adminCsvImport',
  body: ZCsvBody,
  response: ZCsvReport.extend({ message: z.string() }),
});

export const adminCsvExport = defineCall({
  method: 'GET',
  path: '/adminCsvExport',
  query: ZCompanyQuery.extend({ kind: ZCsvKind }),
  response: z.object({ fileName: z.string(), csv: z.string() }),
});

// Audit log

export const AUDIT_RECORD_KINDS = [
  'employee',
  'territory',
  'city',
  'distance',
  'fareRate',
  'allowance',
  'holiday',
  'expenseType',
  'customer',
] as const;
export const ZAuditRecordKind = z.enum(AUDIT_RECORD_KINDS, { error: 'is not a kind of record' });
export type TAuditRecordKind = z.infer<typeof ZAuditRecordKind>;

/**
 * How an entry names its record for good (its recordRef), whatever the record is called: the row's
 * id (employee, territory, city, expense type), the two city ids of a distance in ascending order,
 * the mode's (or category's) id and the grade of a rate, a holiday's date. The server writes these
 * and the screens ask for a record's history with them.
 */
export const auditRef = {
  row: (id: number) => String(id),
  distance: (cityA: number, cityB: number) => `${Math.min(cityA, cityB)}-${Math.max(cityA, cityB)}`,
  rate: (ofId: number, gradeId: number) => `${ofId}-${gradeId}`,
  holiday: (date: string) => date,
};

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int(),
  actorName: z.string(),
  recordKind: ZAuditRecordKind,
  /** What never changes about the record (its id, two city ids, a date): its history is by this. */
  recordRef: z.string().nullable(),
  /** What the record was called when the entry was written: a code, a name, a date. */
  recordKey: z.string(),
  recordLabel: z.string(),
  action: z.string(),
  oldValue: z.record(z.string(), z.unknown()).nullable(),
  newValue: z.record(z.string(), z.unknown()).nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const adminAudit = defineCall({
  method: 'GET',
  path: '/adminAudit',
  query: ZCompanyQuery.extend({
    recordKind: ZAuditRecordKind.optional(),
    /** With recordKind: one record's history (the recordRef of its entries, or of its list row). */
    recordRef: text(100, false).optional(),
    /** A code, name or date as the record was called (any case). */
    recordKey: text(200, false).optional(),
    actorId: ZId.optional(),
  }),
  /** The newest 200 entries that match. */
  response: z.object({ entries: z.array(ZAuditEntry) }),
});
