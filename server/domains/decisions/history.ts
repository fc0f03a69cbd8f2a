// Every approver's decision, for the employee's own screens: the fare chart's rows and a day's
// details show who decided what, when, at which level, and why (issue 10 'History').
import type { TApprovalHistory } from '../../../src/contract/approval-history';
import { toRupees } from '../../../src/pure/money';
import type { Queryable } from '../../db/database';
import { type DecisionRow, listChartDecisions, listDayDecisions } from './queries';

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
  const rows = await listDayDecisions(db, expenseDetailId);
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
      forName: decision.forName,
      status: decision.status,
      reason: decision.reason,
      deduction: toRupees(decision.deductionPaise),
      actedAt: decision.actedAt.toISOString(),
    }));
}
