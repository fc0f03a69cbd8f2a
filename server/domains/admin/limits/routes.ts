// The limits calls (issue 37): the company's limits, and one saved from a date.
import type { FastifyInstance } from 'fastify';
import { adminLimitSave, adminLimits } from '../../../../src/contract/admin/limits';
import { renderText } from '../../../../src/pure/texts';
import type { Database } from '../../../db/database';
import { addRoute } from '../../../http/route';
import { listLimits, saveLimit } from './limits';

export function addLimitRoutes(app: FastifyInstance, db: Database): void {
  addRoute(app, adminLimits, { admin: { companyId: 'query.companyId' } }, async ({ query }) =>
    listLimits(db, query.companyId),
  );
  addRoute(
    app,
    adminLimitSave,
    { admin: { companyId: 'body.companyId' } },
    async ({ body, caller, language }) => ({
      message: renderText(await saveLimit(db, caller, body), language),
    }),
  );
}
