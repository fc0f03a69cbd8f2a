// The arithmetic of a day's route (DESIGN.md section 4 'Expense month'): which approved journey
// prices a leg, whether the legs chain, and the day's distance, fare, category and allowance.
// Pure, so the rules read in one place and test without a database.

/** An approved journey of the employee's chart, as it prices a leg (money in paise). */
export interface ChartJourney {
  stpfcDetailId: number;
  fromCityId: number;
  toCityId: number;
  categoryId: number;
  transportId: number;
  oneWayDistanceKm: number;
  oneWayFarePaise: number;
  allowancePaise: number;
  effectiveDate: string;
}

export interface Leg {
  period: number;
  activityTypeId: number;
  fromCityId: number;
  toCityId: number;
}

export interface PricedLeg extends Leg {
  journey: ChartJourney;
}

export interface PricedDay {
  fromCityId: number;
  toCityId: number;
  categoryId: number;
  transportId: number;
  distanceKm: number;
  farePaise: number;
  allowancePaise: number;
}

const FULL_DAY = 1;

/**
 * The journey of the chart that prices a leg, either way round: of those in effect, the one with
 * the latest effective date (a journey approved again from a later date replaces the earlier),
 * then the latest approved row. Undefined when the chart has none.
 */
export function journeyFor(journeys: ChartJourney[], fromCityId: number, toCityId: number) {
  let best: ChartJourney | undefined;
  for (const journey of journeys) {
    const isPair =
      (journey.fromCityId === fromCityId && journey.toCityId === toCityId) ||
      (journey.fromCityId === toCityId && journey.toCityId === fromCityId);
    if (!isPair) continue;
    if (
      !best ||
      journey.effectiveDate > best.effectiveDate ||
      (journey.effectiveDate === best.effectiveDate && journey.stpfcDetailId > best.stpfcDetailId)
    ) {
      best = journey;
    }
  }
  return best;
}

/** The index of the first leg that does not start where it should (the start city, then the previous leg's end), or -1. */
export function brokenChainAt(legs: Leg[], startCityId: number): number {
  let expected = startCityId;
  for (const [index, leg] of legs.entries()) {
    if (leg.fromCityId !== expected) return index;
    expected = leg.toCityId;
  }
  return -1;
}

/** A half day holds only rows of its own half; a full day may hold rows of either half. */
export function legOutsidePeriod(dayPeriod: number, legs: Leg[]): number {
  if (dayPeriod === FULL_DAY) return -1;
  return legs.findIndex((leg) => leg.period !== dayPeriod);
}

/**
 * Distance and fare are the sums of the legs' one-way figures; the category is the highest of
 * the legs' (ids 1 HQ < 2 EX-HQ < 3 Out Station), the allowance the largest of that category's
 * legs, halved (rounded down to the paisa) on a half day; the transport is the longest leg's.
 */
export function priceDay(period: number, legs: PricedLeg[]): PricedDay {
  const first = legs[0];
  const last = legs[legs.length - 1];
  if (!first || !last) throw new Error('A route has at least one leg.');
  let distanceKm = 0;
  let farePaise = 0;
  let categoryId = first.journey.categoryId;
  let longest = first.journey;
  for (const { journey } of legs) {
    distanceKm += journey.oneWayDistanceKm;
    farePaise += journey.oneWayFarePaise;
    categoryId = Math.max(categoryId, journey.categoryId);
    if (journey.oneWayDistanceKm > longest.oneWayDistanceKm) longest = journey;
  }
  const fullAllowance = Math.max(
    ...legs.filter((leg) => leg.journey.categoryId === categoryId).map((leg) => leg.journey.allowancePaise),
  );
  return {
    fromCityId: first.fromCityId,
    toCityId: last.toCityId,
    categoryId,
    transportId: longest.transportId,
    distanceKm,
    farePaise,
    allowancePaise: period === FULL_DAY ? fullAllowance : Math.floor(fullAllowance / 2),
  };
}
