// A new month's days start from the approved tour programme (issue 42): a planned meeting, training
// or office day takes that activity, a planned field-work journey out of the headquarters its
// route there and back, priced as Modify route prices it. The employee still confirms or modifies
// each day; a planned route the chart no longer allows leaves the day as it was.
import { businessDate } from '../../../src/pure/calendar';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import { listApprovedDays } from '../tour-programme/queries';
import { applyRoute } from './modify-route';
import { findMonthById, listMonthDays, type MonthRecord } from './queries';

/** My Expense's activity ids (004_my_expense.sql) of the plan's work types; Leave has none. */
const ACTIVITY_OF: Record<string, { id: number; name: string } | undefined> = {
  'Field Work': { id: 1, name: 'Field Work' },
  Meeting: { id: 2, name: 'Meeting' },
  Training: { id: 3, name: 'Training' },
  Office: { id: 5, name: 'Office Work' },
};

export async function startFromPlan(tx: Queryable, expenseId: number): Promise<void> {
  const month = (await findMonthById(tx, expenseId)) as MonthRecord;
  const planned = await listApprovedDays(tx, month.employeeId, month.year, month.month);
  if (planned.length === 0) return;
  const dayOn = new Map(
    (await listMonthDays(tx, expenseId, businessDate())).map((day) => [day.activityDate, day]),
  );
  for (const plan of planned) {
    const day = dayOn.get(plan.date);
    const activity = ACTIVITY_OF[plan.workType];
    if (!day || day.isHoliday || !activity) continue;
    if (activity.id !== 1) {
      await tx.query('update expense_detail set activity = $2, activity_type_id = $3 where id = $1', [
        day.expenseDetailId,
        activity.name,
        activity.id,
      ]);
      continue;
    }
    const { fromCityId, toCityId } = plan;
    if (fromCityId === null || toCityId === null || fromCityId === toCityId) continue;
    const leg = (from: number, to: number) => ({
      period: 1,
      activityTypeId: 1,
      fromCityId: from,
      toCityId: to,
    });
    try {
      await applyRoute(
        tx,
        { month, day },
        {
          period: 1,
          activityTypeId: 1,
          isStay: false,
          remarks: '',
          legs: [leg(fromCityId, toCityId), leg(toCityId, fromCityId)],
        },
      );
    } catch (error) {
      // The chart or the start city changed since the plan: the day stays at the headquarters.
      if (!(error instanceof HttpError)) throw error;
    }
  }
}
