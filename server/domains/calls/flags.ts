// The approver's flags on a day of a claim (issue 27), worked out from the day and its calls alone.
import { AWAY_FROM_CITY_METRES, CALL_FLAGS, type TCallFlag } from '../../../src/contract/calls';

interface Point {
  latitude: number;
  longitude: number;
}

/** A reported call as the flags see it: its city, the city's coordinates and the stamped location. */
export interface CallPlace {
  cityId: number;
  city: Point | null;
  stamp: (Point & { accuracyMetres: number }) | null;
}

/** A day of the claim as the flags see it. */
interface FlaggedDay {
  /** A working day whose activity is 'Field Work' and that has come (a later day claims nothing). */
  isFieldWork: boolean;
  /** Every city the day's legs start or end at (its from and to town when it has no legs). */
  routeCityIds: readonly number[];
}

const EARTH_RADIUS_METRES = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine): within 0.5 % of the road-free truth at these distances. */
export function metresBetween(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Further from its city than 5 km plus the fix's own accuracy: a phone that says "within 2 km" is
 * given those 2 km. A call without a stamp, or a city without coordinates, is never flagged.
 */
export function isAwayFromCity(call: CallPlace): boolean {
  if (!call.stamp || !call.city) return false;
  return metresBetween(call.stamp, call.city) > AWAY_FROM_CITY_METRES + call.stamp.accuracyMetres;
}

/** The day row's flags, in a fixed order. */
export function dayFlags(day: FlaggedDay, calls: readonly CallPlace[]): TCallFlag[] {
  const flags: TCallFlag[] = [];
  if (day.isFieldWork && calls.length === 0) flags.push(CALL_FLAGS.noCalls);
  if (calls.some(isAwayFromCity)) flags.push(CALL_FLAGS.awayFromCity);
  if (calls.some((call) => !day.routeCityIds.includes(call.cityId))) flags.push(CALL_FLAGS.outsideRoute);
  return flags;
}
