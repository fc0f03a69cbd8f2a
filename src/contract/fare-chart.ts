// Standard fare chart calls (spec section 7 'SFC'; DESIGN.md section 4 'Fare chart'): the chart, its
// journeys and their submit. The lookups the form prices with are in fare-chart-lookups.ts.
//
// Money travels as rupees (numbers, at most two decimals); the server keeps integer paise.
// Distances are whole kilometres (oneWayDistance, twoWayDistance). The grade is the employee's,
// from the database: gradeId=1 and type=expense in a query are accepted and not read. An id of
// another employee's chart or row answers 403, an unknown one 404.

import { z } from 'zod';
import { renderText } from '../pure/texts';
import { ZApprovalHistory } from './approval-history';
import { defineCall, ZId, ZInt4 } from './call';
import { SFC_SAYS } from './fare-chart-texts';
import { withDefault, ZIsoDate } from './fields';
import { ZAreaRange } from './roles';

/** D draft, S submitted, A approved, R rejected. */
export const ZSfcStatus = z.enum(['D', 'S', 'A', 'R']);
export type TSfcStatus = z.infer<typeof ZSfcStatus>;

export const MAX_SFC_JOURNEYS = 100;
/** The English of the fare chart's answers (fare-chart-texts.ts), as tests and the app's forms read them. */
export const SFC_TEXTS = {
  added: renderText(SFC_SAYS.added, 'en'),
  updated: renderText(SFC_SAYS.updated, 'en'),
  deleted: renderText(SFC_SAYS.deleted, 'en'),
  submitted: renderText(SFC_SAYS.submitted, 'en'),
  sameCityNotHq: renderText(SFC_SAYS.sameCityNotHq, 'en'),
  hqNeedsSameCity: renderText(SFC_SAYS.hqNeedsSameCity, 'en'),
  countsRequired: renderText(SFC_SAYS.countsRequired, 'en'),
  newEffectiveDate: renderText(SFC_SAYS.newEffectiveDate, 'en'),
} as const;

/** A step-1 choice: an id, 'Please select' when missing (spec section 5). */
export const ZSelected = z.coerce
  .number({ error: 'Please select' })
  .int({ error: 'Please select' })
  .positive({ error: 'Please select' })
  .max(2_147_483_647, { error: 'Please select' });
const ZEffectiveDate = z.string({ error: 'select date' }).min(1, { error: 'select date' }).pipe(ZIsoDate);
/** One-way kilometres, whole. */
export const ZDistanceKm = z.coerce
  .number({ error: 'must be a number of km' })
  .int({ error: 'must be whole km' })
  .min(0, { error: 'must be 0 or more' })
  .max(5000, { error: 'must be at most 5000 km' });
const ZCount = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must be 0 or more' })
  .max(10_000, { error: 'must be at most 10000' });
const ZNote = z
  .string({ error: 'must be text' })
  .trim()
  .max(500, { error: 'must be at most 500 characters' });

export const ZSfcJourneyFields = z.object({
  fromTerritoryId: ZSelected,
  toTerritoryId: ZSelected,
  fromCityId: ZSelected,
  toCityId: ZSelected,
  categoryId: ZSelected,
  transportId: ZSelected,
  effectiveDate: ZEffectiveDate,
  oneWayDistance: ZDistanceKm.nullable().optional(),
  numberOfChemist: ZCount.nullable().optional(),
  numberOfDoctors: ZCount.nullable().optional(),
  specification: ZNote.default(''),
  remarks: ZNote.default(''),
  isFareAuto: ZInt4.optional(),
  status: z.enum(['D'], { error: "must be 'D': a saved journey is always a draft" }).optional(),
});
export type TSfcJourneyFields = z.output<typeof ZSfcJourneyFields>;

export const ZSfcAddRequest = ZSfcJourneyFields.extend({
  employeeId: ZId,
  companyId: ZId,
  /** The employee's chart, or 0 / null / absent before the first journey. */
  stpfcId: z
    .union([z.literal(0), ZId])
    .nullable()
    .optional(),
});
export type TSfcAddRequest = z.input<typeof ZSfcAddRequest>;

export const ZSfcSaved = z.object({
  message: z.string(),
  stpfcId: z.number().int(),
  stpfcDetailid: z.number().int(),
});

/**
 * Saves a journey as a draft (D). Distance, fares, allowance and total are the server's: a save
 * computes them again and ignores any the client sends (extra body fields are dropped). The
 * one-way distance of a city pair the company has a road distance for is that distance; the
 * client's oneWayDistance is read only for a pair with no known distance (a new town), and is then
 * required; same-city (HQ) journeys are 0 km. A city must lie in the territory given with it (400).
 * An employee of area range T keeps both territories at their own (409 otherwise) and gives the
 * counts of doctors and chemists (400 'Please Enter number of Doctors and number of chemists').
 * The HQ rule both ways answers 409 with the spec's texts. Effective date: on or after the chart's
 * effective-from date, or tomorrow when it has none (409 otherwise); when the chart's status is A
 * the chart's own date answers 409 'Please select a new effective date'. The same journey (the
 * city pair either way, category and transport) twice in a chart answers 409, unless the other one
 * is approved: the new one then replaces it from its later effective date once approved.
 */
