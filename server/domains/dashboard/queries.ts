// SQL for the home screen: one aggregate query per figure group, whatever the number of days or bills.
import type { TPendingTask } from '../../../src/contract/dashboard';
import type { Queryable } from '../../db/database';
import { LINE_APPROVED_PAISE } from '../decisions/queries';
import { hasHappened, monthFiguresSql } from '../month-figures/day-figures';
import { forNameSql } from '../reporting-line/delegation';

export interface MonthTotalRow {
  year: number;
  month: number;
  status: string;
  farePaise: number;
  allowancePaise: number;
  /** Every bill attached to a day of the month, sundry bills included. */
  billsPaise: number;
  /** What finance paid for the month, on which date ('YYYY-MM-DD') and with which reference, once it is 'Paid'. */
  paidPaise?: number | null;
  paidOn?: string | null;
  paymentReference?: string | null;
  /** The latest level's decision on the month, or null when no level has submitted one. */
  decisionLevelId: number | null;
  decisionApproverName: string | null;
  /** The approver a delegate decided for (issue 38), or null. */
  decisionForName?: string | null;
  decisionIsClosed: boolean | null;
  decisionApprovedPaise: number | null;
}

export interface BillTypeTotalRow {
  expenseType: string;
  paise: number;
}

/**
 * Month indexes are year * 12 + month - 1, so a range may cross a year. Each month's money as
 * month-figures counts it on `today`.
 */
export async function monthTotals(
  db: Queryable,
  employeeId: number,
  fromIndex: number,
  toIndex: number,
  today: string,
): Promise<MonthTotalRow[]> {
  return db.query<MonthTotalRow>(
    `with months as (
       select id, year, month, status from expense
        where employee_id = $1 and year * 12 + month - 1 between $2 and $3),
     figures as (${monthFiguresSql('months', '$4')})
     select m.year, m.month, m.status,
            coalesce(f.fare_paise, 0) as "farePaise", coalesce(f.allowance_paise, 0) as "allowancePaise",
            coalesce(f.bills_paise + f.sundry_paise, 0) as "billsPaise", p.amount_paise::float8 as "paidPaise",
            to_char(p.payment_date, 'YYYY-MM-DD') as "paidOn", p.reference as "paymentReference",
            decision.level_id as "decisionLevelId", decision.approver_name as "decisionApproverName",
            decision.for_name as "decisionForName",
            decision.is_closed as "decisionIsClosed", decision.approved as "decisionApprovedPaise"
       from months m
       left join figures f on f.expense_id = m.id
       left join payment p on p.expense_id = m.id
       -- Where the claim stands: the latest level's decision (server/domains/approvals/standing.ts).
       left join lateral (
         select a.level_id, a.is_closed, e.employee_name as approver_name,
                ${forNameSql('a.for_approver_id')} as for_name,
                (select sum(${LINE_APPROVED_PAISE}) from expense_approval_line l where l.approval_id = a.id)::float8
                  as approved
           from expense_approval a join employee e on e.id = a.approver_id
          where a.expense_id = m.id and a.submitted_at is not null
          order by a.submitted_at desc, a.level_id desc
          limit 1) decision on true`,
    [employeeId, fromIndex, toIndex, today],
  );
}

/**
 * The employee's bills of a month by expense type: attached ones by their day (once it has come,
 * as month-figures counts them), the rest by invoice date.
 */
export async function billTotalsByType(
  db: Queryable,
  employeeId: number,
  first: string,
  last: string,
  today: string,
): Promise<BillTypeTotalRow[]> {
  return db.query<BillTypeTotalRow>(
    `select et.name as "expenseType", sum(b.amount_paise)::float8 as paise
       from bill b
       join expense_type et on et.id = b.expense_type_id
       left join expense_attachment a on a.bill_id = b.id
       left join expense_detail d on d.id = a.expense_detail_id
      where b.employee_id = $1 and coalesce(d.activity_date, b.invoice_date) between $2 and $3
        and (d.id is null or ${hasHappened('d', '$4')})
      group by et.name`,
    [employeeId, first, last, today],
  );
}

/** The employee's draft fare chart journeys (status D), in the chart's order. */
export async function draftJourneys(
  db: Queryable,
  employeeId: number,
  limit: number,
): Promise<TPendingTask[]> {
  return db.query<TPendingTask>(
    `select j.id as "stpfcDetailId", fc.name as "fromCityName", tc.name as "toCityName"
       from stpfc c
       join stpfc_detail j on j.stpfc_id = c.id and j.status = 'D'
       join city fc on fc.id = j.from_city_id
       join city tc on tc.id = j.to_city_id
      where c.employee_id = $1
      order by j.sequence_no, j.id
      limit $2`,
    [employeeId, limit],
  );
}
