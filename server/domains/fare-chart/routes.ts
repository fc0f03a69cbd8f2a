// Standard fare chart calls; this issue serves the employee details that decide the approval menu.
import { sfcEmployeeDetails } from '../../../src/contract/fare-chart';
import { notFound } from '../../http/errors';
import { domainPlugin } from '../../http/plugin';
import { addRoute } from '../../http/route';
import { findSfcEmployeeDetails } from './queries';

export const fareChartRoutes = domainPlugin('fareChart', async (app, { db }) => {
  addRoute(app, sfcEmployeeDetails, { own: { employeeId: 'query.employeeId' } }, async ({ query }) => {
    const details = await findSfcEmployeeDetails(db, query.employeeId);
    if (!details) throw notFound('No such employee.');
    return details;
  });
});
