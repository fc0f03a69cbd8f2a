// The e-invoice key calls (issue 37): the keys a company trusts, and one added.
import type { FastifyInstance } from 'fastify';
import { adminEInvoiceKeyAdd, adminEInvoiceKeys } from '../../../../src/contract/admin/einvoice-keys';
import { renderText } from '../../../../src/pure/texts';
import type { Database } from '../../../db/database';
import { addRoute } from '../../../http/route';
import { addEInvoiceKey } from './einvoice-keys';
import { listCompanyEInvoiceKeys } from './queries';

export function addEInvoiceKeyRoutes(app: FastifyInstance, db: Database): void {
  addRoute(app, adminEInvoiceKeys, { admin: { companyId: 'query.companyId' } }, async ({ query }) => ({
    keys: await listCompanyEInvoiceKeys(db, query.companyId),
  }));
  addRoute(
    app,
    adminEInvoiceKeyAdd,
    { admin: { companyId: 'body.companyId' } },
    async ({ body, caller, language }) => ({
      message: renderText(await addEInvoiceKey(db, caller, body), language),
    }),
  );
}
