// An employees file, read (issue 24): what is on record to check it against, and each row's fields
// checked alone (code, name, grade, places, email, phone); the reporting line is csv-check.ts's.

import { CSV_SAYS } from '../../../../src/contract/admin-csv-texts';
import { emailProblem } from '../../../../src/contract/profile';
import { ZAreaRange } from '../../../../src/contract/roles';
import { isMobileNumber, normalisePhone } from '../../../../src/pure/contact';
import type { Text } from '../../../../src/pure/texts';
import type { Queryable } from '../../../db/database';
import { findEmailDomains } from '../company/queries';
import { lower, type Row, rowProblem, wholeNumber } from '../csv/rows';
import { listTerritoryNames } from '../places/queries';
import { listCityTerritories, listEmployeesForPlan } from './file-queries';

export interface EmployeeLine {
  line: number;
  code: string;
  name: string;
  designation: string;
  grade: number;
  areaRange: string;
  territoryId: number | null;
  hqCityId: number | null;
  /** The manager's code as the file writes it; '' for none. */
  reportsTo: string;
  email: string;
  phone: string;
}

type EmployeeOnRecord = Awaited<ReturnType<typeof listEmployeesForPlan>>[number];

/** The company as a file is checked against: its employees by lower-case code, and its places. */
export interface EmployeesOnRecord {
  byCode: Map<string, EmployeeOnRecord>;
  territories: Map<string, number>;
  territoryNames: Map<number, string>;
  cities: Map<string, { id: number; name: string; territoryId: number }>;
  /** The company's email domains (issue 40): a new or changed address must be at one of them. */
  emailDomains: string[];
}

export async function readEmployeesOnRecord(db: Queryable, companyId: number): Promise<EmployeesOnRecord> {
  const existing = await listEmployeesForPlan(db, companyId);
  const territoryRows = await listTerritoryNames(db, companyId);
  const cityRows = await listCityTerritories(db, companyId);
  const emailDomains = await findEmailDomains(db, companyId);
  return {
    emailDomains,
    byCode: new Map(existing.map((row) => [lower(row.code), row])),
    territories: new Map(territoryRows.map((row) => [lower(row.name), row.id])),
    territoryNames: new Map(territoryRows.map((row) => [row.id, row.name])),
    cities: new Map(cityRows.map((row) => [lower(row.name), row])),
  };
}

/**
 * Each row's fields, checked alone: the rows without a problem, the problems, and the row each
 * code is first on (by lower-case code: a code twice in a file is a problem).
 */
export function readEmployeeLines(
  rows: Row[],
  onRecord: EmployeesOnRecord,
): { lines: EmployeeLine[]; problems: Text[]; codes: Map<string, number> } {
  const problems: Text[] = [];
  const lines: EmployeeLine[] = [];
  const codes = new Map<string, number>();
  for (const { line, values } of rows) {
    const say = (problem: Text) => problems.push(rowProblem(line, problem));
    const before = problems.length;
    const code = values.code as string;
    if (!/^[A-Za-z0-9_-]{1,20}$/.test(code))
      say(
        code
          ? CSV_SAYS.codeFormat({ column: 'code', value: code })
          : CSV_SAYS.codeMissing({ column: 'code' }),
      );
    else if (codes.has(lower(code)))
      say(CSV_SAYS.alsoOnRow({ column: 'code', value: code, row: codes.get(lower(code)) ?? 0 }));
    else codes.set(lower(code), line);
    if (!values.name || values.name.length > 100) say(CSV_SAYS.required({ column: 'name' }));
    if (!values.designation || values.designation.length > 100)
      say(CSV_SAYS.required({ column: 'designation' }));
    const grade = wholeNumber(values.grade as string, 1, 20);
    if (grade === undefined)
      say(CSV_SAYS.wholeNumber({ column: 'grade', value: values.grade ?? '', min: 1, max: 20 }));
    const areaRange = (values.area_range as string).toUpperCase();
    if (!ZAreaRange.safeParse(areaRange).success)
      say(CSV_SAYS.areaRange({ column: 'area_range', value: values.area_range ?? '' }));
    let territoryId: number | null = null;
    if (values.territory) {
      territoryId = onRecord.territories.get(lower(values.territory)) ?? null;
      if (territoryId === null) say(CSV_SAYS.notATerritory({ column: 'territory', value: values.territory }));
    }
    let hqCityId: number | null = null;
    if (values.hq_city) {
      const city = onRecord.cities.get(lower(values.hq_city));
      if (!city) say(CSV_SAYS.notACity({ column: 'hq_city', value: values.hq_city }));
      else if (territoryId !== null && city.territoryId !== territoryId) {
        say(
          CSV_SAYS.hqNotInTerritory({
            column: 'hq_city',
            value: values.hq_city,
            territory: values.territory ?? '',
          }),
        );
      } else hqCityId = city.id;
    }
    const email = values.email as string;
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      say(CSV_SAYS.notAnEmail({ column: 'email', value: email }));
    else if (email && email !== onRecord.byCode.get(lower(code))?.email) {
      // As the employee form does: an address kept as it is stays, a new one follows the rule.
      const problem = emailProblem(email, onRecord.emailDomains);
      if (problem) say(CSV_SAYS.emailRefused({ column: 'email', value: email, problem }));
    }
    // '+91 98901 45678' is the mobile number 9890145678 (issue 40).
    const phone = normalisePhone(values.phone as string);
    if (phone && !isMobileNumber(phone)) say(CSV_SAYS.mobile({ column: 'phone', value: values.phone ?? '' }));
    if (problems.length > before) continue;
    lines.push({
      line,
      code,
      name: values.name as string,
      designation: values.designation as string,
      grade: grade as number,
      areaRange,
      territoryId,
      hqCityId,
      reportsTo: values.reports_to as string,
      email,
      phone,
    });
  }
  return { lines, problems, codes };
}
