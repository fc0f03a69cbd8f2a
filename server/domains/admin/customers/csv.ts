// CSV import and export of customers (issue 27): named by their city and name; the territory is the
// city's. A customer an employee added in the field is confirmed by a file that names it.

import { CSV_COLUMNS } from '../../../../src/contract/admin/csv';
import { CSV_SAYS } from '../../../../src/contract/admin-csv-texts';
import { CUSTOMER_TYPES } from '../../../../src/contract/calls';
import type { Text } from '../../../../src/pure/texts';
import { customerRecord } from '../audit/records';
import { type CsvKind, inBatches, lower, type Planner, rowProblem } from '../csv/rows';
import {
  customerIdsByKey,
  listCitiesWithTerritory,
  listCustomersForFile,
  listCustomersForPlan,
  upsertCustomers,
} from './queries';

const planCustomers: Planner = async (db, caller, rows) => {
  const companyId = caller.companyId;
  const problems: Text[] = [];
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
    const say = (problem: Text) => problems.push(rowProblem(line, problem));
    const before = problems.length;
    const name = values.name as string;
    if (!name || name.length > 100) say(CSV_SAYS.required({ column: 'name' }));
    const type = CUSTOMER_TYPES.find((option) => lower(option) === lower(values.type as string));
    if (!type) say(CSV_SAYS.customerType({ column: 'type', value: values.type ?? '' }));
    const city = cities.get(lower(values.city as string));
    if (!city) say(CSV_SAYS.notACity({ column: 'city', value: values.city ?? '' }));
    else if (values.territory && lower(values.territory) !== lower(city.territory)) {
      say(
        CSV_SAYS.cityInOtherTerritory({
          city: city.name,
          territory: city.territory,
          given: values.territory,
        }),
      );
    }
    const active = lower(values.active as string);
    if (!['yes', 'no', 'true', 'false', ''].includes(active))
      say(CSV_SAYS.yesOrNo({ column: 'active', value: values.active ?? '' }));
    if (problems.length > before || !city || !type) continue;
    const key = `${city.id}|${lower(name)}`;
    if (seen.has(key)) {
      say(CSV_SAYS.customerAlsoOnRow({ name, city: city.name, row: seen.get(key) ?? 0 }));
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
