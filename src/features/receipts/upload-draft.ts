// The upload-bill draft (spec section 3 'Bill draft'), kept in Dexie across reloads.
import type { TUnreportedBill } from '../../contract/receipts';
import { db, uploadDraftKey } from '../../lib/db';
import type { InvoiceValues } from './invoice-form';

export interface ChosenFile {
  name: string;
  /** The file as chosen until it is compressed, then the compressed JPEG. */
  image: Blob;
  thumbnail?: Blob;
  isCompressed: boolean;
}

export interface UploadDraft {
  mode: 'create' | 'edit';
  /** Edit mode: the bill being changed (its image stays as it is). */
  bill?: TUnreportedBill;
  file?: ChosenFile;
  values: InvoiceValues;
}

export async function readUploadDraft(employeeId: number): Promise<UploadDraft | undefined> {
  const record = await db.drafts.get(uploadDraftKey(employeeId));
  return record && record.employeeId === employeeId ? (record.value as unknown as UploadDraft) : undefined;
}

export async function writeUploadDraft(employeeId: number, draft: UploadDraft): Promise<void> {
  await db.drafts.put({
    key: uploadDraftKey(employeeId),
    employeeId,
    value: draft as unknown as Record<string, unknown>,
    updatedAt: Date.now(),
  });
}

export async function clearUploadDraft(employeeId: number): Promise<void> {
  await db.drafts.delete(uploadDraftKey(employeeId));
}

/** Starts editing a bill on the upload screen (desktop). */
export function editBillDraft(bill: TUnreportedBill): UploadDraft {
  return {
    mode: 'edit',
    bill,
    values: {
      expenseType: bill.expenseType,
      expenseOrSundry: bill.expenseOrSundry,
      invoiceNumber: bill.invoiceNumber,
      invoiceDate: bill.invoiceDate,
      amount: String(bill.amount),
    },
  };
}
