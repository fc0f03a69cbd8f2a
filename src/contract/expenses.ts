// My Expense calls (spec section 7 'My Expense'; DESIGN.md section 4 'Expense month').
//
// Choices where the specification says "not shown", recorded here as the contract:
// - Money travels as rupees (numbers, at most two decimals); the server keeps integer paise.
//   Distances are whole kilometres. Every amount is the server's: a day is priced from the
//   employee's approved fare chart, and amounts a client sends are not read.
// - A month is created on its first read with one line per day; a month after the current one
//   answers an empty list. getMyExpense adds sundryTotal (the month's attached sundry bills) and
//   monthTotal (every day's total plus the sundries, spec section 9) beside the spec's list.
// - A day is named by expenseId and activityDate (and expenseDetailId where the spec sends it,
//   which must then be that day). Another employee's month, day or attachment answers 403, an
//   unknown one 404, a date outside the month 400.
// - A day can change (modify, refresh, save, attachments) only while its month is
//   'Unsubmitted', or when the approvers rejected it in a month decided 'Rejected' or 'Partially
//   Approved' (issue 10: rejected days reopen), and it is a working day; modify and refresh also only up to today. Otherwise 409.
// - Modify route: `activity` is an activityTypeId of getExpenseActivity, `period` 1 full day,
//   2 first half, 3 second half, `isStay` 0 No or 1 Yes. Each tblRoute row is a leg with city ids
//   (FromCity, ToCity), its own Period and ActTypeId; rows run in Slno order. The first leg starts
//   at the city expenseModifyFromCity gives (the previous working day's last city when it was a
//   stay, else the HQ city); each later leg where the one before ended (409 otherwise). A leg must
//   be a journey of the approved chart in effect on the day, either way round, else 409 'No
//   approved fare chart entry for FROM to TO'. A half day holds only rows of its own half; a full
//   day may hold rows of either half. The day's distance and fare are the sums of the legs'
//   one-way distances and fares, its category the highest of the legs' (Out Station > EX-HQ >
//   HQ), its allowance that category's in the chart (half, rounded down to the paisa, for periods
//   2 and 3), its transport that of its longest leg. A day already modified after this one keeps
//   its route when this day's stay changes; modify it again to start from the new city. Messages
//   about a row count rows in Slno order ('Row 2 must start at …', 'tblRoute.1.Period: …'), except
//   the schema's own field messages, which count them as sent.
// - getExpenseCity lists the cities of the approved chart (the only cities a leg may visit);
//   expenseCityFilter the cities the employee's days start or end at, in one month when month
//   and year are given, else in all.
// - expenseDayWiseTotal answers totalFare { fare, allowance, bills, sundry, total }: total =
//   fare + allowance + attached expense bills; sundry (the day's sundry bills) counts toward the
//   month's sundryTotal, not the day.
// - Attachments list their bill's thumbnail as imageBase64 (null without one) and its
//   unReportExpenseId; the full image comes from expenseGetFileAttachement. Deleting an
//   attachment returns the bill to the unreported list; expenseOrSundry is accepted, not read.
// - expenseUpdateDateWiseSubmit (Save) records that the employee checked the day. `total` must be
//   the day's total as the server has it, else 409 (the day changed since the screen loaded it).
// - ExpenseDetailsRefresh: empcode carries the employee's id (the app's session has no employee
//   code), Mth, Yr and Activityday (day of the month) name the day. It prices the day again from
//   the chart as it is now (an unmodified day as its HQ journey) and answers the day.
// - expenseFinalSubmit submits the month given by month and year, or without them the earliest
//   open month that has begun ('Unsubmitted', or reopened by a rejection: it goes to level 1 again). Refused with 409 when the month has no lines or a working
//   day up to today has no activity. It sets 'Submitted', which locks every day, and notifies the
//   level-1 approver (the manager). fileRecord is one { message, status } object.
// - No rupee for a day that has not happened (DESIGN.md section 8): a day after today (India
//   time) answers fare, allowance and total 0 and counts in no total (monthTotal, sundryTotal, the
//   dashboard); it is priced from the rates in effect on it once it has come. A month can be
//   final-submitted from its last day on: getMyExpense answers that day as finalSubmitFrom, and a
//   submit before it answers 409 'November 2026 can be submitted from 30 Nov 2026.'
// - getMyExpense answers `standing` (the month: claimed, then approved with the level and
//   approver that acted last in the current round, isDecided once the last level decided) and
//   `dayStandings` (each day: U, or the latest level's A or R with the amount it approved), so the
//   employee sees what the approvers see (issue 22).
// - Writes (modify, save, delete attachment, final submit) take an Idempotency-Key.
import { z } from 'zod';
import { formatListDate, monthBounds, monthLabel, type YearMonth } from '../pure/calendar';
import { ZApprovalHistory, ZClaimStanding, ZDayStanding } from './approval-history';
import { defineCall, INT4_MAX, ZId } from './call';
import { rupeeField, ZIsoDate } from './fields';

