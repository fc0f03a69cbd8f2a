// An employees file, read (issue 24): what is on record to check it against, and each row's fields
// checked alone (code, name, grade, places, email, phone); the reporting line is csv-check.ts's.

import { emailProblem } from '../../../../src/contract/profile';
import { ZAreaRange } from '../../../../src/contract/roles';
import { isMobileNumber, normalisePhone } from '../../../../src/pure/contact';
import { renderText } from '../../../../src/pure/texts';
import type { Queryable } from '../../../db/database';
import { findEmailDomains } from '../company/queries';
import { lower, type Row, wholeNumber } from '../csv/rows';
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
): { lines: EmployeeLine[]; problems: string[]; codes: Map<string, number> } {
  const problems: string[] = [];
  const lines: EmployeeLine[] = [];
  const codes = new Map<string, number>();
  for (const { line, values } of rows) {
    const at = `Row ${line}:`;
    const before = problems.length;
    const code = values.code as string;
    if (!/^[A-Za-z0-9_-]{1,20}$/.test(code))
      problems.push(`${at} code ${code ? `${code} ` : ''}must be 1 to 20 letters, digits, - or _`);
    else if (codes.has(lower(code)))
      problems.push(`${at} code ${code} is also on row ${codes.get(lower(code))}`);
    else codes.set(lower(code), line);
    if (!values.name || values.name.length > 100)
      problems.push(`${at} name is required (at most 100 characters)`);
    if (!values.designation || values.designation.length > 100) {
      problems.push(`${at} designation is required (at most 100 characters)`);
    }
    const grade = wholeNumber(values.grade as string, 1, 20);
    if (grade === undefined) problems.push(`${at} grade ${values.grade} must be a whole number from 1 to 20`);
    const areaRange = (values.area_range as string).toUpperCase();
    if (!ZAreaRange.safeParse(areaRange).success)
      problems.push(`${at} area_range ${values.area_range} must be T, A, R or Z`);
    let territoryId: number | null = null;
    if (values.territory) {
      territoryId = onRecord.territories.get(lower(values.territory)) ?? null;
      if (territoryId === null) problems.push(`${at} territory ${values.territory} is not a territory`);
    }
    let hqCityId: number | null = null;
    if (values.hq_city) {
      const city = onRecord.cities.get(lower(values.hq_city));
      if (!city) problems.push(`${at} hq_city ${values.hq_city} is not a city`);
      else if (territoryId !== null && city.territoryId !== territoryId) {
        problems.push(`${at} hq_city ${values.hq_city} is not in the territory ${values.territory}`);
      } else hqCityId = city.id;
    }
    const email = values.email as string;
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      problems.push(`${at} email ${email} is not an email address`);
    else if (email && email !== onRecord.byCode.get(lower(code))?.email) {
      // As the employee form does: an address kept as it is stays, a new one follows the rule.
      const problem = emailProblem(email, onRecord.emailDomains);
      if (problem) problems.push(`${at} email ${email}: ${renderText(problem, 'en')}`);
    }
    // '+91 98901 45678' is the mobile number 9890145678 (issue 40).
    const phone = normalisePhone(values.phone as string);
    if (phone && !isMobileNumber(phone))
      problems.push(`${at} phone ${values.phone} must be a 10-digit mobile number`);
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
