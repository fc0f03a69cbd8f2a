// The expense type calls: the company's list, and one added or changed.
import type { FastifyInstance } from 'fastify';
import { adminExpenseTypeSave, adminExpenseTypes } from '../../../../src/contract/admin/expense-types';
import { renderText } from '../../../../src/pure/texts';
import type { Database } from '../../../db/database';
import { addRoute } from '../../../http/route';
import { saveExpenseType } from './expense-types';
import { listExpenseTypes } from './queries';

export function addExpenseTypeRoutes(app: FastifyInstance, db: Database): void {
  addRoute(app, adminExpenseTypes, { admin: { companyId: 'query.companyId' } }, async ({ query }) => ({
    expenseTypes: await listExpenseTypes(db, query.companyId),
  }));
  addRoute(
    app,
    adminExpenseTypeSave,
    { admin: { companyId: 'body.companyId' } },
    async ({ body, caller, language }) => ({
      message: renderText(await saveExpenseType(db, caller, body), language),
    }),
  );
}
