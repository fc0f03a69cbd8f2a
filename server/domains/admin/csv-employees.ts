// CSV import of employees (issue 24): matched by code; managers by code, in the file or active,
// with no loop in the reporting line that results; the import keeps no approval without an approver.
import { ZAreaRange } from '../../../src/contract/fare-chart';
import type { Queryable } from '../../db/database';
import type { AuditChange } from './audit';
import { employeeRecord, employeeValues } from './audit-records';
import { inBatches, lower, type Planner, rowNumber, wholeNumber } from './csv-rows';
import { REPORTING_LINE_LOCK, unusablePasswordHash } from './employees';
import { withoutStrandingApprovals } from './waiting-approvals';

interface EmployeeLine {
  code: string;
  name: string;
  designation: string;
  grade: number;
  areaRange: string;
  territoryId: number | null;
  hqCityId: number | null;
  reportsTo: string;
  email: string;
  phone: string;
}

export const planEmployees: Planner = async (db, caller, rows) => {
  const problems: string[] = [];
  const companyId = caller.companyId;
  const existing = await db.query<{
    id: number;
    code: string;
    name: string;
    designation: string;
    grade: number;
    areaRange: string;
    territoryId: number | null;
    hqCityId: number | null;
    reportsTo: string | null;
    email: string;
    phone: string;
    isActive: boolean;
  }>(
    `select e.id, e.emp_code as code, e.employee_name as name, e.designation, e.grade_id as grade,
            e.area_range as "areaRange", e.territory_id as "territoryId", e.hq_city_id as "hqCityId",
            m.emp_code as "reportsTo", e.email_id as email, e.phone_number as phone, e.is_active as "isActive"
       from employee e left join employee m on m.id = e.reports_to where e.company_id = $1`,
    [companyId],
  );
  const byCode = new Map(existing.map((row) => [lower(row.code), row]));
  const territoryRows = await db.query<{ id: number; name: string }>(
    'select id, name from territory where company_id = $1',
    [companyId],
  );
  const territories = new Map(territoryRows.map((row) => [lower(row.name), row.id]));
  const territoryNames = new Map(territoryRows.map((row) => [row.id, row.name]));
  const cities = new Map(
    (
      await db.query<{ id: number; name: string; territoryId: number }>(
        'select id, name, territory_id as "territoryId" from city where company_id = $1',
        [companyId],
      )
    ).map((row) => [lower(row.name), row]),
  );
  const lines: (EmployeeLine & { line: number })[] = [];
  const seen = new Map<string, number>();
  for (const { line, values } of rows) {
    const at = `Row ${line}:`;
    const before = problems.length;
    const code = values.code as string;
    if (!/^[A-Za-z0-9_-]{1,20}$/.test(code))
      problems.push(`${at} code ${code ? `${code} ` : ''}must be 1 to 20 letters, digits, - or _`);
    else if (seen.has(lower(code)))
      problems.push(`${at} code ${code} is also on row ${seen.get(lower(code))}`);
    else seen.set(lower(code), line);
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
      territoryId = territories.get(lower(values.territory)) ?? null;
      if (territoryId === null) problems.push(`${at} territory ${values.territory} is not a territory`);
    }
    let hqCityId: number | null = null;
    if (values.hq_city) {
      const city = cities.get(lower(values.hq_city));
      if (!city) problems.push(`${at} hq_city ${values.hq_city} is not a city`);
      else if (territoryId !== null && city.territoryId !== territoryId) {
        problems.push(`${at} hq_city ${values.hq_city} is not in the territory ${values.territory}`);
      } else hqCityId = city.id;
    }
    const email = values.email as string;
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      problems.push(`${at} email ${email} is not an email address`);
    const phone = values.phone as string;
    if (phone && !/^[6-9]\d{9}$/.test(phone))
      problems.push(`${at} phone ${phone} must be a 10-digit mobile number`);
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
  // Managers: a code of the file or of an active employee; and no loop in the line that results.
  const managerOf = new Map<string, string | null>();
  for (const row of existing)
    if (row.isActive) managerOf.set(lower(row.code), row.reportsTo ? lower(row.reportsTo) : null);
  for (const line of lines) managerOf.set(lower(line.code), line.reportsTo ? lower(line.reportsTo) : null);
  const inFile = new Set([...seen.keys()]);
  for (const line of lines) {
    if (!line.reportsTo) continue;
    const manager = lower(line.reportsTo);
    const known = inFile.has(manager) || byCode.get(manager)?.isActive === true;
    if (!known) {
      problems.push(`Row ${line.line}: reports to ${line.reportsTo} is not an employee`);
      continue;
    }
    if (manager === lower(line.code)) {
      problems.push(`Row ${line.line}: ${line.code} cannot report to themselves`);
      continue;
    }
    const visited = new Set<string>([lower(line.code)]);
    for (let at: string | null | undefined = manager; at; at = managerOf.get(at)) {
      if (visited.has(at)) {
        if (at === lower(line.code)) {
          problems.push(
            `Row ${line.line}: reports to ${line.reportsTo} makes a loop: ${line.reportsTo} already reports to ${line.code}`,
          );
        }
        break;
      }
      visited.add(at);
    }
  }
  const newCodes = lines.filter((line) => !byCode.has(lower(line.code))).map((line) => lower(line.code));
  if (newCodes.length > 0) {
    const taken = await db.query<{ userName: string }>(
      'select lower(user_name) as "userName" from employee where lower(user_name) = any($1::text[])',
      [newCodes],
    );
    const takenSet = new Set(taken.map((row) => row.userName));
    for (const line of lines) {
      if (!byCode.has(lower(line.code)) && takenSet.has(lower(line.code))) {
        problems.push(`Row ${line.line}: the sign-in name ${lower(line.code)} is already taken`);
      }
    }
  }
  const badLines = new Set(problems.map(rowNumber));
  const changed = lines.filter((line) => {
    if (badLines.has(line.line)) return false;
    const row = byCode.get(lower(line.code));
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
  problems.sort((a, b) => rowNumber(a) - rowNumber(b));
  return {
    rows: rows.length,
    problems,
    changes: changed.length,
    apply: async (tx, audit) => {
      await tx.query('select pg_advisory_xact_lock($1, $2)', [REPORTING_LINE_LOCK, companyId]);
      await withoutStrandingApprovals(tx, companyId, () => writeEmployees(tx, audit));
    },
  };

  async function writeEmployees(tx: Queryable, audit: AuditChange[]): Promise<void> {
    const hash = await unusablePasswordHash();
    const fresh = changed.filter((line) => !byCode.has(lower(line.code)));
    const toRecord = (line: EmployeeLine) => ({
      code: line.code,
      name: line.name,
      designation: line.designation,
      grade: line.grade,
      area_range: line.areaRange,
      territory_id: line.territoryId,
      hq_city_id: line.hqCityId,
      email: line.email,
      phone: line.phone,
    });
    await inBatches(fresh, async (batch) => {
      await tx.query(
        `insert into employee (company_id, user_name, password_hash, employee_name, emp_code, designation,
                                 grade_id, area_range, territory_id, hq_city_id, email_id, phone_number, city)
           select $1, lower(r.code), $2, r.name, r.code, r.designation, r.grade, r.area_range, r.territory_id,
                  r.hq_city_id, r.email, r.phone, coalesce(c.name, '')
             from json_to_recordset($3::json) as r(code text, name text, designation text, grade int,
                  area_range text, territory_id int, hq_city_id int, email text, phone text)
             left join city c on c.id = r.hq_city_id`,
        [companyId, hash, JSON.stringify(batch.map(toRecord))],
      );
    });
    const updated = changed.filter((line) => byCode.has(lower(line.code)));
    await inBatches(updated, async (batch) => {
      await tx.query(
        `update employee e set emp_code = r.code, employee_name = r.name, designation = r.designation,
                  grade_id = r.grade, area_range = r.area_range, territory_id = r.territory_id,
                  hq_city_id = r.hq_city_id, email_id = r.email, phone_number = r.phone, is_active = true,
                  city = coalesce((select name from city where id = r.hq_city_id), e.city)
             from json_to_recordset($2::json) as r(code text, name text, designation text, grade int,
                  area_range text, territory_id int, hq_city_id int, email text, phone text)
            where e.company_id = $1 and lower(e.emp_code) = lower(r.code)`,
        [companyId, JSON.stringify(batch.map(toRecord))],
      );
    });
    await inBatches(changed, async (batch) => {
      await tx.query(
        `update employee e set reports_to = m.id
             from json_to_recordset($2::json) as r(code text, manager text)
             left join employee m on m.company_id = $1 and lower(m.emp_code) = lower(r.manager)
            where e.company_id = $1 and lower(e.emp_code) = lower(r.code)`,
        [
          companyId,
          JSON.stringify(batch.map((line) => ({ code: line.code, manager: line.reportsTo || null }))),
        ],
      );
    });
    const ids = await idsByCode(
      tx,
      companyId,
      changed.map((line) => line.code),
    );
    const cityNames = new Map([...cities.values()].map((city) => [city.id, city.name]));
    // The same values as a form's change (audit-records.ts): places by name, the manager by code.
    const values = (row: Omit<EmployeeLine, 'reportsTo'> & { reportsTo: string | null }) =>
      employeeValues({
        ...row,
        territory: row.territoryId === null ? null : (territoryNames.get(row.territoryId) ?? null),
        hqCity: row.hqCityId === null ? null : (cityNames.get(row.hqCityId) ?? null),
      });
    for (const line of changed) {
      const before = byCode.get(lower(line.code));
      audit.push({
        companyId,
        actorId: caller.employeeId,
        ...employeeRecord({ id: ids.get(lower(line.code)) ?? 0, code: line.code, name: line.name }),
        action: 'imported',
        // An import activates a deactivated employee it names, and says so.
        oldValue: before ? { ...values(before), ...(before.isActive ? {} : { active: false }) } : null,
        newValue: {
          ...values({ ...line, reportsTo: line.reportsTo || null }),
          ...(before && !before.isActive ? { active: true } : {}),
        },
      });
    }
  }
};

/** The ids of the company's employees with these codes (any case), by lower-case code. */
async function idsByCode(tx: Queryable, companyId: number, codes: string[]): Promise<Map<string, number>> {
  const rows = await tx.query<{ id: number; code: string }>(
    'select id, lower(emp_code) as code from employee where company_id = $1 and lower(emp_code) = any($2::text[])',
    [companyId, codes.map(lower)],
  );
  return new Map(rows.map((row) => [row.code, row.id]));
}
