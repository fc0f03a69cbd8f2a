// The demo company's places: territories, cities, categories and transport modes, all in effect
// since a date well before the demo's oldest month.
import { businessDate, monthOf } from '../../src/pure/calendar';
import type { Queryable } from '../db/database';
import { CATEGORIES, TERRITORIES, TRANSPORT_MODES } from './demo-company';

/** In effect since an Indian financial year that began well before the demo's oldest month. */
export function referenceEffectiveFrom(): string {
  return `${monthOf(businessDate()).year - 2}-04-01`;
}

export interface Places {
  territories: Map<string, number>;
  cities: Map<string, number>;
  /** City name to its territory's id. */
  cityTerritories: Map<string, number>;
}

export async function seedPlaces(tx: Queryable, companyId: number): Promise<Places> {
  const effectiveFrom = referenceEffectiveFrom();
  const territories = new Map<string, number>();
  const cities = new Map<string, number>();
  const cityTerritories = new Map<string, number>();
  for (const [territory, cityNames] of Object.entries(TERRITORIES)) {
    const territoryId = await insertId(
      tx,
      'insert into territory (company_id, name, effective_from) values ($1, $2, $3) returning id',
      [companyId, territory, effectiveFrom],
    );
    territories.set(territory, territoryId);
    for (const name of cityNames) {
      const cityId = await insertId(
        tx,
        'insert into city (company_id, territory_id, name, effective_from) values ($1, $2, $3, $4) returning id',
        [companyId, territoryId, name, effectiveFrom],
      );
      cities.set(name, cityId);
      cityTerritories.set(name, territoryId);
    }
  }
  for (const { id, name } of CATEGORIES) {
    await tx.query('insert into category (id, company_id, name, effective_from) values ($1, $2, $3, $4)', [
      id,
      companyId,
      name,
      effectiveFrom,
    ]);
  }
  for (const { id, name } of TRANSPORT_MODES) {
    await tx.query(
      'insert into transport_mode (id, company_id, name, effective_from) values ($1, $2, $3, $4)',
      [id, companyId, name, effectiveFrom],
    );
  }
  return { territories, cities, cityTerritories };
}

export async function insertId(tx: Queryable, sql: string, params: unknown[]): Promise<number> {
  const rows = await tx.query<{ id: number }>(sql, params);
  return (rows[0] as { id: number }).id;
}
