// Prices a journey from the company's reference data in effect on a date: road distance, fare
// rate at the employee's grade, and the daily allowances (DESIGN.md section 4 'Fare chart').

import { SFC_SAYS } from '../../../src/contract/fare-chart-texts';
import type { Queryable } from '../../db/database';
import { conflict } from '../../http/errors';
import { type CategoryAllowance, type JourneyPrice, priceJourney } from './fare-engine';
import {
  findFarePaisePerKm,
  findRoadDistanceKm,
  findTransportMode,
  listAllowances,
} from './reference-queries';

interface PricingSubject {
  companyId: number;
  gradeId: number;
}

interface Priced {
  price: JourneyPrice;
  allowances: CategoryAllowance[];
  isDistanceKnown: boolean;
}

/**
 * The one-way distance of a city pair: 0 within one city, the company's road distance when it
 * has one (the client's figure is not read), else the client's figure, which is then required.
 */
export async function oneWayDistanceOf(
  db: Queryable,
  companyId: number,
  pair: { fromCityId: number; toCityId: number; fromCityName: string; toCityName: string },
  clientKm: number | null | undefined,
  onDate: string,
): Promise<{ km: number; isKnown: boolean }> {
  if (pair.fromCityId === pair.toCityId) return { km: 0, isKnown: true };
  const known = await findRoadDistanceKm(db, companyId, [pair.fromCityId, pair.toCityId], onDate);
  if (known !== undefined) return { km: known, isKnown: true };
  if (clientKm === null || clientKm === undefined || clientKm <= 0) {
    throw conflict(SFC_SAYS.noRoadDistance({ from: pair.fromCityName, to: pair.toCityName }));
  }
  return { km: clientKm, isKnown: false };
}

/** Prices a one-way distance for a transport mode and, when given, a category. */
export async function priceDistance(
  db: Queryable,
  subject: PricingSubject,
  input: { oneWayDistanceKm: number; transportId: number; categoryId?: number | undefined },
  onDate: string,
): Promise<Omit<Priced, 'isDistanceKnown'> & { categoryAllowancePaise: number | null }> {
  const paisePerKm = await findFarePaisePerKm(
    db,
    subject.companyId,
    input.transportId,
    subject.gradeId,
    onDate,
  );
  if (paisePerKm === undefined) {
    const mode = await findTransportMode(db, subject.companyId, input.transportId);
    throw conflict(
      mode
        ? SFC_SAYS.noFareRate({ mode: mode.transportName, date: onDate })
        : `There is no transport mode ${input.transportId}.`,
    );
  }
  const allowances = await listAllowances(db, subject.companyId, subject.gradeId, onDate);
  let categoryAllowancePaise: number | null = null;
  if (input.categoryId !== undefined) {
    const chosen = allowances.find((allowance) => allowance.categoryId === input.categoryId);
    if (!chosen) throw conflict(SFC_SAYS.noAllowance({ category: String(input.categoryId), date: onDate }));
    categoryAllowancePaise = chosen.amountPaise;
  }
  return {
    price: priceJourney(input.oneWayDistanceKm, paisePerKm, categoryAllowancePaise ?? 0),
    allowances,
    categoryAllowancePaise,
  };
}
