// The fare engine's arithmetic (DESIGN.md section 4 'Fare chart'): whole km and integer paise in,
// the prices of a journey out. Pure, so the rules read in one place and test without a database.

import { SFC_SAYS } from '../../../src/contract/fare-chart-texts';
import type { Text } from '../../../src/pure/texts';

export interface JourneyPrice {
  oneWayDistanceKm: number;
  twoWayDistanceKm: number;
  oneWayFarePaise: number;
  twoWayFarePaise: number;
  allowancePaise: number;
  totalPaise: number;
}

/** Two-way = 2 × one-way; fare = distance × rate; total = allowance + two-way fare. */
export function priceJourney(
  oneWayDistanceKm: number,
  paisePerKm: number,
  allowancePaise: number,
): JourneyPrice {
  const oneWayFarePaise = oneWayDistanceKm * paisePerKm;
  const twoWayFarePaise = 2 * oneWayFarePaise;
  return {
    oneWayDistanceKm,
    twoWayDistanceKm: 2 * oneWayDistanceKm,
    oneWayFarePaise,
    twoWayFarePaise,
    allowancePaise,
    totalPaise: allowancePaise + twoWayFarePaise,
  };
}

/** The key the app matches a category by: 'HQ', 'EX' (EX-HQ), 'OU' (Out Station). */
export function allowanceKey(categoryName: string): string {
  return categoryName.trim().slice(0, 2).toUpperCase();
}

export interface CategoryAllowance {
  categoryId: number;
  categoryName: string;
  amountPaise: number;
}

/** Paise per day keyed by allowanceKey; the first category wins should two names share a key. */
export function allowanceTable(allowances: CategoryAllowance[]): Record<string, number> {
  const table: Record<string, number> = {};
  for (const { categoryName, amountPaise } of allowances) {
    const key = allowanceKey(categoryName);
    if (!(key in table)) table[key] = amountPaise;
  }
  return table;
}

/** The HQ rule of spec section 5, both ways: the text to refuse with, or null when it holds. */
export function hqRuleViolation(categoryId: number, fromCityId: number, toCityId: number): Text | null {
  const isHq = categoryId === HQ_CATEGORY_ID;
  if (fromCityId === toCityId && !isHq) return SFC_SAYS.sameCityNotHq;
  if (fromCityId !== toCityId && isHq) return SFC_SAYS.hqNeedsSameCity;
  return null;
}

export const HQ_CATEGORY_ID = 1;