export const EXPENSE_TEXTS = {
  routeModified: 'Route modified successfully',
  updated: 'Expense Updated Successfully',
  refreshed: 'Expense details refreshed',
  attachmentDeleted: 'Attachment deleted successfully',
  submitted: 'Expense submitted successfully',
  noLines: 'This month has no expense lines to submit.',
  nothingToSubmit: 'There is no open expense month to submit.',
  holiday: 'A holiday has no route or expenses to change.',
  futureDay: 'Only days up to today can be modified.',
  stale: 'This day has changed since it was opened. Please reload it and save again.',
} as const;

/** 'No approved fare chart entry for Pune to Satara' (DESIGN.md section 4). */
export const noApprovedJourney = (from: string, to: string) =>
  `No approved fare chart entry for ${from} to ${to}`;
/** The 409 of any change to a month that is no longer open. */
export const monthClosed = (status: string) => `This month is ${status}: its days can no longer be changed.`;
/** The month's last day, 'YYYY-MM-DD': a final submit opens on it (DESIGN.md section 8). */
export const finalSubmitFrom = ({ year, month }: YearMonth) => monthBounds(year, month).last;
/** The 409 of a final submit before the month's last day: 'November 2026 can be submitted from 30 Nov 2026.' */
export const submitNotYetOpen = (month: YearMonth) =>
  `${monthLabel(month)} can be submitted from ${formatListDate(finalSubmitFrom(month))}.`;

/** 1 Full Day, 2 First Half Day, 3 Second Half Day (spec section 9). */
export const DAY_PERIODS = [
  { periodName: 'Full Day', value: 1 },
  { periodName: 'First Half Day', value: 2 },
  { periodName: 'Second Half Day', value: 3 },
] as const;
export const ZPeriod = z
  .number({ error: 'Please select period' })
  .int({ error: 'Please select period' })
  .min(1, { error: 'Please select period' })
  .max(3, { error: 'Please select period' });

export const ZMyExpenseItem = z.object({
  expenseId: z.number().int(),
  expenseDetailId: z.number().int(),
  /** 'YYYY-MM-DD'. */
  activityDate: z.string(),
  /** 'd MMM yyyy', as lists show dates. */
  activityDateFormat: z.string(),
  fromCity: z.string(),
  toCity: z.string(),
  activity: z.string(),
  /** null on a holiday. */
  activityTypeId: z.number().int().nullable(),
  category: z.string(),
  modeOfTransport: z.string(),
  /** The transport mode's id, which picks the icon (spec section 9); null when none. */
  transportId: z.number().int().nullable(),
  distance: z.number(),
  /** Rupees. */
  fare: z.number(),
  /** Rupees: the day's allowance, half on a half day. */
  allowance: z.number(),
  /** Rupees: fare, allowance and attached bills of expense types ('E'); sundry bills ('S') count toward the month. */
  total: z.number(),
  /** The month's status: 'Unsubmitted', 'Submitted', 'Approved', 'Rejected' or 'Partially Approved'. */
  status: z.string(),
  period: z.number().int(),
  isStay: z.number().int(),
  remarks: z.string(),
  isModifyRoute: z.number().int(),
  isHoliday: z.number().int(),
  expenseModifyEnable: z.number().int(),
});
export type TMyExpenseItem = z.infer<typeof ZMyExpenseItem>;

