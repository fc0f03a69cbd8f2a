// Administration of rates (issue 24): fare rates per km by transport mode and grade, and daily
// allowances by category and grade, each effective-dated.
import { z } from 'zod';
import { defineCall, ZId, ZMessage } from '../call';
import { rupeeField, ZIsoDate } from '../fields';
import { ZCompanyQuery, ZGrade } from './common';

export const ZFareRate = z.object({
  transportId: z.number().int(),
  transportName: z.string(),
  gradeId: z.number().int(),
  rupeesPerKm: z.number(),
  effectiveFrom: z.string(),
});
export type TFareRate = z.infer<typeof ZFareRate>;
export const ZAllowance = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  gradeId: z.number().int(),
  rupees: z.number(),
  effectiveFrom: z.string(),
});
export type TAllowance = z.infer<typeof ZAllowance>;

export const adminRates = defineCall({
  method: 'GET',
  path: '/adminRates',
  query: ZCompanyQuery,
  /** Every rate with its effective-from date, the newest first within a mode (or category) and grade. */
  response: z.object({
    transportModes: z.array(z.object({ id: z.number().int(), name: z.string() })),
    categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
    fareRates: z.array(ZFareRate),
    allowances: z.array(ZAllowance),
  }),
});

export const adminFareRateSave = defineCall({
  method: 'POST',
  path: '/adminFareRateSave',
  body: z.object({
    companyId: ZId,
    transportId: ZId,
    gradeId: ZGrade,
    rupeesPerKm: rupeeField({ allowZero: true }),
    effectiveFrom: ZIsoDate,
  }),
  response: ZMessage,
});

export const adminAllowanceSave = defineCall({
  method: 'POST',
  path: '/adminAllowanceSave',
  body: z.object({
    companyId: ZId,
    categoryId: ZId,
    gradeId: ZGrade,
    rupees: rupeeField({ allowZero: true }),
    effectiveFrom: ZIsoDate,
  }),
  response: ZMessage,
});
