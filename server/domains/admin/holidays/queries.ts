// SQL of the company's holidays: one name per date.
import type { Queryable } from '../../../db/database';

export function listHolidaysOfYear(db: Queryable, companyId: number, year: number) {
  return db.query<{ date: string; name: string }>(
    `select to_char(holiday_date, 'YYYY-MM-DD') as date, name from company_holiday
      where company_id = $1 and holiday_date between make_date($2, 1, 1) and make_date($2, 12, 31)
      order by holiday_date`,
    [companyId, year],
  );
}

/** Every holiday, oldest first, as a holidays file lists them. */
export function listAllHolidays(db: Queryable, companyId: number) {
  return db.query<{ date: string; name: string }>(
    `select to_char(holiday_date, 'YYYY-MM-DD') as date, name from company_holiday
      where company_id = $1 order by holiday_date`,
    [companyId],
  );
}

export async function findHoliday(db: Queryable, companyId: number, date: string) {
  const [row] = await db.query<{ name: string }>(
    'select name from company_holiday where company_id = $1 and holiday_date = $2',
    [companyId, date],
  );
  return row;
}

export async function deleteHoliday(tx: Queryable, companyId: number, date: string): Promise<void> {
  await tx.query('delete from company_holiday where company_id = $1 and holiday_date = $2', [
    companyId,
    date,
  ]);
}

/** Holidays through one JSON parameter; a date already a holiday takes the new name. */
export async function upsertHolidays(
  tx: Queryable,
  companyId: number,
  holidays: { date: string; name: string }[],
): Promise<void> {
  await tx.query(
    `insert into company_holiday (company_id, holiday_date, name)
     select $1, r.date, r.name from json_to_recordset($2::json) as r(date date, name text)
     on conflict (company_id, holiday_date) do update set name = excluded.name`,
    [companyId, JSON.stringify(holidays)],
  );
}
