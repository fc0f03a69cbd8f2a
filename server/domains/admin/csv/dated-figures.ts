// CSV import of effective-dated figures (issue 24): one planner for distances, fare rates and daily
// allowances, each kind giving its table and how a row names its figure; a figure in use up to today
// changes from tomorrow at the earliest.

import { CSV_SAYS } from '../../../../src/contract/admin-csv-texts';
import { businessDate } from '../../../../src/pure/calendar';
import type { Text } from '../../../../src/pure/texts';
import type { Queryable } from '../../../db/database';
import type { Caller } from '../../../http/caller';
import { type AuditRecord, datedValues } from '../audit/records';
import {
  type DatedLine,
  type DatedTable,
  listDatedFigures,
  listNames,
  type NamedTable,
  upsertDatedFigures,
} from './dated-queries';
import { inBatches, isDate, lower, type Plan, type Row, rowProblem } from './rows';

/** Reads each row's key and value, or says what is wrong with it. */
type DatedReader = (row: Row) => { key: [number, number]; record: AuditRecord; value: number } | Text;

export async function planDated(
  db: Queryable,
  caller: Caller,
  rows: Row[],
  spec: DatedTable,
  read: DatedReader,
): Promise<Plan> {
  const companyId = caller.companyId;
  const problems: Text[] = [];
  const stored = await listDatedFigures(db, spec, companyId);
  const existing = new Map<string, Map<string, number>>();
  for (const row of stored) {
    const key = `${row.a}|${row.b}`;
    if (!existing.has(key)) existing.set(key, new Map());
    existing.get(key)?.set(row.effectiveFrom, row.value);
  }
  const today = businessDate();
  const seen = new Map<string, number>();
  const changed: DatedLine[] = [];
  for (const row of rows) {
    const effectiveFrom = row.values.effective_from as string;
    const read1 = read(row);
    if ('catalogue' in read1) {
      problems.push(rowProblem(row.line, read1));
      continue;
    }
    if (!isDate(effectiveFrom)) {
      problems.push(
        rowProblem(row.line, CSV_SAYS.isoDate({ column: 'effective_from', value: effectiveFrom })),
      );
      continue;
    }
    const key = `${read1.key[0]}|${read1.key[1]}`;
    const seenKey = `${key}|${effectiveFrom}`;
    if (seen.has(seenKey)) {
      const label = read1.record.recordLabel;
      problems.push(
        rowProblem(
          row.line,
          CSV_SAYS.figureAlsoOnRow({ label, date: effectiveFrom, row: seen.get(seenKey) ?? 0 }),
        ),
      );
      continue;
    }
    seen.set(seenKey, row.line);
    const value = spec.toStored(read1.value);
    const figures = existing.get(key);
    if (figures?.get(effectiveFrom) === value) continue;
    if (figures && figures.size > 0 && effectiveFrom <= today) {
      problems.push(rowProblem(row.line, CSV_SAYS.figurePriced({ label: read1.record.recordLabel })));
      continue;
    }
    changed.push({ line: row.line, key: read1.key, record: read1.record, value, effectiveFrom });
  }
  return {
    rows: rows.length,
    problems,
    changes: changed.length,
    apply: async (tx, audit) => {
      await inBatches(changed, (batch) => upsertDatedFigures(tx, spec, companyId, batch));
      for (const line of changed) {
        // What was in effect on the line's date before, as a form's change records it.
        const figures = [...(existing.get(`${line.key[0]}|${line.key[1]}`) ?? new Map<string, number>())];
        const last = figures
          .filter(([from]) => from <= line.effectiveFrom)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .at(-1);
        audit.push({
          companyId,
          actorId: caller.employeeId,
          ...line.record,
          action: 'imported',
          oldValue: last ? datedValues(spec.kind, spec.fromStored(last[1]), last[0]) : null,
          newValue: datedValues(spec.kind, spec.fromStored(line.value), line.effectiveFrom),
        });
      }
    },
  };
}

/** The company's rows of a table by lower-case name: what a file's names are looked up in. */
export async function namesOf(
  db: Queryable,
  table: NamedTable,
  companyId: number,
): Promise<Map<string, { id: number; name: string }>> {
  const rows = await listNames(db, table, companyId);
  return new Map(rows.map((row) => [lower(row.name), row]));
}
