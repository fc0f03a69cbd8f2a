// The full-size image of an unreported bill: lists carry only thumbnails (see the contract).
import { useEffect, useState } from 'react';
import { expenseGetFileAttachement, type TUnreportedBill } from '../../contract/receipts';
import { callApi } from '../../lib/api-client';

export function useFullImage(
  employeeId: number,
  bill: TUnreportedBill | undefined | null,
): string | undefined {
  const [image, setImage] = useState<string>();
  const billId = bill?.unReportExpenseId;
  useEffect(() => {
    setImage(undefined);
    if (billId === undefined || !navigator.onLine) return;
    let isCancelled = false;
    // Silent: the thumbnail stays on screen when the full image cannot come.
    callApi(expenseGetFileAttachement, { body: { employeeId, unReportExpenseId: billId } }, { silent: true })
      .then(({ imageBase64 }) => {
        if (!isCancelled) setImage(imageBase64);
      })
      .catch(() => undefined);
    return () => {
      isCancelled = true;
    };
  }, [employeeId, billId]);
  return image;
}
