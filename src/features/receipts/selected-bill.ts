// The unreported bill chosen for editing, kept in Dexie so a reload keeps the edit open.
import { useLiveQuery } from 'dexie-react-hooks';
import type { TUnreportedBill } from '../../contract/receipts';
import { db } from '../../lib/db';

const KEY = 'selected-bill';

export async function selectBill(employeeId: number, bill: TUnreportedBill): Promise<void> {
  await db.drafts.put({ key: KEY, employeeId, value: { bill }, updatedAt: Date.now() });
}

export async function clearSelectedBill(): Promise<void> {
  await db.drafts.delete(KEY);
}

/** undefined while loading, null when none is selected. */
export function useSelectedBill(employeeId: number | undefined): TUnreportedBill | null | undefined {
  return useLiveQuery(async () => {
    const record = await db.drafts.get(KEY);
    return record && record.employeeId === employeeId ? (record.value.bill as TUnreportedBill) : null;
  }, [employeeId]);
}

/** The key of a form draft: a new capture's or an existing bill's. */
export function invoiceDraftKey(subject: { captureId: string } | { billId: number }): string {
  return 'captureId' in subject ? `invoice-form:${subject.captureId}` : `invoice-form:bill-${subject.billId}`;
}
