// The rules of a bill: a whole image of an allowed size, a type of the caller's company, no duplicate.
import type { z } from 'zod';
import type {
  TExpenseOrSundry,
  TUnreportedBill,
  ZExpenseUploadRequest,
  ZUnreportedUpdateRequest,
} from '../../../src/contract/receipts';
import { RECEIPT_TEXTS } from '../../../src/contract/receipts-texts';
import { businessDate } from '../../../src/pure/calendar';
import type { TextLanguage } from '../../../src/pure/messages';
import { toPaise, toRupees } from '../../../src/pure/money';
import type { Queryable } from '../../db/database';
import type { Caller } from '../../http/caller';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors';
import {
  decodeDataUrl,
  exceedsPixels,
  type ImageFacts,
  type PixelLimit,
  readWholeImage,
  toDataUrl,
  withoutMetadata,
} from '../../lib/images';
import { readBillChecks, startPictureHash } from '../checks/bill-checks';
import { billFlags, einvoiceBadge } from '../checks/flags';
import { saveBillChecks, saveSellerGstin } from '../checks/queries';
import {
  type BillFields,
  type BillOwner,
  deleteBillRow,
  findBillImage,
  findExpenseType,
  hasDuplicate,
  insertBill,
  listUnreportedBills,
  lockBill,
  type UnreportedBillRow,
  updateBillFields,
} from './queries';

const MAX_BILL_IMAGE_BYTES = 5 * 1024 * 1024;
const MAX_THUMBNAIL_BYTES = 100 * 1024;
/** Enough for any honest month of receipts, small enough for a phone on a slow network. */
const MAX_UNREPORTED_LISTED = 200;

/**
 * Pixels, not bytes, are what a browser's memory pays for: a 48 KB PNG of 20,000 × 20,000 pixels
 * took 2.1 GB to draw as a 120 px thumbnail. The app sends bills of at most 2,000 px a side
 * (src/lib/image/compress-core.ts) and thumbnails of 320 px; these leave room for other clients
 * and a phone's own 48-megapixel photo.
 */
export const BILL_PIXELS: PixelLimit = { maxSide: 10_000, maxPixels: 50_000_000 };
export const THUMBNAIL_PIXELS: PixelLimit = { maxSide: 640, maxPixels: 640 * 640 };
type UploadBody = z.output<typeof ZExpenseUploadRequest>;
type UpdateBody = z.output<typeof ZUnreportedUpdateRequest>;
type FilePart = NonNullable<UploadBody['Image']>;

/** Saves a new unreported bill and returns its id. */
export async function uploadBill(tx: Queryable, caller: Caller, body: UploadBody): Promise<number> {
  const image = billImage(body);
  const hash = startPictureHash(image.bytes);
  const thumbnail = body.Thumbnail === undefined ? null : thumbnailImage(body.Thumbnail);
  const fields = await billFields(tx, caller, {
    expenseType: body.ExpenseType,
    expenseOrSundry: body.expenseOrSundry,
    invoiceNumber: body.InvoiceNumber,
    invoiceDate: body.InvoiceDate,
    rupees: body.fare,
  });
  if (await hasDuplicate(tx, caller.employeeId, fields)) throw conflict(RECEIPT_TEXTS.duplicate);
  const billId = await insertBill(
    tx,
    {
      ...fields,
      companyId: caller.companyId,
      employeeId: caller.employeeId,
      description: body.desc ?? '',
      image: image.bytes,
      imageType: image.facts.type,
      thumbnail,
    },
    RECEIPT_TEXTS.duplicate,
  );
  const checks = await readBillChecks(tx, {
    companyId: caller.companyId,
    pictureHash: hash,
    sellerGstin: body.SellerGstin,
    einvoiceQr: body.EInvoiceQr,
  });
  await saveBillChecks(tx, billId, checks);
  return billId;
}

/** Changes the fields of an unreported bill; its image stays as it was uploaded. */
export async function updateBill(
  tx: Queryable,
  caller: Caller,
  billId: number,
  body: UpdateBody,
): Promise<void> {
  await lockOwnUnreportedBill(tx, caller, billId);
  const fields = await billFields(tx, caller, {
    expenseType: body.ExpenseType,
    expenseOrSundry: body.expenseOrSundry,
    invoiceNumber: body.InvoiceNumber,
    invoiceDate: body.InvoiceDate,
    rupees: body.Amount,
  });
  if (await hasDuplicate(tx, caller.employeeId, fields, billId)) throw conflict(RECEIPT_TEXTS.duplicate);
  await updateBillFields(tx, billId, fields, RECEIPT_TEXTS.duplicate);
  await saveSellerGstin(tx, billId, body.SellerGstin ?? null);
}

export async function deleteBill(tx: Queryable, caller: Caller, billId: number): Promise<void> {
  await lockOwnUnreportedBill(tx, caller, billId);
  await deleteBillRow(tx, billId);
}

/** The full image of one of the caller's bills, unreported or attached. */
export async function billImageDataUrl(db: Queryable, caller: Caller, billId: number): Promise<string> {
  const bill = await findBillImage(db, billId);
  if (!bill) throw notFound(RECEIPT_TEXTS.noSuchBill);
  if (bill.employeeId !== caller.employeeId) throw forbidden();
  return toDataUrl(bill.image);
}

