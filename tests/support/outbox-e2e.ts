// End-to-end helpers for the outbox: plant requests in the page's IndexedDB, read their states, and
// ask the real server how many bills it holds (to prove a receipt arrived once, not twice).
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/seed/demo-company';
import type { OutboxItem } from '../../src/lib/db';

export interface ServerLogin {
  token: string;
  employeeId: number;
  companyId: number;
}

/** Logs in through the API, outside any browser (e.g. to count bills with a token of one's own). */
export async function apiLogin(baseUrl: string, userName: string): Promise<ServerLogin> {
  const response = await fetch(`${baseUrl}/api/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: DEMO_PASSWORD }),
  });
  const { token, userInfo } = (await response.json()) as {
    token: string;
    userInfo: { employeeId: number; companyId: number };
  };
  return { token, employeeId: userInfo.employeeId, companyId: userInfo.companyId };
}

/** How many unreported bills the server holds for the employee (GET /GetExpenseUploadTemp). */
export async function countServerBills(baseUrl: string, login: ServerLogin): Promise<number> {
  const query = new URLSearchParams({
    employeeId: String(login.employeeId),
    companyId: String(login.companyId),
  });
  const response = await fetch(`${baseUrl}/api/GetExpenseUploadTemp?${query}`, {
    headers: { authorization: `Bearer ${login.token}`, 'cache-control': 'no-cache' },
  });
  if (!response.ok) throw new Error(`GET /GetExpenseUploadTemp answered ${response.status}`);
  const { expenseUploadTempList } = (await response.json()) as { expenseUploadTempList: unknown[] };
  return expenseUploadTempList.length;
}

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
