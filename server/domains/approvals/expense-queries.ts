// SQL for expense approval: months waiting, their days with every bill, and each level's lines.
import type { Queryable } from '../../db/database';
import { legsRoute } from '../expenses/queries';
import { dayFiguresJoin } from '../month-figures/day-figures';
import { forNameSql } from '../reporting-line/delegation';
import { APPROVER_LINES, actingForAt, monthsWaitingFor } from '../reporting-line/line';

interface MonthWaiting {
  expenseId: number;
  employeeId: number;
  employeeName: string;
  employeeCode: string;
  areaRange: string;
  territory: string;
  designation: string;
  gradeId: number;
  year: number;
  month: number;
  submittedAt: Date | null;
  status: string;
  levelId: number;
  slNo: number;
  /** The days' fare and allowance with every attached bill, sundries included. */
  claimPaise: number;
  /** What this level approves with every day approved and no deduction (see approveAll). */
  amountPaise: number;
  waitingSince: Date;
  forName: string | null;
}

/**
 * Submitted months whose waiting level's approver is the caller, oldest submission first: the
 * reporting line says which (monthsWaitingFor reads them through small indexes, never the whole
 * team below the caller).
 */
export function listMonthsWaiting(db: Queryable, approverId: number, today: string): Promise<MonthWaiting[]> {
  return db.query<MonthWaiting>(
    `select x.id as "expenseId", e.id as "employeeId", e.employee_name as "employeeName",
            coalesce(e.emp_code, '') as "employeeCode", e.area_range as "areaRange", coalesce(t.name, '') as territory, e.designation,
            e.grade_id as "gradeId", x.year, x.month, x.submitted_at as "submittedAt", x.status,
            1 + n.done as "levelId", n.rounds as "slNo",
            (select coalesce(sum(f.claimed_paise), 0) from expense_detail d ${dayFiguresJoin('d', '$2', 'f')}
              where d.expense_id = x.id)::float8 as "claimPaise",
            (select coalesce(sum(case when p.status = 'R' then 0
                                      when p.status = 'A' then p.judged_paise - p.deduction_paise
                                      else coalesce(f.claimed_paise, 0) end), 0)
               from expense_detail d ${dayFiguresJoin('d', '$2', 'f')}
               left join lateral (
                 select l.status, l.judged_paise, l.deduction_paise
                   from expense_approval a join expense_approval_line l on l.approval_id = a.id
                  where a.expense_id = x.id and a.level_id = n.done and not a.is_closed
                    and a.submitted_at is not null and l.expense_detail_id = d.id
                  order by a.submitted_at desc limit 1) p on true
              where d.expense_id = x.id)::float8 as "amountPaise",
            coalesce(n.since, x.submitted_at, x.created_at) as "waitingSince",
            (select ${forNameSql(actingForAt('fl', '1 + n.done'))} from ${APPROVER_LINES} fl
              where fl.employee_id = x.employee_id) as "forName"
       from expense x
       join employee e on e.id = x.employee_id
       left join territory t on t.id = e.territory_id
      cross join lateral (
        select (count(*) filter (where not a.is_closed))::int as done, count(*)::int as rounds,
               max(a.submitted_at) filter (where not a.is_closed) as since
          from expense_approval a
         where a.expense_id = x.id and a.submitted_at is not null) n
      where x.id in (${monthsWaitingFor('$1')})
        -- Also lets the planner read x through expense_submitted rather than the whole table.
        and x.status = 'Submitted'
      order by "submittedAt", "employeeName"`,
    [approverId, today],
  );
}

export interface MonthHeader {
  expenseId: number;
  employeeId: number;
  employeeName: string;
  year: number;
  month: number;
  status: string;
}

export async function findMonthHeader(db: Queryable, expenseId: number, forUpdate = false) {
  const rows = await db.query<MonthHeader>(
    `select x.id as "expenseId", x.employee_id as "employeeId", e.employee_name as "employeeName",
            x.year, x.month, x.status
       from expense x join employee e on e.id = x.employee_id
      where x.id = $1 ${forUpdate ? 'for update of x' : ''}`,
    [expenseId],
  );
  return rows[0];
}

export async function monthVersion(db: Queryable, expenseId: number): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'select count(*)::int as count from expense_approval where expense_id = $1 and submitted_at is not null',
    [expenseId],
  );
  return rows[0]?.count ?? 0;
}

export interface ClaimDay {
  expenseDetailId: number;
  activityDate: string;
  period: number;
  isHoliday: boolean;
  activity: string;
  fromTown: string;
  toTown: string;
  /** The legs' towns in order, '' for a day of fewer than two legs (expenses/queries.ts). */
  route: string;
  stationType: string;
  distance: number;
  farePaise: number;
  allowancePaise: number;
  expenseBillsPaise: number;
  sundryPaise: number;
}

