// What the Modify route popup offers: activities, the chart's cities and the day's first from city.
import { expenseModifyFromCity, getExpenseActivity, getExpenseCity } from '../../contract/expenses';
import { createServerStore } from '../../lib/server-store';
import type { ExpenseDay } from './day-stores';
import { EXPENSE_API_FAILED } from './month-store';

export const useActivitiesStore = createServerStore({
  call: getExpenseActivity,
  request: (user) => ({ query: { employeeId: user.employeeId, companyId: user.companyId } }),
  select: (response) => response.getExpenseActivityList,
  errorText: EXPENSE_API_FAILED,
});

export const useChartCitiesStore = createServerStore({
  call: getExpenseCity,
  request: (user) => ({ query: { employeeId: user.employeeId } }),
  select: (response) => response.getExpenseCityList,
  errorText: EXPENSE_API_FAILED,
});

export const useFromCityStore = createServerStore({
  call: expenseModifyFromCity,
  request: (user, day: ExpenseDay) => ({
    query: { employeeId: user.employeeId, expenseId: day.expenseId, activityDate: day.activityDate },
  }),
  select: (response) => ({ cityId: response.fromCityId, cityName: response.fromCityName }),
  errorText: EXPENSE_API_FAILED,
});
