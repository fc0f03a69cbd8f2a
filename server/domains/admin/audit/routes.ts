// The audit log's call: what changed, by whom, for one record or the whole company.

import type { FastifyInstance } from 'fastify';
import { adminAudit } from '../../../../src/contract/admin/audit';
import type { Database } from '../../../db/database';
import { addRoute } from '../../../http/route';
import { listAudit } from './queries';

export function addAuditRoutes(app: FastifyInstance, db: Database): void {
  addRoute(app, adminAudit, { admin: { companyId: 'query.companyId' } }, async ({ query }) => ({
    entries: await listAudit(db, query.companyId, query),
  }));
}
