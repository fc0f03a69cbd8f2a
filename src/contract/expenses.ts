// My Expense calls (spec section 7 'My Expense'). The receipts work needs the month's days to
// attach bills to; the My Expense screens extend this file.
import { z } from 'zod';
import { defineCall, ZId } from './call';

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
  category: z.string(),
  modeOfTransport: z.string(),
  distance: z.number(),
  /** Rupees. */
  fare: z.number(),
  /** Rupees: fare, allowance and attached bills of expense types ('E'); sundry bills ('S') count toward the month. */
  total: z.number(),
  /** The month's status: 'Unsubmitted', 'Submitted', 'Approved', 'Rejected' or 'Partially Approved'. */
  status: z.string(),
  isModifyRoute: z.number().int(),
  isHoliday: z.number().int(),
  expenseModifyEnable: z.number().int(),
});
export type TMyExpenseItem = z.infer<typeof ZMyExpenseItem>;

/**
 * The month's days in date order. A month is created on its first read (DESIGN.md section 4
 * 'Expense month'); a month after the current one is not created and answers an empty list.
 * Holidays (Sundays, company holidays) have isHoliday 1; expenseModifyEnable is 1 for working
 * days up to today in an 'Unsubmitted' month.
 */
export const getMyExpense = defineCall({
  method: 'GET',
  path: '/getMyExpense',
  query: z.object({
    employeeId: ZId,
    companyId: ZId,
    month: z.coerce.number().int().min(1).max(12),
    year: z.coerce.number().int().min(2000).max(2100),
  }),
  response: z.object({ getMyExpenseList: z.array(ZMyExpenseItem) }),
});
