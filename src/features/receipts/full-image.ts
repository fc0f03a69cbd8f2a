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
  // The image is kept while views of its bill come and go; an edit that reached the server may
  // have replaced it.
  refreshOn: ['bill-update'],
});

/** The bill whose image the store holds or is loading. */
let storedBillId: number | undefined;

/**
 * Any bill the server knows by its unreported id: an unreported bill or a day's attachment. Views
 * showing the same bill at once (the form's preview and its image dialog) share one request.
 */
export function useFullImage(
  bill: Pick<TUnreportedBill, 'unReportExpenseId'> | undefined | null,
): string | undefined {
  const billId = bill?.unReportExpenseId;
  const image = useFullImageStore((state) => state.data);
  useEffect(() => {
    if (billId === undefined) return;
    const { data, isLoading, load, reset } = useFullImageStore.getState();
    if (billId === storedBillId && (data !== undefined || isLoading)) return;
    storedBillId = billId;
    reset();
    if (navigator.onLine) void load(billId);
  }, [billId]);
  return billId === undefined || billId !== storedBillId ? undefined : image;
}
