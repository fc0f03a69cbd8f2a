// Reminders of claims waiting for approval (issue 38): a claim waiting at a level more than the
// company's days (company.approval_reminder_days, default 5) reminds whoever acts at that level
// (the delegate while the approver is away, line.ts); twice as long, that approver's manager. Like
// the other reminders they are notifications with a catalogue text; there is no scheduler: they
// are made when their reader opens the notifications, each once per claim, waiting level and
// threshold (approval_reminder, 039), so reading again adds nothing.
import { NOTIFICATION_TEXTS } from '../../../src/contract/notification-texts';
import { shortMonthLabel, TIME_ZONE } from '../../../src/pure/calendar';
import type { Queryable } from '../../db/database';
import { APPROVER_LINES, approverAt, levelsDone, TODAY_SQL } from '../reporting-line/line';
import { addNotification } from './queries';

interface DueReminder {
  expenseId: number;
  levelId: number;
  waitingSince: Date;
  threshold: 1 | 2;
  employeeName: string;
  approverName: string;
  year: number;
  month: number;
  days: number;
}

/** The claims of the reader's company waiting long enough to remind the reader, not yet reminded. */
function listDueReminders(db: Queryable, readerId: number): Promise<DueReminder[]> {
  return db.query<DueReminder>(
    `with waiting as (
       select x.id, x.year, x.month, e.employee_name, n.level, c.approval_reminder_days as limit_days,
              coalesce(n.since, x.submitted_at) as since, ${approverAt('l', 'n.level')} as approver
         from expense x
         join employee e on e.id = x.employee_id
         join company c on c.id = e.company_id
         join ${APPROVER_LINES} l on l.employee_id = x.employee_id
        cross join lateral (
          select ${levelsDone('x')} + 1 as level,
                 (select max(a.submitted_at) from expense_approval a
                   where a.expense_id = x.id and not a.is_closed and a.submitted_at is not null) as since) n
        where x.status = 'Submitted' and x.submitted_at is not null
          and e.company_id = (select company_id from employee where id = $1)),
     aged as (
       select w.*, ${TODAY_SQL} - (w.since at time zone '${TIME_ZONE}')::date as days from waiting w),
     due as (
       select a.*, 1 as threshold from aged a where a.approver = $1 and a.days > a.limit_days
       union all
       select a.*, 2 from aged a join employee m on m.id = a.approver
        where m.reports_to = $1 and a.days > 2 * a.limit_days
          and exists (select 1 from employee boss where boss.id = $1 and boss.is_active))
     select d.id as "expenseId", d.level as "levelId", d.since as "waitingSince", d.threshold,
            d.employee_name as "employeeName", p.employee_name as "approverName", d.year, d.month, d.days
       from due d join employee p on p.id = d.approver
      where not exists (select 1 from approval_reminder r
                         where r.expense_id = d.id and r.level_id = d.level and r.waiting_since = d.since
                           and r.threshold = d.threshold)`,
    [readerId],
  );
}

/** Sends the reader the reminders now due to them; returns how many. */
export async function sendApprovalReminders(db: Queryable, readerId: number): Promise<number> {
  let sent = 0;
  for (const due of await listDueReminders(db, readerId)) {
    const kept = await db.query(
      `insert into approval_reminder (expense_id, level_id, waiting_since, threshold, employee_id)
       values ($1, $2, $3, $4, $5) on conflict do nothing returning expense_id`,
      [due.expenseId, due.levelId, due.waitingSince, due.threshold, readerId],
    );
    if (kept.length === 0) continue;
    const values = { name: due.employeeName, month: shortMonthLabel(due), days: due.days };
    await addNotification(
      db,
      readerId,
      due.threshold === 1
        ? NOTIFICATION_TEXTS.approvalReminder(values)
        : NOTIFICATION_TEXTS.approvalReminderManager({ ...values, approver: due.approverName }),
    );
    sent += 1;
  }
  return sent;
}
