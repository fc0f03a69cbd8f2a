// The reporting line (DESIGN.md section 4): who approves an employee's chart and months, and what
// waits at which level. The shared approver rule (server/http/access.ts) judges with these facts.
import { ZId } from '../../../src/contract/call';
import type { Queryable } from '../../db/database';
import type { ApprovalSubject, Input } from '../../http/access';

interface LineRow {
  employeeId: number;
  companyId: number;
  level1: number | null;
  level2: number | null;
}

/**
 * Level 1 is the manager, level 2 the manager's manager while that person's area range is not T.
 * The fare chart has one level (DESIGN.md: a submit notifies the level-1 approver).
 */
const REPORTING_LINE = `
  select e.id as "employeeId", e.company_id as "companyId", m1.id as level1,
         case when m2.area_range <> 'T' then m2.id end as level2
    from employee e
    left join employee m1 on m1.id = e.reports_to
    left join employee m2 on m2.id = m1.reports_to`;

/** Decisions already taken on a month in its open round: the level waiting is one more. */
const OPEN_LEVELS_DONE = `(select count(*)::int from expense_approval a
   where a.expense_id = x.id and not a.is_closed and a.submitted_at is not null)`;

export async function chartSubject(db: Queryable, employeeId: number): Promise<ApprovalSubject | null> {
  const rows = await db.query<LineRow>(
    `${REPORTING_LINE}
      where e.id = $1`,
    [employeeId],
  );
  const line = rows[0];
  if (!line) return null;
  const waiting = await db.query(
    `select 1 from stpfc c join stpfc_detail d on d.stpfc_id = c.id
      where c.employee_id = $1 and d.status = 'S' limit 1`,
    [employeeId],
  );
  return {
    employeeId: line.employeeId,
    companyId: line.companyId,
    approvers: [line.level1],
    waitingLevel: waiting.length > 0 ? 1 : null,
  };
}

export async function monthSubject(db: Queryable, expenseId: number): Promise<ApprovalSubject | null> {
  const rows = await db.query<LineRow & { status: string; levelsDone: number }>(
    `select e.id as "employeeId", e.company_id as "companyId", m1.id as level1,
            case when m2.area_range <> 'T' then m2.id end as level2,
            x.status, ${OPEN_LEVELS_DONE} as "levelsDone"
       from expense x
       join employee e on e.id = x.employee_id
       left join employee m1 on m1.id = e.reports_to
       left join employee m2 on m2.id = m1.reports_to
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

/** An id from the request as it arrived or as parsed; undefined when it is missing or malformed. */
export function idIn(input: Input, where: 'query' | 'body', name: string): number | undefined {
  const container = input[where];
  if (!container || typeof container !== 'object') return undefined;
  const parsed = ZId.safeParse((container as Record<string, unknown>)[name]);
  return parsed.success ? parsed.data : undefined;
}

/** A 'YYYY-MM-DD' date from the request, or undefined. */
export function dateIn(input: Input, where: 'query' | 'body', name: string): string | undefined {
  const container = input[where];
  if (!container || typeof container !== 'object') return undefined;
  const value = (container as Record<string, unknown>)[name];
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}
