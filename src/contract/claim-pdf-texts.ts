// The claim PDF's words (issue 39): the file is drawn in the language of the one who downloads it,
// English unless the app asks for Hindi or Marathi. Names, places and expense types stay as entered.
import { defineTexts } from '../pure/texts';

export const CLAIM_PDF_TEXTS = defineTexts(
  'claim-pdf',
  {
    title: 'Expense claim: {month}',
    employee: 'Employee: {name} ({code}), {designation}, HQ {hq}',
    status: 'Status: {status}',
    date: 'Date',
    route: 'Route',
    activity: 'Activity',
    fare: 'Fare',
    allowance: 'Allowance',
    bills: 'Bills',
    submitted: 'Submitted',
    deduction: 'Deduction',
    approved: 'Approved',
    holiday: 'Holiday',
    rejectedDay: '{activity} (rejected)',
    total: 'Total',
    history: 'Approval history',
    noDecision: 'No decision yet.',
    decisionApproved: 'Approved',
    decisionRejected: 'Rejected',
    decisionPartial: 'Partially approved',
    historyLine:
      'Level {level}: {approver}, {date}, {decision} ({approved, plural, one {# day} other {# days}} approved, {rejected} rejected, deductions {deductions})',
    historyReason: 'Reason: {reasons}',
    attachedBills: 'Attached bills: {count}',
    billHeading: 'Bill {index} of {count}: {type}, invoice {number}, {date}, {amount}',
    sellerGstin: 'Seller GSTIN {gstin}',
  },
  { hi: () => import('./claim-pdf-texts.hi'), mr: () => import('./claim-pdf-texts.mr') },
);
