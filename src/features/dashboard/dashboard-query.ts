// The home screen's summary: one call, kept on the device so the last figures show offline.
import { getExpenseMainDashboard, getMonthCalendar } from '../../contract/dashboard';
import { defineQuery } from '../../lib/server-store';
import type { YearMonth } from '../../pure/calendar';

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

/** The calendar's days of one month with their state (issue 40): holiday, claimed or planned. */
export const calendarQuery = defineQuery({
  call: getMonthCalendar,
  request: (user, month: YearMonth) => ({
    query: { employeeId: user.employeeId, companyId: user.companyId, ...month },
  }),
  select: (response) => new Map(response.days.map((day) => [day.date, day.state])),
  errorText: 'The days’ marks could not be loaded.',
  refreshOn: ['bill-attach'],
});
