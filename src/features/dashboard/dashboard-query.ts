// The home screen's summary: one call, kept on the device so the last figures show offline.
import { getExpenseMainDashboard } from '../../contract/dashboard';
import { defineQuery } from '../../lib/server-store';

export const DASHBOARD_FAILED = 'Your expense summary could not be loaded. Please try again.';

export const dashboardQuery = defineQuery({
  call: getExpenseMainDashboard,
  request: (user) => ({ query: { EmployeeId: user.employeeId, CompanyId: user.companyId } }),
  select: (response) => response,
  errorText: DASHBOARD_FAILED,
  cache: 'dashboard',
  // Bills attached or uploaded change the month's figures.
  refreshOn: ['bill-upload', 'bill-update', 'bill-delete', 'bill-attach'],
});
