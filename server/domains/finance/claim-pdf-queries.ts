// What the claim PDF reads: the claim's header, its days with what each counts today (month-figures),
// the approval history, and its bills, each bill's image only when its page is drawn.
import type { Queryable } from '../../db/database';
import { dayFiguresJoin } from '../month-figures/day-figures';

export interface ClaimHeader {
  expenseId: number;
  companyName: string;
  employeeName: string;
  empCode: string;
  designation: string;
  hq: string;
  year: number;
  month: number;
  status: string;
  employeeId: number;
}

export async function findClaimHeader(db: Queryable, expenseId: number): Promise<ClaimHeader | undefined> {
  const rows = await db.query<ClaimHeader>(
    `select x.id as "expenseId", x.employee_id as "employeeId", c.name as "companyName",
            e.employee_name as "employeeName",
            e.emp_code as "empCode", e.designation, coalesce(hq.name, '') as hq, x.year, x.month, x.status
       from expense x
       join company c on c.id = x.company_id
       join employee e on e.id = x.employee_id
       left join city hq on hq.id = e.hq_city_id
      where x.id = $1`,
    [expenseId],
  );
  return rows[0];
}

export interface DayLine {
  activityDate: string;
  isHoliday: boolean;
  route: string;
  activity: string;
  farePaise: number;
  allowancePaise: number;
  billsPaise: number;
  claimedPaise: number;
  decision: 'A' | 'R' | null;
  approvedPaise: number | null;
}

/** The claim's days with what each counts on `today` (month-figures), sundry bills among the bills. */
export function listDayLines(db: Queryable, expenseId: number, today: string): Promise<DayLine[]> {
  return db.query<DayLine>(
    `select d.activity_date as "activityDate", d.is_holiday as "isHoliday",
            concat_ws(' - ', fc.name, nullif(tc.name, fc.name)) as route, d.activity,
            f.fare_paise as "farePaise", f.allowance_paise as "allowancePaise",
            f.bills_paise + f.sundry_paise as "billsPaise", f.claimed_paise as "claimedPaise",
            dd.status as decision, dd.approved_paise::float8 as "approvedPaise"
       from expense_detail d
       left join city fc on fc.id = d.from_city_id
       left join city tc on tc.id = d.to_city_id
       ${dayFiguresJoin('d', '$2', 'f')}
       left join expense_day_decision dd on dd.expense_detail_id = d.id
      where d.expense_id = $1
      order by d.activity_date`,
    [expenseId, today],
  );
}

export interface HistoryLine {
  approver: string;
  levelId: number;
  submittedAt: Date;
  approvedDays: number;
  rejectedDays: number;
  deductionPaise: number;
  reasons: string | null;
}

export function listHistory(db: Queryable, expenseId: number): Promise<HistoryLine[]> {
  return db.query<HistoryLine>(
    `select e.employee_name as approver, a.level_id as "levelId", a.submitted_at as "submittedAt",
            count(*) filter (where l.status = 'A')::int as "approvedDays",
            count(*) filter (where l.status = 'R')::int as "rejectedDays",
            coalesce(sum(l.deduction_paise), 0)::float8 as "deductionPaise",
            string_agg(distinct nullif(trim(l.reason), ''), '; ') as reasons
       from expense_approval a
       join employee e on e.id = a.approver_id
       join expense_approval_line l on l.approval_id = a.id
      where a.expense_id = $1 and a.submitted_at is not null
      group by a.id, e.employee_name
      order by a.submitted_at, a.level_id`,
    [expenseId],
  );
}

export interface BillLine {
  billId: number;
  activityDate: string;
  expenseType: string;
  invoiceNumber: string;
  amountPaise: number;
  sellerGstin: string | null;
  irn: string | null;
  einvoice: string | null;
}

export function listBills(db: Queryable, expenseId: number): Promise<BillLine[]> {
  return db.query<BillLine>(
    `select b.id as "billId", d.activity_date as "activityDate", et.name as "expenseType",
            b.invoice_number as "invoiceNumber", b.amount_paise as "amountPaise",
            b.seller_gstin as "sellerGstin", b.irn, b.einvoice
       from expense_detail d
       join expense_attachment a on a.expense_detail_id = d.id
       join bill b on b.id = a.bill_id
       join expense_type et on et.id = b.expense_type_id
      where d.expense_id = $1
      order by d.activity_date, b.id`,
    [expenseId],
  );
}

export async function readBillImage(db: Queryable, billId: number): Promise<Buffer | undefined> {
  const rows = await db.query<{ image: Uint8Array }>('select image from bill where id = $1', [billId]);
  const image = rows[0]?.image;
  return image ? Buffer.from(image.buffer, image.byteOffset, image.byteLength) : undefined;
}
