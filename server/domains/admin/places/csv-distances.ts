// CSV import and export of road distances (issue 24): a pair named by its two cities, either way
// round, with its km from a date.

import { CSV_COLUMNS } from '../../../../src/contract/admin/csv';
import { CSV_SAYS } from '../../../../src/contract/admin-csv-texts';
import { distanceRecord } from '../audit/records';
import { namesOf, planDated } from '../csv/dated-figures';
import { type CsvKind, lower, type Planner, wholeNumber } from '../csv/rows';
import { listDistancesForFile } from './queries';

const planDistances: Planner = async (db, caller, rows) => {
  const cities = await namesOf(db, 'city', caller.companyId);
  return planDated(
    db,
    caller,
    rows,
    {
      kind: 'distance',
      table: 'road_distance',
      keyColumns: ['city_a_id', 'city_b_id'],
      valueColumn: 'distance_km',
      toStored: (km) => km,
      fromStored: (km) => km,
    },
    ({ values }) => {
      const from = cities.get(lower(values.from_city as string));
      const to = cities.get(lower(values.to_city as string));
      if (!from) return CSV_SAYS.notACity({ column: 'from_city', value: values.from_city ?? '' });
      if (!to) return CSV_SAYS.notACity({ column: 'to_city', value: values.to_city ?? '' });
      if (from.id === to.id) return CSV_SAYS.twoCities;
      const km = wholeNumber(values.km as string, 1, 5000);
      if (km === undefined)
        return CSV_SAYS.wholeNumber({ column: 'km', value: values.km ?? '', min: 1, max: 5000 });
      const [first, second] = from.id < to.id ? [from, to] : [to, from];
      return { key: [first.id, second.id], record: distanceRecord(first, second), value: km };
    },
  );
};

export const distancesFile: CsvKind = {
  columns: CSV_COLUMNS.distances,
  plan: planDistances,
  exportRows: async (db, companyId) =>
    (await listDistancesForFile(db, companyId)).map((row) => [row.a, row.b, row.km, row.d]),
};
