// The unreported bill chosen for editing, kept in Dexie so a reload keeps the edit open.
import { useLiveQuery } from 'dexie-react-hooks';
import type { TUnreportedBill } from '../../contract/receipts';
import { db, draftKey } from '../../lib/db';

const selectedKey = (employeeId: number) => draftKey(employeeId, 'selected-bill');

export async function selectBill(employeeId: number, bill: TUnreportedBill): Promise<void> {
  await db.drafts.put({ key: selectedKey(employeeId), employeeId, value: { bill }, updatedAt: Date.now() });
}

export async function clearSelectedBill(employeeId: number): Promise<void> {
  await db.drafts.delete(selectedKey(employeeId));
}

/** undefined while loading, null when none is selected. */
export function useSelectedBill(employeeId: number | undefined): TUnreportedBill | null | undefined {
  return useLiveQuery(async () => {
    if (employeeId === undefined) return null;
    const record = await db.drafts.get(selectedKey(employeeId));
    return record ? (record.value.bill as TUnreportedBill) : null;
  }, [employeeId]);
}

/** The key of a form draft: a new capture's or an existing bill's. */
export function invoiceDraftKey(
  employeeId: number,
  subject: { captureId: string } | { billId: number },
): string {
  return draftKey(
    employeeId,
    'captureId' in subject ? `invoice-form:${subject.captureId}` : `invoice-form:bill-${subject.billId}`,
  );
}
