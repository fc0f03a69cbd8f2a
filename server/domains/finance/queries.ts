// SQL for finance close: a company's claims of a month with their amounts, payments, and who may see a claim.
import type { TClaimStatus } from '../../../src/contract/finance';
import { businessDate } from '../../../src/pure/calendar';
import type { Queryable } from '../../db/database';
import type { ClaimPeople } from '../../http/access';
import { hasHappened, monthFiguresSql } from '../month-figures/day-figures';
import { APPROVER_LINES } from '../reporting-line/line';

export async function isFinanceOf(db: Queryable, employeeId: number, companyId: number): Promise<boolean> {
  const rows = await db.query<{ isFinance: boolean }>(
    'select is_finance as "isFinance" from employee where id = $1 and company_id = $2',
    [employeeId, companyId],
  );
  return rows[0]?.isFinance === true;
}

/** Which claims a query reads: a company's month, or named claims of a company. */
type ClaimScope =
  | { companyId: number; year: number; month: number }
  | { companyId: number; expenseIds: readonly number[] };

/**
 * Every claim of the scope with its amounts in paise as month-figures counts them on `today`, one
 * row per employee-month. The latest submitted decision on each day is what counts (as in
 * expense_day_decision), read only for these claims' approval rows so that a month of 5,000 claims never scans the whole history.
 */
function claimsWith(scope: ClaimScope, today: string): { sql: string; params: unknown[] } {
  const where =
    'expenseIds' in scope
      ? 'x.company_id = $1 and x.id = any($2::int[])'
      : 'x.company_id = $1 and x.year = $2 and x.month = $3';
  const params: unknown[] =
    'expenseIds' in scope ? [scope.companyId, scope.expenseIds] : [scope.companyId, scope.year, scope.month];
  params.push(today);
  const todayParam = `$${params.length}`;
  return {
    params,
    sql: `with claims as (
       select x.id, x.employee_id, x.year, x.month, x.status from expense x
        where ${where} and x.status <> 'Unsubmitted'),
     figures as (${monthFiguresSql('claims', todayParam)}),
     bills as (
       select d.expense_id, et.name as type_name, sum(b.amount_paise)::float8 as paise
         from claims c
         join expense_detail d on d.expense_id = c.id
         join expense_attachment a on a.expense_detail_id = d.id
         join bill b on b.id = a.bill_id
         join expense_type et on et.id = b.expense_type_id and et.expense_or_sundry = 'E'
        where ${hasHappened('d', todayParam)}
        group by d.expense_id, et.name),
     bill_types as (
       select expense_id, jsonb_object_agg(type_name, paise) as by_type from bills group by expense_id),
     decisions as (
       select distinct on (l.expense_detail_id) a.expense_id,
              case when l.status = 'A' then l.judged_paise - l.deduction_paise else 0 end as approved
         from claims c
         join expense_approval a on a.expense_id = c.id and a.submitted_at is not null
         join expense_approval_line l on l.approval_id = a.id
        order by l.expense_detail_id, a.submitted_at desc, a.level_id desc),
     approved as (
       select expense_id, sum(approved)::float8 as paise from decisions group by expense_id),
     register as (
       select c.id as "expenseId", e.id as "employeeId", e.emp_code as "empCode",
              e.employee_name as "employeeName", coalesce(hq.name, '') as hq, c.year, c.month, c.status,
              coalesce(f.fare_paise, 0) as "farePaise", coalesce(f.allowance_paise, 0) as "allowancePaise",
              coalesce(f.sundry_paise, 0) as "sundryPaise", coalesce(bt.by_type, '{}'::jsonb) as "billsByType",
              coalesce(f.claimed_paise, 0) as "claimedPaise",
              case when c.status in ('Approved', 'Partially Approved', 'Rejected', 'Paid')
                   then coalesce(ap.paise, 0) end as "approvedPaise",
              p.amount_paise::float8 as "paidPaise", p.payment_date as "paymentDate", p.reference
         from claims c
         join employee e on e.id = c.employee_id
         left join city hq on hq.id = e.hq_city_id
         left join figures f on f.expense_id = c.id
         left join bill_types bt on bt.expense_id = c.id
         left join approved ap on ap.expense_id = c.id
         left join payment p on p.expense_id = c.id)`,
  };
}

export interface ClaimRow {
  expenseId: number;
  employeeId: number;
  empCode: string;
  employeeName: string;
  hq: string;
  year: number;
  month: number;
  status: TClaimStatus;
  farePaise: number;
  allowancePaise: number;
  sundryPaise: number;
  /** Attached bills of expense types ('E'), by the type's name. */
  billsByType: Record<string, number>;
  claimedPaise: number;
  /** null while the claim waits for its approvers. */
  approvedPaise: number | null;
  paidPaise: number | null;
  paymentDate: string | null;
  reference: string | null;
}

export interface RegisterFilter {
  status?: TClaimStatus | undefined;
  hq?: string | undefined;
  name?: string | undefined;
}

