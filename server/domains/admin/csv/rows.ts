// The CSV engine's parts that every kind of file shares (issue 24): what a kind is (CsvKind), a
// file's rows by its header, what a kind's planner makes of them (a Plan), value readers, and
// batched writes.

import { CSV_SAYS } from '../../../../src/contract/admin-csv-texts';
import { ZIsoDate } from '../../../../src/contract/fields';
import type { Text } from '../../../../src/pure/texts';
import type { Queryable } from '../../../db/database';
import type { Caller } from '../../../http/caller';
import { readCsv } from '../../../lib/csv';
import type { AuditChange } from '../audit/records';

/**
 * One kind of file, as its slice defines it (places/csv-cities.ts, employees/csv.ts, ...) and
 * csv/kinds.ts lists it: the engine checks, imports and exports every kind alike.
 */
export interface CsvKind {
  /** The header line, exactly (the contract's CSV_COLUMNS). */
  columns: readonly string[];
  /** Columns at the end that a file made before they existed may leave out. */
  optionalColumns?: number | undefined;
  plan: Planner;
  /** The company's records as the file's rows, in the order of the columns. */
  exportRows: (db: Queryable, companyId: number) => Promise<(string | number)[][]>;
  /**
   * 'Check' imports the file in a transaction that is rolled back, for a kind whose writes may
   * themselves refuse the file (409): a file of people may leave an approval without an approver.
   */
  checksByTrialImport?: boolean;
}

/** What a file would do: its problems, and the writes that import it. */
export interface Plan {
  rows: number;
  problems: Text[];
  changes: number;
  /** Runs inside the import's transaction. */
  apply: (tx: Queryable, audit: AuditChange[]) => Promise<void>;
}

export type Planner = (db: Queryable, caller: Caller, rows: Row[]) => Promise<Plan>;

export interface Row {
  line: number;
  values: Record<string, string>;
}

export const lower = (text: string) => text.trim().toLowerCase();

/** A problem of one row: the engine sorts problems by their row. */
export const rowProblem = (line: number, problem: Text): Text => CSV_SAYS.row({ line, problem });

export function readRows(kind: CsvKind, csv: string): { rows: Row[]; problems: Text[] } {
  const parsed = readCsv(csv);
  const columns = kind.columns;
  const [header, ...data] = parsed.rows;
  const readingProblems = parsed.problems.map(({ line, code }) =>
    rowProblem(
      line,
      code === 'CSV_QUOTE_NOT_CLOSED' ? CSV_SAYS.quoteNotClosed : CSV_SAYS.unreadable({ code }),
    ),
  );
  if (!header && readingProblems.length > 0) return { rows: [], problems: readingProblems };
  if (!header) return { rows: [], problems: [CSV_SAYS.fileEmpty] };
  const names = header.fields.map((name) => name.trim());
  // A file made before the last columns existed may leave them out (any number of them, from the
  // last one on); its rows then say nothing of them.
  const shortest = columns.length - (kind.optionalColumns ?? 0);
  const present =
    names.length >= shortest &&
    names.length <= columns.length &&
    names.join(',') === columns.slice(0, names.length).join(',')
      ? columns.slice(0, names.length)
      : null;
  if (!present) {
    return {
      rows: [],
      problems: [rowProblem(header.line, CSV_SAYS.columnsExact({ columns: columns.join(',') }))],
    };
  }
  const problems = [...readingProblems];
  const rows: Row[] = [];
  for (const { line, fields } of data) {
    if (fields.length !== present.length) {
      problems.push(
        rowProblem(line, CSV_SAYS.valueCount({ count: fields.length, expected: present.length })),
      );
      continue;
    }
    rows.push({
      line,
      values: Object.fromEntries(present.map((name, index) => [name, (fields[index] as string).trim()])),
    });
  }
  return { rows, problems };
}

export function isDate(value: string): boolean {
  return ZIsoDate.safeParse(value).success;
}

export function wholeNumber(value: string, min: number, max: number): number | undefined {
  if (!/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

export function rupees(value: string): number | undefined {
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return undefined;
  const number = Number(value);
  return number <= 10_000_000 ? number : undefined;
}

/** Rows in batches through one JSON parameter: one statement per batch, on PGlite and PostgreSQL. */
export async function inBatches<T>(
  rows: T[],
  run: (batch: T[]) => Promise<void>,
  size = 2000,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await run(rows.slice(start, start + size));
}

export function rowNumber(problem: Text | string): number {
  const line = typeof problem === 'string' ? undefined : problem.values?.line;
  return typeof line === 'number' ? line : 0;
}
