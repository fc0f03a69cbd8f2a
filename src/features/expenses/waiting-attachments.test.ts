import { describe, expect, it } from 'vitest';
import { BILL_AFTER_DAY } from '../../contract/receipts';
import type { OutboxItem } from '../../lib/db';
import { waitingAttachments } from './waiting-attachments';

let seq = 0;
const attach = (expenseDetailId: number, overrides: Partial<OutboxItem> = {}): OutboxItem => ({
  seq: ++seq,
  idempotencyKey: `key-${seq}`,
  employeeId: 1,
  kind: 'bill-attach',
  path: '/expenseAttachUnreported',
  body: { expenseDetailId, expenseType: 'Food', description: `INV-${seq}`, fare: 120.5 },
  billId: 100 + seq,
  label: `Attaching Bill INV-${seq}`,
  state: 'queued',
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 0,
  updatedAt: 0,
  ...overrides,
});

describe('the bills on their way to a day', () => {
  it("shows this day's attaches that wait or are being sent, with the bill's number and amount", () => {
    const waiting = attach(7);
    const sending = attach(7, { state: 'sending' });
    const shown = waitingAttachments([waiting, sending, attach(8), attach(7, { state: 'done' })], 7);
    expect(shown).toEqual([
      { seq: waiting.seq, expenseType: 'Food', invoiceNumber: 'INV-1', amount: 120.5 },
      { seq: sending.seq, expenseType: 'Food', invoiceNumber: 'INV-2', amount: 120.5 },
    ]);
  });

  it("carries the server's reason for an attach it refused, and leaves other changes out", () => {
    const refused = attach(7, { state: 'failed', lastError: BILL_AFTER_DAY, lastStatus: 409 });
    const upload = attach(7, { kind: 'bill-upload', path: '/expenseUpload' });
    expect(waitingAttachments([refused, upload], 7)).toEqual([
      expect.objectContaining({ seq: refused.seq, refusal: BILL_AFTER_DAY }),
    ]);
  });
});
