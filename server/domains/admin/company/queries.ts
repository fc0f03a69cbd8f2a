// SQL of the company's own settings: the email domains its people's addresses may be at, and the
// tour programme's cut-off day of the month before, and the days before a waiting claim reminds
// its approver (issue 38).
import type { Queryable } from '../../../db/database';

export async function findEmailDomains(db: Queryable, companyId: number): Promise<string[]> {
  const rows = await db.query<{ emailDomains: string[] }>(
    'select email_domains as "emailDomains" from company where id = $1',
    [companyId],
  );
  return rows[0]?.emailDomains ?? [];
}

export async function setEmailDomains(db: Queryable, companyId: number, domains: string[]): Promise<void> {
  await db.query('update company set email_domains = $2::text[] where id = $1', [companyId, domains]);
}

/** The cut-off day is read where the plan is: tour-programme's findCutoffDay. */
export async function setTpCutoffDay(db: Queryable, companyId: number, day: number): Promise<void> {
  await db.query('update company set tp_cutoff_day = $2 where id = $1', [companyId, day]);
}

export async function findReminderDays(db: Queryable, companyId: number): Promise<number> {
  const rows = await db.query<{ days: number }>(
    'select approval_reminder_days as days from company where id = $1',
    [companyId],
  );
  return rows[0]?.days ?? 5;
}

export async function setReminderDays(db: Queryable, companyId: number, days: number): Promise<void> {
  await db.query('update company set approval_reminder_days = $2 where id = $1', [companyId, days]);
}
