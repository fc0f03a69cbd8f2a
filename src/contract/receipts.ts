// Receipts: expense types, unreported bills, their images, and attaching a bill to a day
// (spec section 7 'Capture and unreported bills'; DESIGN.md sections 2, 4 'Receipts' and 5).
//
// Choices where the specification says "not shown", recorded here as the contract:
// - Amounts travel as rupees (numbers, at most 2 decimals); the server keeps integer paise.
//   In a form field an amount is plain digits with one optional decimal point ('120.50').
// - Dates travel as 'YYYY-MM-DD'. UploadDate is accepted for compatibility and not trusted: the
//   server records its own upload time. An invoice date after today (India) is refused with 400.
// - ExpenseType is the name of one of the company's types (any case); expenseOrSundry must be
//   that type's, else 400.
// - Images: the app sends the bill as a binary multipart part `Image` (JPEG or PNG, at most 5 MB)
//   and a small JPEG `Thumbnail` (at most 100 KB); a `ImageBase64` data-URL field is accepted
//   instead of `Image` for other clients of the contract (`Image` wins when both come). A bill
//   whose bytes are not a whole JPEG or PNG (a photo cut short included) is refused with 400,
//   one over 5 MB with 413; a thumbnail that is not a whole image of at most 100 KB with 400.
//   A field sent twice is refused with 400.
// - Lists are small: each item of expenseUploadTempList carries the thumbnail as `imageBase64`
//   (or null when none was sent); the full image comes from POST /expenseGetFileAttachement.
//   The list holds at most 200 bills, newest upload first.
// - Writes that the outbox sends (upload, update, delete, attach) take an `Idempotency-Key`
//   header (1 to 200 visible ASCII characters, else 400): the same key with the same request
//   answers the stored response, with the header `Idempotency-Replayed: true`, without doing
//   the work again; the same key with another request answers 422. Only successful answers are
//   kept, so a refused request may be sent again with its key once fixed. Keys are per
//   employee and kept for 30 days.
// - The same invoice number (whatever its case), amount and invoice date for the same employee
//   is a duplicate, attached bills included: 409 'This bill was already uploaded'.
// - Issue 37: SellerGstin is optional ('' is none); a wrong shape or state code answers 400, a
//   wrong check character is accepted (NIC's own test invoices carry such GSTINs). EInvoiceQr is
//   the e-invoice QR's text as read; the server checks NIC's signature itself and never believes
//   the device. The upload's answer carries the flags the checks raised, in the caller's words
//   ('This bill looks like one already claimed (12 Nov 2026)'); a flag never refuses a bill.
// - Only unreported bills change: update and delete of an attached bill answer 409. A bill id
//   of another employee answers 403, an unknown one 404.
import { z } from 'zod';
import { renderText, type Text } from '../pure/texts';
import { defineCall, ZId, ZMessage } from './call';
import { ZImagePart, ZIsoDate, ZOptionalGstin, ZRupees, ZText } from './fields';
import { ZFlag } from './flags';
import { RECEIPT_TEXTS } from './receipts-texts';

export const ZExpenseOrSundry = z.enum(['E', 'S'], { error: "must be 'E' (expense) or 'S' (sundry)" });
export type TExpenseOrSundry = z.infer<typeof ZExpenseOrSundry>;

export const ZExpenseTypeOption = z.object({
  expenseTypeId: z.number().int(),
  expense_Type: z.string(),
  expenseOrSundry: ZExpenseOrSundry,
});
export type TExpenseTypeOption = z.infer<typeof ZExpenseTypeOption>;

export const getExpenseTypes = defineCall({
  method: 'GET',
  path: '/ExpenseType',
  response: z.object({ getAllExpense: z.array(ZExpenseTypeOption) }),
});

/** The e-invoice QR's text as the phone read it (a JWT); the server checks its signature itself. */
const ZEInvoiceQr = z
  .string()
  .trim()
  .max(4000, { error: 'must be at most 4000 characters' })
  .optional()
  .transform((text) => text || undefined);

export const ZExpenseUploadRequest = z
  .object({
    EmployeeId: ZId,
    CompanyId: ZId,
    UploadDate: z.string().max(40).optional(),
    /** The amount in rupees. */
    fare: ZRupees,
    desc: z.string().trim().max(500, { error: 'must be at most 500 characters' }).optional(),
    InvoiceNumber: ZText(60),
    /** The expense type's name (expense_Type). */
    ExpenseType: ZText(60),
    InvoiceDate: ZIsoDate,
    expenseOrSundry: ZExpenseOrSundry,
    Image: ZImagePart.optional(),
    Thumbnail: ZImagePart.optional(),
    /** A data URL, for clients that cannot send a file part. */
    ImageBase64: z
      .string()
      .max(8 * 1024 * 1024)
      .optional(),
    SellerGstin: ZOptionalGstin,
    EInvoiceQr: ZEInvoiceQr,
  })
  .refine((body) => body.Image !== undefined || body.ImageBase64 !== undefined, {
    error: 'Image: please attach a bill image.',
  });
export type TExpenseUploadRequest = z.input<typeof ZExpenseUploadRequest>;

