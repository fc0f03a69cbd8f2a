// What the checks keep on a bill when it is uploaded (issue 37): its picture's hash, its e-invoice
// QR as the company's keys judge it, and its seller's GSTIN (typed, else the QR's).
import type { Queryable } from '../../db/database';
import { checkSignedQr } from './einvoice';
import { pictureHash } from './picture-hash';
import { type BillCheckColumns, listEInvoiceKeys } from './queries';

export interface UploadedBill {
  companyId: number;
  /** The picture's hash, started as soon as the image is known (see startPictureHash). */
  pictureHash: Promise<bigint | null>;
  sellerGstin: string | undefined;
  einvoiceQr: string | undefined;
}

/**
 * Starts hashing the bill's picture. libvips works on its own threads: started before the upload's
 * SQL, the hash is mostly done by the time the bill is stored.
 */
export function startPictureHash(image: Uint8Array): Promise<bigint | null> {
  return pictureHash(image);
}

export async function readBillChecks(db: Queryable, bill: UploadedBill): Promise<BillCheckColumns> {
  const [hash, reading] = await Promise.all([
    bill.pictureHash,
    bill.einvoiceQr === undefined
      ? null
      : listEInvoiceKeys(db, bill.companyId).then((keys) => checkSignedQr(bill.einvoiceQr as string, keys)),
  ]);
  return {
    sellerGstin: bill.sellerGstin ?? reading?.facts.sellerGstin ?? null,
    irn: reading?.facts.irn ?? null,
    einvoice: reading?.state ?? null,
    einvoiceFacts: reading?.facts ?? null,
    pictureHash: hash,
  };
}
