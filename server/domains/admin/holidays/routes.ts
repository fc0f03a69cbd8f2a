// The holiday calls: a year's holidays, and one added, renamed or removed.
import type { FastifyInstance } from 'fastify';
import { adminHolidaySave, adminHolidays } from '../../../../src/contract/admin/holidays';
import { renderText } from '../../../../src/pure/texts';
import type { Database } from '../../../db/database';
import { addRoute } from '../../../http/route';
import { saveHoliday } from './holidays';
import { listHolidaysOfYear } from './queries';

export function addHolidayRoutes(app: FastifyInstance, db: Database): void {
  addRoute(app, adminHolidays, { admin: { companyId: 'query.companyId' } }, async ({ query }) => ({
    holidays: await listHolidaysOfYear(db, query.companyId, query.year),
  }));
  addRoute(
    app,
    adminHolidaySave,
    { admin: { companyId: 'body.companyId' } },
    async ({ body, caller, language }) => ({
      message: renderText(await saveHoliday(db, caller, body), language),
    }),
  );
}
