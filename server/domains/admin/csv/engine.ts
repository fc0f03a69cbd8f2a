// The CSV engine (issue 24): 'Check' lists every problem by row and writes nothing; 'Import' writes
// every row in one transaction, or with any problem none; exporting a file and importing it again
// changes nothing (rows already as the file says are not written). It knows no kind of file: each
// is defined in its slice and listed in kinds.ts.
import type { TCsvKind, TCsvReport } from '../../../../src/contract/admin/csv';
import { CSV_SAYS } from '../../../../src/contract/admin-csv-texts';
import type { TextLanguage } from '../../../../src/pure/messages';
import { formatIndianNumber } from '../../../../src/pure/money';
import { renderText, type Text } from '../../../../src/pure/texts';
import type { Database, Queryable } from '../../../db/database';
import type { Caller } from '../../../http/caller';
import { HttpError } from '../../../http/errors';
import { writeCsv } from '../../../lib/csv';
import { recordChanges } from '../audit/audit';
import type { AuditChange } from '../audit/records';
import { FILE_KINDS } from './kinds';
import { type Plan, readRows, rowNumber } from './rows';

async function plan(db: Queryable, caller: Caller, kind: TCsvKind, csv: string): Promise<Plan> {
  const { rows, problems } = readRows(FILE_KINDS[kind], csv);
  const planned = await FILE_KINDS[kind].plan(db, caller, rows);
  const all = [...problems, ...planned.problems].sort((x, y) => rowNumber(x) - rowNumber(y));
  return { ...planned, problems: all };
}

const say = (problems: readonly (Text | string)[], language: TextLanguage) =>
  problems.map((problem) => renderText(problem, language));

/** Thrown to roll back a trial import once its report is known. */
class TrialOver extends Error {
  constructor(readonly report: TCsvReport) {
    super('trial import rolled back');
  }
}

export async function checkCsv(
  db: Database,
  caller: Caller,
  kind: TCsvKind,
  csv: string,
  language: TextLanguage,
): Promise<TCsvReport> {
  if (!FILE_KINDS[kind].checksByTrialImport) {
    const { rows, problems, changes } = await plan(db, caller, kind, csv);
    return { rows, problems: say(problems, language), changes };
  }
  // What the writes themselves refuse (a file of people that would leave a waiting approval without
  // an approver) shows only when they run: a clean file is imported in a transaction rolled back.
  try {
    await db.transaction(async (tx) => {
      const { rows, problems, changes, apply } = await plan(tx, caller, kind, csv);
      const found: (Text | string)[] = [...problems];
      if (problems.length === 0) {
        try {
          await apply(tx, []);
        } catch (error) {
          if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
          found.push(error.text);
        }
      }
      throw new TrialOver({ rows, problems: say(found, language), changes });
    });
  } catch (error) {
    if (error instanceof TrialOver) return error.report;
    throw error;
  }
  throw new Error('unreachable: a trial import always rolls back');
}

/** At most this many problems in a refusal's text; 'Check' lists them all. */
const PROBLEMS_IN_MESSAGE = 20;

export async function importCsv(
  db: Database,
  caller: Caller,
  kind: TCsvKind,
  csv: string,
  language: TextLanguage,
): Promise<TCsvReport & { message: string }> {
  return db.transaction(async (tx) => {
    // Planned inside the transaction, so the file is judged against what it will be written over.
    const planned = await plan(tx, caller, kind, csv);
    if (planned.problems.length > 0) {
      const count = planned.problems.length;
      const lines = [
        CSV_SAYS.nothingImported({ count }),
        ...planned.problems.slice(0, PROBLEMS_IN_MESSAGE),
        ...(count > PROBLEMS_IN_MESSAGE
          ? [CSV_SAYS.andMore({ count: formatIndianNumber(count - PROBLEMS_IN_MESSAGE) })]
          : []),
      ];
      throw new HttpError(422, say(lines, language).join('\n'));
    }
    const audit: AuditChange[] = [];
    await planned.apply(tx, audit);
    await recordChanges(tx, audit);
    const label = CSV_SAYS[kind];
    return {
      rows: planned.rows,
      problems: [],
      changes: planned.changes,
      message: renderText(
        planned.changes === 0
          ? CSV_SAYS.allAsFile({ label, rows: planned.rows })
          : CSV_SAYS.imported({ label, changes: planned.changes, rows: formatIndianNumber(planned.rows) }),
        language,
      ),
    };
  });
}

export async function exportCsv(
  db: Queryable,
  companyId: number,
  kind: TCsvKind,
): Promise<{ fileName: string; csv: string }> {
  const file = FILE_KINDS[kind];
  const rows = await file.exportRows(db, companyId);
  return { fileName: `${kind}.csv`, csv: writeCsv([file.columns, ...rows]) };
}