export const sfcAdd = defineCall({
  method: 'POST',
  path: '/SFCAdd',
  body: ZSfcAddRequest,
  response: ZSfcSaved,
});

export const ZSfcEditSaveRequest = ZSfcJourneyFields.extend({
  employeeId: ZId,
  companyId: ZId,
  stpfcId: ZId,
  stpfcDetailid: ZId,
  /** The from territory, as the app sends it; must agree with fromTerritoryId. */
  selectedTerritoryId: ZId.optional(),
});
export type TSfcEditSaveRequest = z.input<typeof ZSfcEditSaveRequest>;

/** As sfcAdd, for a D or R row (409 otherwise); the row becomes D again. */
export const sfcEditSave = defineCall({
  method: 'PUT',
  path: '/SFCEditSave',
  body: ZSfcEditSaveRequest,
  response: ZSfcSaved,
});

export const ZSfcJourneyRow = z.object({
  stpfcId: z.number().int(),
  stpfcDetailid: z.number().int(),
  fromTerritoryId: z.number().int(),
  toTerritoryId: z.number().int(),
  fromCityId: z.number().int(),
  toCityId: z.number().int(),
  categoryId: z.number().int(),
  transportId: z.number().int(),
  transportName: z.string(),
  categoryName: z.string(),
  fromCityName: z.string(),
  toCityName: z.string(),
  effectiveDate: z.string(),
  specification: z.string(),
  /** Km. */
  oneWayDistance: z.number(),
  twoWayDistance: z.number(),
  /** Rupees. */
  oneWayFare: z.number(),
  twoWayFare: z.number(),
  allowance: z.number(),
  remarks: z.string(),
  numberOfChemist: z.number().int(),
  numberOfDoctors: z.number().int(),
  total: z.number(),
  sequenceNo: z.number().int(),
  status: ZSfcStatus,
  reason: z.string().nullable(),
  /** Every approver's decision on this journey, oldest first (issue 10 'History'). */
  history: z.array(ZApprovalHistory),
});
export type TSfcJourneyRow = z.infer<typeof ZSfcJourneyRow>;

/**
 * status is S while any row waits for approval, else R when any row is rejected, else A when any is
 * approved, else D when there are drafts, else null (no rows). effectiveFromDateFlag is 1 while the
 * chart has no effective-from date (the date is free to choose), else 0. isAddEnable holds while
 * the chart has fewer than 100 journeys; isSubmitEnable while it has D rows and none waiting (S).
 */
export const ZSfcUserInfo = z.object({
  employeeId: z.number().int(),
  companyId: z.number().int(),
  stpfcId: z.number().int().nullable(),
  areaRange: ZAreaRange,
  status: ZSfcStatus.nullable(),
  /** Spec section 6: the effective date's minimum, else tomorrow; missing reads as null. */
  effectiveFromDate: withDefault(z.string().nullable(), null),
  effectiveFromDateFlag: z.union([z.literal(0), z.literal(1)]),
  isAddEnable: z.boolean(),
  isSubmitEnable: z.boolean(),
});
export type TSfcUserInfo = z.infer<typeof ZSfcUserInfo>;

/** The chart of the employee: who they are for the form, and a row per journey in sequence. */
export const sfcBindGrid = defineCall({
  method: 'GET',
  path: '/SFCBindGrid',
  query: z.object({ EmployeeId: ZId }),
  response: z.object({ userInfo: ZSfcUserInfo, rows: z.array(ZSfcJourneyRow) }),
});

/**
 * D and R rows may be deleted (the desktop deletes R rows; the phone shows delete on D rows only).
 * sequenceNo is accepted and not read.
 */
export const sfcDelete = defineCall({
  method: 'DELETE',
  path: '/SFCdelete',
  query: z.object({
    stpfcId: ZId,
    stpfcDetailid: ZId,
    employeeId: ZId,
    sequenceNo: ZInt4.optional(),
  }),
  response: z.object({ message: z.string() }),
});

/**
 * Moves every D row of the chart to S and notifies the employee's manager (the level-1 approver).
 * stpfcDetailIds must name exactly the chart's D rows, else 409 (the list was stale: reload and
 * submit again); a chart that still has rows waiting (S) answers 409; a D row whose effective date
 * has fallen before the minimum answers 409. effectiveDate is accepted and not read: each row
 * carries its own.
 */
export const sfcSubmit = defineCall({
  method: 'POST',
  path: '/SFCSubmit',
  body: z.object({
    stpfcDetailIds: z.array(ZId).min(1, { error: 'There are no draft journeys to submit.' }).max(500),
    employeeId: ZId,
    companyId: ZId,
    effectiveDate: z
      .union([z.literal(''), ZIsoDate])
      .nullable()
      .optional(),
    stpfcId: ZId,
  }),
  response: z.object({ message: z.string(), submitted: z.number().int() }),
});
