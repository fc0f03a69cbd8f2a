// CSV import and export of customers (issue 27): named by their city and name; the territory is the
// city's. A customer an employee added in the field is confirmed by a file that names it.
import { CSV_COLUMNS } from '../../../../src/contract/admin/csv';
import { CUSTOMER_TYPES } from '../../../../src/contract/calls';
import { customerRecord } from '../audit/records';
import { type CsvKind, inBatches, lower, type Planner } from '../csv/rows';
import {
  customerIdsByKey,
  listCitiesWithTerritory,
  listCustomersForFile,
  listCustomersForPlan,
  upsertCustomers,
} from './queries';

const planCustomers: Planner = async (db, caller, rows) => {
  const companyId = caller.companyId;
  const problems: string[] = [];
  const cities = new Map((await listCitiesWithTerritory(db, companyId)).map((row) => [lower(row.name), row]));
  const existing = new Map(
    (await listCustomersForPlan(db, companyId)).map((row) => [`${row.cityId}|${lower(row.name)}`, row]),
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
      await inBatches(changed, (batch) => upsertCustomers(tx, companyId, batch));
      const ids = await customerIdsByKey(tx, companyId, [...new Set(changed.map((row) => row.cityId))]);
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

export const customersFile: CsvKind = {
  columns: CSV_COLUMNS.customers,
  plan: planCustomers,
  exportRows: async (db, companyId) =>
    (await listCustomersForFile(db, companyId)).map((row) => [
      row.name,
      row.type,
      row.city,
      row.territory,
      row.isActive ? 'yes' : 'no',
    ]),
};
