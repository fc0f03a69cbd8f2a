// Dashboard call: the home screen's summary in one round trip.
import { getExpenseMainDashboard } from '../../../src/contract/dashboard';
import { domainPlugin } from '../../http/plugin';
import { addRoute } from '../../http/route';
import { homeSummary } from './summary';

export const dashboardRoutes = domainPlugin('dashboard', async (app, { db }) => {
  const ownQuery = { own: { employeeId: 'query.EmployeeId', companyId: 'query.CompanyId' } } as const;
  addRoute(app, getExpenseMainDashboard, ownQuery, async ({ query }) => homeSummary(db, query.EmployeeId));
});
