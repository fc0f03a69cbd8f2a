// SQL of the approvers' decisions as the employee's screens read them: a chart's and a day's history,
// a month's latest decision, and its payment.
import type { Queryable } from '../../db/database';
import { forNameSql } from '../reporting-line/delegation';

export interface DecisionRow {
  lineId: number;
  levelId: number;
  approverName: string;
  forName: string | null;
  status: 'A' | 'R';
  reason: string;
  deductionPaise: number;
  actedAt: Date;
}

export function listChartDecisions(db: Queryable, stpfcId: number): Promise<DecisionRow[]> {
  return db.query<DecisionRow>(
    `select a.stpfc_detail_id as "lineId", a.level_id as "levelId", e.employee_name as "approverName",
            ${forNameSql('a.for_approver_id')} as "forName",
            a.status, coalesce(a.reason, '') as reason, 0 as "deductionPaise", a.acted_at as "actedAt"
       from stpfc_approval a
       join employee e on e.id = a.approver_id
      where a.stpfc_id = $1 and a.stpfc_detail_id is not null
      order by a.acted_at, a.id`,
    [stpfcId],
  );
}

/** The submitted decisions on one day of a month, oldest first (drafts stay the approver's). */
export function listDayDecisions(db: Queryable, expenseDetailId: number) {
  return db.query<{
    levelId: number;
    approverName: string;
    forName: string | null;
    status: 'A' | 'R';
    reason: string;
    deductionPaise: number;
    actedAt: Date;
  }>(
    `select a.level_id as "levelId", e.employee_name as "approverName",
            ${forNameSql('a.for_approver_id')} as "forName", l.status,
            coalesce(l.reason, '') as reason, l.deduction_paise as "deductionPaise", a.submitted_at as "actedAt"
       from expense_approval_line l
       join expense_approval a on a.id = l.approval_id
       join employee e on e.id = a.approver_id
      where l.expense_detail_id = $1 and a.submitted_at is not null
      order by a.submitted_at, a.id`,
    [expenseDetailId],
  );
}

/** SQL of a level's approved value of a day: nothing of a rejected day, else judged − deduction. */
export const LINE_APPROVED_PAISE = `case when l.status = 'A' then l.judged_paise - l.deduction_paise else 0 end`;

/** The lines of the last decision a level submitted on a month. */
export function listLatestDecisionLines(db: Queryable, expenseId: number) {
  return db.query<{
    levelId: number;
    approverName: string;
    forName: string | null;
    isClosed: boolean;
    expenseDetailId: number;
    status: 'A' | 'R';
    approvedPaise: number;
  }>(
    `with latest as (
       select a.id, a.level_id, a.is_closed, e.employee_name, ${forNameSql('a.for_approver_id')} as for_name
         from expense_approval a join employee e on e.id = a.approver_id
        where a.expense_id = $1 and a.submitted_at is not null
        order by a.submitted_at desc, a.level_id desc
        limit 1)
     select latest.level_id as "levelId", latest.employee_name as "approverName", latest.for_name as "forName",
            latest.is_closed as "isClosed", l.expense_detail_id as "expenseDetailId", l.status,
            (${LINE_APPROVED_PAISE})::float8 as "approvedPaise"
       from latest join expense_approval_line l on l.approval_id = latest.id`,
    [expenseId],
  );
}

/** The payment row of a month, if finance has paid it. */
export async function findPaymentRow(db: Queryable, expenseId: number) {
  const [row] = await db.query<{ amountPaise: number; paidOn: string; reference: string }>(
    `select amount_paise::float8 as "amountPaise", to_char(payment_date, 'YYYY-MM-DD') as "paidOn", reference
       from payment where expense_id = $1`,
    [expenseId],
  );
  return row;
}