export const expenseUpload = defineCall({
  method: 'POST',
  path: '/expenseUpload',
  body: ZExpenseUploadRequest,
  response: z.object({
    message: z.string(),
    unReportExpenseId: z.number().int(),
    /** What the checks found (issue 37): a possible duplicate, an e-invoice not signed by NIC. */
    flags: z.array(ZFlag).optional(),
  }),
  multipart: true,
});

export const ZUnreportedUpdateRequest = z.object({
  UploadDate: z.string().max(40).optional(),
  Amount: ZRupees,
  InvoiceNumber: ZText(60),
  ExpenseType: ZText(60),
  EmployeeId: ZId,
  CompanyId: ZId,
  InvoiceDate: ZIsoDate,
  expenseOrSundry: ZExpenseOrSundry,
  /** Absent or '' leaves the bill without one; the e-invoice QR read at upload stays. */
  SellerGstin: ZOptionalGstin,
});
export type TUnreportedUpdateRequest = z.input<typeof ZUnreportedUpdateRequest>;

export const unreportedUpdate = defineCall({
  method: 'PATCH',
  path: '/unreportedUpdate',
  query: z.object({ unReportAttachmentId: ZId }),
  body: ZUnreportedUpdateRequest,
  response: z.object({ unreportedUpdateStatus: z.string() }),
  multipart: true,
});

export const ZUnreportedBill = z.object({
  unReportExpenseId: z.number().int(),
  invoiceDate: z.string(),
  invoiceNumber: z.string(),
  expenseType: z.string(),
  expenseOrSundry: ZExpenseOrSundry,
  /** Rupees. */
  amount: z.number(),
  /** 'U' unreported; attached bills leave the list. */
  status: z.string(),
  /** The thumbnail as a data URL (small), or null. */
  imageBase64: z.string().nullable(),
  /** ISO timestamp of the upload. */
  uploadedAt: z.string(),
  /** The seller's GSTIN, or null (issue 37). */
  sellerGstin: z.string().nullable().optional(),
  /** 'GST e-invoice verified' when NIC's signature on its QR checked out, else absent. */
  einvoice: z.string().optional(),
  /** What the checks found, in the employee's words: never a colleague's name. */
  flags: z.array(ZFlag).optional(),
});
export type TUnreportedBill = z.infer<typeof ZUnreportedBill>;

/** Unreported bills, newest upload first; with activityDate, only bills dated on or before that day. */
export const getExpenseUploadTemp = defineCall({
  method: 'GET',
  path: '/GetExpenseUploadTemp',
  query: z.object({
    employeeId: ZId,
    companyId: ZId,
    activityDate: z.union([z.literal(''), ZIsoDate]).optional(),
  }),
  response: z.object({ expenseUploadTempList: z.array(ZUnreportedBill) }),
});

/** The full-size image of one of the caller's bills, unreported or attached. */
export const expenseGetFileAttachement = defineCall({
  method: 'POST',
  path: '/expenseGetFileAttachement',
  body: z.object({ employeeId: ZId, unReportExpenseId: ZId }),
  response: z.object({ imageBase64: z.string() }),
});

export const unreportedDelete = defineCall({
  method: 'DELETE',
  path: '/unreportedDelete',
  query: z.object({ employeeId: ZId, companyId: ZId, unReportExpenseId: ZId }),
  response: ZMessage,
});

/**
 * Attaches an unreported bill to a day of the employee's open expense month (DESIGN.md section 2).
 * The bill keeps its own type and amount: expenseType, fare and expenseOrSundry are checked for
 * shape only and otherwise not read. The day must belong to expenseId, on activityDate, in an
 * 'Unsubmitted' month; a holiday, a closed month, a bill already attached and a bill dated after
 * the day answer 409. The bill leaves the unreported list.
 */
export const expenseAttachUnreported = defineCall({
  method: 'POST',
  path: '/expenseAttachUnreported',
  body: z.object({
    activityDate: ZIsoDate,
    expenseDetailId: ZId,
    expenseId: ZId,
    employeeId: ZId,
    expenseType: ZText(60),
    fare: ZRupees,
    description: z.string().trim().max(500).optional(),
    unReportExpenseId: ZId,
    travelMode: z.coerce.number().int().min(0).max(6).default(0),
    expenseOrSundry: ZExpenseOrSundry,
  }),
  response: z.object({ message: z.string(), expenseAttachmentId: z.number().int() }),
});

/**
 * Why the server refuses to attach this bill to the day on `activityDate` (409), or undefined when
 * the bill's date allows it. The server answers with it and the bill picker marks bills with it, so
 * the user reads the same words before choosing as a refusal would bring.
 */
export function billAttachRefusalText(bill: { invoiceDate: string }, activityDate: string): Text | undefined {
  return bill.invoiceDate > activityDate ? RECEIPT_TEXTS.afterDay : undefined;
}

/** The same in English: the contract's words, which tests and other clients read. */
export function billAttachRefusal(bill: { invoiceDate: string }, activityDate: string): string | undefined {
  const refusal = billAttachRefusalText(bill, activityDate);
  return refusal && renderText(refusal, 'en');
}

/** The contract's English words, which tests and other clients read. */
export const DUPLICATE_BILL = renderText(RECEIPT_TEXTS.duplicate, 'en');
export const BILL_AFTER_DAY = renderText(RECEIPT_TEXTS.afterDay, 'en');
