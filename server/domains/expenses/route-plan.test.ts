import { describe, expect, it } from 'vitest';
import { EXPENSE_TEXTS, monthClosed } from '../../../src/contract/expense-texts';
import { assertChangeable, type OwnDay } from './days';
import type { DayRow, MonthRecord } from './queries';
import { brokenChainAt, type ChartJourney, journeyFor, legOutsidePeriod, priceDay } from './route-plan';

const PUNE = 1;
const PCMC = 2;
const LONAVALA = 3;

const journey = (
  fields: Partial<ChartJourney> & Pick<ChartJourney, 'fromCityId' | 'toCityId'>,
): ChartJourney => ({
  stpfcDetailId: 1,
  categoryId: 1,
  transportId: 1,
  oneWayDistanceKm: 0,
  oneWayFarePaise: 0,
  allowancePaise: 25_000,
  effectiveDate: '2026-01-01',
  ...fields,
});
const hq = journey({ fromCityId: PUNE, toCityId: PUNE });
const toPcmc = journey({
  stpfcDetailId: 2,
  fromCityId: PUNE,
  toCityId: PCMC,
  categoryId: 2,
  oneWayDistanceKm: 18,
  oneWayFarePaise: 6_300,
  allowancePaise: 40_000,
});
const toLonavala = journey({
  stpfcDetailId: 3,
  fromCityId: PUNE,
  toCityId: LONAVALA,
  categoryId: 3,
  transportId: 3,
  oneWayDistanceKm: 65,
  oneWayFarePaise: 13_000,
  allowancePaise: 75_000,
});
const leg = (fromCityId: number, toCityId: number, chart: ChartJourney, period = 1) => ({
  period,
  activityTypeId: 1,
  fromCityId,
  toCityId,
  journey: chart,
});

describe('the route of a day', () => {
  it('finds a journey either way round, the latest effective and then the latest approved', () => {
    expect(journeyFor([hq, toPcmc, toLonavala], LONAVALA, PUNE)).toBe(toLonavala);
    expect(journeyFor([hq, toPcmc], PCMC, LONAVALA)).toBeUndefined();
    const later = { ...toLonavala, stpfcDetailId: 9, effectiveDate: '2026-03-01', transportId: 4 };
    const again = { ...toLonavala, stpfcDetailId: 7 };
    expect(journeyFor([later, toLonavala, again], PUNE, LONAVALA)).toBe(later);
    expect(journeyFor([toLonavala, again], PUNE, LONAVALA)).toBe(again);
  });

  it('chains each leg from the start city, then from where the one before ended', () => {
    const legs = [leg(PUNE, PCMC, toPcmc), leg(PCMC, PUNE, toPcmc), leg(PUNE, LONAVALA, toLonavala)];
    expect(brokenChainAt(legs, PUNE)).toBe(-1);
    expect(brokenChainAt(legs, LONAVALA)).toBe(0);
    expect(brokenChainAt([leg(PUNE, PCMC, toPcmc), leg(PUNE, LONAVALA, toLonavala)], PUNE)).toBe(1);
  });

  it('keeps a half day to rows of its own half; a full day may hold either half', () => {
    expect(legOutsidePeriod(1, [leg(PUNE, PCMC, toPcmc, 2), leg(PCMC, PUNE, toPcmc, 3)])).toBe(-1);
    expect(legOutsidePeriod(2, [leg(PUNE, PCMC, toPcmc, 2), leg(PCMC, PUNE, toPcmc, 2)])).toBe(-1);
    expect(legOutsidePeriod(2, [leg(PUNE, PCMC, toPcmc, 2), leg(PCMC, PUNE, toPcmc, 3)])).toBe(1);
  });

  it('sums the legs, takes the highest category and its allowance, and the longest leg’s transport', () => {
    // Pune (HQ round), to Lonavala and back: 0 + 65 + 65 km, ₹0 + ₹130 + ₹130, Out Station ₹750.
    const day = priceDay(1, [
      leg(PUNE, PUNE, hq),
      leg(PUNE, LONAVALA, toLonavala),
      leg(LONAVALA, PUNE, toLonavala),
    ]);
    expect(day).toEqual({
      fromCityId: PUNE,
      toCityId: PUNE,
      categoryId: 3,
      transportId: 3,
      distanceKm: 130,
      farePaise: 26_000,
      allowancePaise: 75_000,
    });
  });

  it('gives a half day half the allowance, rounded down to the paisa', () => {
    const legs = [leg(PUNE, PCMC, toPcmc, 2), leg(PCMC, PUNE, toPcmc, 2)];
    expect(priceDay(2, legs)).toMatchObject({ distanceKm: 36, farePaise: 12_600, allowancePaise: 20_000 });
    expect(priceDay(3, [leg(PUNE, PUNE, { ...hq, allowancePaise: 25_001 }, 3)]).allowancePaise).toBe(12_500);
  });
});

describe('whether a day may change', () => {
  const own = (status: MonthRecord['status'], day: Partial<DayRow>): OwnDay => ({
    month: { id: 1, employeeId: 1, companyId: 1, year: 2026, month: 3, status },
    day: { activityDate: '2026-03-10', isHoliday: false, ...day } as DayRow,
  });
  const today = '2026-03-09';

  it('refuses a closed month, a holiday, and a modify after today', () => {
    expect(() => assertChangeable(own('Submitted', {}), { upToToday: false }, today)).toThrow(
      monthClosed('Submitted'),
    );
    expect(() =>
      assertChangeable(own('Unsubmitted', { isHoliday: true }), { upToToday: false }, today),
    ).toThrow(EXPENSE_TEXTS.holiday);
    expect(() => assertChangeable(own('Unsubmitted', {}), { upToToday: true }, today)).toThrow(
      EXPENSE_TEXTS.futureDay,
    );
    expect(() => assertChangeable(own('Unsubmitted', {}), { upToToday: false }, today)).not.toThrow();
    expect(() =>
      assertChangeable(own('Unsubmitted', { activityDate: today }), { upToToday: true }, today),
    ).not.toThrow();
  });
});
