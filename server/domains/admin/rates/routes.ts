// The rates calls: fare rates per km and daily allowances, by grade, from a date.
import type { FastifyInstance } from 'fastify';
import { adminAllowanceSave, adminFareRateSave, adminRates } from '../../../../src/contract/admin/rates';
import { renderText } from '../../../../src/pure/texts';
import type { Database } from '../../../db/database';
import { addRoute } from '../../../http/route';
import { listRates, saveRate } from './rates';

export function addRateRoutes(app: FastifyInstance, db: Database): void {
  const adminBody = { admin: { companyId: 'body.companyId' } } as const;
  addRoute(app, adminRates, { admin: { companyId: 'query.companyId' } }, async ({ query }) =>
    listRates(db, query.companyId),
  );
  addRoute(app, adminFareRateSave, adminBody, async ({ body, caller, language }) => ({
    message: renderText(
      await saveRate(db, caller, {
        kind: 'fareRate',
        ofId: body.transportId,
        gradeId: body.gradeId,
        rupees: body.rupeesPerKm,
        effectiveFrom: body.effectiveFrom,
      }),
      language,
    ),
  }));
  addRoute(app, adminAllowanceSave, adminBody, async ({ body, caller, language }) => ({
    message: renderText(
      await saveRate(db, caller, {
        kind: 'allowance',
        ofId: body.categoryId,
        gradeId: body.gradeId,
        rupees: body.rupees,
        effectiveFrom: body.effectiveFrom,
      }),
      language,
    ),
  }));
}
