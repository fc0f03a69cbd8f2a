// Outbox rows as the sender leaves them, for tests of what reads the outbox.
import type { OutboxItem, OutboxKind } from '../../src/lib/db';

/** A request of asha's (employee 3) the server confirmed at `at`. */
export function confirmedRow(key: string, kind: OutboxKind, at = Date.now()): OutboxItem {
  return {
    idempotencyKey: key,
    employeeId: 3,
    kind,
    path: kind === 'bill-upload' ? '/expenseUpload' : '/expenseAttachUnreported',
    label: 'Bill',
    state: 'done',
    attempts: 1,
    nextAttemptAt: at,
    createdAt: at,
    updatedAt: at,
  };
}
