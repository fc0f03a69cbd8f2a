// The expense approval's calls (spec section 7 'Approvals'; DESIGN.md section 4 'Expense
// approval'). Who may act, and slNo, as for every approval: approvals.ts.
import { z } from 'zod';
import { ZApprovalHistory } from './approval-history';
import { APPROVAL_TEXTS, withRejectionReason, ZLevel, ZLineStatus, ZReason, ZVersion } from './approvals';
import { defineCall, ZId } from './call';
import { ZCallFlag } from './calls';
import { ZDayReturnRound } from './day-returns';
import { rupeeField, ZIsoDate } from './fields';
import { ZFlag, ZFlagCounts } from './flags';

export const ZExpenseApprovalItem = z.object({
  expenseId: z.number().int(),
  employeeId: z.number().int(),
  employeeName: z.string(),
  /** The employee's code, searched by beside the name (issue 38). */
  employeeCode: z.string(),
  /** 'Territory', 'Area', 'Region' or 'Zone': the employee's area range. */
  hirarchyType: z.string(),
  /** The employee's territory. */
  hirarchyName: z.string(),
  desigGrade: z.string(),
  /** 'MMM yyyy'. */
  monthYear: z.string(),
  /** 'd MMM yyyy'. */
  submittedDate: z.string(),
  status: z.string(),
  level_id: z.number().int(),
  slno: z.number().int(),
  /** Rupees: the claim as the employee submitted it, every day's total with its bills, sundry included. */
  submittedTotal: z.number(),
  /**
   * Rupees: what this level approves when it approves every day with no deduction: the claim at
   * level 1, level 1's approved figure at level 2 (a day level 1 rejected stays rejected).
   */
  amount: z.number(),
  /** Every kind's count of flags on the claim's days, 0 for none (issue 38). */
  flagCounts: ZFlagCounts,
  /** ISO instant since which the claim waits for this level. */
  waitingSince: z.string(),
  /** The approver the caller stands in for while they are away (issue 38): 'for Vikram Joshi'. */
  forName: z.string().nullish(),
});
export type TExpenseApprovalItem = z.infer<typeof ZExpenseApprovalItem>;

/** What waits for the caller; submittedTotal shows the claim's money at a glance (issue 22). */
export const GetExpenseApproval = defineCall({
  method: 'GET',
  path: '/GetExpenseApproval',
  query: z.object({ employeeid: ZId }),
  response: z.object({ expenseApprovalList: z.array(ZExpenseApprovalItem) }),
});

/**
 * A working day as a level judges it. totalSubmitted is fare + allowance + every attached bill,
 * sundry bills included (the screen's note: '* all values include Sundry Expense.'); sundry is the
 * day's sundry bills. Money travels as rupees, at most two decimals.
 */
export const ZExpenseDayDetail = z.object({
  expenseDetailId: z.number().int(),
  expenseId: z.number().int(),
  /** 'YYYY-MM-DD'. */
  date: z.string(),
  /** The day's period: 1 full day, 2 first half, 3 second half (spec section 9). */
  halfDay: z.number().int(),
  isHoliday: z.number().int(),
  fromTown: z.string(),
  toTown: z.string(),
  /** The towns of the day's legs in order ('Satara → Karad → Satara'), absent for fewer than two legs. */
  route: z.string().optional(),
  activity: z.string(),
  stationType: z.string(),
  /** Rupees. */
  fare: z.number(),
  distance: z.number(),
  allownace: z.number(),
  /** Rupees: the day's expense bills, the employee's 'Bills' (issue 38). */ bills: z.number().optional(),
  /** What this level judges: the day's submitted total, or the previous level's approved value. */
  totalSubmitted: z.number(),
  /** The employee's claim for the day, sundry included. */
  claimedTotal: z.number(),
  approDedn: z.number(),
  approTotal: z.number(),
  sundry: z.number(),
  /** U unactioned, or the day's last decision at this level; missing, U (shown as Approve). */
  status: ZLineStatus,
  approveReason: z.string(),
  rejectReason: z.string(),
  history: z.array(ZApprovalHistory),
  /** Each round the day went back to the employee (issue 38), oldest first: replies and changes. */
  returns: z.array(ZDayReturnRound).optional(),
  /** Calls the employee reported on the day (issue 27). */
  calls: z.number().int(),
  /** What the approved tour programme planned for the day (issue 42), '' when nothing was. */
  planned: z.string(),
  /** What the approver should look at, worked out by the server; a flag never blocks. */
  flags: z.array(ZCallFlag),
  /** The checks of the day's bills (issue 37: a bill over its limit), each naming its bill. */
  billFlags: z.array(ZFlag),
  /** The approved tour programme's check (issue 42): 'Not as planned', in the caller's language. */
  planFlags: z.array(ZFlag),
});
export type TExpenseDayDetail = z.infer<typeof ZExpenseDayDetail>;

