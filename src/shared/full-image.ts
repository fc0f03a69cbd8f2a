// The full-size image of a bill: lists carry only thumbnails (see the contract).
import { expenseGetFileAttachement, type TUnreportedBill } from '../contract/receipts';
import { defineQuery } from '../lib/server-store';
import { useQuery } from '../lib/use-query';

/** One entry per bill; views showing the same bill at once (a preview and its dialog) share it. */
const fullImageQuery = defineQuery({
  call: expenseGetFileAttachement,
  request: (user, billId: number) => ({ body: { employeeId: user.employeeId, unReportExpenseId: billId } }),
  select: (response) => response.imageBase64,
  errorText: 'The full image could not be loaded.',
  // Silent: the thumbnail stays on screen when the full image cannot come.
  silent: true,
  // An image does not change while it is shown; an edit that reached the server may replace it.
  staleAfterMs: Number.POSITIVE_INFINITY,
  refreshOn: ['bill-update'],
});

/** Any bill the server knows by its unreported id: an unreported bill or a day's attachment. */
export function useFullImage(
  bill: Pick<TUnreportedBill, 'unReportExpenseId'> | undefined | null,
): string | undefined {
  return useQuery(fullImageQuery, bill ? bill.unReportExpenseId : null).data;
}
