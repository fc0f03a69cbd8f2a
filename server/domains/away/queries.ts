// SQL of cover while away (issue 38): an approver's window, and whom they may name as delegate.
import type { TAwayDelegate, TAwayWindow } from '../../../src/contract/away';
import type { Queryable } from '../../db/database';

/** True when some active employee reports to the employee: they approve someone. */
export async function isApprover(db: Queryable, employeeId: number): Promise<boolean> {
  const rows = await db.query('select 1 from employee where reports_to = $1 and is_active limit 1', [
    employeeId,
  ]);
  return rows.length > 0;
}

/**
 * Whom an approver may name: their own active manager, and the active approvers of the same level
 * (area range, never T) in the same company, manager first then by name.
 */
export function listDelegates(db: Queryable, employeeId: number): Promise<TAwayDelegate[]> {
  return db.query<TAwayDelegate>(
    `select d.id as "employeeId", d.employee_name as "employeeName", d.designation,
            case when d.id = me.reports_to then 'manager' else 'peer' end as relation
       from employee me
       join employee d on d.company_id = me.company_id and d.is_active and d.id <> me.id
      where me.id = $1
        and (d.id = me.reports_to
             or (d.area_range = me.area_range and me.area_range <> 'T'
                 and exists (select 1 from employee r where r.reports_to = d.id and r.is_active)))
      order by d.id = me.reports_to desc, lower(d.employee_name), d.id`,
    [employeeId],
  );
}

export async function findAway(db: Queryable, employeeId: number): Promise<TAwayWindow | null> {
  const rows = await db.query<TAwayWindow>(
    `select to_char(a.from_date, 'YYYY-MM-DD') as "fromDate", to_char(a.to_date, 'YYYY-MM-DD') as "toDate",
            a.delegate_id as "delegateId", d.employee_name as "delegateName"
       from approver_away a join employee d on d.id = a.delegate_id
      where a.employee_id = $1`,
    [employeeId],
  );
  return rows[0] ?? null;
}

export async function saveAway(
  tx: Queryable,
  away: { employeeId: number; companyId: number; fromDate: string; toDate: string; delegateId: number },
): Promise<void> {
  await tx.query(
    `insert into approver_away (employee_id, company_id, delegate_id, from_date, to_date) values ($1, $2, $3, $4, $5)
     on conflict (employee_id) do update
       set delegate_id = excluded.delegate_id, from_date = excluded.from_date, to_date = excluded.to_date, set_at = now()`,
    [away.employeeId, away.companyId, away.delegateId, away.fromDate, away.toDate],
  );
}

export async function deleteAway(tx: Queryable, employeeId: number): Promise<void> {
  await tx.query('delete from approver_away where employee_id = $1', [employeeId]);
}
