// The reporting line (DESIGN.md section 4), written once: every query that asks who approves an
// employee, or what waits for an approver, is built from these fragments and from nothing else.
//
// The rule: level 1 is the employee's manager; level 2 is the manager's manager unless that person's
// area range is T; an approver is an active employee (null: nobody approves at that level). The fare
// chart has one level; a month has two. The level a month waits at is one more than the decisions
// already submitted in its open round.
//
// Delegation (an approver away for some dates, with a delegate who decides 'for' them) changes who
// acts at a level, so it goes here and nowhere else: `level1`/`level2` of APPROVER_LINES name who
// acts at that level today, and the lookups below find what waits for the person acting.
import { TIME_ZONE } from '../../../src/pure/calendar';

/** Today's date where the company works (DESIGN.md section 8), in SQL: a delegation's window holds it. */
export const TODAY_SQL = `(now() at time zone '${TIME_ZONE}')::date`;

/**
 * The delegate acting today for approver `who` (an SQL id expression), joined as `alias`: the
 * approver's window holds today and the delegate is active. One window per approver (039).
 */
function delegationOf(alias: string, who: string): string {
  return `left join approver_away ${alias} on ${alias}.employee_id = ${who}
          and ${TODAY_SQL} between ${alias}.from_date and ${alias}.to_date
          and exists (select 1 from employee ${alias}e where ${alias}e.id = ${alias}.delegate_id and ${alias}e.is_active)`;
}

/**
 * One row per employee: `employee_id`, `company_id`, `level1`, `level2` (who acts at that level
 * today: the delegate while the approver is away) and `level1_for`, `level2_for` (the approver the
 * delegate acts for; null when the approver acts themselves). Join it like a table:
 * `join ${APPROVER_LINES} l on l.employee_id = e.id`. PostgreSQL flattens it into the query.
 */
export const APPROVER_LINES = `(
  select e.id as employee_id, e.company_id,
         coalesce(d1.delegate_id, m1.id) as level1, case when d1.delegate_id is not null then m1.id end as level1_for,
         coalesce(d2.delegate_id, m2.id) as level2, case when d2.delegate_id is not null then m2.id end as level2_for
    from employee e
    left join employee m1 on m1.id = e.reports_to and m1.is_active
    left join employee m2 on m2.id = m1.reports_to and m2.is_active and m2.area_range <> 'T'
    ${delegationOf('d1', 'm1.id')}
    ${delegationOf('d2', 'm2.id')})`;

/**
 * The approvers `who` acts for today (an SQL id expression): themselves and those away who named
 * them delegate. For `x.reports_to in (${actingFor('$1')})`.
 */
export function actingFor(who: string): string {
  return `select ${who}::int union select w.employee_id from approver_away w
           join employee we on we.id = w.employee_id and we.is_active
          where w.delegate_id = ${who} and ${TODAY_SQL} between w.from_date and w.to_date`;
}

/** The approver a level (an SQL integer expression) of a row of APPROVER_LINES is acted for, or null. */
export function actingForAt(line: string, level: string): string {
  return `(case ${level} when 1 then ${line}.level1_for when 2 then ${line}.level2_for end)`;
}

/** The approver (an id, or null) at a level (an SQL integer expression) of a row of APPROVER_LINES. */
export function approverAt(line: string, level: string): string {
  return `(case ${level} when 1 then ${line}.level1 when 2 then ${line}.level2 end)`;
}

/** Decisions submitted in a month's open round (`month` is an alias of expense): it waits at one more. */
export function levelsDone(month: string): string {
  return `(select count(*)::int from expense_approval a
            where a.expense_id = ${month}.id and not a.is_closed and a.submitted_at is not null)`;
}

/**
 * The months waiting for an approver now (an SQL parameter or expression), as `expense_id`s: for
 * `select ... where x.id in (${monthsWaitingFor('$1')})`. Read through two small partial indexes
 * (docs/query-plans.md): a month waiting at level 1 is a submitted month of the approver's people; one
 * waiting at level 2 holds an open level-1 decision of one of them (level 1 is decided by the
 * employee's manager, who reports to the level-2 approver). Those are only the candidates: the rule
 * above says which of them wait for this approver.
 */
export function monthsWaitingFor(approver: string): string {
  return `select w.id as expense_id
       from expense w
       join ${APPROVER_LINES} wl on wl.employee_id = w.employee_id
      where w.id in (
              -- employee_reports_to, then expense_submitted (006_indexes.sql)
              select r.id from employee s join expense r on r.employee_id = s.id and r.status = 'Submitted'
               where s.reports_to in (${actingFor(approver)})
              union
              -- employee_reports_to, then expense_approval_waiting (007_approval_waiting.sql)
              select d.expense_id from employee s join expense_approval d on d.approver_id = s.id
               where s.reports_to in (${actingFor(approver)}) and d.level_id = 1 and d.submitted_at is not null
                 and not d.is_closed
              union
              -- a level 1 decided by a delegate: expense_approval_waiting_for (039_approver_away.sql)
              select d.expense_id from employee s join expense_approval d on d.for_approver_id = s.id
               where s.reports_to in (${actingFor(approver)}) and d.level_id = 1 and d.submitted_at is not null
                 and not d.is_closed)
        and w.status = 'Submitted'
        and ${approverAt('wl', `${levelsDone('w')} + 1`)} = ${approver}`;
}
