// SQL of the checks of a bill: the e-invoice keys a company trusts, the duplicates of bills across
// their company, and what a bill's flags are built from.
import type { EInvoiceFacts } from '../../../src/pure/einvoice';
import type { Queryable } from '../../db/database';
import type { EInvoiceKey, EInvoiceState } from './einvoice';
import { SAME_PICTURE_BITS } from './picture-hash';

/** NIC's keys every company trusts, and the company's own. */
export function listEInvoiceKeys(db: Queryable, companyId: number): Promise<EInvoiceKey[]> {
  return db.query<EInvoiceKey>(
    `select kid, spki_base64 as "spkiBase64", is_sandbox as "isSandbox"
       from einvoice_key where company_id is null or company_id = $1
      order by id`,
    [companyId],
  );
}

/** How a bill matched another: the order is the order a flag names them in. */
export type DuplicatePath = 'irn' | 'seller' | 'invoice' | 'picture';

export interface DuplicateRow {
  billId: number;
  otherBillId: number;
  otherEmployeeName: string;
  otherUploadedAt: Date;
  path: DuplicatePath;
}

/**
 * Every other bill of the same company each bill matches, by each path; a bill may match one
 * other by several. Four index lookups rather than one join with OR: each path has its index.
 * The same employee's same number, date and amount is no path here: the upload refuses it.
 */
export function listDuplicates(db: Queryable, billIds: readonly number[]): Promise<DuplicateRow[]> {
  if (billIds.length === 0) return Promise.resolve([]);
  return db.query<DuplicateRow>(
    `with mine as (select * from bill where id = any($1::int[]))
     select m.id as "billId", o.id as "otherBillId", e.employee_name as "otherEmployeeName",
            o.uploaded_at as "otherUploadedAt", p.path
       from mine m
       cross join lateral (
         select o.id, 'irn' as path from bill o
          where m.irn is not null and o.company_id = m.company_id and o.irn = m.irn and o.id <> m.id
         union all
         select o.id, 'seller' from bill o
          where m.seller_gstin is not null and o.company_id = m.company_id
            and o.seller_gstin = m.seller_gstin and lower(o.invoice_number) = lower(m.invoice_number)
            and o.id <> m.id
         union all
         select o.id, 'invoice' from bill o
          where o.company_id = m.company_id and lower(o.invoice_number) = lower(m.invoice_number)
            and o.invoice_date = m.invoice_date and o.amount_paise = m.amount_paise
            and o.employee_id <> m.employee_id
         union all
         select o.id, 'picture' from bill o
          where m.picture_hash is not null and o.company_id = m.company_id
            and o.amount_paise = m.amount_paise and o.id <> m.id and o.picture_hash is not null
            and bit_count((o.picture_hash # m.picture_hash)::bit(64)) <= $2::int
       ) p
       join bill o on o.id = p.id
       join employee e on e.id = o.employee_id
      order by m.id, o.uploaded_at, o.id`,
    [billIds, SAME_PICTURE_BITS],
  );
}

export interface BillCheckRow {
  billId: number;
  sellerGstin: string | null;
  invoiceNumber: string;
  invoiceDate: string;
  amountPaise: number;
  einvoice: EInvoiceState | null;
  einvoiceFacts: EInvoiceFacts | null;
}

export function listBillChecks(db: Queryable, billIds: readonly number[]): Promise<BillCheckRow[]> {
  if (billIds.length === 0) return Promise.resolve([]);
  return db.query<BillCheckRow>(
    `select id as "billId", seller_gstin as "sellerGstin", invoice_number as "invoiceNumber",
            invoice_date as "invoiceDate", amount_paise as "amountPaise", einvoice,
            einvoice_facts as "einvoiceFacts"
       from bill where id = any($1::int[])`,
    [billIds],
  );
}

/** What the checks keep on a bill, worked out when it is uploaded. */
export interface BillCheckColumns {
  sellerGstin: string | null;
  irn: string | null;
  einvoice: EInvoiceState | null;
  einvoiceFacts: EInvoiceFacts | null;
  pictureHash: bigint | null;
}

export async function saveBillChecks(
  tx: Queryable,
  billId: number,
  columns: BillCheckColumns,
): Promise<void> {
  await tx.query(
    `update bill set seller_gstin = $2, irn = $3, einvoice = $4, einvoice_facts = $5::jsonb, picture_hash = $6::bigint
      where id = $1`,
    [
      billId,
      columns.sellerGstin,
      columns.irn,
      columns.einvoice,
      columns.einvoiceFacts === null ? null : JSON.stringify(columns.einvoiceFacts),
      columns.pictureHash === null ? null : columns.pictureHash.toString(),
    ],
  );
}

export async function saveSellerGstin(
  tx: Queryable,
  billId: number,
  sellerGstin: string | null,
): Promise<void> {
  await tx.query('update bill set seller_gstin = $2 where id = $1', [billId, sellerGstin]);
}

/** The bills attached to a claim's days, by day. */
export function listClaimDayBills(
  db: Queryable,
  expenseId: number,
): Promise<{ billId: number; expenseDetailId: number }[]> {
  return db.query<{ billId: number; expenseDetailId: number }>(
    `select a.bill_id as "billId", d.id as "expenseDetailId"
       from expense_attachment a join expense_detail d on d.id = a.expense_detail_id
      where d.expense_id = $1
      order by d.activity_date, a.id`,
    [expenseId],
  );
}
