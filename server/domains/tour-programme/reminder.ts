// The tour programme's reminder (issue 42): three days before a company's cut-off, each field
// employee (area range T) with no submitted plan for next month is told, once (the notification's
// reminder key, migration 041); it is taken away when the plan is submitted. The server sweeps at
// start-up and every hour, so a day's reminder goes whether or not anyone opens the app.
import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_TEXTS } from '../../../src/contract/notification-texts';
import { NOTIFICATION_LINKS } from '../../../src/contract/notifications';
import { addDays, businessDate, monthOf, type YearMonth } from '../../../src/pure/calendar';
import { monthNameText } from '../../../src/pure/calendar-texts';
import type { Database, Queryable } from '../../db/database';
import { logUnexpectedError } from '../../http/logging';
import { addReminder, removeReminder } from '../notifications/queries';
import { cutoffDate } from './month';

/** Days before the cut-off on which the reminder goes. */
export const REMIND_DAYS_BEFORE = 3;

export const reminderKey = ({ year, month }: YearMonth) => `tp-${year}-${month}`;

/**
 * Sends next month's reminder to whoever it is due: in a company whose cut-off is from today to
 * three days ahead, an active field employee whose next month's plan is missing or a draft. Answers
 * how many were sent now.
 */
export async function sendPlanReminders(db: Queryable, today: string): Promise<number> {
  const next = monthOf(today, 1);
  const companies = await db.query<{ companyId: number; cutoffDay: number }>(
    'select id as "companyId", tp_cutoff_day as "cutoffDay" from company',
  );
  let sent = 0;
  for (const { companyId, cutoffDay } of companies) {
    const cutoff = cutoffDate(next, cutoffDay);
    if (today < addDays(cutoff, -REMIND_DAYS_BEFORE) || today > cutoff) continue;
    const employees = await db.query<{ employeeId: number }>(
      `select e.id as "employeeId" from employee e
        where e.company_id = $1 and e.is_active and e.area_range = 'T'
          and not exists (select 1 from tour_plan p where p.employee_id = e.id and p.year = $2
                             and p.month = $3 and p.status <> 'D')`,
      [companyId, next.year, next.month],
    );
    const message = NOTIFICATION_TEXTS.tpReminder({
      month: monthNameText(next.month),
      year: next.year,
      day: cutoffDay,
      cutoffMonth: monthNameText(monthOf(today, 0).month),
    });
    for (const { employeeId } of employees) {
      if (await addReminder(db, employeeId, reminderKey(next), message, NOTIFICATION_LINKS.tourProgramme))
        sent += 1;
    }
  }
  return sent;
}

/** The reminder of the month has done its work once the plan is submitted. */
export const removePlanReminder = (db: Queryable, employeeId: number, month: YearMonth) =>
  removeReminder(db, employeeId, reminderKey(month));

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Sweeps at start-up, then every hour while the server runs. */
export function scheduleReminders(app: FastifyInstance, db: Database): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    sendPlanReminders(db, businessDate()).catch((error: unknown) =>
      logUnexpectedError(app.log, error, 'tour programme reminders failed'),
    );
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
