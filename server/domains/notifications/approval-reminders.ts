// Reminders of what waits too long for approval (issue 38): a claim, a fare chart or a tour
// programme waiting at a level more than the company's days (company.approval_reminder_days,
// default 5) reminds whoever acts at that level (the delegate while the approver is away, line.ts);
// twice as long, that approver's manager. Like the other reminders they are notifications with a
// catalogue text; there is no scheduler: they are made when their reader opens the notifications,
// each once per subject, waiting level and round, and threshold (approval_reminder, 039), so
// reading again adds nothing.
import { NOTIFICATION_TEXTS } from '../../../src/contract/notification-texts';
import { TIME_ZONE } from '../../../src/pure/calendar';
import { monthNameText } from '../../../src/pure/calendar-texts';
import type { Text } from '../../../src/pure/texts';
import type { Queryable } from '../../db/database';
import { APPROVER_LINES, approverAt, levelsDone, TODAY_SQL } from '../reporting-line/line';
import { addNotification } from './queries';

interface DueReminder {
  kind: 'E' | 'C' | 'P';
  subjectId: number;
  levelId: number;
  waitingSince: Date;
  threshold: 1 | 2;
  employeeName: string;
  approverName: string;
  year: number;
  month: number;
  days: number;
}

/**
 * What waits, one row per subject: its kind, id, employee, month (0 for a chart), the level it waits
 * at, since when and for whom. A claim waits since its submit at level 1 and since level 1's
 * decision at level 2; a chart since its earliest journey waiting; a plan since its submit.
 */
const WAITING = `
  select 'E' as kind, x.id, x.employee_id, x.year, x.month, n.level,
         coalesce(n.since, x.submitted_at) as since, ${approverAt('l', 'n.level')} as approver
    from expense x
    join ${APPROVER_LINES} l on l.employee_id = x.employee_id
   cross join lateral (
     select ${levelsDone('x')} + 1 as level,
            (select max(a.submitted_at) from expense_approval a
              where a.expense_id = x.id and not a.is_closed and a.submitted_at is not null) as since) n
   where x.status = 'Submitted' and x.submitted_at is not null
  union all
  select 'C', c.id, c.employee_id, 0, 0, 1, w.since, l.level1
    from stpfc c
    join ${APPROVER_LINES} l on l.employee_id = c.employee_id
    join lateral (select min(d.submitted_at) as since from stpfc_detail d
                   where d.stpfc_id = c.id and d.status = 'S') w on w.since is not null
  union all
  select 'P', p.id, p.employee_id, p.year, p.month, 1, p.submitted_at, l.level1
    from tour_plan p
    join ${APPROVER_LINES} l on l.employee_id = p.employee_id
   where p.status = 'S' and p.submitted_at is not null`;

/** What waits long enough in the reader's company to remind the reader, not yet reminded. */
function listDueReminders(db: Queryable, readerId: number): Promise<DueReminder[]> {
  return db.query<DueReminder>(
    `with aged as (
       select w.*, e.employee_name, c.approval_reminder_days as limit_days,
              ${TODAY_SQL} - (w.since at time zone '${TIME_ZONE}')::date as days
         from (${WAITING}) w
         join employee e on e.id = w.employee_id
         join company c on c.id = e.company_id
        where e.company_id = (select company_id from employee where id = $1)),
     due as (
       select a.*, 1 as threshold from aged a where a.approver = $1 and a.days > a.limit_days
       union all
       select a.*, 2 from aged a join employee m on m.id = a.approver
        where m.reports_to = $1 and a.days > 2 * a.limit_days
          and exists (select 1 from employee boss where boss.id = $1 and boss.is_active))
     select d.kind, d.id as "subjectId", d.level as "levelId", d.since as "waitingSince", d.threshold,
            d.employee_name as "employeeName", p.employee_name as "approverName", d.year, d.month, d.days
       from due d join employee p on p.id = d.approver
      where not exists (select 1 from approval_reminder r
                         where r.subject_kind = d.kind and r.subject_id = d.id and r.level_id = d.level
                           and r.waiting_since = d.since and r.threshold = d.threshold)
      order by d.since, d.kind, d.id`,
    [readerId],
  );
}

function reminderText(due: DueReminder): Text {
  const who = { name: due.employeeName, days: due.days };
  const month = { month: monthNameText(due.month), year: due.year };
  const approver = { approver: due.approverName };
  if (due.kind === 'C') {
    return due.threshold === 1
      ? NOTIFICATION_TEXTS.chartReminder(who)
      : NOTIFICATION_TEXTS.chartReminderManager({ ...who, ...approver });
  }
  if (due.kind === 'P') {
    return due.threshold === 1
      ? NOTIFICATION_TEXTS.planReminder({ ...who, ...month })
      : NOTIFICATION_TEXTS.planReminderManager({ ...who, ...month, ...approver });
  }
  return due.threshold === 1
    ? NOTIFICATION_TEXTS.approvalReminder({ ...who, ...month })
    : NOTIFICATION_TEXTS.approvalReminderManager({ ...who, ...month, ...approver });
}

/** Sends the reader the reminders now due to them; returns how many. */
export async function sendApprovalReminders(db: Queryable, readerId: number): Promise<number> {
  let sent = 0;
  for (const due of await listDueReminders(db, readerId)) {
    const kept = await db.query(
      `insert into approval_reminder (subject_kind, subject_id, level_id, waiting_since, threshold, employee_id)
       values ($1, $2, $3, $4, $5, $6) on conflict do nothing returning subject_id`,
      [due.kind, due.subjectId, due.levelId, due.waitingSince, due.threshold, readerId],
    );
    if (kept.length === 0) continue;
    await addNotification(db, readerId, reminderText(due));
    sent += 1;
  }
  return sent;
}
