// My Expense calls of a month (spec section 7 'My Expense'; DESIGN.md section 4 'Expense month'):
// the month's list, its filters and its final submit. A day's calls are in expense-days.ts.
//
// Money travels as rupees (numbers, at most two decimals); the server keeps integer paise.
// Distances are whole kilometres. Every amount is the server's: a day is priced from the employee's
// approved fare chart, and amounts a client sends are not read. No rupee for a day that has not
// happened (DESIGN.md section 8): a day after today (India time) answers fare, allowance and total 0
// and counts in no total (monthTotal, sundryTotal, the dashboard); it is priced from the rates in
// effect on it once it has come. Writes (modify, save, delete attachment, final submit) take an
// Idempotency-Key.
import { z } from 'zod';
import { monthBounds, type YearMonth } from '../pure/calendar';
import { ZClaimStanding, ZDayStanding } from './approval-history';
import { defineCall, ZId } from './call';
import { ZIsoDate } from './fields';

/** The month's last day, 'YYYY-MM-DD': a final submit opens on it (DESIGN.md section 8). */
export const finalSubmitFrom = ({ year, month }: YearMonth) => monthBounds(year, month).last;
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
  /** Issue 40: the towns of a day of two or more legs in order ('Satara → Karad → Satara'); else absent. */
  route: z.string().optional(),
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

export const ZMonth = z.coerce
  .number({ error: 'must be a month from 1 to 12' })
  .int({ error: 'must be a month from 1 to 12' })
  .min(1, { error: 'must be a month from 1 to 12' })
  .max(12, { error: 'must be a month from 1 to 12' });
export const ZYear = z.coerce
  .number({ error: 'must be a year' })
  .int({ error: 'must be a year' })
  .min(2000, { error: 'must be 2000 or later' })
  .max(2100, { error: 'must be 2100 or earlier' });

/**
 * The month's days in date order. A month is created on its first read (DESIGN.md section 4
 * 'Expense month'); a month after the current one is not created and answers an empty list.
 * Holidays (Sundays, company holidays) have isHoliday 1; expenseModifyEnable is 1 for working
 * days up to today in an 'Unsubmitted' month. Beside the spec's list: sundryTotal (the month's
 * attached sundry bills), monthTotal (every day's total plus the sundries, spec section 9),
 * finalSubmitFrom (the month's last day), `standing` (the month: claimed, then approved with the
 * level and approver that acted last in the current round, isDecided once the last level decided)
 * and `dayStandings` (each day: U, or the latest level's A or R with the amount it approved), so
 * the employee sees what the approvers see (issue 22).
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

/** The cities the employee's days start or end at: in one month when month and year are given, else in all. */
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

/** The cities of the approved chart: the only cities a leg may visit. */
export const getExpenseCity = defineCall({
  method: 'GET',
  path: '/getExpenseCity',
  query: z.object({ employeeId: ZId }),
  response: z.object({ getExpenseCityList: z.array(ZCity) }),
});

/**
 * Submits the month given by month and year, or without them the earliest open month that has
 * begun ('Unsubmitted', or reopened by a rejection: it goes to level 1 again). Refused with 409 when
 * the month has no lines, a working day up to today has no activity, or before the month's last day
 * ('November 2026 can be submitted from 30 Nov 2026.'). It sets 'Submitted', which locks every day,
 * and notifies the level-1 approver (the manager). fileRecord is one { message, status } object.
 */
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
