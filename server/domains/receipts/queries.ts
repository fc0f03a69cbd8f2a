// SQL for expense types and bills.
import type { TExpenseOrSundry, TExpenseTypeOption } from '../../../src/contract/receipts';
import type { Text } from '../../../src/pure/texts';
import type { Queryable } from '../../db/database';
import { conflict } from '../../http/errors';

export interface ExpenseType {
  id: number;
  name: string;
  expenseOrSundry: TExpenseOrSundry;
}

export interface BillFields {
  expenseTypeId: number;
  invoiceNumber: string;
  invoiceDate: string;
  amountPaise: number;
}

interface NewBill extends BillFields {
  companyId: number;
  employeeId: number;
  description: string;
  image: Uint8Array;
  imageType: string;
  thumbnail: Uint8Array | null;
}

export interface BillOwner {
  employeeId: number;
  status: 'U' | 'A';
  invoiceDate: string;
}

export interface UnreportedBillRow {
  id: number;
  invoiceDate: string;
  invoiceNumber: string;
  expenseType: string;
  expenseOrSundry: TExpenseOrSundry;
  amountPaise: number;
  status: string;
  thumbnail: Uint8Array | null;
  uploadedAt: Date;
  sellerGstin: string | null;
  einvoice: string | null;
}

const DUPLICATE_INDEX = 'bill_no_duplicate';

export async function listExpenseTypes(db: Queryable, companyId: number): Promise<TExpenseTypeOption[]> {
  return db.query<TExpenseTypeOption>(
    `select id as "expenseTypeId", name as "expense_Type", expense_or_sundry as "expenseOrSundry"
       from expense_type where company_id = $1
      order by expense_or_sundry, id`,
    [companyId],
  );
}

export async function findExpenseType(
  db: Queryable,
  companyId: number,
  name: string,
): Promise<ExpenseType | undefined> {
  const rows = await db.query<ExpenseType>(
    `select id, name, expense_or_sundry as "expenseOrSundry"
       from expense_type where company_id = $1 and lower(name) = lower($2)`,
    [companyId, name],
  );
  return rows[0];
}

/** Another live bill of the employee with the same invoice number, date and amount. */
export async function hasDuplicate(
  db: Queryable,
  employeeId: number,
  fields: BillFields,
  exceptBillId = 0,
): Promise<boolean> {
  const rows = await db.query(
    `select 1 from bill
      where employee_id = $1 and lower(invoice_number) = lower($2) and invoice_date = $3
        and amount_paise = $4 and id <> $5`,
    [employeeId, fields.invoiceNumber, fields.invoiceDate, fields.amountPaise, exceptBillId],
  );
  return rows.length > 0;
}

export async function insertBill(tx: Queryable, bill: NewBill, duplicateText: Text): Promise<number> {
  const rows = await withDuplicateAs(duplicateText, () =>
    tx.query<{ id: number }>(
      `insert into bill (company_id, employee_id, expense_type_id, invoice_number, invoice_date,
                         amount_paise, description, image, image_type, thumbnail)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
      [
        bill.companyId,
        bill.employeeId,
        bill.expenseTypeId,
        bill.invoiceNumber,
        bill.invoiceDate,
        bill.amountPaise,
        bill.description,
        bill.image,
        bill.imageType,
        bill.thumbnail,
      ],
    ),
  );
  return (rows[0] as { id: number }).id;
}

/** Locks the bill's row until the transaction ends, so a concurrent attach or delete waits. */
export async function lockBill(tx: Queryable, billId: number): Promise<BillOwner | undefined> {
  const rows = await tx.query<BillOwner>(
    'select employee_id as "employeeId", status, invoice_date as "invoiceDate" from bill where id = $1 for update',
    [billId],
  );
  return rows[0];
}

export async function updateBillFields(
  tx: Queryable,
  billId: number,
  fields: BillFields,
  duplicateText: Text,
): Promise<void> {
  await withDuplicateAs(duplicateText, () =>
    tx.query(
      `update bill set expense_type_id = $2, invoice_number = $3, invoice_date = $4, amount_paise = $5
        where id = $1`,
      [billId, fields.expenseTypeId, fields.invoiceNumber, fields.invoiceDate, fields.amountPaise],
    ),
  );
}

export async function markBillAttached(tx: Queryable, billId: number): Promise<void> {
  await tx.query(`update bill set status = 'A' where id = $1`, [billId]);
}

export async function deleteBillRow(tx: Queryable, billId: number): Promise<void> {
  await tx.query('delete from bill where id = $1', [billId]);
}

/** At most `limit` bills: the list travels to a phone with a thumbnail per bill. */
export async function listUnreportedBills(
  db: Queryable,
  employeeId: number,
  datedOnOrBefore: string | null,
  limit: number,
): Promise<UnreportedBillRow[]> {
  return db.query<UnreportedBillRow>(
    `select b.id, b.invoice_date as "invoiceDate", b.invoice_number as "invoiceNumber",
            t.name as "expenseType", t.expense_or_sundry as "expenseOrSundry",
            b.amount_paise as "amountPaise", b.status, b.thumbnail, b.uploaded_at as "uploadedAt",
            b.seller_gstin as "sellerGstin", b.einvoice
       from bill b join expense_type t on t.id = b.expense_type_id
      where b.employee_id = $1 and b.status = 'U' and ($2::date is null or b.invoice_date <= $2::date)
      order by b.uploaded_at desc, b.id desc
      limit $3`,
    [employeeId, datedOnOrBefore, limit],
  );
}

export async function findBillImage(
  db: Queryable,
  billId: number,
): Promise<{ employeeId: number; image: Uint8Array } | undefined> {
  const rows = await db.query<{ employeeId: number; image: Uint8Array }>(
    'select employee_id as "employeeId", image from bill where id = $1',
    [billId],
  );
  return rows[0];
}

/** The unique index answers a race the duplicate check lost: it is the same 409. */
async function withDuplicateAs<T>(duplicateText: Text, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === '23505' && constraint === DUPLICATE_INDEX) throw conflict(duplicateText);
    throw error;
  }
}
