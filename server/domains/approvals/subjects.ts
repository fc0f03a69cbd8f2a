// What an approval call acts on (server/http/access.ts judges with it): whose chart or month it is,
// its approvers by level as the reporting line names them, and the level waiting now.
import type { Queryable } from '../../db/database';
import type { ApprovalSubject } from '../../http/access';
import { APPROVER_LINES, levelsDone } from '../reporting-line/line';

export async function chartSubject(db: Queryable, employeeId: number): Promise<ApprovalSubject | null> {
  const rows = await db.query<{
    employeeId: number;
    companyId: number;
    level1: number | null;
    level1For: number | null;
  }>(
    `select l.employee_id as "employeeId", l.company_id as "companyId", l.level1, l.level1_for as "level1For"
       from ${APPROVER_LINES} l where l.employee_id = $1`,
    [employeeId],
  );
  const line = rows[0];
  if (!line) return null;
  const waiting = await db.query(
    `select 1 from stpfc c join stpfc_detail d on d.stpfc_id = c.id
      where c.employee_id = $1 and d.status = 'S' limit 1`,
    [employeeId],
  );
  // The fare chart has one level (DESIGN.md: a submit notifies the level-1 approver).
  return {
    employeeId: line.employeeId,
    companyId: line.companyId,
    approvers: [line.level1],
    waitingLevel: waiting.length > 0 ? 1 : null,
    actingFor: [line.level1For],
  };
}

export async function monthSubject(db: Queryable, expenseId: number): Promise<ApprovalSubject | null> {
  const rows = await db.query<{
    employeeId: number;
    companyId: number;
    level1: number | null;
    level2: number | null;
    level1For: number | null;
    level2For: number | null;
    status: string;
    levelsDone: number;
  }>(
    `select l.employee_id as "employeeId", l.company_id as "companyId", l.level1, l.level2,
            l.level1_for as "level1For", l.level2_for as "level2For", x.status, ${levelsDone('x')} as "levelsDone"
       from expense x join ${APPROVER_LINES} l on l.employee_id = x.employee_id
      where x.id = $1`,
    [expenseId],
  );
  const month = rows[0];
  if (!month) return null;
  return {
    employeeId: month.employeeId,
    companyId: month.companyId,
    approvers: [month.level1, month.level2],
    waitingLevel: month.status === 'Submitted' ? month.levelsDone + 1 : null,
    actingFor: [month.level1For, month.level2For],
  };
}

/** The month holding an employee's day, as the field-work popup names it. */
export async function monthOfDay(db: Queryable, employeeId: number, isoDate: string): Promise<number | null> {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  const rows = await db.query<{ id: number }>(
    'select id from expense where employee_id = $1 and year = $2 and month = $3',
    [employeeId, year, month],
  );
  return rows[0]?.id ?? null;
}
