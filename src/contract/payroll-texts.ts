// The payroll file's column headings (issue 39): English unless finance asks for them in Hindi or
// Marathi (getPayrollFile's `headings`); the cells stay as the claims hold them.
import { defineTexts } from '../pure/texts';

export const PAYROLL_TEXTS = defineTexts(
  'payroll',
  {
    employeeCode: 'Employee code',
    name: 'Name',
    hq: 'HQ',
    month: 'Month',
    fare: 'Fare',
    allowance: 'Allowance',
    sundry: 'Sundry',
    deductions: 'Deductions',
    approvedTotal: 'Approved total',
    paymentDate: 'Payment date',
    reference: 'Reference',
    total: 'Total',
  },
  { hi: () => import('./payroll-texts.hi'), mr: () => import('./payroll-texts.mr') },
);