/**
 * Rupees, over the month's days at this level. approTotal = totalSubmitted − approDedn − rejected:
 * approDedn counts the deductions of the days approved, rejected the value judged of the days
 * rejected (a rejected day approves nothing, so its deduction is moot).
 */
export const ZExpenseTotals = z.object({
  fare: z.number(),
  allowance: z.number(),
  totalSubmitted: z.number(),
  approDedn: z.number(),
  rejected: z.number(),
  approTotal: z.number(),
});

export const GetExpenseViewAllDetails = defineCall({
  method: 'GET',
  path: '/GetExpenseViewAllDetails',
  query: z.object({ Expense_ID: ZId }),
  response: z.object({
    expenseId: z.number().int(),
    employeeId: z.number().int(),
    employeeName: z.string(),
    monthYear: z.string(),
    status: z.string(),
    levelId: z.number().int(),
    slNo: z.number().int(),
    /** True when this level's values are a saved draft. */
    isDraft: z.boolean(),
    /** What the claim is now, for a decision sent later through the outbox (expense-decision.ts). */
    claimVersion: z.string().optional(),
    /** The level before this one, whose approved figures this level judges; absent at level 1. */
    previousLevel: z.object({ levelId: z.number().int(), approverName: z.string() }).optional(),
    expenseDetails: z.array(ZExpenseDayDetail),
    totals: ZExpenseTotals,
  }),
});

export const GetExpenseApprovalSundry = defineCall({
  method: 'GET',
  path: '/GetExpenseApprovalSundry',
  query: z.object({ Expense_ID: ZId }),
  response: z.object({
    expenseId: z.number().int(),
    /** Rupees: the month's sundry bills. */
    sundryTotal: z.number(),
    /** Rupees: every day's submitted total, sundry included. */
    totalExpense: z.number(),
    /** Rupees: the previous level's approved total, or the claim at level 1. */
    previousApproved: z.number(),
    /** Rupees: what this level approves so far (draft or default). */
    approverExpense: z.number(),
  }),
});

export const ZApprovalAttachment = z.object({
  expenseAttachmentId: z.number().int(),
  expenseDetailId: z.number().int(),
  activityDate: z.string(),
  expenseType: z.string(),
  expenseOrSundry: z.enum(['E', 'S']),
  invoiceNumber: z.string(),
  /** Rupees. */
  fare: z.number(),
  /** The bill's thumbnail as a data URL, or null when it has none. */
  imageBase64: z.string().nullable(),
  /** The bill's seller GSTIN, or null (issue 37). */
  sellerGstin: z.string().nullable().optional(),
  /** 'GST e-invoice verified' when NIC's signature on its QR checked out, else absent. */
  einvoice: z.string().optional(),
  /** Possible duplicates (whose claim, which day: the approver's company only) and e-invoice doubts. */
  flags: z.array(ZFlag).optional(),
});

export const expenseApprovalAttachment = defineCall({
  method: 'GET',
  path: '/expenseApprovalAttachment',
  query: z.object({ expenseId: ZId }),
  response: z.object({ attachments: z.array(ZApprovalAttachment) }),
});

