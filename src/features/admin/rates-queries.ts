// The rates screen's reads and writes (issue 24): fares per km and daily allowances by grade.
import { adminAllowanceSave, adminFareRateSave, adminRates } from '../../contract/admin/rates';
import { defineMutation } from '../../lib/server-mutation';
import { defineQuery } from '../../lib/server-store';
import { ADMIN_FAILED, save } from './admin-write';
import { auditQuery } from './audit-queries';

export const ratesQuery = defineQuery({
  call: adminRates,
  request: (user) => ({ query: { companyId: user.companyId } }),
  select: (response) => response,
  errorText: ADMIN_FAILED,
});

export const saveFareRateMutation = defineMutation({
  ...save,
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
  ...save,
  call: adminAllowanceSave,
  request: (user, input: { categoryId: number; gradeId: string; rupees: string; effectiveFrom: string }) => ({
    body: { ...input, companyId: user.companyId },
  }),
  select: (response) => response.message,
  invalidates: [ratesQuery, auditQuery],
});
