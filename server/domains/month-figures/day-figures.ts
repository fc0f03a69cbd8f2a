// The one home of what a day of a month counts (issue 40). The employee's list, the dashboard, the
// approval, the claims register, the claim PDF and the payroll file all take a day's money from
// here, so no two of them can disagree about a month.

/**
 * A day counts from the day it comes (DESIGN.md section 8): after `today` (a SQL date parameter)
 * it is priced at nothing, its bills included. Its stored price stays for when it comes.
 */
export function hasHappened(day: string, today: string): string {
  return `${day}.activity_date <= ${today}::date`;
}

/**
 * `left join lateral ... <alias> on true`: the counted figures of the day row `day`, in paise,
 * as <alias>.fare_paise, allowance_paise, bills_paise (attached bills of expense types, 'E'),
 * sundry_paise (attached sundry bills, 'S': the month's, though attached to this day) and
 * claimed_paise (all four).
 */
export function dayFiguresJoin(day: string, today: string, alias: string): string {
  const happened = hasHappened(day, today);
  return `left join lateral (
    select fare_paise, allowance_paise, bills_paise, sundry_paise,
           fare_paise + allowance_paise + bills_paise + sundry_paise as claimed_paise
      from (
        select case when ${happened} then ${day}.fare_paise else 0 end::float8 as fare_paise,
               case when ${happened} then ${day}.allowance_paise else 0 end::float8 as allowance_paise,
               coalesce(sum(b.amount_paise) filter (where et.expense_or_sundry = 'E'), 0)::float8 as bills_paise,
               coalesce(sum(b.amount_paise) filter (where et.expense_or_sundry = 'S'), 0)::float8 as sundry_paise
          from expense_attachment a
          join bill b on b.id = a.bill_id
          join expense_type et on et.id = b.expense_type_id
         where a.expense_detail_id = ${day}.id and ${happened}) figures) ${alias} on true`;
}

/**
 * SQL of the counted figures summed by month, for the months whose ids `monthIds` (a SQL
 * relation with an `id` column) lists: expense_id, fare_paise, allowance_paise, bills_paise,
 * sundry_paise, claimed_paise. The same figures as dayFiguresJoin, summed set-wise (one join of
 * the months' bills rather than a lookup per day): the register reads 5,000 months at once.
 */
export function monthFiguresSql(monthIds: string, today: string): string {
  const happened = hasHappened('d', today);
  return `select d.expense_id,
                 sum(case when ${happened} then d.fare_paise else 0 end)::float8 as fare_paise,
                 sum(case when ${happened} then d.allowance_paise else 0 end)::float8 as allowance_paise,
                 coalesce(max(bills.expense), 0)::float8 as bills_paise,
                 coalesce(max(bills.sundry), 0)::float8 as sundry_paise,
                 (sum(case when ${happened} then d.fare_paise + d.allowance_paise else 0 end)
                   + coalesce(max(bills.expense), 0) + coalesce(max(bills.sundry), 0))::float8 as claimed_paise
            from expense_detail d
            left join (
              select d.expense_id,
                     sum(b.amount_paise) filter (where et.expense_or_sundry = 'E') as expense,
                     sum(b.amount_paise) filter (where et.expense_or_sundry = 'S') as sundry
                from expense_detail d
                join expense_attachment a on a.expense_detail_id = d.id
                join bill b on b.id = a.bill_id
                join expense_type et on et.id = b.expense_type_id
               where d.expense_id in (select id from ${monthIds}) and ${happened}
               group by d.expense_id) bills on bills.expense_id = d.expense_id
           where d.expense_id in (select id from ${monthIds})
           group by d.expense_id`;
}
