// Unreported bills: the server's list (kept on the device for offline reading) and every change to
// them, which goes through the outbox so it reaches the server exactly once.
import {
  expenseAttachUnreported,
  expenseUpload,
  getExpenseUploadTemp,
  type TUnreportedBill,
  unreportedDelete,
  unreportedUpdate,
} from '../../contract/receipts';
import type { OutboxItem } from '../../lib/db';
import { formatRupees, toDayMonthYear, todayIso } from '../../lib/format';
import { enqueue } from '../../lib/outbox';
import { createServerStore } from '../../lib/server-store';
import type { StoredUserData } from '../../lib/session';
import type { InvoiceInput } from './invoice-form';

export const BILLS_UNAVAILABLE = 'Your bills could not be loaded.';

/** The list loads again each time one of these changes reaches the server. */
export const BILL_CHANGES = ['bill-upload', 'bill-update', 'bill-delete', 'bill-attach'] as const;

export const useBillsStore = createServerStore({
  call: getExpenseUploadTemp,
  request: (user) => ({
    query: { employeeId: user.employeeId, companyId: user.companyId, activityDate: '' },
  }),
  select: (response): TUnreportedBill[] => response.expenseUploadTempList,
  errorText: BILLS_UNAVAILABLE,
  cache: 'unreported-bills',
  refreshOn: BILL_CHANGES,
});

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
        UploadDate: todayIso(),
        fare: invoice.amount,
        ...(options.description ? { desc: options.description } : {}),
        InvoiceNumber: invoice.invoiceNumber.trim(),
        ExpenseType: invoice.expenseType,
        InvoiceDate: invoice.invoiceDate,
        expenseOrSundry: invoice.expenseOrSundry,
        Image: image.image,
        Thumbnail: image.thumbnail,
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
        UploadDate: toDayMonthYear(todayIso()),
        Amount: invoice.amount,
        InvoiceNumber: invoice.invoiceNumber.trim(),
        ExpenseType: invoice.expenseType,
        EmployeeId: user.employeeId,
        CompanyId: user.companyId,
        InvoiceDate: invoice.invoiceDate,
        expenseOrSundry: invoice.expenseOrSundry,
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

/** The day a bill is attached to: what the day details screen keeps as SelectedExpenseData. */
export interface SelectedDay {
  expenseId: number;
  expenseDetailId: number;
  activityDate: string;
}

export function queueBillAttach(
  user: StoredUserData,
  bill: TUnreportedBill,
  day: SelectedDay,
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
