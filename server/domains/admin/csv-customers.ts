// CSV import of customers (issue 27): named by their city and name; the territory is the city's.
// A customer an employee added in the field is confirmed by a file that names it.
import { CUSTOMER_TYPES } from '../../../src/contract/calls';
import { customerRecord } from './audit-records';
import { inBatches, lower, type Planner } from './csv-rows';

export const planCustomers: Planner = async (db, caller, rows) => {
  const companyId = caller.companyId;
  const problems: string[] = [];
  const cities = new Map(
    (
      await db.query<{ id: number; name: string; territory: string }>(
        `select c.id, c.name, t.name as territory from city c join territory t on t.id = c.territory_id
          where c.company_id = $1`,
        [companyId],
      )
    ).map((row) => [lower(row.name), row]),
  );
  const existing = new Map(
    (
      await db.query<{
        id: number;
        name: string;
        type: string;
        cityId: number;
        isActive: boolean;
        isConfirmed: boolean;
      }>(
        `select id, name, customer_type as type, city_id as "cityId", is_active as "isActive",
                is_confirmed as "isConfirmed"
           from customer where company_id = $1`,
        [companyId],
      )
    ).map((row) => [`${row.cityId}|${lower(row.name)}`, row]),
  );
  const seen = new Map<string, number>();
  const changed: {
    line: number;
    name: string;
    type: string;
    cityId: number;
    city: string;
    isActive: boolean;
  }[] = [];
  for (const { line, values } of rows) {
    const at = `Row ${line}:`;
    const before = problems.length;
    const name = values.name as string;
    if (!name || name.length > 100) problems.push(`${at} name is required (at most 100 characters)`);
    const type = CUSTOMER_TYPES.find((option) => lower(option) === lower(values.type as string));
    if (!type) problems.push(`${at} type ${values.type} must be Doctor or Chemist`);
    const city = cities.get(lower(values.city as string));
    if (!city) problems.push(`${at} city ${values.city} is not a city`);
    else if (values.territory && lower(values.territory) !== lower(city.territory)) {
      problems.push(`${at} city ${city.name} is in the territory ${city.territory}, not ${values.territory}`);
    }
    const active = lower(values.active as string);
    if (!['yes', 'no', 'true', 'false', ''].includes(active))
      problems.push(`${at} active ${values.active} must be yes or no`);
    if (problems.length > before || !city || !type) continue;
    const key = `${city.id}|${lower(name)}`;
    if (seen.has(key)) {
      problems.push(`${at} ${name} in ${city.name} is also on row ${seen.get(key)}`);
      continue;
    }
    seen.set(key, line);
    const isActive = active !== 'no' && active !== 'false';
    const row = existing.get(key);
    if (!row || row.name !== name || row.type !== type || row.isActive !== isActive || !row.isConfirmed) {
      changed.push({ line, name, type, cityId: city.id, city: city.name, isActive });
    }
  }
  return {
    rows: rows.length,
    problems,
    changes: changed.length,
    apply: async (tx, audit) => {
      await inBatches(changed, async (batch) => {
        const json = JSON.stringify(
          batch.map(({ name, type, cityId, isActive }) => ({
            name,
            type,
            city_id: cityId,
            is_active: isActive,
          })),
        );
        await tx.query(
          `insert into customer (company_id, territory_id, city_id, name, customer_type, is_active, is_confirmed)
           select $1, c.territory_id, c.id, r.name, r.type, r.is_active, true
             from json_to_recordset($2::json) as r(name text, type text, city_id int, is_active boolean)
             join city c on c.id = r.city_id and c.company_id = $1
           on conflict (company_id, city_id, lower(name)) do update
              set name = excluded.name, customer_type = excluded.customer_type,
                  is_active = excluded.is_active, is_confirmed = true`,
          [companyId, json],
        );
      });
      const ids = new Map(
        (
          await tx.query<{ id: number; key: string }>(
            `select id, city_id || '|' || lower(name) as key from customer
              where company_id = $1 and city_id = any($2::int[])`,
            [companyId, [...new Set(changed.map((row) => row.cityId))]],
          )
        ).map((row) => [row.key, row.id]),
      );
      for (const row of changed) {
        const before = existing.get(`${row.cityId}|${lower(row.name)}`);
        audit.push({
          companyId,
          actorId: caller.employeeId,
          ...customerRecord({
            id: ids.get(`${row.cityId}|${lower(row.name)}`) ?? 0,
            name: row.name,
            city: row.city,
          }),
          action: 'imported',
          oldValue: before
            ? {
                name: before.name,
                type: before.type,
                city: row.city,
                isActive: before.isActive,
                isConfirmed: before.isConfirmed,
              }
            : null,
          newValue: {
            name: row.name,
            type: row.type,
            city: row.city,
            isActive: row.isActive,
            isConfirmed: true,
          },
        });
      }
    },
  };
};
