// The demo company's road distances, fare rates and fare charts, priced as a save would price them.
import { businessDate, monthOf, monthStart } from '../../src/pure/calendar';
import { toPaise } from '../../src/pure/money';
import type { Queryable } from '../db/database';
import { oneWayDistanceOf, priceDistance } from '../domains/fare-chart/pricing';
import { ensureChart, insertJourney, setChartEffectiveFrom } from '../domains/fare-chart/queries';
import {
  findSfcEmployee,
  insertRoadDistance,
  type SfcEmployee,
} from '../domains/fare-chart/reference-queries';
import { FARE_RATES, ROAD_DISTANCES } from './demo-company';
import { FARE_CHARTS } from './demo-fare-charts';
import { type Places, referenceEffectiveFrom } from './places';

/**
 * Road distances, fare rates and the demo's fare charts. Every journey is priced by the fare
 * engine as a save would price it, so the seeded amounts follow the seeded rates.
 */
export async function seedFareCharts(
  tx: Queryable,
  companyId: number,
  employeeIds: Map<string, number>,
  places: Places,
) {
  const effectiveFrom = referenceEffectiveFrom();
  const cityId = (name: string) => places.cities.get(name) as number;
  for (const [from, to, km] of ROAD_DISTANCES) {
    await insertRoadDistance(tx, companyId, [cityId(from), cityId(to)], km, effectiveFrom);
  }
  for (const rate of FARE_RATES) {
    await tx.query(
      `insert into fare_rate (company_id, transport_id, grade_id, paise_per_km, effective_from)
       values ($1, $2, $3, $4, $5)`,
      [companyId, rate.transportId, rate.gradeId, toPaise(rate.rupeesPerKm), effectiveFrom],
    );
  }
  const today = businessDate();
  const dates = { approved: monthStart(monthOf(today, -2)), next: monthStart(monthOf(today, 1)) };
  for (const [userName, journeys] of Object.entries(FARE_CHARTS)) {
    const employee = (await findSfcEmployee(tx, employeeIds.get(userName) as number)) as SfcEmployee;
    const chart = await ensureChart(tx, companyId, employee.employeeId);
    await setChartEffectiveFrom(tx, chart.stpfcId, dates.approved);
    for (const journey of journeys) {
      const pair = {
        fromCityId: cityId(journey.from),
        toCityId: cityId(journey.to),
        fromCityName: journey.from,
        toCityName: journey.to,
      };
      const effectiveDate = dates[journey.effective];
      const distance = await oneWayDistanceOf(tx, companyId, pair, null, effectiveDate);
      const { price } = await priceDistance(
        tx,
        employee,
        { oneWayDistanceKm: distance.km, transportId: journey.transportId, categoryId: journey.categoryId },
        effectiveDate,
      );
      await insertJourney(
        tx,
        { stpfcId: chart.stpfcId, companyId },
        {
          fromTerritoryId: places.cityTerritories.get(journey.from) as number,
          toTerritoryId: places.cityTerritories.get(journey.to) as number,
          fromCityId: pair.fromCityId,
          toCityId: pair.toCityId,
          categoryId: journey.categoryId,
          transportId: journey.transportId,
          effectiveDate,
          numberOfChemist: journey.chemists,
          numberOfDoctors: journey.doctors,
          specification: journey.specification,
          remarks: journey.remarks,
          price,
        },
        journey.status,
        journey.reason ?? null,
      );
    }
  }
}
