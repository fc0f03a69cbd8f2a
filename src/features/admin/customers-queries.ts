// The customers screen's reads and writes (issue 27).
import { adminCustomerSave, adminCustomers } from '../../contract/admin/customers';
import type { TCustomerType } from '../../contract/calls';
import { defineMutation } from '../../lib/server-mutation';
import { defineQuery } from '../../lib/server-store';
import { ADMIN_FAILED, save } from './admin-write';
import { auditQuery } from './audit-queries';

/** The doctors and chemists of every territory (issue 27). */
export const customersQuery = defineQuery({
  call: adminCustomers,
  request: (user) => ({ query: { companyId: user.companyId } }),
  select: (response) => response.customers,
  errorText: ADMIN_FAILED,
});

export const saveCustomerMutation = defineMutation({
  ...save,
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
