// Unreported bills: the server's list (kept on the device for offline reading) and every change to
// them, which goes through the outbox so it reaches the server exactly once.
import {
  expenseAttachUnreported,
  expenseUpload,
  type TUnreportedBill,
  unreportedDelete,
  unreportedUpdate,
} from '../../contract/receipts';
import type { OutboxItem } from '../../lib/db';
import { enqueue } from '../../lib/outbox';
import type { SelectedExpenseDay, StoredUserData } from '../../lib/session';
import { businessDate, toDayMonthYear } from '../../pure/calendar';
import { formatRupees } from '../../pure/money';
import type { InvoiceInput } from './invoice-form';

const billLabel = (input: { invoiceNumber: string; amount: number }) =>
  `Bill ${input.invoiceNumber.trim()}, ${formatRupees(input.amount)}`;

/** Queues a new bill: image and thumbnail as binary parts; the capture or draft goes in the same step. */
export function queueNewBill(
  user: StoredUserData,
  invoice: InvoiceInput,
  image: { image: Blob; thumbnail: Blob },
  options: { description?: string; removeCaptureId?: string; removeDraftKey?: string },
): Promise<OutboxItem> {
  return enqueue(
    expenseUpload,
    {
      employeeId: user.employeeId,
      kind: 'bill-upload',
      body: {
        EmployeeId: user.employeeId,
        CompanyId: user.companyId,
        UploadDate: businessDate(),
        fare: invoice.amount,
        ...(options.description ? { desc: options.description } : {}),
        InvoiceNumber: invoice.invoiceNumber.trim(),
        ExpenseType: invoice.expenseType,
        InvoiceDate: invoice.invoiceDate,
        expenseOrSundry: invoice.expenseOrSundry,
        Image: image.image,
        Thumbnail: image.thumbnail,
        ...(invoice.sellerGstin ? { SellerGstin: invoice.sellerGstin } : {}),
        ...(invoice.einvoiceQr ? { EInvoiceQr: invoice.einvoiceQr } : {}),
      },
      preview: { ...invoice, invoiceNumber: invoice.invoiceNumber.trim(), thumbnail: image.thumbnail },
      label: billLabel(invoice),
    },
    {
      ...(options.removeCaptureId ? { removeCaptureId: options.removeCaptureId } : {}),
      ...(options.removeDraftKey ? { removeDraftKey: options.removeDraftKey } : {}),
    },
  );
}

export function queueBillUpdate(
  user: StoredUserData,
  billId: number,
  invoice: InvoiceInput,
  options: { removeDraftKey?: string } = {},
): Promise<OutboxItem> {
  return enqueue(
    unreportedUpdate,
    {
      employeeId: user.employeeId,
      kind: 'bill-update',
      query: { unReportAttachmentId: billId },
      body: {
        UploadDate: toDayMonthYear(businessDate()),
        Amount: invoice.amount,
        InvoiceNumber: invoice.invoiceNumber.trim(),
        ExpenseType: invoice.expenseType,
        EmployeeId: user.employeeId,
        CompanyId: user.companyId,
        InvoiceDate: invoice.invoiceDate,
        expenseOrSundry: invoice.expenseOrSundry,
        ...(invoice.sellerGstin ? { SellerGstin: invoice.sellerGstin } : {}),
      },
      billId,
      preview: { ...invoice, invoiceNumber: invoice.invoiceNumber.trim() },
      label: `Changes to ${billLabel(invoice)}`,
    },
    options,
  );
}

export function queueBillDelete(user: StoredUserData, bill: TUnreportedBill): Promise<OutboxItem> {
  return enqueue(unreportedDelete, {
    employeeId: user.employeeId,
    kind: 'bill-delete',
    query: {
      employeeId: user.employeeId,
      companyId: user.companyId,
      unReportExpenseId: bill.unReportExpenseId,
    },
    billId: bill.unReportExpenseId,
    label: `Deleting ${billLabel(bill)}`,
  });
}

export function queueBillAttach(
  user: StoredUserData,
  bill: TUnreportedBill,
  day: SelectedExpenseDay,
): Promise<OutboxItem> {
  return enqueue(expenseAttachUnreported, {
    employeeId: user.employeeId,
    kind: 'bill-attach',
    body: {
      activityDate: day.activityDate,
      expenseDetailId: day.expenseDetailId,
      expenseId: day.expenseId,
      employeeId: user.employeeId,
      expenseType: bill.expenseType,
      fare: bill.amount,
      description: bill.invoiceNumber,
      unReportExpenseId: bill.unReportExpenseId,
      travelMode: 0,
      expenseOrSundry: bill.expenseOrSundry,
    },
    billId: bill.unReportExpenseId,
    label: `Attaching ${billLabel(bill)}`,
  });
}
