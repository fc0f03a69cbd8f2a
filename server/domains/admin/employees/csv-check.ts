// An employees file, checked across its rows (issue 24): managers known and no loop in the reporting
// line that would result, sign-in names free, and which rows change anything.

import { CSV_SAYS } from '../../../../src/contract/admin-csv-texts';
import type { Text } from '../../../../src/pure/texts';
import type { Queryable } from '../../../db/database';
import { lower, rowNumber, rowProblem } from '../csv/rows';
import type { EmployeeLine, EmployeesOnRecord } from './csv-read';
import { takenUserNames } from './queries';

/** Managers: a code of the file or of an active employee; and no loop in the line that results. */
export function checkManagers(
  lines: EmployeeLine[],
  onRecord: EmployeesOnRecord,
  codesInFile: ReadonlySet<string>,
): Text[] {
  const problems: Text[] = [];
  const managerOf = new Map<string, string | null>();
  for (const row of onRecord.byCode.values())
    if (row.isActive) managerOf.set(lower(row.code), row.reportsTo ? lower(row.reportsTo) : null);
  for (const line of lines) managerOf.set(lower(line.code), line.reportsTo ? lower(line.reportsTo) : null);
  for (const line of lines) {
    if (!line.reportsTo) continue;
    const manager = lower(line.reportsTo);
    const known = codesInFile.has(manager) || onRecord.byCode.get(manager)?.isActive === true;
    if (!known) {
      problems.push(rowProblem(line.line, CSV_SAYS.managerUnknown({ manager: line.reportsTo })));
      continue;
    }
    if (manager === lower(line.code)) {
      problems.push(rowProblem(line.line, CSV_SAYS.reportsToSelf({ code: line.code })));
      continue;
    }
    const visited = new Set<string>([lower(line.code)]);
    for (let at: string | null | undefined = manager; at; at = managerOf.get(at)) {
      if (visited.has(at)) {
        if (at === lower(line.code)) {
          problems.push(
            rowProblem(line.line, CSV_SAYS.reportingLoop({ manager: line.reportsTo, code: line.code })),
          );
        }
        break;
      }
      visited.add(at);
    }
  }
  return problems;
}

/** New employees sign in with their code in lower case: a name someone has already is a problem. */
export async function checkSignInNames(
  db: Queryable,
  lines: EmployeeLine[],
  onRecord: EmployeesOnRecord,
): Promise<Text[]> {
  const fresh = lines.filter((line) => !onRecord.byCode.has(lower(line.code)));
  if (fresh.length === 0) return [];
  const taken = await takenUserNames(
    db,
    fresh.map((line) => lower(line.code)),
  );
  return fresh
    .filter((line) => taken.has(lower(line.code)))
    .map((line) => rowProblem(line.line, CSV_SAYS.signInTaken({ name: lower(line.code) })));
}

/** The rows without a problem that add someone or change anything (a deactivated one is activated). */
export function changedLines(
  lines: EmployeeLine[],
  onRecord: EmployeesOnRecord,
  problems: Text[],
): EmployeeLine[] {
  const badLines = new Set(problems.map(rowNumber));
  return lines.filter((line) => {
    if (badLines.has(line.line)) return false;
    const row = onRecord.byCode.get(lower(line.code));
    return (
      !row ||
      row.code !== line.code ||
      row.name !== line.name ||
      row.designation !== line.designation ||
      row.grade !== line.grade ||
      row.areaRange !== line.areaRange ||
      row.territoryId !== line.territoryId ||
      row.hqCityId !== line.hqCityId ||
      lower(row.reportsTo ?? '') !== lower(line.reportsTo) ||
      row.email !== line.email ||
      row.phone !== line.phone ||
      !row.isActive
    );
  });
}
