// End-to-end helpers for the outbox: plant requests in the page's IndexedDB and read their states.
import type { Page } from 'playwright-core';
import type { OutboxItem } from '../../src/lib/db';

export type PlantedRow = Partial<Omit<OutboxItem, 'body'>> & { invoiceNumber: string };

/**
 * Writes an expenseUpload request for the signed-in user straight into the app's outbox, with a
 * small real JPEG drawn on a canvas, as enqueue would. The app must have opened its database
 * already, and only sees the row after a reload (raw IndexedDB writes bypass Dexie's live queries).
 * Returns the row's idempotency key.
 */
export function plantUploadRow(page: Page, row: PlantedRow): Promise<string> {
  return page.evaluate(async ({ invoiceNumber, ...fields }) => {
    const user = JSON.parse(localStorage.getItem('userData') ?? 'null') as {
      employeeId: number;
      companyId: number;
    };
    const canvas = new OffscreenCanvas(64, 48);
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 64, 48);
    context.fillStyle = '#123';
    context.fillText(invoiceNumber, 4, 24);
    const image = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
    const now = Date.now();
    const idempotencyKey = crypto.randomUUID();
    await window.testIdb.put('outbox', {
      idempotencyKey,
      employeeId: user.employeeId,
      kind: 'bill-upload',
      path: '/expenseUpload',
      body: {
        EmployeeId: user.employeeId,
        CompanyId: user.companyId,
        fare: 450,
        InvoiceNumber: invoiceNumber,
        ExpenseType: 'Food',
        InvoiceDate: new Date(now).toISOString().slice(0, 10),
        expenseOrSundry: 'E',
        Image: image,
      },
      label: `Bill ${invoiceNumber}, ₹ 450.00`,
      state: 'queued',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: now,
      updatedAt: now,
      ...fields,
    });
    return idempotencyKey;
  }, row);
}

/** The outbox rows as the page's IndexedDB holds them. */
export function readOutbox(page: Page): Promise<OutboxItem[]> {
  return page.evaluate(() => window.testIdb.all<OutboxItem>('outbox'));
}

/**
 * Writes an attach of a bill to the selected day (SelectedExpenseData) straight into the outbox, as
 * queueBillAttach would; `billId` names a bill that need not exist. Seen after a reload.
 */
export function plantAttachRow(
  page: Page,
  row: Partial<Omit<OutboxItem, 'body'>> & { invoiceNumber: string; billId: number },
): Promise<void> {
  return page.evaluate(async ({ invoiceNumber, billId, ...fields }) => {
    const user = JSON.parse(localStorage.getItem('userData') ?? 'null') as { employeeId: number };
    const day = JSON.parse(localStorage.getItem('SelectedExpenseData') ?? 'null') as {
      expenseId: number;
      expenseDetailId: number;
      activityDate: string;
    };
    const now = Date.now();
    await window.testIdb.put('outbox', {
      idempotencyKey: crypto.randomUUID(),
      employeeId: user.employeeId,
      kind: 'bill-attach',
      path: '/expenseAttachUnreported',
      body: {
        activityDate: day.activityDate,
        expenseDetailId: day.expenseDetailId,
        expenseId: day.expenseId,
        employeeId: user.employeeId,
        expenseType: 'Food',
        fare: 120,
        description: invoiceNumber,
        unReportExpenseId: billId,
        travelMode: 0,
        expenseOrSundry: 'E',
      },
      billId,
      label: `Attaching Bill ${invoiceNumber}, ₹ 120.00`,
      state: 'queued',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: now,
      updatedAt: now,
      ...fields,
    });
  }, row);
}
