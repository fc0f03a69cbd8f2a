// My Expense calls of one day (spec section 7 'My Expense'): its route, totals, attachments, Save and
// Refresh.
//
// A day is named by expenseId and activityDate (and expenseDetailId where the spec sends it, which
// must then be that day). Another employee's month, day or attachment answers 403, an unknown one
// 404, a date outside the month 400. A day can change (modify, refresh, save, attachments) only
// while its month is 'Unsubmitted', or when the approvers rejected it in a month decided 'Rejected'
// or 'Partially Approved' (issue 10: rejected days reopen), and it is a working day; modify and
// refresh also only up to today. Otherwise 409.
import { z } from 'zod';
import { ZApprovalHistory } from './approval-history';
import { defineCall, INT4_MAX, ZId } from './call';
import { ZDayRejection, ZDayReturnRound } from './day-returns';
import { ZMonth, ZMyExpenseItem, ZPeriod, ZYear } from './expenses';
import { rupeeField, ZIsoDate } from './fields';
import { ZFlag } from './flags';

/** One day of a month: the query of the day-wise calls. */
const ZDayQuery = z.object({ employeeId: ZId, expenseId: ZId, activityDate: ZIsoDate });

export const expenseModifyFromCity = defineCall({
  method: 'GET',
  path: '/expenseModifyFromCity',
  query: ZDayQuery,
  response: z.object({ fromCityId: z.number().int(), fromCityName: z.string() }),
});

export const ZRouteRow = z.object({
  Slno: z
    .number({ error: 'must be a number' })
    .int()
    .positive({ error: 'must be positive' })
    .max(INT4_MAX, { error: 'is too large' }),
  ActTypeId: z
    .number({ error: 'Please select activity' })
    .int()
    .positive({ error: 'Please select activity' })
    .max(INT4_MAX, { error: 'Please select activity' }),
  Period: ZPeriod,
  FromCity: ZId,
  ToCity: z
    .number({ error: 'Please select to city' })
    .int()
    .positive({ error: 'Please select to city' })
    .max(INT4_MAX, { error: 'Please select to city' }),
});
export type TRouteRow = z.infer<typeof ZRouteRow>;

export const MAX_ROUTE_ROWS = 10;

/**
 * `activity` is an activityTypeId of getExpenseActivity, `period` 1 full day, 2 first half, 3 second
 * half, `isStay` 0 No or 1 Yes. Each tblRoute row is a leg with city ids (FromCity, ToCity), its own
 * Period and ActTypeId; rows run in Slno order. The first leg starts at the city
 * expenseModifyFromCity gives (the previous working day's last city when it was a stay, else the HQ
 * city); each later leg where the one before ended (409 otherwise). A leg must be a journey of the
 * approved chart in effect on the day, either way round, else 409 'No approved fare chart entry for
 * FROM to TO'. A half day holds only rows of its own half; a full day may hold rows of either half.
 * The day's distance and fare are the sums of the legs' one-way distances and fares, its category
 * the highest of the legs' (Out Station > EX-HQ > HQ), its allowance that category's in the chart
 * (half, rounded down to the paisa, for periods 2 and 3), its transport that of its longest leg. A
 * day already modified after this one keeps its route when this day's stay changes. Messages about
 * a row count rows in Slno order ('Row 2 must start at …'), except the schema's own field
 * messages, which count them as sent.
 */
export const expenseModifySubmit = defineCall({
  method: 'POST',
  path: '/expenseModifySubmit',
  body: z.object({
    employeeId: ZId,
    companyId: ZId,
    expenseId: ZId,
    activityDate: ZIsoDate,
    period: ZPeriod,
    activity: z
      .number({ error: 'Please select activity' })
      .int({ error: 'Please select activity' })
      .positive({ error: 'Please select activity' })
      .max(INT4_MAX, { error: 'Please select activity' }),
    isStay: z.union([z.literal(0), z.literal(1)], { error: 'Please select Stay or not' }),
    remarks: z
      .string({ error: 'Please select Remark' })
      .trim()
      .min(1, { error: 'Please select Remark' })
      .max(500, { error: 'must be at most 500 characters' }),
    tblRoute: z
      .array(ZRouteRow, { error: 'Please add at least one route row.' })
      .min(1, { error: 'Please add at least one route row.' })
      .max(MAX_ROUTE_ROWS, { error: `A day holds at most ${MAX_ROUTE_ROWS} route rows` }),
  }),
  response: z.object({ message: z.string(), getMyExpenseList: z.array(ZMyExpenseItem) }),
});

