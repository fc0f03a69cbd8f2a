// The lists the My Expense screens choose from: activities, the chart's cities, the filter chips.
import type { Queryable } from '../../db/database';
import type { Caller } from '../../http/caller';
import { listActivityTypes, listChartCities, listDayCities } from './day-queries';

export async function activitiesOf(db: Queryable) {
  return { getExpenseActivityList: await listActivityTypes(db) };
}

/** The cities a leg may visit: those of the caller's approved fare chart. */
export async function chartCitiesOf(db: Queryable, caller: Caller) {
  return { getExpenseCityList: await listChartCities(db, caller.employeeId) };
}

/** The cities the caller's days start or end at: the filter chips beside Unsubmitted and Submitted. */
export async function cityFilterOf(
  db: Queryable,
  caller: Caller,
  query: { month?: number | undefined; year?: number | undefined },
) {
  const month =
    query.month !== undefined && query.year !== undefined ? { year: query.year, month: query.month } : null;
  return { expenseCityFilterList: await listDayCities(db, caller.employeeId, month) };
}
