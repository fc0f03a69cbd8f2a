// CSV import and export of company holidays (issue 24): a new holiday must be after today, since
// days up to today are already in the months of the staff; a holiday's name may change at any time.

import { CSV_COLUMNS } from '../../../../src/contract/admin/csv';
import { CSV_SAYS } from '../../../../src/contract/admin-csv-texts';
import { businessDate } from '../../../../src/pure/calendar';
import type { Text } from '../../../../src/pure/texts';
import { holidayRecord } from '../audit/records';
import { type CsvKind, inBatches, isDate, type Planner, rowProblem } from '../csv/rows';
import { listAllHolidays, upsertHolidays } from './queries';

const planHolidays: Planner = async (db, caller, rows) => {
  const companyId = caller.companyId;
  const existing = new Map((await listAllHolidays(db, companyId)).map((row) => [row.date, row.name]));
  const today = businessDate();
  const problems: Text[] = [];
  const seen = new Map<string, number>();
  const changed: { date: string; name: string }[] = [];
  for (const { line, values } of rows) {
    const date = values.date as string;
    const name = values.name as string;
    if (!isDate(date)) {
      problems.push(rowProblem(line, CSV_SAYS.isoDate({ column: 'date', value: date })));
      continue;
    }
    if (!name || name.length > 100) {
      problems.push(rowProblem(line, CSV_SAYS.required({ column: 'name' })));
      continue;
    }
    if (seen.has(date)) {
      problems.push(rowProblem(line, CSV_SAYS.dateAlsoOnRow({ date, row: seen.get(date) ?? 0 })));
      continue;
    }
    seen.set(date, line);
    const before = existing.get(date);
    if (before === name) continue;
    if (before === undefined && date <= today) {
      problems.push(rowProblem(line, CSV_SAYS.holidayPast({ date })));
      continue;
    }
    changed.push({ date, name });
  }
  return {
    rows: rows.length,
    problems,
    changes: changed.length,
    apply: async (tx, audit) => {
      await inBatches(changed, (batch) => upsertHolidays(tx, companyId, batch));
      for (const row of changed) {
        const before = existing.get(row.date);
        audit.push({
          companyId,
          actorId: caller.employeeId,
          ...holidayRecord(row),
          action: 'imported',
          oldValue: before === undefined ? null : { name: before },
          newValue: { name: row.name },
        });
      }
    },
  };
};

export const holidaysFile: CsvKind = {
  columns: CSV_COLUMNS.holidays,
  plan: planHolidays,
  exportRows: async (db, companyId) =>
    (await listAllHolidays(db, companyId)).map((row) => [row.date, row.name]),
};
