// The field staff's expense months of the demo: travelled days priced from the approved chart, bills
// on them, and each month's status (DESIGN.md sections 6 and 8).
import { businessDate, monthOf } from '../../src/pure/calendar';
import type { Queryable } from '../db/database';
import { applyRoute } from '../domains/expenses/modify-route';
import { createMonth } from '../domains/expenses/months';
import { findMonthById, listMonthDays, type MonthRecord, setMonthStatus } from '../domains/expenses/queries';
import { DEMO_ROUTES } from './demo-routes';
import type { Places } from './places';
import { type BillImages, seedAttachedBills, seedCurrentMonthBills } from './receipts';

type DemoMonthStatus = 'Unsubmitted' | 'Submitted' | 'Approved';

/**
 * Field staff with expense months, by month (0 this month, -1 last month): DESIGN.md section 6
 * for asha and rahul (the month before last approved, last month waiting for vikram); section 8
 * for sanjay (last month complete and not submitted), whose month before last waits for meera at
 * level 2 (seedApprovals has vikram approve it at level 1).
 */
const FIELD_STAFF: Record<string, { shift: number; status: DemoMonthStatus }[]> = {
  asha: [
    { shift: -2, status: 'Approved' },
    { shift: -1, status: 'Submitted' },
    { shift: 0, status: 'Unsubmitted' },
  ],
  rahul: [
    { shift: -2, status: 'Approved' },
    { shift: -1, status: 'Submitted' },
    { shift: 0, status: 'Unsubmitted' },
  ],
  sanjay: [
    { shift: -2, status: 'Submitted' },
    { shift: -1, status: 'Unsubmitted' },
    { shift: 0, status: 'Unsubmitted' },
  ],
};

/**
 * The months of FIELD_STAFF, each with the demo's modified days up to today, priced from the
 * approved chart as a modify would price them, and a submitted last month with bills on its days.
 */
export async function seedExpenseMonths(
  tx: Queryable,
  companyId: number,
  employeeIds: Map<string, number>,
  places: Places,
  images: BillImages,
) {
  const today = businessDate();
  for (const [userName, months] of Object.entries(FIELD_STAFF)) {
    const employeeId = employeeIds.get(userName) as number;
    for (const { shift, status } of months) {
      const created = await createMonth(tx, { employeeId, companyId, ...monthOf(today, shift) });
      const month = (await findMonthById(tx, created.id)) as MonthRecord;
      const workingDays = (await listMonthDays(tx, month.id, today)).filter((day) => !day.isHoliday);
      for (const route of DEMO_ROUTES.filter((candidate) => candidate.userName === userName)) {
        const day = workingDays[route.workingDay];
        if (!day || day.activityDate > today) continue;
        const cityId = (name: string) => places.cities.get(name) as number;
        await applyRoute(
          tx,
          { month, day },
          {
            period: route.period,
            activityTypeId: route.activityTypeId,
            isStay: route.isStay,
            remarks: route.remarks,
            legs: route.cities.slice(1).map((to, index) => ({
              period: route.period,
              activityTypeId: route.activityTypeId,
              fromCityId: cityId(route.cities[index] as string),
              toCityId: cityId(to),
            })),
          },
        );
      }
      if (shift === -1) await seedAttachedBills(tx, companyId, userName, employeeId, workingDays, images);
      if (shift === 0) await seedCurrentMonthBills(tx, companyId, userName, employeeId, workingDays, images);
      if (status !== 'Unsubmitted') await setMonthStatus(tx, month.id, status);
    }
  }
}
