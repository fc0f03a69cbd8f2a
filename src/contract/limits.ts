// Limits by grade and city class (issue 37, DESIGN.md section 9): what a company allows per expense
// type, grade and city class, and the call that tells an employee, as they enter a bill, the limit
// that applies. Not in the spec: every call is ours.
//
// Decisions:
// - A city's class is the Government of India's (X, Y, Z); a bill's city is its day's city (where
//   the day ends) once attached, the employee's headquarters before.
// - A limit is per bill, per day (the bills of that type on one day), per night (a lodging bill's
//   day: the night after it) or per month (the type's bills on the claim's days), effective-dated.
// - The screen warns and never blocks; the server computes the approver's flag on its own.
import { z } from 'zod';
import { formatRupees } from '../pure/money';
import { defineCall, ZId } from './call';
import { ZIsoDate } from './fields';

export const CITY_CLASSES = ['X', 'Y', 'Z'] as const;
export const ZCityClass = z.enum(CITY_CLASSES, { error: 'must be X, Y or Z' });
export type TCityClass = z.infer<typeof ZCityClass>;

export const LIMIT_PERIODS = ['bill', 'day', 'night', 'month'] as const;
export const ZLimitPer = z.enum(LIMIT_PERIODS, { error: 'must be bill, day, night or month' });
export type TLimitPer = z.infer<typeof ZLimitPer>;

/** An amount as a limit's sentence writes it: '₹2,000' for whole rupees, '₹450.50' otherwise. */
export function limitAmount(paise: number): string {
  return formatRupees(paise / 100).replace(/\.00$/, '');
}

export const ZBillLimit = z.object({
  expenseTypeId: z.number().int(),
  /** The expense type's name, as the capture screens send it (expense_Type). */
  expenseType: z.string(),
  per: ZLimitPer,
  /** Rupees. */
  rupees: z.number(),
  /** The class the limit is read for: the bill's city's, or the headquarters' for a month's limit. */
  cityClass: ZCityClass,
});
export type TBillLimit = z.infer<typeof ZBillLimit>;

/**
 * The limits that apply to the caller's bills of one day: the day's city once the bill is attached
 * to it (expenseDetailId), else the headquarters; the limits in effect on `date` (default today).
 * Types without a limit are left out.
 */
export const getBillLimits = defineCall({
  method: 'GET',
  path: '/billLimits',
  query: z.object({
    employeeId: ZId,
    companyId: ZId,
    date: ZIsoDate.optional(),
    expenseDetailId: ZId.optional(),
  }),
  response: z.object({
    cityName: z.string(),
    cityClass: ZCityClass,
    limits: z.array(ZBillLimit),
  }),
});
