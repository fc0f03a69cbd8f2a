// The limits screen's reads and writes (issue 37): limits by expense type, grade and city class.
import { adminLimitSave, adminLimits } from '../../contract/admin/limits';
import type { TCityClass, TLimitPer } from '../../contract/limits';
import { defineMutation } from '../../lib/server-mutation';
import { defineQuery } from '../../lib/server-store';
import { ADMIN_FAILED, save } from './admin-write';
import { auditQuery } from './audit-queries';

export const limitsQuery = defineQuery({
  call: adminLimits,
  request: (user) => ({ query: { companyId: user.companyId } }),
  select: (response) => response,
  errorText: ADMIN_FAILED,
});

export const saveLimitMutation = defineMutation({
  ...save,
  call: adminLimitSave,
  request: (
    user,
    input: {
      expenseTypeId: number;
      gradeId: string;
      cityClass: TCityClass;
      per: TLimitPer;
      rupees: string | null;
      effectiveFrom: string;
    },
  ) => ({ body: { ...input, companyId: user.companyId } }),
  select: (response) => response.message,
  invalidates: [limitsQuery, auditQuery],
});
