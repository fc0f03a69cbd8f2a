// The customer calls: the company's doctors and chemists, and one added, changed or confirmed.
import type { FastifyInstance } from 'fastify';
import { adminCustomerSave, adminCustomers } from '../../../../src/contract/admin/customers';
import { renderText } from '../../../../src/pure/texts';
import type { Database } from '../../../db/database';
import { addRoute } from '../../../http/route';
import { saveCustomer } from './customers';
import { listCustomers } from './queries';

export function addCustomerRoutes(app: FastifyInstance, db: Database): void {
  addRoute(app, adminCustomers, { admin: { companyId: 'query.companyId' } }, async ({ query }) => ({
    customers: await listCustomers(db, query.companyId),
  }));
  addRoute(
    app,
    adminCustomerSave,
    { admin: { companyId: 'body.companyId' } },
    async ({ body, caller, language }) => ({
      message: renderText(await saveCustomer(db, caller, body), language),
    }),
  );
}
