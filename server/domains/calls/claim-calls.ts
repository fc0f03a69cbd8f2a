// What an approver sees of the calls beside a claim: each day's count and flags, and a day's calls.
import type { TCallFlag } from '../../../src/contract/calls';
import { businessDate } from '../../../src/pure/calendar';
import type { Queryable } from '../../db/database';
import { type CallPlace, dayFlags, isAwayFromCity } from './flags';
import {
  type CallPlaceRow,
  listCallPlacesOfDay,
  listCallPlacesOfMonths,
  listMonthRouteCities,
} from './queries';

const FIELD_WORK_ACTIVITY = 'Field Work';

export interface ClaimDay {
  expenseDetailId: number;
  activityDate: string;
  isHoliday: boolean;
  activity: string;
}

interface DayCalls {
  calls: number;
  flags: TCallFlag[];
}

/** Every day of the claim with its calls counted and flagged: two queries, whatever the month holds. */
export async function claimDayCalls(
  db: Queryable,
  expenseId: number,
  days: readonly ClaimDay[],
  today = businessDate(),
): Promise<Map<number, DayCalls>> {
  const [places, routes] = await Promise.all([
    listCallPlacesOfMonths(db, [expenseId]),
    listMonthRouteCities(db, [expenseId]),
  ]);
  const routeOf = new Map(routes.map((route) => [route.expenseDetailId, route.routeCityIds]));
  return flagDays(places, days, (day) => routeOf.get(day.expenseDetailId) ?? [], today);
}

/**
 * The call-report flags of each of many claims, counted (the approver's list): the same rule as
 * claimDayCalls, read in two queries for every claim at once.
 */
export async function countCallFlags(
  db: Queryable,
  expenseIds: readonly number[],
  today = businessDate(),
): Promise<Map<number, number>> {
  const [places, days] = await Promise.all([
    listCallPlacesOfMonths(db, expenseIds),
    listMonthRouteCities(db, expenseIds),
  ]);
  const counts = new Map<number, number>();
  for (const expenseId of expenseIds) {
    const own = days.filter((day) => day.expenseId === expenseId);
    const flagged = flagDays(
      places.filter((place) => place.expenseId === expenseId),
      own,
      (day) => day.routeCityIds,
      today,
    );
    let count = 0;
    for (const day of flagged.values()) count += day.flags.length;
    counts.set(expenseId, count);
  }
  return counts;
}

function flagDays<D extends ClaimDay>(
  places: readonly CallPlaceRow[],
  days: readonly D[],
  routeOf: (day: D) => readonly number[],
  today: string,
): Map<number, DayCalls> {
  // Node 20 has no Map.groupBy.
  const byDate = new Map<string, CallPlaceRow[]>();
  for (const place of places) byDate.set(place.date, [...(byDate.get(place.date) ?? []), place]);
  return new Map(
    days.map((day) => {
      const calls = (byDate.get(day.activityDate) ?? []).map(toCallPlace);
      const isFieldWork = !day.isHoliday && day.activity === FIELD_WORK_ACTIVITY && day.activityDate <= today;
      const flags = dayFlags({ isFieldWork, routeCityIds: routeOf(day) }, calls);
      return [day.expenseDetailId, { calls: calls.length, flags }];
    }),
  );
}

/** The 'Details' dialog's rows: the day's calls as the spec names them, with time and location. */
export async function dayCallRows(db: Queryable, employeeId: number, date: string) {
  const places = await listCallPlacesOfDay(db, employeeId, date);
  return places.map((place) => ({
    callId: place.callId,
    customerName: place.customerName,
    companyType: place.customerType,
    cityName: place.cityName,
    noOfChem: place.customerType === 'Chemist' ? 1 : 0,
    noOfDoc: place.customerType === 'Doctor' ? 1 : 0,
    callTime: place.time,
    hasLocation: place.latitude !== null,
    isAwayFromCity: isAwayFromCity(toCallPlace(place)),
  }));
}

function toCallPlace(row: CallPlaceRow): CallPlace {
  return {
    cityId: row.cityId,
    city:
      row.cityLatitude === null || row.cityLongitude === null
        ? null
        : { latitude: row.cityLatitude, longitude: row.cityLongitude },
    stamp:
      row.latitude === null || row.longitude === null || row.accuracyMetres === null
        ? null
        : { latitude: row.latitude, longitude: row.longitude, accuracyMetres: row.accuracyMetres },
  };
}
