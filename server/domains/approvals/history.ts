// Every approver's decision, for the employee's own screens: the fare chart's rows and a day's
// details show who decided what, when, at which level, and why (issue 10 'History').
import type { TApprovalHistory } from '../../../src/contract/approval-history';
import { toRupees } from '../../../src/pure/money';
import type { Queryable } from '../../db/database';
import { type DecisionRow, listChartDecisions } from './queries';

/** The decisions on each journey of a chart, by journey id (oldest first). */
export async function chartHistory(db: Queryable, stpfcId: number): Promise<Map<number, TApprovalHistory[]>> {
  const decisions = await listChartDecisions(db, stpfcId);
  return new Map(
    [...new Set(decisions.map((decision) => decision.lineId))].map((lineId) => [
      lineId,
      historyOf(decisions, lineId),
    ]),
  );
}

/** The submitted decisions on one day of a month (drafts an approver has not sent stay private). */
export async function dayHistory(db: Queryable, expenseDetailId: number): Promise<TApprovalHistory[]> {
  const rows = await db.query<{
    levelId: number;
    approverName: string;
    status: 'A' | 'R';
    reason: string;
    deductionPaise: number;
    actedAt: Date;
  }>(
    `select a.level_id as "levelId", e.employee_name as "approverName", l.status,
            coalesce(l.reason, '') as reason, l.deduction_paise as "deductionPaise", a.submitted_at as "actedAt"
       from expense_approval_line l
       join expense_approval a on a.id = l.approval_id
       join employee e on e.id = a.approver_id
      where l.expense_detail_id = $1 and a.submitted_at is not null
      order by a.submitted_at, a.id`,
    [expenseDetailId],
  );
  return rows.map(({ deductionPaise, actedAt, ...row }) => ({
    ...row,
    deduction: toRupees(deductionPaise),
    actedAt: new Date(actedAt).toISOString(),
  }));
}

/** One journey's decisions, oldest first. */
export function historyOf(decisions: DecisionRow[], lineId: number): TApprovalHistory[] {
  return decisions
    .filter((decision) => decision.lineId === lineId)
    .map((decision) => ({
      levelId: decision.levelId,
      approverName: decision.approverName,
      status: decision.status,
      reason: decision.reason,
      deduction: toRupees(decision.deductionPaise),
      actedAt: decision.actedAt.toISOString(),
    }));
}
