// What the receipts calls say (refusals and confirmations), rendered by the server in the caller's
// language (issue 39). The English is the contract's: tests and other clients read it.
import { defineTexts } from '../pure/texts';

export const RECEIPT_TEXTS = defineTexts(
  'receipts',
  {
    duplicate: 'This bill was already uploaded',
    uploaded: 'Bill uploaded successfully',
    updated: 'Bill updated successfully',
    deleted: 'Bill deleted successfully',
    attachedAlready: 'This bill is already attached to a day and can no longer be changed.',
    afterDay: 'This bill is dated after this day. Attach it to its invoice date or a later day.',
    noSuchBill: 'There is no such bill.',
    notAnImage: 'The bill must be a whole JPEG or PNG image.',
    imageTooLarge: 'The bill image is larger than 5 MB. Please choose a smaller image.',
    imageTooManyPixels:
      'The bill image has too many pixels: at most 10,000 pixels a side and 50 megapixels. Please choose a smaller image.',
    badThumbnail: 'The thumbnail must be a whole JPEG or PNG image of at most 100 KB.',
    thumbnailTooManyPixels: 'The thumbnail must be at most 640 × 640 pixels.',
    unknownExpenseType: "ExpenseType: ''{type}'' is not one of your company’s expense types.",
    wrongKind: "expenseOrSundry: {type} is ''{kind}'', not ''{given}''.",
    invoiceAfterToday: 'The invoice date cannot be after today.',
  },
  { hi: () => import('./receipts-texts.hi'), mr: () => import('./receipts-texts.mr') },
);
