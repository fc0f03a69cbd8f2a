// CSV import and export of fare rates and daily allowances (issue 24): a mode or category by name,
// a grade, rupees, and the date they take effect.
import { CSV_COLUMNS } from '../../../../src/contract/admin/csv';
import { paiseAsDecimal, toPaise, toRupees } from '../../../../src/pure/money';
import { rateRecord } from '../audit/records';
import { namesOf, planDated } from '../csv/dated-figures';
import { type CsvKind, lower, type Planner, rupees, wholeNumber } from '../csv/rows';
import { listAllowancesForFile, listFareRatesForFile } from './queries';

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
      if (!mode) return `transport ${values.transport} is not a transport mode`;
      const grade = wholeNumber(values.grade as string, 1, 20);
      if (grade === undefined) return `grade ${values.grade} must be a whole number from 1 to 20`;
      const value = rupees(values.rupees_per_km as string);
      if (value === undefined) return `rupees_per_km ${values.rupees_per_km} must be an amount like 3.50`;
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
      if (!category) return `category ${values.category} is not a category (HQ, EX-HQ or Out Station)`;
      const grade = wholeNumber(values.grade as string, 1, 20);
      if (grade === undefined) return `grade ${values.grade} must be a whole number from 1 to 20`;
      const value = rupees(values.rupees as string);
      if (value === undefined) return `rupees ${values.rupees} must be an amount like 250 or 250.50`;
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
