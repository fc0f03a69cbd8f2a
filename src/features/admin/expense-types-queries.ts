// The expense types screen's reads and writes (issue 24).
import { adminExpenseTypeSave, adminExpenseTypes } from '../../contract/admin/expense-types';
import { defineMutation } from '../../lib/server-mutation';
import { defineQuery } from '../../lib/server-store';
import { ADMIN_FAILED, save } from './admin-write';
import { auditQuery } from './audit-queries';

export const expenseTypesQuery = defineQuery({
  call: adminExpenseTypes,
  request: (user) => ({ query: { companyId: user.companyId } }),
  select: (response) => response.expenseTypes,
  errorText: ADMIN_FAILED,
});

export const saveExpenseTypeMutation = defineMutation({
  ...save,
  call: adminExpenseTypeSave,
  request: (user, input: { expenseTypeId: number | null; name: string; expenseOrSundry: 'E' | 'S' }) => ({
    body: { ...input, companyId: user.companyId },
  }),
  select: (response) => response.message,
  invalidates: [expenseTypesQuery, auditQuery],
});