const ZMonth = z.coerce
  .number({ error: 'must be a month from 1 to 12' })
  .int({ error: 'must be a month from 1 to 12' })
  .min(1, { error: 'must be a month from 1 to 12' })
  .max(12, { error: 'must be a month from 1 to 12' });
const ZYear = z.coerce
  .number({ error: 'must be a year' })
  .int({ error: 'must be a year' })
  .min(2000, { error: 'must be 2000 or later' })
  .max(2100, { error: 'must be 2100 or earlier' });

/**
 * The month's days in date order. A month is created on its first read (DESIGN.md section 4
 * 'Expense month'); a month after the current one is not created and answers an empty list.
 * Holidays (Sundays, company holidays) have isHoliday 1; expenseModifyEnable is 1 for working
 * days up to today in an 'Unsubmitted' month.
 */
export const getMyExpense = defineCall({
  method: 'GET',
  path: '/getMyExpense',
  query: z.object({ employeeId: ZId, companyId: ZId, month: ZMonth, year: ZYear }),
  response: z.object({
    getMyExpenseList: z.array(ZMyExpenseItem),
    /** Rupees: the month's attached sundry bills. */
    sundryTotal: z.number(),
    /** Rupees: every day's total plus the sundry total; days after today count nothing. */
    monthTotal: z.number(),
    /** 'YYYY-MM-DD', the month's last day: the final submit opens on it (label the Submit button with it before then). */
    finalSubmitFrom: ZIsoDate,
    /** Where the claim stands: claimed, then approved and by which level once one has acted. */
    standing: ZClaimStanding,
    /** Each day's standing, in the list's order: the same values the approvers' screens show. */
    dayStandings: z.array(ZDayStanding),
  }),
});

const ZCity = z.object({ cityId: z.number().int(), cityName: z.string() });

export const expenseCityFilter = defineCall({
  method: 'GET',
  path: '/expenseCityFilter',
  query: z
    .object({ employeeId: ZId, month: ZMonth.optional(), year: ZYear.optional() })
    .refine((query) => (query.month === undefined) === (query.year === undefined), {
      error: 'month and year go together',
      path: ['month'],
    }),
  response: z.object({ expenseCityFilterList: z.array(ZCity) }),
});

export const getExpenseActivity = defineCall({
  method: 'GET',
  path: '/getExpenseActivity',
  query: z.object({ employeeId: ZId, companyId: ZId }),
  response: z.object({
    getExpenseActivityList: z.array(z.object({ activityTypeId: z.number().int(), activityName: z.string() })),
  }),
});

export const getExpenseCity = defineCall({
  method: 'GET',
  path: '/getExpenseCity',
  query: z.object({ employeeId: ZId }),
  response: z.object({ getExpenseCityList: z.array(ZCity) }),
});

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
      .array(ZRouteRow, { error: 'Add at least one route row' })
      .min(1, { error: 'Add at least one route row' })
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

export const expenseUpdateDayWise = defineCall({
  method: 'GET',
  path: '/expenseUpdateDayWise',
  query: ZDayQuery,
  response: z.object({
    getMyExpenseList: z.array(ZMyExpenseItem),
    tblRoute: z.array(ZRouteLeg),
    /** The approvers' submitted decisions on this day, oldest first (issue 10 'History'). */
    history: z.array(ZApprovalHistory),
  }),
});

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
});
export type TDayAttachment = z.infer<typeof ZDayAttachment>;

export const expenseGetAllAttachmentForDaywise = defineCall({
  method: 'GET',
  path: '/expenseGetAllAttachmentForDaywise',
  query: ZDayQuery.extend({ expenseDetailId: ZId }),
  response: z.object({ expenseAttachmentList: z.array(ZDayAttachment) }),
});

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

export const expenseFinalSubmit = defineCall({
  method: 'POST',
  path: '/expenseFinalSubmit',
  body: z
    .object({ employeeId: ZId, companyId: ZId, month: ZMonth.optional(), year: ZYear.optional() })
    .refine((body) => (body.month === undefined) === (body.year === undefined), {
      error: 'month and year go together',
      path: ['month'],
    }),
  response: z.object({ fileRecord: z.object({ message: z.string(), status: z.string() }) }),
});
