// What the server's checks say of a bill (issue 37), under its row on every screen that lists bills:
// its e-invoice verified with the seller's GSTIN, and each flag in the words the server chose.
import type { TFlag } from '../contract/flags';

export interface CheckedBill {
  einvoice?: string | undefined;
  sellerGstin?: string | null | undefined;
  flags?: readonly TFlag[] | undefined;
}

export function BillChecks({ bill }: { bill: CheckedBill }) {
  if (!bill.einvoice && !bill.flags?.length) return null;
  return (
    <p className="bill-checks">
      {bill.einvoice && (
        <span className="check-badge check-badge--verified">
          {bill.einvoice}
          {bill.sellerGstin ? ` · ${bill.sellerGstin}` : ''}
        </span>
      )}
      {bill.flags?.map((flag) => (
        <span key={flag.text} className="check-badge check-badge--flag">
          {flag.text}
        </span>
      ))}
    </p>
  );
}
