// CSV import and export of fare rates and daily allowances (issue 24): a mode or category by name,
// a grade, rupees, and the date they take effect.

import { CSV_COLUMNS } from '../../../../src/contract/admin/csv';
import { CSV_SAYS } from '../../../../src/contract/admin-csv-texts';
import { paiseAsDecimal, toPaise, toRupees } from '../../../../src/pure/money';
import { rateRecord } from '../audit/records';
import { namesOf, planDated } from '../csv/dated-figures';
import { type CsvKind, lower, type Planner, rupees, wholeNumber } from '../csv/rows';
import { listAllowancesForFile, listFareRatesForFile } from './queries';

const gradeProblem = (value: string | undefined) =>
  CSV_SAYS.wholeNumber({ column: 'grade', value: value ?? '', min: 1, max: 20 });

const planFareRates: Planner = async (db, caller, rows) => {
  const modes = await namesOf(db, 'transport_mode', caller.companyId);
  return planDated(
    db,
    caller,
    rows,
    {
      kind: 'fareRate',
      table: 'fare_rate',
      keyColumns: ['transport_id', 'grade_id'],
      valueColumn: 'paise_per_km',
      toStored: toPaise,
      fromStored: toRupees,
    },
    ({ values }) => {
      const mode = modes.get(lower(values.transport as string));
      if (!mode) return CSV_SAYS.notATransportMode({ column: 'transport', value: values.transport ?? '' });
      const grade = wholeNumber(values.grade as string, 1, 20);
      if (grade === undefined) return gradeProblem(values.grade);
      const value = rupees(values.rupees_per_km as string);
      if (value === undefined)
        return CSV_SAYS.amountLike({
          column: 'rupees_per_km',
          value: values.rupees_per_km ?? '',
          example: '3.50',
        });
      return { key: [mode.id, grade], record: rateRecord('fareRate', mode, grade), value };
    },
  );
};

const planAllowances: Planner = async (db, caller, rows) => {
  const categories = await namesOf(db, 'category', caller.companyId);
  return planDated(
    db,
    caller,
    rows,
    {
      kind: 'allowance',
      table: 'daily_allowance',
      keyColumns: ['category_id', 'grade_id'],
      valueColumn: 'amount_paise',
      toStored: toPaise,
      fromStored: toRupees,
    },
    ({ values }) => {
      const category = categories.get(lower(values.category as string));
      if (!category) return CSV_SAYS.notACategory({ column: 'category', value: values.category ?? '' });
      const grade = wholeNumber(values.grade as string, 1, 20);
      if (grade === undefined) return gradeProblem(values.grade);
      const value = rupees(values.rupees as string);
      if (value === undefined)
        return CSV_SAYS.amountLikeEither({
          column: 'rupees',
          value: values.rupees ?? '',
          example: '250',
          other: '250.50',
        });
      return { key: [category.id, grade], record: rateRecord('allowance', category, grade), value };
    },
  );
};

export const fareRatesFile: CsvKind = {
  columns: CSV_COLUMNS.fareRates,
  plan: planFareRates,
  exportRows: async (db, companyId) =>
    (await listFareRatesForFile(db, companyId)).map((row) => [
      row.name,
      row.grade,
      paiseAsDecimal(row.paise),
      row.d,
    ]),
};

export const allowancesFile: CsvKind = {
  columns: CSV_COLUMNS.allowances,
  plan: planAllowances,
  exportRows: async (db, companyId) =>
    (await listAllowancesForFile(db, companyId)).map((row) => [
      row.name,
      row.grade,
      paiseAsDecimal(row.paise),
      row.d,
    ]),
};
