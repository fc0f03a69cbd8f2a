// Administration of limits (issue 37): per expense type, grade and city class, per bill, day,
// night or month, effective-dated like the rates. Not in the spec: every call is ours.
import { z } from 'zod';
import { defineCall, ZId, ZMessage } from '../call';
import { rupeeField, ZIsoDate } from '../fields';
import { ZCityClass, ZLimitPer } from '../limits';
import { ZCompanyQuery, ZGrade } from './common';

export const ZAdminLimit = z.object({
  expenseTypeId: z.number().int(),
  expenseType: z.string(),
  gradeId: z.number().int(),
  cityClass: ZCityClass,
  per: ZLimitPer,
  /** Rupees, or null: no limit from this date on. */
  rupees: z.number().nullable(),
  effectiveFrom: z.string(),
});
export type TAdminLimit = z.infer<typeof ZAdminLimit>;

export const adminLimits = defineCall({
  method: 'GET',
  path: '/adminLimits',
  query: ZCompanyQuery,
  /** Every limit with its effective date, by type, grade and class, the oldest first. */
  response: z.object({
    expenseTypes: z.array(z.object({ id: z.number().int(), name: z.string() })),
    limits: z.array(ZAdminLimit),
  }),
});

export const adminLimitSave = defineCall({
  method: 'POST',
  path: '/adminLimitSave',
  body: z.object({
    companyId: ZId,
    expenseTypeId: ZId,
    gradeId: ZGrade,
    cityClass: ZCityClass,
    per: ZLimitPer,
    /** Left out or null: no limit from this date on. */
    rupees: rupeeField().nullable().optional(),
    effectiveFrom: ZIsoDate,
  }),
  response: ZMessage,
});
