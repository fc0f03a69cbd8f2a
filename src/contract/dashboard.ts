// The home screen's summary (spec section 7 'Dashboard and profile': GET /ExpenseMainDashboard).
//
// Decisions the spec leaves open:
// - Amounts are rupees. A month's total is what its days claim: fare, daily allowance and every
//   attached bill, sundry bills included (spec section 9: "sundry totals are added to expense
//   totals").
// - The bill summary counts the employee's bills of the month by expense type name: an attached
//   bill counts in the month of its day, an unreported one in the month of its invoice date (a
//   bill not yet attached is still money the employee spent). `allowances` is the month's daily
//   allowances, which the 'more' toggle shows as Allowance.
// - Month labels are full English month names ('November'); `previousMonthStatus` and
//   `secondLastStatus` are the month's status, or null when the month has no expense row; missing,
//   it reads as 'pending' (spec section 2: 'Status defaults to pending when missing').
// - `previousMonthPaid` and `secondLastPaid`: the amount paid for a month whose status is 'Paid'
//   (its approved total when finance paid it), else null (issue 25).
// - The summary never creates months: reading the dashboard writes nothing.
// - Days after today count nothing (DESIGN.md section 8). The two earlier months carry their
//   standing: claimed, then approved with the level that acted last (issue 22).
// - My Tasks travel with the summary (one round trip for the home screen): the caller's fare
//   chart journeys in status D (spec section 9: 'Pending task status D'), oldest first, at most
//   50; their count is the My Activities 'pending tasks' figure.
import { z } from 'zod';
import { ZClaimStanding } from './approval-history';
import { defineCall, ZId } from './call';
import { ZMonth, ZYear } from './expenses';
import { withDefault } from './fields';

/** Spec sections 2 and 4: a month's status on the dashboard when the answer has none. */
export const MONTH_STATUS_DEFAULT = 'pending';
const ZMonthStatus = withDefault(z.string(), MONTH_STATUS_DEFAULT);

export const ZExpenseMain = z.object({
  total: z.number(),
  allowances: z.number(),
  currentMonth: z.string(),
  currentYear: z.number().int(),
  previousMonthTotal: z.number(),
  previousMonth: z.string(),
  previousYear: z.number().int(),
  previousMonthStatus: ZMonthStatus,
  previousMonthPaid: z.number().nullable(),
  secondLastTotal: z.number(),
  secondLastMonth: z.string(),
  secondLastYear: z.number().int(),
  secondLastStatus: ZMonthStatus,
  secondLastPaid: z.number().nullable(),
  /** Where each of the two months stands (claimed, approved, by which level); null without a month row. */
  previousMonthStanding: ZClaimStanding.nullable(),
  secondLastStanding: ZClaimStanding.nullable(),
  travelExpense: z.number(),
  foodExpense: z.number(),
  misExpense: z.number(),
  accomodationExpense: z.number(),
});
export type TExpenseMain = z.infer<typeof ZExpenseMain>;
/** What the server sends: a month without a row has a null status. */
export type TExpenseMainAnswer = z.input<typeof ZExpenseMain>;

export const ZPendingTask = z.object({
  stpfcDetailId: z.number().int(),
  fromCityName: z.string(),
  toCityName: z.string(),
});
export type TPendingTask = z.infer<typeof ZPendingTask>;

/** The current month, the two before it, the bill summary and the pending tasks, in one round trip. */
export const getExpenseMainDashboard = defineCall({
  method: 'GET',
  path: '/ExpenseMainDashboard',
  query: z.object({ EmployeeId: ZId, CompanyId: ZId }),
  response: z.object({
    expenseMain: ZExpenseMain,
    myTasks: z.array(ZPendingTask),
    /** This month's planned calls up to today and how many were met (issue 42); 0 of 0 without a plan. */
    plannedCalls: z
      .object({ planned: z.number().int(), met: z.number().int() })
      .default({ planned: 0, met: 0 }),
  }),
});

/**
 * The states a day of /home's calendar shows (issue 40), one a day, the first that holds: a Sunday
 * or company holiday; a day that has happened and claims money (its figures from month-figures,
 * as every figure of a month); a day of the employee's tour programme. A day with none is absent.
 */
export const CALENDAR_DAY_STATES = ['holiday', 'claimed', 'planned'] as const;
export type TCalendarDayState = (typeof CALENDAR_DAY_STATES)[number];

export const getMonthCalendar = defineCall({
  method: 'GET',
  path: '/dashboardCalendar',
  query: z.object({ employeeId: ZId, companyId: ZId, year: ZYear, month: ZMonth }),
  response: z.object({
    days: z.array(z.object({ date: z.string(), state: z.enum(CALENDAR_DAY_STATES) })),
  }),
});
