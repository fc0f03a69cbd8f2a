// The full-size image of an unreported bill: lists carry only thumbnails (see the contract).
import { useEffect } from 'react';
import { expenseGetFileAttachement, type TUnreportedBill } from '../../contract/receipts';
import { createServerStore } from '../../lib/server-store';

/** One bill's image at a time; an answer for a bill no longer shown is dropped by the store. */
const useFullImageStore = createServerStore({
  call: expenseGetFileAttachement,
  request: (user, billId: number) => ({ body: { employeeId: user.employeeId, unReportExpenseId: billId } }),
  select: (response) => response.imageBase64,
  errorText: 'The full image could not be loaded.',
  // Silent: the thumbnail stays on screen when the full image cannot come.
  silent: true,
});

/** Any bill the server knows by its unreported id: an unreported bill or a day's attachment. */
export function useFullImage(
  bill: Pick<TUnreportedBill, 'unReportExpenseId'> | undefined | null,
): string | undefined {
  const billId = bill?.unReportExpenseId;
  const image = useFullImageStore((state) => state.data);
  useEffect(() => {
    const { load, reset } = useFullImageStore.getState();
    reset();
    if (billId !== undefined && navigator.onLine) void load(billId);
  }, [billId]);
  return billId === undefined ? undefined : image;
}
