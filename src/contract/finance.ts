// Finance close (issue 25; DESIGN.md section 8 'After approval'): the company's claims of a month,
// marking approved claims paid, the payroll file and a claim's PDF. None of these are in the spec;
// they are named in the spec's style and documented here.
//
// Decisions:
// - A claim is an employee's month once submitted (status other than 'Unsubmitted'). Its amounts
//   are rupees: claimed = every day's fare, allowance and attached bills (sundry included);
//   approved = the sum of each day's latest decision (an approved day's value less its deduction,
//   a rejected day 0), known once the last level has decided; deductions = claimed - approved
//   (what the approvers took off, rejected days included). A claim still waiting has neither.
// - Mark paid takes no amount: each claim is paid its approved total as the server holds it. Only
//   'Approved' and 'Partially Approved' claims can be paid (409 otherwise, the whole request
//   refused); a paid claim's status is 'Paid' and nothing changes it again.
// - The payment date is not after today (India) and not before the claim's month has ended.
// - Files (payroll CSV and Excel, claim PDF) are answered as the file itself, with a
//   Content-Disposition naming it; their response schema is only what the test helpers read.
import { z } from 'zod';
import { LANGUAGES } from '../pure/messages';
import { defineCall, ZId } from './call';
import { ZIsoDate } from './fields';

export const CLAIM_STATUSES = ['Submitted', 'Approved', 'Partially Approved', 'Rejected', 'Paid'] as const;
export type TClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Rows of the register one page holds: a company of 5,000 employees is 100 pages. */
export const REGISTER_PAGE_SIZE = 50;
/** The most claims one mark-paid request pays: a page of the register, twice over. */
export const MAX_CLAIMS_PER_PAYMENT = 100;

const ZYear = z.coerce
  .number({ error: 'must be a year' })
  .int({ error: 'must be a whole number' })
  .min(2000, { error: 'must be 2000 or later' })
  .max(2100, { error: 'must be 2100 or earlier' });
const ZMonth = z.coerce
  .number({ error: 'must be a month number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be 1 to 12' })
  .max(12, { error: 'must be 1 to 12' });
const ZFilterText = z.string().trim().max(100, { error: 'must be at most 100 characters' }).optional();

export const ZRegisterRow = z.object({
  expenseId: z.number().int(),
  employeeId: z.number().int(),
  empCode: z.string(),
  employeeName: z.string(),
  hq: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  status: z.enum(CLAIM_STATUSES),
  claimed: z.number(),
  /** null while the claim waits for its approvers. */
  deductions: z.number().nullable(),
  approved: z.number().nullable(),
  paid: z.number().nullable(),
  paymentDate: z.string().nullable(),
  reference: z.string().nullable(),
});
export type TRegisterRow = z.infer<typeof ZRegisterRow>;

export const ZRegisterTotals = z.object({
  claimed: z.number(),
  deductions: z.number(),
  approved: z.number(),
  paid: z.number(),
});

/** Whether the caller is the finance team of their company: what shows the 'Claims register' entry. */
export const getFinanceRole = defineCall({
  method: 'GET',
  path: '/financeRole',
  response: z.object({ isFinance: z.boolean() }),
});

const ZRegisterFilter = z.object({
  companyId: ZId,
  year: ZYear,
  month: ZMonth,
  status: z.enum(CLAIM_STATUSES, { error: `must be one of ${CLAIM_STATUSES.join(', ')}` }).optional(),
  hq: ZFilterText,
  name: ZFilterText,
});

/**
 * One page of the company's claims of a month, one row per employee-month, by employee name; the
 * totals are of every row the filters keep, not only this page's. `hqs` lists the HQ names the
 * month's claims have, for the filter.
 */
export const getClaimsRegister = defineCall({
  method: 'GET',
  path: '/claimsRegister',
  query: ZRegisterFilter.extend({
    page: z.coerce
      .number({ error: 'must be a page number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be 1 or more' })
      .max(100_000, { error: 'is too large' })
      .default(1),
  }),
  response: z.object({
    rows: z.array(ZRegisterRow),
    totals: ZRegisterTotals,
    rowCount: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    hqs: z.array(z.string()),
  }),
});

export const ZMarkPaidRequest = z.object({
  companyId: ZId,
  expenseIds: z
    .array(ZId, { error: 'must be a list of claim ids' })
    .min(1, { error: 'must name at least one claim' })
    .max(MAX_CLAIMS_PER_PAYMENT, { error: `must name at most ${MAX_CLAIMS_PER_PAYMENT} claims` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'must not name a claim twice' }),
  paymentDate: ZIsoDate,
  reference: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(60, { error: 'must be at most 60 characters' }),
});
export type TMarkPaidRequest = z.infer<typeof ZMarkPaidRequest>;

/** Pays each named claim its approved total; sent with an Idempotency-Key, a replay pays once. */
export const markClaimsPaid = defineCall({
  method: 'POST',
  path: '/claimsMarkPaid',
  body: ZMarkPaidRequest,
  response: z.object({
    message: z.string(),
    paid: z.array(z.object({ expenseId: z.number().int(), amount: z.number() })),
  }),
});
/** A file answered as itself: tests and the app read it as bytes. */
const ZFile = z.unknown();

export const PAYROLL_FORMATS = ['csv', 'xlsx'] as const;

/** The month's approved claims (and paid ones) for payroll, as CSV or Excel, with a totals row. */
export const getPayrollFile = defineCall({
  method: 'GET',
  path: '/payrollFile',
  query: z.object({
    companyId: ZId,
    year: ZYear,
    month: ZMonth,
    format: z.enum(PAYROLL_FORMATS, { error: "must be 'csv' or 'xlsx'" }).default('csv'),
    /** The column headings' language: English unless finance asks for Hindi or Marathi. */
    headings: z.enum(LANGUAGES, { error: "must be 'en', 'hi' or 'mr'" }).default('en'),
  }),
  response: ZFile,
});

/**
 * One claim as a PDF: a cover page (company, employee, month, status, the day table, totals and
 * the approval history), then every attached bill's image. The claim's employee, their
 * approvers and the company's finance team may ask for it.
 */
export const getClaimPdf = defineCall({
  method: 'GET',
  path: '/claimPdf',
  query: z.object({ companyId: ZId, expenseId: ZId }),
  response: ZFile,
});
