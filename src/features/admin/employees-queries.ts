// The employees screen's reads and writes (issue 24): every call names the administrator's company.
import {
  adminEmployeeActivate,
  adminEmployeeDeactivate,
  adminEmployeeSave,
  adminEmployees,
  adminPasswordReset,
  type TEmployeeFields,
} from '../../contract/admin/employees';
import { defineMutation } from '../../lib/server-mutation';
import { defineQuery } from '../../lib/server-store';
import { ADMIN_FAILED, save, write } from './admin-write';
import { auditQuery } from './audit-queries';

export const employeesQuery = defineQuery({
  call: adminEmployees,
  request: (user, args: { search: string; includeInactive: boolean }) => ({
    query: { companyId: user.companyId, search: args.search, includeInactive: args.includeInactive },
  }),
  select: (response) => response.employees,
  errorText: ADMIN_FAILED,
});

export const saveEmployeeMutation = defineMutation({
  ...save,
  call: adminEmployeeSave,
  request: (user, input: TEmployeeFields & { employeeId: number | null }) => ({
    body: { ...input, companyId: user.companyId },
  }),
  select: (response) => response.message,
  invalidates: [employeesQuery, auditQuery],
});

export const deactivateMutation = defineMutation({
  ...save,
  call: adminEmployeeDeactivate,
  request: (user, employeeId: number) => ({ body: { companyId: user.companyId, employeeId } }),
  select: (response) => response.message,
  invalidates: [employeesQuery, auditQuery],
});

export const activateMutation = defineMutation({
  ...save,
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
