// The CSV calls: check a file, import it, export the company's records as one.
import type { FastifyInstance } from 'fastify';
import { adminCsvCheck, adminCsvExport, adminCsvImport } from '../../../../src/contract/admin/csv';
import type { Database } from '../../../db/database';
import { addRoute } from '../../../http/route';
import { checkCsv, exportCsv, importCsv } from './engine';

/** A CSV of 20,000 distances with its JSON wrapping, and room to spare. */
const CSV_BODY_LIMIT = 9 * 1024 * 1024;

export function addCsvRoutes(app: FastifyInstance, db: Database): void {
  const adminBody = { admin: { companyId: 'body.companyId' } } as const;
  addRoute(
    app,
    adminCsvCheck,
    adminBody,
    async ({ body, caller, language }) => checkCsv(db, caller, body.kind, body.csv, language),
    { bodyLimit: CSV_BODY_LIMIT },
  );
  addRoute(
    app,
    adminCsvImport,
    adminBody,
    async ({ body, caller, language }) => importCsv(db, caller, body.kind, body.csv, language),
    { bodyLimit: CSV_BODY_LIMIT },
  );
  addRoute(app, adminCsvExport, { admin: { companyId: 'query.companyId' } }, async ({ query }) =>
    exportCsv(db, query.companyId, query.kind),
  );
}
