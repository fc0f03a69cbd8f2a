// What the checks of a bill say (issue 37): duplicates across the company, the e-invoice's
// signature and the seller's GSTIN. The server renders the flags in the reader's language; the
// capture form says the GSTIN's problems as they are typed.
import { defineTexts } from '../pure/texts';

export const CHECK_TEXTS = defineTexts(
  'checks',
  {
    duplicateAtCapture: 'This bill looks like one already claimed ({date})',
    duplicateForApprover: 'Possible duplicate: {name} claimed a bill with {match} on {date}.',
    matchIrn: 'the same IRN',
    matchSeller: 'the same seller GSTIN and invoice number',
    matchInvoice: 'the same invoice number, date and amount',
    matchPicture: 'the same picture and amount',
    einvoiceVerified: 'GST e-invoice verified',
    einvoiceNotNic: 'E-invoice QR not signed by NIC',
    einvoiceSandbox: 'E-invoice QR signed by NIC’s test portal (sandbox): not a registered invoice',
    einvoiceDiffers: 'The e-invoice QR says {field} {qr}; the bill says {bill}.',
    fieldSellerGstin: 'seller GSTIN',
    fieldInvoiceNumber: 'invoice number',
    fieldInvoiceDate: 'invoice date',
    fieldTotal: 'total',
  },
  { hi: () => import('./check-texts.hi'), mr: () => import('./check-texts.mr') },
);
