// The demo's city classes and limits (issue 37): the Government of India's classes of the demo's
// cities, and Sunrise's limits by grade, so that asha's Lonavala hotel night on last month's claim
// is over its limit and vikram sees the flag.
import { toPaise } from '../../src/pure/money';
import type { Queryable } from '../db/database';
import { referenceEffectiveFrom } from './places';

/**
 * X and Y as the Government of India classes them (the urban agglomerations: Pimpri-Chinchwad and
 * Hadapsar are Pune's, Thane Mumbai's); every other demo city keeps the default, Z.
 */
const CITY_CLASSES: Record<string, 'X' | 'Y'> = {
  Mumbai: 'X',
  Thane: 'X',
  Pune: 'X',
  'Pimpri-Chinchwad': 'X',
  Hadapsar: 'X',
  Bengaluru: 'X',
  Nashik: 'Y',
  Malegaon: 'Y',
  Mysuru: 'Y',
};

interface DemoLimit {
  expenseType: string;
  gradeId: number;
  per: 'bill' | 'day' | 'night' | 'month';
  rupees: Record<'X' | 'Y' | 'Z', number>;
}

/** Sunrise's travel policy: lodging a night, food a day, a mobile recharge a month. */
export const DEMO_LIMITS: DemoLimit[] = [
  { expenseType: 'Accommodation', gradeId: 1, per: 'night', rupees: { X: 2500, Y: 2000, Z: 1500 } },
  { expenseType: 'Accommodation', gradeId: 2, per: 'night', rupees: { X: 3500, Y: 2800, Z: 2000 } },
  { expenseType: 'Food', gradeId: 1, per: 'day', rupees: { X: 600, Y: 500, Z: 400 } },
  { expenseType: 'Food', gradeId: 2, per: 'day', rupees: { X: 900, Y: 750, Z: 600 } },
  { expenseType: 'Mobile Recharge', gradeId: 1, per: 'month', rupees: { X: 400, Y: 400, Z: 400 } },
  { expenseType: 'Mobile Recharge', gradeId: 2, per: 'month', rupees: { X: 600, Y: 600, Z: 600 } },
];

/** Every company's demo cities, by name. */
export async function seedCityClasses(tx: Queryable): Promise<void> {
  await tx.query(
    `update city set city_class = c.class
       from jsonb_to_recordset($1::jsonb) as c(name text, class text)
      where city.name = c.name`,
    [JSON.stringify(Object.entries(CITY_CLASSES).map(([name, cityClass]) => ({ name, class: cityClass })))],
  );
}

export async function seedLimits(tx: Queryable, companyId: number): Promise<void> {
  const rows = DEMO_LIMITS.flatMap((limit) =>
    (['X', 'Y', 'Z'] as const).map((cityClass) => ({
      type: limit.expenseType,
      grade: limit.gradeId,
      class: cityClass,
      per: limit.per,
      paise: toPaise(limit.rupees[cityClass]),
    })),
  );
  await tx.query(
    `insert into expense_limit (company_id, expense_type_id, grade_id, city_class, per, amount_paise, effective_from)
     select $1, et.id, r.grade, r.class, r.per, r.paise, $3::date
       from jsonb_to_recordset($2::jsonb) as r(type text, grade int, class text, per text, paise int)
       join expense_type et on et.company_id = $1 and et.name = r.type`,
    [companyId, JSON.stringify(rows), referenceEffectiveFrom()],
  );
}
