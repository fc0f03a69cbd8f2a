// The seller GSTIN field of both invoice screens (issue 37 §4): its label and what it says as typed.
import { defineTexts } from '../../pure/texts';

export const GSTIN_TEXTS = defineTexts(
  'receipts.gstin',
  {
    gstinShape: 'A GSTIN is 15 characters: the 2-digit state code, the 10-character PAN, then 3 more',
    gstinState: 'GSTIN starts with {code}, which is not a GST state code',
    gstinCheck: 'GSTIN check character does not match: please re-check the 15 characters',
    sellerGstin: 'Seller GSTIN',
  },
  { hi: () => import('./gstin-texts.hi'), mr: () => import('./gstin-texts.mr') },
);
