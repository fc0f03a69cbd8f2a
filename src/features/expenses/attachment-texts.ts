// The day's attachments panel: deleting a bill from the day, bills waiting or refused, and the
// popup menu of spec section 2 ('Unreported Bills', 'Add bill'). Its headings are the day's texts.
import { defineTexts } from '../../pure/texts';

export const ATTACHMENT_TEXTS = defineTexts(
  'expenses/attachments',
  {
    deleteBill: 'Delete {type} bill {number}',
    deleteTitle: 'Delete attachment',
    yes: 'Yes',
    no: 'No',
    deleteQuestion: 'Do you want to remove this bill from the day? It goes back to your unreported bills.',
    waiting: 'waiting to attach',
    refused: '{type} bill {number} was not attached: {reason} It stays in your unreported bills.',
    ok: 'OK',
    billTitle: 'Bill {number}',
    addAttachment: 'Add attachment',
    unreportedBills: 'Unreported Bills',
    addBill: 'Add bill',
    view: 'View',
    bill: 'bill',
    sundry: '(sundry)',
  },
  { hi: () => import('./attachment-texts.hi'), mr: () => import('./attachment-texts.mr') },
);
