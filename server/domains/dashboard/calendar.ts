// /home's calendar (issue 40): each day of a month with its state, the first that holds of holiday
// (a Sunday, a company holiday, or a day My Expense keeps as one), claimed (a day that has happened
// and claims money, counted by month-figures as every figure of a month) and planned (a day of the
// employee's tour programme). One query for the month.
import type { TCalendarDayState } from '../../../src/contract/dashboard';
import { monthBounds, type YearMonth } from '../../../src/pure/calendar';
import type { Queryable } from '../../db/database';
import { dayFiguresJoin } from '../month-figures/day-figures';

export async function monthCalendar(
  db: Queryable,
  who: { employeeId: number; companyId: number },
  month: YearMonth,
  today: string,
): Promise<{ date: string; state: TCalendarDayState }[]> {
  const { first, last } = monthBounds(month.year, month.month);
  const rows = await db.query<{ date: string; isHoliday: boolean; isClaimed: boolean; isPlanned: boolean }>(
    `select to_char(c.day, 'YYYY-MM-DD') as date,
            extract(dow from c.day) = 0 or coalesce(d.is_holiday, false)
              or exists (select 1 from company_holiday h where h.company_id = $2 and h.holiday_date = c.day)
              as "isHoliday",
            coalesce(f.claimed_paise, 0) > 0 as "isClaimed",
            exists (select 1 from tour_plan p join tour_plan_day pd on pd.plan_id = p.id
                     where p.employee_id = $1 and pd.plan_date = c.day) as "isPlanned"
       from (select generate_series($3::date, $4::date, interval '1 day')::date as day) c
       left join expense_detail d
              on d.activity_date = c.day and d.expense_id in (select x.id from expense x where x.employee_id = $1)
       ${dayFiguresJoin('d', '$5', 'f')}
      order by c.day`,
    [who.employeeId, who.companyId, first, last, today],
  );
  const days: { date: string; state: TCalendarDayState }[] = [];
  for (const row of rows) {
    const state = row.isHoliday ? 'holiday' : row.isClaimed ? 'claimed' : row.isPlanned ? 'planned' : null;
    if (state) days.push({ date: row.date, state });
  }
  return days;
}