/** The caller's unreported bills with thumbnails, newest upload first; with a day, those dated on or before it. */
export async function unreportedBills(
  db: Queryable,
  employeeId: number,
  datedOnOrBefore: string | null,
  language: TextLanguage,
): Promise<TUnreportedBill[]> {
  const rows = await listUnreportedBills(db, employeeId, datedOnOrBefore, MAX_UNREPORTED_LISTED);
  const flags = await billFlags(
    db,
    rows.map((row) => row.id),
    'employee',
    language,
  );
  return rows.map((row) => ({ ...toUnreportedBill(row, language), flags: flags.get(row.id) ?? [] }));
}

function toUnreportedBill(row: UnreportedBillRow, language: TextLanguage): TUnreportedBill {
  const einvoice = einvoiceBadge(row.einvoice, language);
  return {
    unReportExpenseId: row.id,
    invoiceDate: row.invoiceDate,
    invoiceNumber: row.invoiceNumber,
    expenseType: row.expenseType,
    expenseOrSundry: row.expenseOrSundry,
    amount: toRupees(row.amountPaise),
    status: row.status,
    imageBase64: row.thumbnail ? toDataUrl(row.thumbnail) : null,
    uploadedAt: row.uploadedAt.toISOString(),
    sellerGstin: row.sellerGstin,
    ...(einvoice ? { einvoice } : {}),
  };
}

/** Locks one of the caller's bills: 404 for an unknown bill, 403 for another employee's. */
export async function lockOwnBill(tx: Queryable, caller: Caller, billId: number): Promise<BillOwner> {
  const bill = await lockBill(tx, billId);
  if (!bill) throw notFound(RECEIPT_TEXTS.noSuchBill);
  if (bill.employeeId !== caller.employeeId) throw forbidden();
  return bill;
}

/** As lockOwnBill, and 409 once the bill is attached to a day. */
async function lockOwnUnreportedBill(tx: Queryable, caller: Caller, billId: number): Promise<BillOwner> {
  const bill = await lockOwnBill(tx, caller, billId);
  if (bill.status !== 'U') throw conflict(RECEIPT_TEXTS.attachedAlready);
  return bill;
}

interface FieldsInput {
  expenseType: string;
  expenseOrSundry: TExpenseOrSundry;
  invoiceNumber: string;
  invoiceDate: string;
  rupees: number;
}

async function billFields(tx: Queryable, caller: Caller, input: FieldsInput): Promise<BillFields> {
  const type = await findExpenseType(tx, caller.companyId, input.expenseType);
  if (!type) throw badRequest(RECEIPT_TEXTS.unknownExpenseType({ type: input.expenseType }));
  if (type.expenseOrSundry !== input.expenseOrSundry) {
    const kinds = { type: type.name, kind: type.expenseOrSundry, given: input.expenseOrSundry };
    throw badRequest(RECEIPT_TEXTS.wrongKind(kinds));
  }
  if (input.invoiceDate > businessDate()) throw badRequest(RECEIPT_TEXTS.invoiceAfterToday);
  return {
    expenseTypeId: type.id,
    invoiceNumber: input.invoiceNumber,
    invoiceDate: input.invoiceDate,
    amountPaise: toPaise(input.rupees),
  };
}

/** The bill's own bytes from the Image part, or else from the ImageBase64 data URL. */
function billImage(body: UploadBody): { bytes: Uint8Array; facts: ImageFacts } {
  const bytes = body.Image !== undefined ? filePartBytes(body.Image) : decodeDataUrl(body.ImageBase64 ?? '');
  if (!bytes) throw badRequest(RECEIPT_TEXTS.notAnImage);
  if (bytes.length > MAX_BILL_IMAGE_BYTES) throw new HttpError(413, RECEIPT_TEXTS.imageTooLarge);
  const facts = readWholeImage(bytes);
  if (!facts) throw badRequest(RECEIPT_TEXTS.notAnImage);
  if (exceedsPixels(facts, BILL_PIXELS)) throw badRequest(RECEIPT_TEXTS.imageTooManyPixels);
  // Stored without its camera's EXIF (GPS position included): everyone who may see the bill gets it.
  return { bytes: withoutMetadata(bytes), facts };
}

function thumbnailImage(part: FilePart): Uint8Array {
  const bytes = filePartBytes(part);
  const facts = bytes && bytes.length <= MAX_THUMBNAIL_BYTES ? readWholeImage(bytes) : undefined;
  if (!bytes || !facts) throw badRequest(RECEIPT_TEXTS.badThumbnail);
  if (exceedsPixels(facts, THUMBNAIL_PIXELS)) throw badRequest(RECEIPT_TEXTS.thumbnailTooManyPixels);
  return withoutMetadata(bytes);
}

/** On the server a file part is always the multipart plugin's buffer; a Blob is the app's side. */
function filePartBytes(part: FilePart): Uint8Array | undefined {
  return part instanceof Blob ? undefined : part.data;
}