export const ZFieldWorkRow = z.object({
  /** The reported call this row is (issue 27). */
  callId: z.number().int(),
  customerName: z.string(),
  companyType: z.string(),
  cityName: z.string(),
  noOfChem: z.number().int(),
  noOfDoc: z.number().int(),
  /** 'HH:MM' of the call (issue 27). */
  callTime: z.string(),
  /** The phone's location was stamped on the call. */
  hasLocation: z.boolean(),
  /** The stamped location is more than 5 km (plus its accuracy) from the city. */
  isAwayFromCity: z.boolean(),
});

/** The customers a subordinate met on a day of a month waiting for the caller. */
export const GetExpenseApprovalPopup = defineCall({
  method: 'GET',
  path: '/GetExpenseApprovalPopup',
  query: z.object({ Emp_id: ZId, ActivityDate: ZIsoDate }),
  response: z.object({ fieldWorkList: z.array(ZFieldWorkRow) }),
});

/** A deduction in rupees: 0 or more, at most two decimals; '' counts as none. */
const ZDeduction = rupeeField({
  allowZero: true,
  emptyIsZero: true,
  tooLargeText: APPROVAL_TEXTS.deductionTooLarge,
});

export const ZExpenseApprovalLine = z
  .object({
    expenseDetailId: ZId,
    approvalStatus: z.enum(['A', 'R'], { error: "must be 'A' or 'R'" }),
    approvalEntered: ZDeduction,
    rejectReasonWeb: ZReason.optional(),
    remarksForReject: ZReason.optional(),
    reason: ZReason.optional(),
  })
  .transform(({ rejectReasonWeb, remarksForReject, reason, ...line }) => ({
    ...line,
    reason: [rejectReasonWeb, remarksForReject, reason].find((text) => text && text.length > 0) ?? '',
  }))
  .superRefine((line, ctx) => withRejectionReason({ status: line.approvalStatus }, line.reason, ctx));

export const ZExpenseApprovalRequest = z.object({
  expenseId: ZId,
  levelId: ZLevel,
  approverId: ZId,
  slNo: ZVersion,
  tblDetails: z.array(ZExpenseApprovalLine).max(31, { error: 'must hold at most 31 days' }),
  /** The claim as the approver judged it (GetExpenseViewAllDetails); another answers 409. */
  claimVersion: z.string().max(64).optional(),
});
export type TExpenseApprovalRequest = z.input<typeof ZExpenseApprovalRequest>;
export type TExpenseApproval = z.output<typeof ZExpenseApprovalRequest>;

/**
 * A level judges every working day of the month. Days left out of the lines keep this level's
 * draft, else the previous level's decision, else A: the spec's default. approvalEntered is the
 * deduction in rupees (adjOperator 'A'); the reason of an R day is the first non-empty of
 * rejectReasonWeb, remarksForReject, reason. A deduction above the day's submitted total (level 1)
 * or the previous level's approved value answers 400 'Approval Value Cannot be more than
 * Submitted/Previous approved value'. A draft keeps the level's values without deciding.
 */
export const expenseDraftSubmit = defineCall({
  method: 'POST',
  path: '/expenseDraftSubmit',
  body: ZExpenseApprovalRequest,
  response: z.object({ message: z.string() }),
});

/**
 * Records the level's decision (the same lines as a draft) and moves the month to the next level,
 * or at the last level to 'Approved' (no day rejected), 'Rejected' (every working day rejected) or
 * 'Partially Approved'. The employee is notified of each level's decision.
 */
export const expenseApprovalSubmit = defineCall({
  method: 'POST',
  path: '/expenseApprovalSubmit',
  body: ZExpenseApprovalRequest,
  response: z.object({
    message: z.string(),
    /** The month's status after this decision. */
    status: z.string(),
    /** The level now waiting, or null when the month is decided. */
    nextLevelId: z.number().int().nullable(),
  }),
});
