import { describe, expect, it } from 'vitest';
import type { TUnreportedBill } from '../../contract/receipts';
import type { OutboxItem } from '../../lib/db';
import { billRows } from './bill-rows';

const bill = (id: number, invoiceNumber: string): TUnreportedBill => ({
  unReportExpenseId: id,
  invoiceDate: '2026-11-02',
  invoiceNumber,
  expenseType: 'Food',
  expenseOrSundry: 'E',
  amount: 100,
  status: 'U',
  imageBase64: 'data:image/jpeg;base64,AAAA',
  uploadedAt: '2026-11-02T10:00:00.000Z',
});

let seq = 0;
const item = (overrides: Partial<OutboxItem>): OutboxItem => ({
  seq: ++seq,
  idempotencyKey: `key-${seq}`,
  employeeId: 1,
  kind: 'bill-upload',
  path: '/expenseUpload',
  label: 'x',
  state: 'queued',
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 0,
  updatedAt: 0,
  ...overrides,
});

const preview = (invoiceNumber: string) => ({
  invoiceNumber,
  invoiceDate: '2026-11-03',
  amount: 250,
  expenseType: 'Travel',
  expenseOrSundry: 'E' as const,
});

describe('the unreported bills list', () => {
  it("shows new bills waiting to upload first, newest first, then the server's bills", () => {
    const rows = billRows(
      [bill(1, 'A-1'), bill(2, 'A-2')],
      [
        item({ preview: preview('NEW-1') }),
        item({ preview: preview('NEW-2'), state: 'failed', lastError: 'This bill was already uploaded' }),
      ],
    );
    expect(rows.map((row) => row.invoiceNumber)).toEqual(['NEW-2', 'NEW-1', 'A-1', 'A-2']);
    expect(rows[0]?.pending).toMatchObject({ state: 'failed', error: 'This bill was already uploaded' });
    expect(rows[1]?.pending?.state).toBe('queued');
    expect(rows[2]?.pending).toBeUndefined();
  });

  it('tells a refusal (edit or discard it) from a failure that a retry may cure', () => {
    const rows = billRows(
      [],
      [
        item({
          preview: preview('DUP'),
          state: 'failed',
          lastStatus: 409,
          lastError: 'This bill was already uploaded',
        }),
        item({ preview: preview('BUSY'), state: 'failed', lastStatus: 503, lastError: 'Server busy' }),
        item({ preview: preview('LIMIT'), state: 'failed', lastStatus: 429, lastError: 'Too many requests' }),
        item({ preview: preview('WAIT'), state: 'queued', lastStatus: 409 }),
      ],
    );
    expect(Object.fromEntries(rows.map((row) => [row.invoiceNumber, row.pending?.isRefusal]))).toEqual({
      DUP: true,
      BUSY: false,
      LIMIT: false,
      WAIT: false,
    });
  });

  it('hides a bill at once while its delete or attach waits, and shows it again when that failed', () => {
    const bills = [bill(1, 'A-1'), bill(2, 'A-2'), bill(3, 'A-3')];
    const rows = billRows(bills, [
      item({ kind: 'bill-delete', billId: 1 }),
      item({ kind: 'bill-attach', billId: 2, state: 'sending' }),
      item({ kind: 'bill-delete', billId: 3, state: 'failed', lastError: 'Not allowed' }),
    ]);
    expect(rows.map((row) => row.invoiceNumber)).toEqual(['A-3']);
    expect(rows[0]?.pending).toMatchObject({ kind: 'bill-delete', state: 'failed', error: 'Not allowed' });
  });

  it('shows a waiting update with its new values', () => {
    const rows = billRows(
      [bill(7, 'OLD')],
      [item({ kind: 'bill-update', billId: 7, preview: preview('NEW') })],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ invoiceNumber: 'NEW', amount: 250, pending: { kind: 'bill-update' } });
    expect(rows[0]?.bill?.unReportExpenseId).toBe(7);
  });

  it('ignores items that are done', () => {
    const rows = billRows([bill(1, 'A-1')], [item({ kind: 'bill-delete', billId: 1, state: 'done' })]);
    expect(rows.map((row) => row.invoiceNumber)).toEqual(['A-1']);
  });

  it('ignores items that were done before the list was asked for', () => {
    const rows = billRows(
      [bill(1, 'A-1')],
      [item({ kind: 'bill-delete', billId: 1, state: 'done', updatedAt: 500 })],
      1000,
    );
    expect(rows.map((row) => row.invoiceNumber)).toEqual(['A-1']);
  });

  it('keeps a bill that reached the server after the list was asked for, without a pending badge', () => {
    const uploaded = item({ state: 'done', updatedAt: 2000, preview: preview('JUST-SENT') });
    const rows = billRows([bill(1, 'A-1')], [uploaded], 1000);
    expect(rows.map((row) => row.invoiceNumber)).toEqual(['JUST-SENT', 'A-1']);
    expect(rows[0]?.pending).toBeUndefined();
  });

  it('hides a bill whose delete reached the server after the list was asked for', () => {
    const deleted = item({ kind: 'bill-delete', billId: 1, state: 'done', updatedAt: 2000 });
    expect(
      billRows([bill(1, 'A-1'), bill(2, 'B-2')], [deleted], 1000).map((row) => row.invoiceNumber),
    ).toEqual(['B-2']);
  });
});