interface RegisterPage {
  rows: ClaimRow[];
  rowCount: number;
  totals: { claimedPaise: number; deductionsPaise: number; approvedPaise: number; paidPaise: number };
}

/** One page of the register with the count and totals of every row the filters keep. */
export async function registerPage(
  db: Queryable,
  scope: ClaimScope,
  filter: RegisterFilter,
  page: { limit: number; offset: number },
  today = businessDate(),
): Promise<RegisterPage> {
  const { sql, params } = claimsWith(scope, today);
  const at = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions: string[] = [];
  if (filter.status) conditions.push(`status = ${at(filter.status)}`);
  if (filter.hq) conditions.push(`lower(hq) = lower(${at(filter.hq)})`);
  if (filter.name) {
    const pattern = at(`%${filter.name.replace(/[\\%_]/g, '\\$&')}%`);
    conditions.push(`("employeeName" ilike ${pattern} or "empCode" ilike ${pattern})`);
  }
  const kept = `select * from register ${conditions.length > 0 ? `where ${conditions.join(' and ')}` : ''}`;
  const rows = await db.query<ClaimRow & { rowCount: number; totals: RegisterPage['totals'] }>(
    `${sql}, kept as (${kept}),
     summary as (
       select count(*)::int as "rowCount",
              json_build_object(
                'claimedPaise', coalesce(sum("claimedPaise"), 0),
                'deductionsPaise', coalesce(sum("claimedPaise" - "approvedPaise"), 0),
                'approvedPaise', coalesce(sum("approvedPaise"), 0),
                'paidPaise', coalesce(sum("paidPaise"), 0)) as totals
         from kept)
     select summary.*, page.* from summary
       left join lateral (
         select * from kept order by "employeeName", "empCode", "expenseId"
          limit ${at(page.limit)} offset ${at(page.offset)}) page on true`,
    params,
  );
  const first = rows[0];
  return {
    rowCount: first?.rowCount ?? 0,
    totals: first?.totals ?? { claimedPaise: 0, deductionsPaise: 0, approvedPaise: 0, paidPaise: 0 },
    rows: rows.filter((row) => row.expenseId !== null),
  };
}

/** Every claim of the scope, by employee name: what the payroll file and mark paid read. */
export async function listClaims(
  db: Queryable,
  scope: ClaimScope,
  statuses: readonly TClaimStatus[],
  today = businessDate(),
) {
  const { sql, params } = claimsWith(scope, today);
  params.push(statuses);
  return db.query<ClaimRow>(
    `${sql} select * from register where status = any($${params.length}::text[])
      order by "employeeName", "empCode", "expenseId"`,
    params,
  );
}

/** The HQ names the month's claims have, for the register's filter. */
export async function monthHqs(db: Queryable, scope: { companyId: number; year: number; month: number }) {
  const rows = await db.query<{ hq: string }>(
    `select distinct hq.name as hq from expense x
       join employee e on e.id = x.employee_id
       join city hq on hq.id = e.hq_city_id
      where x.company_id = $1 and x.year = $2 and x.month = $3 and x.status <> 'Unsubmitted'
      order by hq.name`,
    [scope.companyId, scope.year, scope.month],
  );
  return rows.map((row) => row.hq);
}

/** Holds the named claims of the company while they are paid; those of other companies are not found. */
export async function lockClaims(tx: Queryable, companyId: number, expenseIds: readonly number[]) {
  return tx.query<{ id: number; status: string; year: number; month: number; employeeName: string }>(
    `select x.id, x.status, x.year, x.month, e.employee_name as "employeeName"
       from expense x join employee e on e.id = x.employee_id
      where x.company_id = $1 and x.id = any($2::int[])
      order by x.id
        for update of x`,
    [companyId, expenseIds],
  );
}

export async function insertPayment(
  tx: Queryable,
  payment: {
    companyId: number;
    expenseId: number;
    paymentDate: string;
    reference: string;
    amountPaise: number;
    paidBy: number;
  },
): Promise<void> {
  await tx.query(
    `insert into payment (company_id, expense_id, payment_date, reference, amount_paise, paid_by)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      payment.companyId,
      payment.expenseId,
      payment.paymentDate,
      payment.reference,
      payment.amountPaise,
      payment.paidBy,
    ],
  );
  await tx.query(`update expense set status = 'Paid' where id = $1`, [payment.expenseId]);
}

/** The claim's employee and the approvers of their reporting line, for the claim's files. */
export async function claimPeople(db: Queryable, expenseId: number): Promise<ClaimPeople | null> {
  const rows = await db.query<{
    employeeId: number;
    companyId: number;
    level1: number | null;
    level2: number | null;
  }>(
    `select l.employee_id as "employeeId", x.company_id as "companyId", l.level1, l.level2
       from expense x join ${APPROVER_LINES} l on l.employee_id = x.employee_id
      where x.id = $1`,
    [expenseId],
  );
  const row = rows[0];
  if (!row) return null;
  return { employeeId: row.employeeId, companyId: row.companyId, approvers: [row.level1, row.level2] };
}
