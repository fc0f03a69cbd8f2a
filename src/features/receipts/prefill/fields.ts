// What reading a receipt photo can give the invoice form, and which part of the picture gave it.

export type ReadExpenseType =
  | 'fuel'
  | 'rail'
  | 'bus'
  | 'taxi'
  | 'toll'
  | 'parking'
  | 'hotel'
  | 'restaurant'
  | 'pharmacy'
  | 'courier'
  | 'telecom';

/** Each field is left out when the picture does not make it plain: a wrong value is worse than none. */
export interface ReceiptFields {
  invoiceNo?: string;
  /** ISO yyyy-mm-dd. */
  invoiceDate?: string;
  /** Rupees, rounded to paise (2 decimals). */
  amount?: number;
  expenseType?: ReadExpenseType;
  /** The seller's GSTIN, as the e-invoice QR gives it (issue 37). */
  sellerGstin?: string;
  /** The e-invoice QR's whole text, for the server to check NIC's signature. */
  einvoiceQr?: string;
}

export interface ReceiptReading {
  fields: ReceiptFields;
  /**
   * gst-qr: a GST e-invoice's signed QR; upi-qr: a UPI payment QR; text: text recognition; none: nothing
   * read; unavailable: the text engine could not be fetched or started (offline before its first use, or
   * the connection dropped while fetching it), so the picture was never read and may be read later.
   */
  source: 'gst-qr' | 'upi-qr' | 'text' | 'none' | 'unavailable';
  /** How long the reading took, from the call to the answer. */
  millis: number;
}
