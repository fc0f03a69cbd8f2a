// Administration of customers (issue 27): the doctors and chemists of each territory, for the
// daily call report.
import { z } from 'zod';
import { defineCall, ZId, ZMessage } from '../call';
import { ZCustomerType } from '../calls';
import { text, ZCompanyQuery, ZFlag } from './common';

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
