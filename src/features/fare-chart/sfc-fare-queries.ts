// The wizard's price lookups: distance, fares and allowances of a journey, priced by the server.
import { sfcFareAndAllowance, sfcFareAndAllowanceForDistance } from '../../contract/fare-chart-lookups';
import { defineQuery, withServerReason } from '../../lib/server-store';
import type { Text } from '../../pure/texts';
import type { lookupOf } from './sfc-form';
import { GRADE_ID } from './sfc-queries';
import { SFC_SCREEN_TEXTS } from './sfc-texts';

/** A failed fare or allowance lookup (spec section 8). */
export const LOOKUP_FAILED = 'Something is Wrong';

// The spec's 'Something is Wrong', and why when the server refused the journey (409: no fare rate,
// no allowance, the HQ rule). Step 2 shows it itself: one notice per failure.
const LOOKUP = { errorText: withServerReason(LOOKUP_FAILED), silent: true } as const;

/** A lookup's error in the reader's language: the spec's words, then the server's own reason. */
export function lookupErrorText(error: string): Text | string {
  if (error === LOOKUP_FAILED) return SFC_SCREEN_TEXTS.somethingIsWrong;
  const prefix = `${LOOKUP_FAILED}: `;
  return error.startsWith(prefix)
    ? SFC_SCREEN_TEXTS.somethingIsWrongBecause({ reason: error.slice(prefix.length) })
    : error;
}

/** A journey whose every choice is made: what step 1 gives step 2 to price. */
type JourneyLookup = NonNullable<ReturnType<typeof lookupOf>>;

/** The journey's price from its cities (SFCFareAndAllowance). */
export const fareQuery = defineQuery({
  ...LOOKUP,
  call: sfcFareAndAllowance,
  request: (user, journey: JourneyLookup) => ({
    query: { gradeId: GRADE_ID, ...journey, employeeId: user.employeeId, companyId: user.companyId },
  }),
  select: (response) => response,
});

export interface DistanceLookup {
  oneWayDistance: number;
  transportId: number;
  categoryId: number;
  effectiveDate: string;
}

/** The price of a one-way distance the user typed, for a pair with no known road distance. */
export const distanceFareQuery = defineQuery({
  ...LOOKUP,
  call: sfcFareAndAllowanceForDistance,
  request: (user, lookup: DistanceLookup) => ({ query: { employeeId: user.employeeId, ...lookup } }),
  select: (response) => response,
});
