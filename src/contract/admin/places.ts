// Administration of places (issue 24): territories, cities with their coordinates (issue 27), and
// the effective-dated road distances between cities.
import { z } from 'zod';
import { defineCall, ZId, ZMessage } from '../call';
import { ZIsoDate } from '../fields';
import { ZCityClass } from '../limits';
import { text, ZCompanyQuery } from './common';

export const ZTerritory = z.object({ territoryId: z.number().int(), name: z.string() });
export type TTerritory = z.infer<typeof ZTerritory>;
export const ZCity = z.object({
  cityId: z.number().int(),
  name: z.string(),
  territoryId: z.number().int(),
  territoryName: z.string(),
  /** Degrees, or null when not set: what 'Call away from its city' measures from (issue 27). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The Government of India's class, which limits are set by (issue 37). */
  cityClass: ZCityClass,
});
export type TCity = z.infer<typeof ZCity>;
export const ZDistance = z.object({
  fromCityId: z.number().int(),
  toCityId: z.number().int(),
  fromCity: z.string(),
  toCity: z.string(),
  km: z.number().int(),
  effectiveFrom: z.string(),
});
export type TDistance = z.infer<typeof ZDistance>;

export const adminPlaces = defineCall({
  method: 'GET',
  path: '/adminPlaces',
  query: ZCompanyQuery,
  /** Distances: the figure in effect today (or the first one to come) of each pair. */
  response: z.object({
    territories: z.array(ZTerritory),
    cities: z.array(ZCity),
    distances: z.array(ZDistance),
  }),
});

export const adminTerritorySave = defineCall({
  method: 'POST',
  path: '/adminTerritorySave',
  body: z.object({ companyId: ZId, territoryId: ZId.nullable(), name: text(100) }),
  response: ZMessage,
});

/** Degrees; '' or null clears it. */
const coordinate = (limit: number) =>
  z.preprocess(
    (value) =>
      value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value,
    z
      .number({ error: 'must be a number of degrees' })
      .min(-limit, { error: `must be between -${limit} and ${limit}` })
      .max(limit, { error: `must be between -${limit} and ${limit}` })
      .nullable(),
  );
export const ZLatitude = coordinate(90);
export const ZLongitude = coordinate(180);

export const adminCitySave = defineCall({
  method: 'POST',
  path: '/adminCitySave',
  body: z
    .object({
      companyId: ZId,
      cityId: ZId.nullable(),
      territoryId: ZId,
      name: text(100),
      /** Left out: the coordinates stay as they are. */
      latitude: ZLatitude.optional(),
      longitude: ZLongitude.optional(),
      /** Left out: the class stays as it is (Z for a new city). */
      cityClass: ZCityClass.optional(),
    })
    .refine(
      (body) =>
        (body.latitude === undefined) === (body.longitude === undefined) &&
        (body.latitude === null) === (body.longitude === null),
      {
        error: 'latitude and longitude are set together or cleared together',
        path: ['latitude'],
      },
    ),
  response: ZMessage,
});
export const ZKm = z.coerce
  .number({ error: 'must be a number of km' })
  .int({ error: 'must be whole km' })
  .min(1, { error: 'must be at least 1 km' })
  .max(5000, { error: 'must be at most 5000 km' });

export const adminDistanceSave = defineCall({
  method: 'POST',
  path: '/adminDistanceSave',
  body: z.object({
    companyId: ZId,
    fromCityId: ZId,
    toCityId: ZId,
    km: ZKm,
    effectiveFrom: ZIsoDate,
  }),
  response: ZMessage,
});
