// What waits for an approver in a company, and a guard that no administration change (an edit, a
// deactivation, an import) leaves any of it without one (issue 24). The approver of each level is
// read from the reporting line as it stands (server/domains/reporting-line/line.ts), so a
// change of the line changes who is waited for; a change that leaves nobody is refused.

import { ADMIN_SAYS } from '../../../../src/contract/admin-answer-texts';
import { monthNameText } from '../../../../src/pure/calendar-texts';
import type { Text } from '../../../../src/pure/texts';
import type { Queryable } from '../../../db/database';
import { conflict } from '../../../http/errors';
import { APPROVER_LINES, approverAt, levelsDone } from '../../reporting-line/line';

interface Stranded {
  key: string;
  employeeName: string;
  /** null for a fare chart. */
  year: number | null;
  month: number | null;
  level: number;
}

/**
 * The company's fare charts and months that wait at a level with no approver, by the reporting
 * line's rule. Reads the company's submitted months through `expense_submitted`, so it is as quick
 * as the company's waiting work is small.
 */
async function strandedApprovals(db: Queryable, companyId: number): Promise<Stranded[]> {
  return db.query<Stranded>(
    `select 'chart:' || e.id as key, e.employee_name as "employeeName",
            null::int as year, null::int as month, 1 as level
       from employee e
       join ${APPROVER_LINES} l on l.employee_id = e.id
      where e.company_id = $1 and l.level1 is null
        and exists (select 1 from stpfc c join stpfc_detail d on d.stpfc_id = c.id
                     where c.employee_id = e.id and d.status = 'S')
     union all
     select 'month:' || x.id || ':' || n.waiting, e.employee_name, x.year, x.month, n.waiting
       from employee e
       join expense x on x.employee_id = e.id and x.status = 'Submitted'
       join ${APPROVER_LINES} l on l.employee_id = e.id
      cross join lateral (select ${levelsDone('x')} + 1 as waiting) n
      where e.company_id = $1 and ${approverAt('l', 'n.waiting')} is null
      order by 2, 3 nulls first, 4`,
    [companyId],
  );
}

/** 'Asha Kulkarni’s October 2026 claim (level 2)', 'Rahul Deshmukh’s fare chart'. */
function describe(item: Stranded): Text {
  if (item.year === null || item.month === null) return ADMIN_SAYS.strandedChart({ name: item.employeeName });
  return ADMIN_SAYS.strandedClaim({
    name: item.employeeName,
    month: monthNameText(item.month),
    year: String(item.year),
    level: item.level,
  });
}

const NAMED_AT_MOST = 5;

function strandedText(items: Text[]): Text {
  const [first, ...rest] = items.slice(0, NAMED_AT_MOST) as [Text, ...Text[]];
  const named = rest.reduce((list, next) => ADMIN_SAYS.listJoin({ first: list, next }), first);
  return ADMIN_SAYS.stranded({ named, more: Math.max(0, items.length - NAMED_AT_MOST), count: items.length });
}

/**
 * Runs a change of the reporting line inside the caller's transaction and refuses it (409, the
 * transaction rolls back) when something that had an approver before has none after. What
 * already waited without one is not held against the change.
 */
export async function withoutStrandingApprovals<T>(
  tx: Queryable,
  companyId: number,
  change: () => Promise<T>,
): Promise<T> {
  const before = new Set((await strandedApprovals(tx, companyId)).map((item) => item.key));
  const result = await change();
  const stranded = (await strandedApprovals(tx, companyId)).filter((item) => !before.has(item.key));
  if (stranded.length > 0) throw conflict(strandedText(stranded.map(describe)));
  return result;
}
