// Limit calls (issue 37): the limits an employee's bill meets, for the screens that enter one.
import { getBillLimits } from '../../../src/contract/limits';
import { domainPlugin } from '../../http/plugin';
import { addRoute } from '../../http/route';
import { billLimits } from './claim-limits';

export const limitRoutes = domainPlugin('limit', async (app, { db }) => {
  addRoute(
    app,
    getBillLimits,
    { own: { employeeId: 'query.employeeId', companyId: 'query.companyId' } },
    async ({ query, reply }) => {
      // A limit may change from any day on: never serve it from a cache.
      reply.header('Cache-Control', 'no-store');
      return billLimits(db, query, query);
    },
  );
});
