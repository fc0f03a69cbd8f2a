// The fare chart form's lookups (spec section 7 'SFC'): territories, their cities, categories and
// transport modes, and the fare and allowance of a journey. Lookups price at effectiveDate, or today
// when it is left out; the grade is the employee's (gradeId=1 in a query is accepted, not read).
import { z } from 'zod';
import { defineCall, ZId, ZInt4 } from './call';
import { ZDistanceKm, ZSelected } from './fare-chart';
import { ZIsoDate } from './fields';

/** Rupees per day by the first two letters of the category name: { HQ: 250, EX: 400, OU: 750 }. */
export const ZAllowanceTable = z.record(z.string(), z.number());
export type TAllowanceTable = z.infer<typeof ZAllowanceTable>;

export const ZSfcFare = z.object({
  oneWayDistance: z.number(),
  twoWayDistance: z.number(),
  oneWayFare: z.number(),
  twoWayFare: z.number(),
  allowance: ZAllowanceTable,
  /** The chosen category's allowance and allowance + two-way fare; null without a category. */
  categoryAllowance: z.number().nullable(),
  total: z.number().nullable(),
  /** False when the company has no road distance for the pair and the distance is the client's. */
  isDistanceKnown: z.boolean(),
});
export type TSfcFare = z.infer<typeof ZSfcFare>;

const ZOptionalDate = z.union([z.literal(''), ZIsoDate]).optional();

/**
 * The spec's query (employeeId, oneWayDistance, effectiveDate). A fare needs a transport mode, so
 * transportId may be added; without it the fare is the default mode's: the company's first
 * transport mode (lowest id) with a fare rate at the employee's grade on that date (Bike in the
 * demo), or 409 when no mode has one. An optional categoryId adds that category's allowance and
 * the total.
 */
export const sfcFareAndAllowanceForDistance = defineCall({
  method: 'GET',
  path: '/SFCFareAndAllowanceForDistance',
  query: z.object({
    employeeId: ZId,
    oneWayDistance: ZDistanceKm,
    effectiveDate: ZOptionalDate,
    /** Optional: without it, the first transport mode with a fare rate at the employee's grade. */
    transportId: ZSelected.optional(),
    categoryId: ZId.optional(),
  }),
  response: ZSfcFare,
});

export const sfcAllowance = defineCall({
  method: 'GET',
  path: '/SFCAllowance',
  query: z.object({ employeeId: ZId, cityId: ZId, effectiveDate: ZOptionalDate }),
  response: z.object({ allowance: ZAllowanceTable }),
});

export const sfcFareAndAllowance = defineCall({
  method: 'GET',
  path: '/SFCFareAndAllowance',
  query: z.object({
    gradeId: ZInt4.optional(),
    fromTerritoryId: ZSelected,
    toTerritoryId: ZSelected,
    fromCityId: ZSelected,
    toCityId: ZSelected,
    categoryId: ZSelected,
    transportId: ZSelected,
    oneWayDistance: ZDistanceKm.optional(),
    employeeId: ZId,
    effectiveDate: ZOptionalDate,
    companyId: ZId,
  }),
  response: ZSfcFare,
});

export const sfcTerritoryCity = defineCall({
  method: 'GET',
  path: '/SFCTerritoryCity',
  query: z.object({ territoryId: ZId }),
  response: z.object({ cities: z.array(z.object({ cityId: z.number().int(), cityName: z.string() })) }),
});

export const sfcTerritoryCategory = defineCall({
  method: 'GET',
  path: '/SFCTerritoryCategory',
  response: z.object({
    categories: z.array(z.object({ categoryId: z.number().int(), categoryName: z.string() })),
  }),
});

/** The modes with a fare rate at the employee's grade today. */
export const sfcTerritoryModeOfTransport = defineCall({
  method: 'GET',
  path: '/SFCTerritoryModeOfTransport',
  query: z.object({ gradeId: ZInt4.optional(), type: z.string().max(40).optional() }),
  response: z.object({
    transportModes: z.array(z.object({ transportId: z.number().int(), transportName: z.string() })),
  }),
});

/** The employee's own territory first, then the company's others by name. */
export const sfcTerritory = defineCall({
  method: 'GET',
  path: '/SFCTerritory',
  query: z.object({ employeeId: ZId, companyId: ZId }),
  response: z.object({
    territory: z.array(z.object({ territoryId: z.number().int(), territoryName: z.string() })),
  }),
});
