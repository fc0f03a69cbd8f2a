// Receipt helpers for end-to-end tests: JPEG files drawn in the browser, and the server's view of bills.
import type { Page } from 'playwright-core';
import {
  expenseUpload,
  getExpenseUploadTemp,
  type TExpenseUploadRequest,
  type TUnreportedBill,
} from '../../src/contract/receipts';
import { demoSession } from './demo-sessions';
import { uploadBody } from './receipts';
import { ok } from './send';

/** A receipt-like JPEG drawn on a canvas in the page, as the bytes of a file. */
export async function drawReceiptJpeg(
  page: Page,
  text: string,
  size = { width: 1200, height: 1600 },
): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ text, size }) => {
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.fillStyle = '#f7f3e8';
      context.fillRect(0, 0, size.width, size.height);
      context.fillStyle = '#111';
      context.font = `${Math.round(size.width / 16)}px sans-serif`;
      context.fillText(text, size.width / 12, size.height / 6);
      for (let line = 0; line < 12; line++) {
        context.fillText(
          `Item ${line + 1} ........ ${(line + 1) * 35}.00`,
          size.width / 12,
          size.height / 4 + line * (size.width / 12),
        );
      }
      return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] as string;
    },
    { text, size },
  );
  return Buffer.from(base64, 'base64');
}

export interface ApiSession {
  token: string;
  employeeId: number;
  companyId: number;
}

/** A demo user's API session, shared with the file's other sign-ins (tests/support/demo-sessions.ts). */
export async function apiLogin(baseUrl: string, userName: string): Promise<ApiSession> {
  const { token, userInfo } = await demoSession(baseUrl, userName);
  return { token, employeeId: userInfo.employeeId, companyId: userInfo.companyId };
}

/** A bill as the server lists it among the employee's unreported bills. */
export type ServerBill = TUnreportedBill;

/** The unreported bills the server holds for the session's employee. */
export async function serverBills(baseUrl: string, session: ApiSession): Promise<ServerBill[]> {
  const { expenseUploadTempList } = await ok(baseUrl, session, getExpenseUploadTemp, {
    query: { employeeId: session.employeeId, companyId: session.companyId, activityDate: '' },
  });
  return expenseUploadTempList;
}

/** Waits until the server holds bills matching `predicate`, and returns them. */
export async function waitForServerBills(
  baseUrl: string,
  session: ApiSession,
  predicate: (bills: ServerBill[]) => boolean,
  timeoutMs = 30_000,
): Promise<ServerBill[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const bills = await serverBills(baseUrl, session);
    if (predicate(bills)) return bills;
    if (Date.now() > deadline) throw new Error(`The server's bills never matched: ${JSON.stringify(bills)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Picks a date in the open flatpickr calendar: a day of the month shown (today's month). */
export async function pickDay(page: Page, fieldLabel: string, day: number): Promise<void> {
  await page.getByLabel(fieldLabel, { exact: true }).click();
  const calendar = page.locator('.flatpickr-calendar.open');
  await calendar.waitFor();
  await calendar
    .locator('.flatpickr-day:not(.prevMonthDay):not(.nextMonthDay)', { hasText: new RegExp(`^${day}$`) })
    .click();
}

/** Uploads a bill straight to the server, as another device of the employee would. */
export async function uploadThroughApi(
  baseUrl: string,
  session: ApiSession,
  invoiceNumber: string,
  overrides: Partial<TExpenseUploadRequest> = {},
): Promise<ServerBill> {
  await ok(baseUrl, session, expenseUpload, {
    body: uploadBody(session, { InvoiceNumber: invoiceNumber, ...overrides }),
  });
  const bills = await serverBills(baseUrl, session);
  const bill = bills.find((listed) => listed.invoiceNumber === invoiceNumber);
  if (!bill) throw new Error(`The uploaded bill ${invoiceNumber} is not listed`);
  return bill;
}
