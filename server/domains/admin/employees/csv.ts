// CSV import and export of employees (issue 24): matched by code; managers by code, in the file or
// active, with no loop in the reporting line that results; the import keeps no approval without an
// approver. Read (csv-read.ts), checked (csv-check.ts) and written (csv-write.ts).
import { CSV_COLUMNS } from '../../../../src/contract/admin/csv';
import type { CsvKind, Planner } from '../csv/rows';
import { rowNumber } from '../csv/rows';
import { changedLines, checkManagers, checkSignInNames } from './csv-check';
import { readEmployeeLines, readEmployeesOnRecord } from './csv-read';
import { writeEmployees } from './csv-write';
import { listEmployeesForFile } from './file-queries';
import { lockReportingLines } from './queries';
import { withoutStrandingApprovals } from './waiting-approvals';

const planEmployees: Planner = async (db, caller, rows) => {
  const companyId = caller.companyId;
  const onRecord = await readEmployeesOnRecord(db, companyId);
  const read = readEmployeeLines(rows, onRecord);
  const problems = [
    ...read.problems,
    ...checkManagers(read.lines, onRecord, new Set(read.codes.keys())),
    ...(await checkSignInNames(db, read.lines, onRecord)),
  ];
  const changed = changedLines(read.lines, onRecord, problems);
  problems.sort((a, b) => rowNumber(a) - rowNumber(b));
  return {
    rows: rows.length,
    problems,
    changes: changed.length,
    apply: async (tx, audit) => {
      await lockReportingLines(tx, companyId);
      await withoutStrandingApprovals(tx, companyId, () =>
        writeEmployees(tx, { companyId, employeeId: caller.employeeId }, changed, onRecord, audit),
      );
    },
  };
};

export const employeesFile: CsvKind = {
  columns: CSV_COLUMNS.employees,
  plan: planEmployees,
  exportRows: async (db, companyId) =>
    (await listEmployeesForFile(db, companyId)).map((row) => Object.values(row)),
  checksByTrialImport: true,
};