/** The month's days with what they count on `today`: expense bills ('E') and sundry bills ('S') apart. */
export function listClaimDays(db: Queryable, expenseId: number, today: string): Promise<ClaimDay[]> {
  return db.query<ClaimDay>(
    `select d.id as "expenseDetailId", d.activity_date as "activityDate", d.period,
            d.is_holiday as "isHoliday",
            d.activity, coalesce(fc.name, '') as "fromTown", coalesce(tc.name, '') as "toTown",
            ${legsRoute('d')} as route, coalesce(c.name, '') as "stationType", d.distance_km as distance, f.fare_paise as "farePaise",
            f.allowance_paise as "allowancePaise", f.bills_paise as "expenseBillsPaise",
            f.sundry_paise as "sundryPaise"
       from expense_detail d
       join expense x on x.id = d.expense_id
       left join city fc on fc.id = d.from_city_id
       left join city tc on tc.id = d.to_city_id
       left join category c on c.company_id = x.company_id and c.id = d.category_id
       ${dayFiguresJoin('d', '$2', 'f')}
      where d.expense_id = $1
      order by d.activity_date`,
    [expenseId, today],
  );
}

export interface LineRow {
  expenseDetailId: number;
  levelId: number;
  approverName: string;
  /** The approver a delegate decided for (issue 38), or null. */
  forName: string | null;
  isClosed: boolean;
  submittedAt: Date | null;
  status: 'A' | 'R';
  reason: string;
  judgedPaise: number;
  deductionPaise: number;
}

/** Every level's lines on the month, drafts included, oldest first. */
export function listMonthLines(db: Queryable, expenseId: number): Promise<LineRow[]> {
  return db.query<LineRow>(
    `select l.expense_detail_id as "expenseDetailId", a.level_id as "levelId",
            e.employee_name as "approverName", ${forNameSql('a.for_approver_id')} as "forName",
            a.is_closed as "isClosed", a.submitted_at as "submittedAt", l.status, coalesce(l.reason, '') as reason, l.judged_paise as "judgedPaise",
            l.deduction_paise as "deductionPaise"
       from expense_approval a
       join expense_approval_line l on l.approval_id = a.id
       join employee e on e.id = a.approver_id
      where a.expense_id = $1
      order by a.submitted_at nulls last, a.level_id, a.id`,
    [expenseId],
  );
}

export interface LineWrite {
  expenseDetailId: number;
  status: 'A' | 'R';
  reason: string;
  judgedPaise: number;
  deductionPaise: number;
}

/** Writes the level's open row and its lines, replacing an earlier draft. Returns the row's id. */
export async function saveLevelLines(
  tx: Queryable,
  level: { expenseId: number; levelId: number; approverId: number; forApproverId?: number | null },
  lines: LineWrite[],
): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `insert into expense_approval (expense_id, level_id, approver_id, for_approver_id) values ($1, $2, $3, $4)
     on conflict (expense_id, level_id) where not is_closed
     do update set approver_id = excluded.approver_id, for_approver_id = excluded.for_approver_id, updated_at = now()
     where expense_approval.submitted_at is null
     returning id`,
    [level.expenseId, level.levelId, level.approverId, level.forApproverId ?? null],
  );
  const approvalId = rows[0]?.id;
  if (approvalId === undefined) return 0;
  await tx.query('delete from expense_approval_line where approval_id = $1', [approvalId]);
  await tx.query(
    `insert into expense_approval_line (approval_id, expense_detail_id, status, judged_paise, deduction_paise, reason)
     select $1, line."expenseDetailId", line.status, line."judgedPaise", line."deductionPaise", nullif(line.reason, '')
       from jsonb_to_recordset($2::jsonb)
         as line("expenseDetailId" integer, status text, "judgedPaise" integer, "deductionPaise" integer, reason text)`,
    [approvalId, JSON.stringify(lines)],
  );
  return approvalId;
}

/** Marks the level's row submitted, only if it was still a draft: a second submit finds none. */
export async function markSubmitted(tx: Queryable, approvalId: number): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(
    'update expense_approval set submitted_at = now() where id = $1 and submitted_at is null returning id',
    [approvalId],
  );
  return rows.length === 1;
}

/** The last level decided: the month takes its outcome and the round closes. */
export async function decideMonth(tx: Queryable, expenseId: number, status: string): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(
    `update expense set status = $2 where id = $1 and status = 'Submitted' returning id`,
    [expenseId, status],
  );
  await tx.query('update expense_approval set is_closed = true where expense_id = $1 and not is_closed', [
    expenseId,
  ]);
  return rows.length === 1;
}

export interface AttachmentRow {
  expenseAttachmentId: number;
  expenseDetailId: number;
  activityDate: string;
  expenseType: string;
  expenseOrSundry: 'E' | 'S';
  invoiceNumber: string;
  amountPaise: number;
  thumbnail: Uint8Array | null;
  billId: number;
  sellerGstin: string | null;
  einvoice: string | null;
}

export function listMonthAttachments(db: Queryable, expenseId: number): Promise<AttachmentRow[]> {
  return db.query<AttachmentRow>(
    `select a.id as "expenseAttachmentId", d.id as "expenseDetailId", d.activity_date as "activityDate",
            et.name as "expenseType", et.expense_or_sundry as "expenseOrSundry",
            b.invoice_number as "invoiceNumber", b.amount_paise as "amountPaise", b.thumbnail,
            b.id as "billId", b.seller_gstin as "sellerGstin", b.einvoice
       from expense_attachment a
       join expense_detail d on d.id = a.expense_detail_id
       join bill b on b.id = a.bill_id
       join expense_type et on et.id = b.expense_type_id
      where d.expense_id = $1
      order by d.activity_date, a.id`,
    [expenseId],
  );
}
