// CSV import and export of company holidays (issue 24): a new holiday must be after today, since
// days up to today are already in the months of the staff; a holiday's name may change at any time.
import { CSV_COLUMNS } from '../../../../src/contract/admin/csv';
import { businessDate } from '../../../../src/pure/calendar';
import { holidayRecord } from '../audit/records';
import { type CsvKind, inBatches, isDate, type Planner } from '../csv/rows';
import { listAllHolidays, upsertHolidays } from './queries';

const planHolidays: Planner = async (db, caller, rows) => {
  const companyId = caller.companyId;
  const existing = new Map((await listAllHolidays(db, companyId)).map((row) => [row.date, row.name]));
  const today = businessDate();
  const problems: string[] = [];
  const seen = new Map<string, number>();
  const changed: { date: string; name: string }[] = [];
  for (const { line, values } of rows) {
    const date = values.date as string;
    const name = values.name as string;
    if (!isDate(date)) {
      problems.push(`Row ${line}: date ${date} must be a date as YYYY-MM-DD`);
      continue;
    }
    if (!name || name.length > 100) {
      problems.push(`Row ${line}: name is required (at most 100 characters)`);
      continue;
    }
    if (seen.has(date)) {
      problems.push(`Row ${line}: ${date} is also on row ${seen.get(date)}`);
      continue;
    }
    seen.set(date, line);
    const before = existing.get(date);
    if (before === name) continue;
    if (before === undefined && date <= today) {
      problems.push(
        `Row ${line}: ${date} is not after today: days up to today are already in the months of the staff`,
      );
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
