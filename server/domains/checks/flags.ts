// The flags of bills (issue 37), built in this one place for every screen: possible duplicates
// across the company and what the e-invoice's signature and facts say. A flag explains; it never
// refuses a bill.
import { CHECK_TEXTS } from '../../../src/contract/check-texts';
import type { TFlag } from '../../../src/contract/flags';
import { businessDate, formatListDate } from '../../../src/pure/calendar';
import type { TextLanguage } from '../../../src/pure/messages';
import { formatRupees, toRupees } from '../../../src/pure/money';
import { renderText, type Text } from '../../../src/pure/texts';
import type { Queryable } from '../../db/database';
import { type Disagreement, disagreements } from './einvoice';
import {
  type BillCheckRow,
  type DuplicatePath,
  type DuplicateRow,
  listBillChecks,
  listClaimDayBills,
  listDuplicates,
} from './queries';

/**
 * Who reads the flags: the employee at capture is told a bill looks claimed, never by whom; an
 * approver or finance, inside their own company, sees whose claim and which day.
 */
export type Reader = 'employee' | 'approver';

const MATCH_TEXTS: Record<DuplicatePath, Text> = {
  irn: CHECK_TEXTS.matchIrn,
  seller: CHECK_TEXTS.matchSeller,
  invoice: CHECK_TEXTS.matchInvoice,
  picture: CHECK_TEXTS.matchPicture,
};

/** Each bill's flags, duplicates first, in the reader's language; a bill without flags is absent. */
export async function billFlags(
  db: Queryable,
  billIds: readonly number[],
  reader: Reader,
  language: TextLanguage,
): Promise<Map<number, TFlag[]>> {
  const [duplicates, checks] = await Promise.all([listDuplicates(db, billIds), listBillChecks(db, billIds)]);
  const flags = new Map<number, TFlag[]>();
  const add = (billId: number, flag: TFlag) => flags.set(billId, [...(flags.get(billId) ?? []), flag]);
  for (const [billId, texts] of duplicateTexts(duplicates, reader)) {
    for (const text of texts) add(billId, { kind: 'duplicate', text: renderText(text, language), billId });
  }
  for (const check of checks) {
    for (const text of einvoiceTexts(check))
      add(check.billId, { kind: 'einvoice', text: renderText(text, language), billId: check.billId });
  }
  return flags;
}

/** Each day of a claim with its bills' flags, as the approver reads them (the approver's day). */
export async function claimCheckFlags(
  db: Queryable,
  expenseId: number,
  language: TextLanguage,
): Promise<Map<number, TFlag[]>> {
  const bills = await listClaimDayBills(db, expenseId);
  const flags = await billFlags(
    db,
    bills.map((bill) => bill.billId),
    'approver',
    language,
  );
  const byDay = new Map<number, TFlag[]>();
  for (const bill of bills) {
    const own = flags.get(bill.billId);
    if (own) byDay.set(bill.expenseDetailId, [...(byDay.get(bill.expenseDetailId) ?? []), ...own]);
  }
  return byDay;
}

/** One flag per other bill, naming the first path it matched by (IRN before picture). */
function duplicateTexts(rows: readonly DuplicateRow[], reader: Reader): Map<number, Text[]> {
  const order: DuplicatePath[] = ['irn', 'seller', 'invoice', 'picture'];
  const firstPath = new Map<string, DuplicateRow>();
  for (const row of rows) {
    const key = `${row.billId}:${row.otherBillId}`;
    const seen = firstPath.get(key);
    if (!seen || order.indexOf(row.path) < order.indexOf(seen.path)) firstPath.set(key, row);
  }
  const texts = new Map<number, Text[]>();
  for (const row of firstPath.values()) {
    const date = formatListDate(businessDate(row.otherUploadedAt));
    const text =
      reader === 'employee'
        ? CHECK_TEXTS.duplicateAtCapture({ date })
        : CHECK_TEXTS.duplicateForApprover({
            name: row.otherEmployeeName,
            match: MATCH_TEXTS[row.path],
            date,
          });
    const known = texts.get(row.billId) ?? [];
    // The employee's words name no one: two matches on one day say the same thing once.
    if (!known.some((other) => JSON.stringify(other) === JSON.stringify(text)))
      texts.set(row.billId, [...known, text]);
  }
  return texts;
}

function einvoiceTexts(check: BillCheckRow): Text[] {
  if (check.einvoice === 'unsigned') return [CHECK_TEXTS.einvoiceNotNic];
  if (check.einvoice === 'sandbox') return [CHECK_TEXTS.einvoiceSandbox];
  if (check.einvoice !== 'verified' || !check.einvoiceFacts) return [];
  return disagreements(check.einvoiceFacts, check).map(disagreementText);
}

function disagreementText(found: Disagreement): Text {
  switch (found.field) {
    case 'sellerGstin':
      return CHECK_TEXTS.einvoiceDiffers({
        field: CHECK_TEXTS.fieldSellerGstin,
        qr: found.qr,
        bill: found.bill,
      });
    case 'invoiceNumber':
      return CHECK_TEXTS.einvoiceDiffers({
        field: CHECK_TEXTS.fieldInvoiceNumber,
        qr: found.qr,
        bill: found.bill,
      });
    case 'invoiceDate':
      return CHECK_TEXTS.einvoiceDiffers({
        field: CHECK_TEXTS.fieldInvoiceDate,
        qr: formatListDate(found.qr),
        bill: formatListDate(found.bill),
      });
    case 'total':
      return CHECK_TEXTS.einvoiceDiffers({
        field: CHECK_TEXTS.fieldTotal,
        qr: formatRupees(toRupees(found.qr)),
        bill: formatRupees(toRupees(found.bill)),
      });
  }
}

/** 'GST e-invoice verified' for a bill whose QR NIC signed, in the reader's language; else undefined. */
export function einvoiceBadge(state: string | null, language: TextLanguage): string | undefined {
  return state === 'verified' ? renderText(CHECK_TEXTS.einvoiceVerified, language) : undefined;
}
