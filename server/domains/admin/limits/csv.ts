// CSV import and export of limits (issue 37): an expense type by name, a grade, a city class, what
// the limit is per, rupees (empty: no limit from that date), and the date it takes effect. Like the
// other dated figures, a limit in use up to today changes from tomorrow at the earliest.

import { CSV_COLUMNS } from '../../../../src/contract/admin/csv';
import { CSV_SAYS } from '../../../../src/contract/admin-csv-texts';
import { CITY_CLASSES, LIMIT_PERIODS } from '../../../../src/contract/limits';
import { businessDate } from '../../../../src/pure/calendar';
import { paiseAsDecimal, toPaise, toRupees } from '../../../../src/pure/money';
import type { Text } from '../../../../src/pure/texts';
import { listExpenseTypeNames } from '../../limits/queries';
import { type AuditRecord, limitRecord } from '../audit/records';
import {
  type CsvKind,
  inBatches,
  isDate,
  lower,
  type Planner,
  type Row,
  rowProblem,
  rupees,
  wholeNumber,
} from '../csv/rows';
import { type LimitLine, listCompanyLimits, type StoredLimit, upsertLimits } from './queries';

interface Read extends LimitLine {
  record: AuditRecord;
}

const keyOf = (line: { expenseTypeId: number; gradeId: number; cityClass: string }) =>
  `${line.expenseTypeId}|${line.gradeId}|${line.cityClass}`;

const valuesOf = (line: { per: string; amountPaise: number | null; effectiveFrom: string }) => ({
  per: line.per,
  rupees: line.amountPaise === null ? null : toRupees(line.amountPaise),
  effectiveFrom: line.effectiveFrom,
});

function readLimit(values: Row['values'], types: Map<string, { id: number; name: string }>): Read | Text {
  const type = types.get(lower(values.expense_type as string));
  if (!type) return CSV_SAYS.notAnExpenseType({ column: 'expense_type', value: values.expense_type ?? '' });
  const gradeId = wholeNumber(values.grade as string, 1, 20);
  if (gradeId === undefined)
    return CSV_SAYS.wholeNumber({ column: 'grade', value: values.grade ?? '', min: 1, max: 20 });
  const cityClass = CITY_CLASSES.find((option) => option === (values.city_class as string).toUpperCase());
  if (!cityClass) return CSV_SAYS.cityClass({ column: 'city_class', value: values.city_class ?? '' });
  const per = LIMIT_PERIODS.find((option) => option === lower(values.per as string));
  if (!per) return CSV_SAYS.limitPer({ column: 'per', value: values.per ?? '' });
  const amount = values.rupees === '' ? null : rupees(values.rupees as string);
  if (amount === undefined || amount === 0)
    return CSV_SAYS.limitAmount({
      column: 'rupees',
      value: values.rupees ?? '',
      example: '2000',
      other: '2000.50',
    });
  const effectiveFrom = values.effective_from as string;
  if (!isDate(effectiveFrom)) return CSV_SAYS.isoDate({ column: 'effective_from', value: effectiveFrom });
  return {
    expenseTypeId: type.id,
    gradeId,
    cityClass,
    per,
    amountPaise: amount === null ? null : toPaise(amount),
    effectiveFrom,
    record: limitRecord(type, gradeId, cityClass),
  };
}

const planLimits: Planner = async (db, caller, rows) => {
  const companyId = caller.companyId;
  const [typeRows, stored] = await Promise.all([
    listExpenseTypeNames(db, companyId),
    listCompanyLimits(db, companyId),
  ]);
  const types = new Map(typeRows.map((type) => [lower(type.name), type]));
  const existing = new Map<string, StoredLimit[]>();
  for (const limit of stored) existing.set(keyOf(limit), [...(existing.get(keyOf(limit)) ?? []), limit]);
  const today = businessDate();
  const problems: Text[] = [];
  const seen = new Map<string, number>();
  const changed: (Read & { before: StoredLimit | undefined })[] = [];
  for (const row of rows) {
    const read = readLimit(row.values, types);
    if ('catalogue' in read) {
      problems.push(rowProblem(row.line, read));
      continue;
    }
    const key = keyOf(read);
    const seenKey = `${key}|${read.effectiveFrom}`;
    if (seen.has(seenKey)) {
      const label = read.record.recordLabel;
      problems.push(
        rowProblem(
          row.line,
          CSV_SAYS.figureAlsoOnRow({ label, date: read.effectiveFrom, row: seen.get(seenKey) ?? 0 }),
        ),
      );
      continue;
    }
    seen.set(seenKey, row.line);
    const figures = existing.get(key) ?? [];
    const same = figures.find((figure) => figure.effectiveFrom === read.effectiveFrom);
    if (same && same.per === read.per && same.amountPaise === read.amountPaise) continue;
    if (figures.length > 0 && read.effectiveFrom <= today) {
      problems.push(rowProblem(row.line, CSV_SAYS.limitJudged({ label: read.record.recordLabel })));
      continue;
    }
    // What was in effect on the line's date before, as the audit log shows it.
    const before = figures.filter((figure) => figure.effectiveFrom <= read.effectiveFrom).at(-1);
    changed.push({ ...read, before });
  }
  return {
    rows: rows.length,
    problems,
    changes: changed.length,
    apply: async (tx, audit) => {
      await inBatches(changed, (batch) => upsertLimits(tx, companyId, batch));
      for (const line of changed) {
        audit.push({
          companyId,
          actorId: caller.employeeId,
          ...line.record,
          action: 'imported',
          oldValue: line.before ? valuesOf(line.before) : null,
          newValue: valuesOf(line),
        });
      }
    },
  };
};

export const limitsFile: CsvKind = {
  columns: CSV_COLUMNS.limits,
  plan: planLimits,
  exportRows: async (db, companyId) =>
    (await listCompanyLimits(db, companyId)).map((limit) => [
      limit.expenseType,
      limit.gradeId,
      limit.cityClass,
      limit.per,
      limit.amountPaise === null ? '' : paiseAsDecimal(limit.amountPaise),
      limit.effectiveFrom,
    ]),
};
