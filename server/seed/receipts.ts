// The demo company's bills: their images read once, unreported ones, and those attached to days.
import { readFile } from 'node:fs/promises';
import { RECEIPT_TEXTS } from '../../src/contract/receipts-texts';
import { addDays, businessDate } from '../../src/pure/calendar';
import { toPaise } from '../../src/pure/money';
import type { Queryable } from '../db/database';
import { type DayRow, insertAttachment } from '../domains/expenses/queries';
import { insertBill, markBillAttached } from '../domains/receipts/queries';
import { DEMO_ATTACHED_BILLS, DEMO_BILLS, DEMO_CURRENT_MONTH_BILLS, type DemoBill } from './demo-bills';

export async function seedAttachedBills(
  tx: Queryable,
  companyId: number,
  userName: string,
  employeeId: number,
  workingDays: DayRow[],
  images: BillImages,
) {
  const types = await expenseTypeIds(tx, companyId);
  for (const bill of DEMO_ATTACHED_BILLS.filter((candidate) => candidate.userName === userName)) {
    const day = workingDays[bill.workingDay] as DayRow;
    const billId = await insertDemoBill(tx, companyId, employeeId, types, images, bill, day.activityDate);
    await markBillAttached(tx, billId);
    await insertAttachment(tx, {
      expenseDetailId: day.expenseDetailId,
      billId,
      description: bill.description,
      travelMode: 0,
    });
  }
}

/** The dashboard's bill summary for this month: bills on its first working day, dated the 1st. */
export async function seedCurrentMonthBills(
  tx: Queryable,
  companyId: number,
  userName: string,
  employeeId: number,
  workingDays: DayRow[],
  images: BillImages,
) {
  const types = await expenseTypeIds(tx, companyId);
  const day = workingDays[0] as DayRow;
  const firstOfMonth = `${day.activityDate.slice(0, 8)}01`;
  for (const bill of DEMO_CURRENT_MONTH_BILLS.filter((candidate) => candidate.userName === userName)) {
    const billId = await insertDemoBill(tx, companyId, employeeId, types, images, bill, firstOfMonth);
    await markBillAttached(tx, billId);
    await insertAttachment(tx, {
      expenseDetailId: day.expenseDetailId,
      billId,
      description: bill.description,
      travelMode: 0,
    });
  }
}

export type BillImages = Map<string, { image: Buffer; thumbnail: Buffer }>;

export async function readBillImages(): Promise<BillImages> {
  const read = (name: string) => readFile(new URL(`./bills/${name}`, import.meta.url));
  const entries = await Promise.all(
    DEMO_BILLS.map(
      async (bill) =>
        [
          bill.image,
          { image: await read(`${bill.image}.jpg`), thumbnail: await read(`${bill.image}.thumb.jpg`) },
        ] as const,
    ),
  );
  return new Map(entries);
}

export async function seedBills(
  tx: Queryable,
  companyId: number,
  employeeIds: Map<string, number>,
  images: BillImages,
) {
  const types = await expenseTypeIds(tx, companyId);
  const today = businessDate();
  for (const bill of DEMO_BILLS) {
    const employeeId = employeeIds.get(bill.userName) as number;
    await insertDemoBill(tx, companyId, employeeId, types, images, bill, addDays(today, -bill.daysAgo));
  }
}

async function expenseTypeIds(tx: Queryable, companyId: number): Promise<Map<string, number>> {
  const rows = await tx.query<{ id: number; name: string }>(
    'select id, name from expense_type where company_id = $1',
    [companyId],
  );
  return new Map(rows.map((type) => [type.name, type.id]));
}

async function insertDemoBill(
  tx: Queryable,
  companyId: number,
  employeeId: number,
  types: Map<string, number>,
  images: BillImages,
  bill: Omit<DemoBill, 'daysAgo'>,
  invoiceDate: string,
): Promise<number> {
  const files = images.get(bill.image) as { image: Buffer; thumbnail: Buffer };
  return insertBill(
    tx,
    {
      companyId,
      employeeId,
      expenseTypeId: types.get(bill.expenseType) as number,
      invoiceNumber: bill.invoiceNumber,
      invoiceDate,
      amountPaise: toPaise(bill.rupees),
      description: bill.description,
      image: files.image,
      imageType: 'image/jpeg',
      thumbnail: files.thumbnail,
    },
    RECEIPT_TEXTS.duplicate,
  );
}
