// Administration's reads and writes (issue 24): every call names the signed-in administrator's company.
import { adminAudit, type TAuditRecordKind } from '../../contract/admin/audit';
import { adminEmailDomains, adminEmailDomainsSave } from '../../contract/admin/company';
import { adminCsvCheck, adminCsvExport, adminCsvImport, type TCsvKind } from '../../contract/admin/csv';
import { adminCustomerSave, adminCustomers } from '../../contract/admin/customers';
import {
  adminEmployeeActivate,
  adminEmployeeDeactivate,
  adminEmployeeSave,
  adminEmployees,
  adminPasswordReset,
  type TEmployeeFields,
} from '../../contract/admin/employees';
import { adminExpenseTypeSave, adminExpenseTypes } from '../../contract/admin/expense-types';
import { adminHolidaySave, adminHolidays } from '../../contract/admin/holidays';
import {
  adminCitySave,
  adminDistanceSave,
  adminPlaces,
  adminTerritorySave,
} from '../../contract/admin/places';
import { adminAllowanceSave, adminFareRateSave, adminRates } from '../../contract/admin/rates';
import type { TCustomerType } from '../../contract/calls';
import { defineMutation } from '../../lib/server-mutation';
import { defineQuery } from '../../lib/server-store';

export const ADMIN_FAILED = 'Something went wrong. Please try again.';

/** Screens show refusals beside the form that caused them, so no shared alert. */
const write = { failureText: ADMIN_FAILED, silent: true } as const;

export const employeesQuery = defineQuery({
  call: adminEmployees,
  request: (user, args: { search: string; includeInactive: boolean }) => ({
    query: { companyId: user.companyId, search: args.search, includeInactive: args.includeInactive },
  }),
  select: (response) => response.employees,
  errorText: ADMIN_FAILED,
});

export const placesQuery = defineQuery({
  call: adminPlaces,
  request: (user) => ({ query: { companyId: user.companyId } }),
  select: (response) => response,
  errorText: ADMIN_FAILED,
});

export const ratesQuery = defineQuery({
  call: adminRates,
  request: (user) => ({ query: { companyId: user.companyId } }),
  select: (response) => response,
  errorText: ADMIN_FAILED,
});

export const holidaysQuery = defineQuery({
  call: adminHolidays,
  request: (user, year: number) => ({ query: { companyId: user.companyId, year } }),
  select: (response) => response.holidays,
  errorText: ADMIN_FAILED,
});

export const emailDomainsQuery = defineQuery({
  call: adminEmailDomains,
  request: (user) => ({ query: { companyId: user.companyId } }),
  select: (response) => response.emailDomains,
  errorText: ADMIN_FAILED,
});

export const saveEmailDomainsMutation = defineMutation({
  ...write,
  call: adminEmailDomainsSave,
  request: (user, emailDomains: string[]) => ({ body: { companyId: user.companyId, emailDomains } }),
  select: (response) => response,
  invalidates: [emailDomainsQuery],
});

export const expenseTypesQuery = defineQuery({
  call: adminExpenseTypes,
  request: (user) => ({ query: { companyId: user.companyId } }),
  select: (response) => response.expenseTypes,
  errorText: ADMIN_FAILED,
});

export interface AuditArgs {
  recordKind?: TAuditRecordKind | undefined;
  recordRef?: string | undefined;
  recordKey?: string | undefined;
  actorId?: number | undefined;
}

export const auditQuery = defineQuery({
  call: adminAudit,
  request: (user, args: AuditArgs) => ({
    query: {
      companyId: user.companyId,
      ...(args.recordKind ? { recordKind: args.recordKind } : {}),
      ...(args.recordRef ? { recordRef: args.recordRef } : {}),
      ...(args.recordKey ? { recordKey: args.recordKey } : {}),
      ...(args.actorId ? { actorId: args.actorId } : {}),
    },
  }),
  select: (response) => response.entries,
  errorText: ADMIN_FAILED,
});

export const saveEmployeeMutation = defineMutation({
  ...write,
  call: adminEmployeeSave,
  request: (user, input: TEmployeeFields & { employeeId: number | null }) => ({
    body: { ...input, companyId: user.companyId },
  }),
  select: (response) => response.message,
  invalidates: [employeesQuery, auditQuery],
});

export const deactivateMutation = defineMutation({
  ...write,
  call: adminEmployeeDeactivate,
  request: (user, employeeId: number) => ({ body: { companyId: user.companyId, employeeId } }),
  select: (response) => response.message,
  invalidates: [employeesQuery, auditQuery],
});

