// The wizard's price lookups: distance, fares and allowances of a journey, priced by the server.
import { sfcFareAndAllowance, sfcFareAndAllowanceForDistance } from '../../contract/fare-chart';
import { createServerStore, withServerReason } from '../../lib/server-store';
import { GRADE_ID } from './sfc-filter-stores';

/** A failed fare or allowance lookup (spec section 8). */
export const LOOKUP_FAILED = 'Something is Wrong';

export interface JourneyLookup {
  fromTerritoryId: number;
  toTerritoryId: number;
  fromCityId: number;
  toCityId: number;
  categoryId: number;
  transportId: number;
  effectiveDate: string;
}

/** The journey's price from its cities (SFCFareAndAllowance). */
export const useSfcFareStore = createServerStore({
  call: sfcFareAndAllowance,
  request: (user, journey: JourneyLookup) => ({
    query: { gradeId: GRADE_ID, ...journey, employeeId: user.employeeId, companyId: user.companyId },
  }),
  select: (response) => response,
  // The spec's 'Something is Wrong', and why when the server refused the journey (409: no fare
  // rate, no allowance, the HQ rule). Step 2 shows it itself: one notice per failure.
  errorText: withServerReason(LOOKUP_FAILED),
  silent: true,
});

export interface DistanceLookup {
  oneWayDistance: number;
  transportId: number;
  categoryId: number;
  effectiveDate: string;
}

/** The price of a one-way distance the user typed, for a pair with no known road distance. */
export const useSfcDistanceFareStore = createServerStore({
  call: sfcFareAndAllowanceForDistance,
  request: (user, lookup: DistanceLookup) => ({ query: { employeeId: user.employeeId, ...lookup } }),
  select: (response) => response,
  // The spec's 'Something is Wrong', and why when the server refused the journey (409: no fare
  // rate, no allowance, the HQ rule). Step 2 shows it itself: one notice per failure.
  errorText: withServerReason(LOOKUP_FAILED),
  silent: true,
});
