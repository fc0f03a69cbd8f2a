// Dashboard calls: the home screen's summary in one round trip, and its calendar's days (issue 40).
import { getExpenseMainDashboard, getMonthCalendar } from '../../../src/contract/dashboard';
import { businessDate } from '../../../src/pure/calendar';
import { domainPlugin } from '../../http/plugin';
import { addRoute } from '../../http/route';
import { monthCalendar } from './calendar';
import { homeSummary } from './summary';

export const dashboardRoutes = domainPlugin('dashboard', async (app, { db }) => {
  const ownQuery = { own: { employeeId: 'query.EmployeeId', companyId: 'query.CompanyId' } } as const;
  addRoute(app, getExpenseMainDashboard, ownQuery, async ({ query }) => homeSummary(db, query.EmployeeId));
  addRoute(
    app,
    getMonthCalendar,
    { own: { employeeId: 'query.employeeId', companyId: 'query.companyId' } },
    async ({ query }) => ({ days: await monthCalendar(db, query, query, businessDate()) }),
  );
});