export const activateMutation = defineMutation({
  ...write,
  call: adminEmployeeActivate,
  request: (user, employeeId: number) => ({ body: { companyId: user.companyId, employeeId } }),
  select: (response) => response.message,
  invalidates: [employeesQuery, auditQuery],
});

export const resetPasswordMutation = defineMutation({
  ...write,
  call: adminPasswordReset,
  request: (user, employeeId: number) => ({ body: { companyId: user.companyId, employeeId } }),
  select: (response) => response,
  invalidates: [auditQuery],
});

export const saveTerritoryMutation = defineMutation({
  ...write,
  call: adminTerritorySave,
  request: (user, input: { territoryId: number | null; name: string }) => ({
    body: { ...input, companyId: user.companyId },
  }),
  select: (response) => response.message,
  invalidates: [placesQuery, auditQuery],
});

export const saveCityMutation = defineMutation({
  ...write,
  call: adminCitySave,
  request: (
    user,
    input: {
      cityId: number | null;
      territoryId: number;
      name: string;
      latitude?: string;
      longitude?: string;
    },
  ) => ({
    body: { ...input, companyId: user.companyId },
  }),
  select: (response) => response.message,
  invalidates: [placesQuery, auditQuery],
});

export const saveDistanceMutation = defineMutation({
  ...write,
  call: adminDistanceSave,
  request: (user, input: { fromCityId: number; toCityId: number; km: string; effectiveFrom: string }) => ({
    body: { ...input, km: input.km as unknown as number, companyId: user.companyId },
  }),
  select: (response) => response.message,
  invalidates: [placesQuery, auditQuery],
});

export const saveFareRateMutation = defineMutation({
  ...write,
  call: adminFareRateSave,
  request: (
    user,
    input: { transportId: number; gradeId: string; rupeesPerKm: string; effectiveFrom: string },
  ) => ({
    body: { ...input, companyId: user.companyId },
  }),
  select: (response) => response.message,
  invalidates: [ratesQuery, auditQuery],
});

export const saveAllowanceMutation = defineMutation({
  ...write,
  call: adminAllowanceSave,
  request: (user, input: { categoryId: number; gradeId: string; rupees: string; effectiveFrom: string }) => ({
    body: { ...input, companyId: user.companyId },
  }),
  select: (response) => response.message,
  invalidates: [ratesQuery, auditQuery],
});

export const saveHolidayMutation = defineMutation({
  ...write,
  call: adminHolidaySave,
  request: (user, input: { date: string; name: string; remove?: boolean }) => ({
    body: { ...input, companyId: user.companyId },
  }),
  select: (response) => response.message,
  invalidates: [holidaysQuery, auditQuery],
});

export const saveExpenseTypeMutation = defineMutation({
  ...write,
  call: adminExpenseTypeSave,
  request: (user, input: { expenseTypeId: number | null; name: string; expenseOrSundry: 'E' | 'S' }) => ({
    body: { ...input, companyId: user.companyId },
  }),
  select: (response) => response.message,
  invalidates: [expenseTypesQuery, auditQuery],
});

/** The doctors and chemists of every territory (issue 27). */
export const customersQuery = defineQuery({
  call: adminCustomers,
  request: (user) => ({ query: { companyId: user.companyId } }),
  select: (response) => response.customers,
  errorText: ADMIN_FAILED,
});

export const saveCustomerMutation = defineMutation({
  ...write,
  call: adminCustomerSave,
  request: (
    user,
    input: {
      customerId: number | null;
      name: string;
      customerType: TCustomerType;
      cityId: number;
      isActive: boolean;
    },
  ) => ({ body: { ...input, companyId: user.companyId } }),
  select: (response) => response.message,
  invalidates: [customersQuery, auditQuery],
});

const everything = [
  employeesQuery,
  placesQuery,
  ratesQuery,
  holidaysQuery,
  customersQuery,
  auditQuery,
] as const;

export const csvCheckMutation = defineMutation({
  ...write,
  call: adminCsvCheck,
  request: (user, input: { kind: TCsvKind; csv: string }) => ({
    body: { ...input, companyId: user.companyId },
  }),
  select: (response) => response,
});

export const csvImportMutation = defineMutation({
  ...write,
  call: adminCsvImport,
  request: (user, input: { kind: TCsvKind; csv: string }) => ({
    body: { ...input, companyId: user.companyId },
  }),
  select: (response) => response,
  invalidates: everything,
});

/** An export is a read, but made on demand (a button), so it goes as a one-off call. */
export const csvExportMutation = defineMutation({
  ...write,
  call: adminCsvExport,
  request: (user, kind: TCsvKind) => ({ query: { companyId: user.companyId, kind } }),
  select: (response) => response,
});
