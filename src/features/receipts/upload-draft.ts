// The upload-bill draft (spec section 3 'Bill draft'), kept in Dexie across reloads.
import type { TUnreportedBill } from '../../contract/receipts';
import { db, type OutboxItem, type PhotoReadingRecord, uploadDraftKey } from '../../lib/db';
import type { InvoiceValues } from './invoice-form';
import type { PrefillState } from './prefill/merge-reading';

export interface ChosenFile {
  /** Tells this file's reading from an earlier file's (drafts from before prefill have none). */
  id?: string;
  name: string;
  /** The file as chosen until it is compressed, then the compressed JPEG. */
  image: Blob;
  thumbnail?: Blob;
  isCompressed: boolean;
  /** What reading the file gave, once it is read. */
  reading?: PhotoReadingRecord;
}

export interface UploadDraft {
  mode: 'create' | 'edit';
  /** Edit mode: the bill being changed (its image stays as it is). */
  bill?: TUnreportedBill;
  file?: ChosenFile;
  values: InvoiceValues;
  /** Which fields were read from the file and which the user edited. */
  prefill?: PrefillState;
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

/**
 * A new bill the server refused (a duplicate, a date it does not take), back in the upload form
 * with its image and what was typed, to be corrected and saved again.
 */
export function refusedBillDraft(item: OutboxItem): UploadDraft | undefined {
  const body = item.body ?? {};
  const { preview } = item;
  if (item.kind !== 'bill-upload' || !preview || !(body.Image instanceof Blob)) return undefined;
  return {
    mode: 'create',
    file: {
      id: crypto.randomUUID(),
      name: typeof body.desc === 'string' && body.desc ? body.desc : 'bill.jpg',
      image: body.Image,
      ...(body.Thumbnail instanceof Blob ? { thumbnail: body.Thumbnail } : {}),
      isCompressed: true,
    },
    values: {
      expenseType: preview.expenseType,
      expenseOrSundry: preview.expenseOrSundry,
      invoiceNumber: preview.invoiceNumber,
      invoiceDate: preview.invoiceDate,
      amount: String(preview.amount),
    },
  };
}