/** A leg of a day's route as the day details show it. */
export const ZRouteLeg = ZRouteRow.extend({
  fromCityName: z.string(),
  toCityName: z.string(),
  activityName: z.string(),
  category: z.string(),
  modeOfTransport: z.string(),
  distance: z.number(),
  /** Rupees. */
  fare: z.number(),
});
export type TRouteLeg = z.infer<typeof ZRouteLeg>;

export const expenseUpdateDayWise = defineCall({
  method: 'GET',
  path: '/expenseUpdateDayWise',
  query: ZDayQuery,
  response: z.object({
    getMyExpenseList: z.array(ZMyExpenseItem),
    tblRoute: z.array(ZRouteLeg),
    /** The approvers' submitted decisions on this day, oldest first (issue 10 'History'). */
    history: z.array(ZApprovalHistory),
    /** While the day is back with the employee (issue 38): the rejection that returned it. */
    rejection: ZDayRejection.nullable().optional(),
    /** Every round of its return, oldest first. */
    returns: z.array(ZDayReturnRound).optional(),
  }),
});

/**
 * totalFare { fare, allowance, bills, sundry, total }: total = fare + allowance + attached expense
 * bills; sundry (the day's sundry bills) counts toward the month's sundryTotal, not the day.
 */
export const expenseDayWiseTotal = defineCall({
  method: 'GET',
  path: '/expenseDayWiseTotal',
  query: ZDayQuery,
  response: z.object({
    /** Rupees. total = fare + allowance + bills; sundry counts toward the month. */
    totalFare: z.object({
      fare: z.number(),
      allowance: z.number(),
      bills: z.number(),
      sundry: z.number(),
      total: z.number(),
    }),
  }),
});

export const ZDayAttachment = z.object({
  expenseAttachmentId: z.number().int(),
  unReportExpenseId: z.number().int(),
  expenseType: z.string(),
  /** Rupees: the bill's amount. */
  fare: z.number(),
  expenseOrSundry: z.enum(['E', 'S']),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  description: z.string(),
  /** The bill's thumbnail as a data URL, or null. */
  imageBase64: z.string().nullable(),
  /** The bill's seller GSTIN, or null (issue 37). */
  sellerGstin: z.string().nullable().optional(),
  /** 'GST e-invoice verified' when NIC's signature on its QR checked out, else absent. */
  einvoice: z.string().optional(),
  /** What the checks found, in the employee's words: never a colleague's name. */
  flags: z.array(ZFlag).optional(),
});
export type TDayAttachment = z.infer<typeof ZDayAttachment>;

/** Each bill's thumbnail (null without one) and unReportExpenseId; the full image: expenseGetFileAttachement. */
export const expenseGetAllAttachmentForDaywise = defineCall({
  method: 'GET',
  path: '/expenseGetAllAttachmentForDaywise',
  query: ZDayQuery.extend({ expenseDetailId: ZId }),
  response: z.object({ expenseAttachmentList: z.array(ZDayAttachment) }),
});

/** The bill goes back to the unreported list; expenseOrSundry is accepted, not read. */
export const expenseDeleteAttachment = defineCall({
  method: 'DELETE',
  path: '/expenseDeleteAttachment',
  query: ZDayQuery.extend({
    expenseDetailId: ZId,
    expenseAttachmentId: ZId,
    expenseOrSundry: z.enum(['E', 'S'], { error: "must be 'E' or 'S'" }).optional(),
  }),
  response: z.object({ message: z.string(), unReportExpenseId: z.number().int() }),
});

/**
 * Save: the employee checked the day. `total` must be the day's total as the server has it, else
 * 409 (the day changed since the screen loaded it).
 */
export const expenseUpdateDateWiseSubmit = defineCall({
  method: 'PUT',
  path: '/expenseUpdateDateWiseSubmit',
  body: z.object({
    employeeId: ZId,
    expenseId: ZId,
    activityDate: ZIsoDate,
    total: rupeeField({ allowZero: true }),
  }),
  response: z.object({ message: z.string(), total: z.number() }),
});

/**
 * Prices the day again from the chart as it is now (an unmodified day as its HQ journey) and
 * answers the day. empcode carries the employee's id (the session has no employee code); Mth, Yr
 * and Activityday (day of the month) name the day.
 */
export const expenseDetailsRefresh = defineCall({
  method: 'GET',
  path: '/ExpenseDetailsRefresh',
  query: z.object({
    empcode: ZId,
    CompanyId: ZId,
    Mth: ZMonth,
    Yr: ZYear,
    Activityday: z.coerce
      .number({ error: 'must be a day of the month' })
      .int({ error: 'must be a day of the month' })
      .min(1, { error: 'must be a day of the month' })
      .max(31, { error: 'must be a day of the month' }),
  }),
  response: z.object({ message: z.string(), getMyExpenseList: z.array(ZMyExpenseItem) }),
});
