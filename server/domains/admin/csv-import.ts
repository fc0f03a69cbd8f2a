// CSV import and export (issue 24): 'Check' lists every problem by row and writes nothing;
// 'Import' writes every row in one transaction, or with any problem none; exporting a file and
// importing it again changes nothing (rows already as the file says are not written).
import {
  CSV_COLUMNS,
  CSV_LABELS,
  CSV_OPTIONAL_COLUMNS,
  type TCsvKind,
  type TCsvReport,
} from '../../../src/contract/admin';
import { CUSTOMER_TYPES } from '../../../src/contract/calls';
import { ZAreaRange } from '../../../src/contract/fare-chart';
import { ZIsoDate } from '../../../src/contract/fields';
import { businessDate } from '../../../src/lib/calendar';
import type { Database, Queryable } from '../../db/database';
import type { Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { toPaise, toRupees } from '../../lib/money';
import { type AuditChange, recordChanges } from './audit';
import {
  type AuditRecord,
  cityRecord,
  customerRecord,
  datedValues,
  distanceRecord,
  employeeRecord,
  employeeValues,
  holidayRecord,
  rateRecord,
  territoryRecord,
} from './audit-records';
import { formatCsv, parseCsv } from './csv';
import { plural, REPORTING_LINE_LOCK, unusablePasswordHash } from './employees';
import { withoutStrandingApprovals } from './waiting-approvals';

/** What a file would do: its problems, and the writes that import it. */
interface Plan {
  rows: number;
  problems: string[];
  changes: number;
  /** Runs inside the import's transaction. */
  apply: (tx: Queryable, audit: AuditChange[]) => Promise<void>;
}

type Planner = (db: Queryable, caller: Caller, rows: Row[]) => Promise<Plan>;

interface Row {
  line: number;
  values: Record<string, string>;
}

const lower = (text: string) => text.trim().toLowerCase();

function readRows(kind: TCsvKind, csv: string): { rows: Row[]; problems: string[] } {
  const parsed = parseCsv(csv);
  const columns = CSV_COLUMNS[kind];
  const [header, ...data] = parsed;
  if (!header)
    return { rows: [], problems: ['The file is empty: it needs the header line and a row for each record.'] };
  const names = header.fields.map((name) => name.trim());
  // A file made before the last columns existed may leave them out; its rows then say nothing of them.
  const shortest = columns.slice(0, columns.length - (CSV_OPTIONAL_COLUMNS[kind] ?? 0));
  const present =
    names.join(',') === columns.join(',')
      ? columns
      : names.join(',') === shortest.join(',')
        ? shortest
        : null;
  if (!present) {
    return { rows: [], problems: [`Row ${header.line}: the columns must be exactly ${columns.join(',')}`] };
  }
  const problems: string[] = [];
  const rows: Row[] = [];
  for (const { line, fields } of data) {
    if (fields.length !== present.length) {
      problems.push(`Row ${line}: has ${fields.length} values, not ${present.length}`);
      continue;
    }
    rows.push({
      line,
      values: Object.fromEntries(present.map((name, index) => [name, (fields[index] as string).trim()])),
    });
  }
  return { rows, problems };
}

function isDate(value: string): boolean {
  return ZIsoDate.safeParse(value).success;
}

function wholeNumber(value: string, min: number, max: number): number | undefined {
  if (!/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

function rupees(value: string): number | undefined {
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return undefined;
  const number = Number(value);
  return number <= 10_000_000 ? number : undefined;
}

/** Rows in batches through one JSON parameter: one statement per batch, on PGlite and PostgreSQL. */
async function inBatches<T>(rows: T[], run: (batch: T[]) => Promise<void>, size = 2000): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await run(rows.slice(start, start + size));
}

// Employees

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

const planEmployees: Planner = async (db, caller, rows) => {
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

function rowNumber(problem: string): number {
  return Number(/^Row (\d+)/.exec(problem)?.[1] ?? 0);
}

// Cities (a territory not known yet is created), with their coordinates (issue 27)

interface CityLine {
  territory: string;
  city: string;
  line: number;
  /** Absent when the file has no coordinate columns: the city keeps what it has. */
  latitude?: number | null;
  longitude?: number | null;
}

/** Degrees between -limit and limit, '' for none, or undefined when it is not one. */
function degrees(value: string, limit: number): number | null | undefined {
  if (value === '') return null;
  if (!/^-?\d{1,3}(\.\d{1,8})?$/.test(value)) return undefined;
  const number = Number(value);
  return Math.abs(number) <= limit ? number : undefined;
}

const planCities: Planner = async (db, caller, rows) => {
  const companyId = caller.companyId;
  const problems: string[] = [];
  const territories = new Map(
    (
      await db.query<{ id: number; name: string }>('select id, name from territory where company_id = $1', [
        companyId,
      ])
    ).map((row) => [lower(row.name), row]),
  );
  const cities = new Map(
    (
      await db.query<{
        id: number;
        name: string;
        territory: string;
        latitude: number | null;
        longitude: number | null;
      }>(
        `select c.id, c.name, t.name as territory, c.latitude, c.longitude
           from city c join territory t on t.id = c.territory_id
          where c.company_id = $1`,
        [companyId],
      )
    ).map((row) => [lower(row.name), row]),
  );
  const seen = new Map<string, number>();
  const changed: CityLine[] = [];
  for (const { line, values } of rows) {
    const territory = values.territory as string;
    const city = values.city as string;
    if (!territory || territory.length > 100)
      problems.push(`Row ${line}: territory is required (at most 100 characters)`);
    if (!city || city.length > 100) problems.push(`Row ${line}: city is required (at most 100 characters)`);
    const hasCoordinates = values.latitude !== undefined;
    const latitude = hasCoordinates ? degrees(values.latitude as string, 90) : null;
    const longitude = hasCoordinates ? degrees(values.longitude as string, 180) : null;
    if (latitude === undefined)
      problems.push(`Row ${line}: latitude ${values.latitude} must be degrees from -90 to 90`);
    if (longitude === undefined)
      problems.push(`Row ${line}: longitude ${values.longitude} must be degrees from -180 to 180`);
    if (latitude !== undefined && longitude !== undefined && (latitude === null) !== (longitude === null)) {
      problems.push(`Row ${line}: latitude and longitude are both given or both left empty`);
      continue;
    }
    if (!territory || !city || latitude === undefined || longitude === undefined) continue;
    if (seen.has(lower(city))) {
      problems.push(`Row ${line}: city ${city} is also on row ${seen.get(lower(city))}`);
      continue;
    }
    seen.set(lower(city), line);
    const before = cities.get(lower(city));
    const movesPlace = hasCoordinates && (before?.latitude !== latitude || before?.longitude !== longitude);
    if (!before || before.name !== city || lower(before.territory) !== lower(territory) || movesPlace) {
      changed.push({ territory, city, line, ...(hasCoordinates ? { latitude, longitude } : {}) });
    }
  }
  return {
    rows: rows.length,
    problems,
    changes: changed.length,
    apply: async (tx, audit) => {
      const newTerritories = [...new Set(changed.map((row) => row.territory))].filter(
        (name) => !territories.has(lower(name)),
      );
      for (const name of newTerritories) {
        const [territory] = await tx.query<{ id: number }>(
          'insert into territory (company_id, name) values ($1, $2) returning id',
          [companyId, name],
        );
        audit.push({
          companyId,
          actorId: caller.employeeId,
          ...territoryRecord({ id: territory?.id ?? 0, name }),
          action: 'imported',
          oldValue: null,
          newValue: { name },
        });
      }
      await inBatches(changed, async (batch) => {
        const json = JSON.stringify(
          batch.map(({ territory, city, latitude, longitude }) => ({
            territory,
            city,
            has_place: latitude !== undefined,
            latitude: latitude ?? null,
            longitude: longitude ?? null,
          })),
        );
        await tx.query(
          `update city c set name = r.city, territory_id = t.id,
                  latitude = case when r.has_place then r.latitude else c.latitude end,
                  longitude = case when r.has_place then r.longitude else c.longitude end
             from json_to_recordset($2::json)
               as r(territory text, city text, has_place boolean, latitude float8, longitude float8)
             join territory t on t.company_id = $1 and lower(t.name) = lower(r.territory)
            where c.company_id = $1 and lower(c.name) = lower(r.city)`,
          [companyId, json],
        );
        await tx.query(
          `insert into city (company_id, territory_id, name, latitude, longitude)
           select $1, t.id, r.city, r.latitude, r.longitude
             from json_to_recordset($2::json)
               as r(territory text, city text, has_place boolean, latitude float8, longitude float8)
             join territory t on t.company_id = $1 and lower(t.name) = lower(r.territory)
            where not exists (select 1 from city c where c.company_id = $1 and lower(c.name) = lower(r.city))`,
          [companyId, json],
        );
      });
      const cityIds = new Map(
        (
          await tx.query<{ id: number; name: string }>(
            'select id, lower(name) as name from city where company_id = $1 and lower(name) = any($2::text[])',
            [companyId, changed.map((row) => lower(row.city))],
          )
        ).map((row) => [row.name, row.id]),
      );
      for (const row of changed) {
        const before = cities.get(lower(row.city));
        const place = (value: { latitude?: number | null; longitude?: number | null } | undefined) =>
          value && value.latitude !== undefined
            ? { latitude: value.latitude, longitude: value.longitude }
            : {};
        audit.push({
          companyId,
          actorId: caller.employeeId,
          ...cityRecord({ id: cityIds.get(lower(row.city)) ?? 0, name: row.city, territory: row.territory }),
          action: 'imported',
          oldValue: before ? { name: before.name, territory: before.territory, ...place(before) } : null,
          newValue: { name: row.city, territory: row.territory, ...place(row) },
        });
      }
    },
  };
};

// Customers (issue 27): named by their city and name; the territory is the city's

const planCustomers: Planner = async (db, caller, rows) => {
  const companyId = caller.companyId;
  const problems: string[] = [];
  const cities = new Map(
    (
      await db.query<{ id: number; name: string; territory: string }>(
        `select c.id, c.name, t.name as territory from city c join territory t on t.id = c.territory_id
          where c.company_id = $1`,
        [companyId],
      )
    ).map((row) => [lower(row.name), row]),
  );
  const existing = new Map(
    (
      await db.query<{
        id: number;
        name: string;
        type: string;
        cityId: number;
        isActive: boolean;
        isConfirmed: boolean;
      }>(
        `select id, name, customer_type as type, city_id as "cityId", is_active as "isActive",
                is_confirmed as "isConfirmed"
           from customer where company_id = $1`,
        [companyId],
      )
    ).map((row) => [`${row.cityId}|${lower(row.name)}`, row]),
  );
  const seen = new Map<string, number>();
  const changed: {
    line: number;
    name: string;
    type: string;
    cityId: number;
    city: string;
    isActive: boolean;
  }[] = [];
  for (const { line, values } of rows) {
    const at = `Row ${line}:`;
    const before = problems.length;
    const name = values.name as string;
    if (!name || name.length > 100) problems.push(`${at} name is required (at most 100 characters)`);
    const type = CUSTOMER_TYPES.find((option) => lower(option) === lower(values.type as string));
    if (!type) problems.push(`${at} type ${values.type} must be Doctor or Chemist`);
    const city = cities.get(lower(values.city as string));
    if (!city) problems.push(`${at} city ${values.city} is not a city`);
    else if (values.territory && lower(values.territory) !== lower(city.territory)) {
      problems.push(`${at} city ${city.name} is in the territory ${city.territory}, not ${values.territory}`);
    }
    const active = lower(values.active as string);
    if (!['yes', 'no', 'true', 'false', ''].includes(active))
      problems.push(`${at} active ${values.active} must be yes or no`);
    if (problems.length > before || !city || !type) continue;
    const key = `${city.id}|${lower(name)}`;
    if (seen.has(key)) {
      problems.push(`${at} ${name} in ${city.name} is also on row ${seen.get(key)}`);
      continue;
    }
    seen.set(key, line);
    const isActive = active !== 'no' && active !== 'false';
    const row = existing.get(key);
    if (!row || row.name !== name || row.type !== type || row.isActive !== isActive || !row.isConfirmed) {
      changed.push({ line, name, type, cityId: city.id, city: city.name, isActive });
    }
  }
  return {
    rows: rows.length,
    problems,
    changes: changed.length,
    apply: async (tx, audit) => {
      await inBatches(changed, async (batch) => {
        const json = JSON.stringify(
          batch.map(({ name, type, cityId, isActive }) => ({
            name,
            type,
            city_id: cityId,
            is_active: isActive,
          })),
        );
        await tx.query(
          `insert into customer (company_id, territory_id, city_id, name, customer_type, is_active, is_confirmed)
           select $1, c.territory_id, c.id, r.name, r.type, r.is_active, true
             from json_to_recordset($2::json) as r(name text, type text, city_id int, is_active boolean)
             join city c on c.id = r.city_id and c.company_id = $1
           on conflict (company_id, city_id, lower(name)) do update
              set name = excluded.name, customer_type = excluded.customer_type,
                  is_active = excluded.is_active, is_confirmed = true`,
          [companyId, json],
        );
      });
      const ids = new Map(
        (
          await tx.query<{ id: number; key: string }>(
            `select id, city_id || '|' || lower(name) as key from customer
              where company_id = $1 and city_id = any($2::int[])`,
            [companyId, [...new Set(changed.map((row) => row.cityId))]],
          )
        ).map((row) => [row.key, row.id]),
      );
      for (const row of changed) {
        const before = existing.get(`${row.cityId}|${lower(row.name)}`);
        audit.push({
          companyId,
          actorId: caller.employeeId,
          ...customerRecord({
            id: ids.get(`${row.cityId}|${lower(row.name)}`) ?? 0,
            name: row.name,
            city: row.city,
          }),
          action: 'imported',
          oldValue: before
            ? {
                name: before.name,
                type: before.type,
                city: row.city,
                isActive: before.isActive,
                isConfirmed: before.isConfirmed,
              }
            : null,
          newValue: {
            name: row.name,
            type: row.type,
            city: row.city,
            isActive: row.isActive,
            isConfirmed: true,
          },
        });
      }
    },
  };
};

// Effective-dated figures: distances, fare rates, allowances

interface DatedLine {
  line: number;
  /** The ids the figure belongs to, e.g. [cityA, cityB] or [transportId, grade]. */
  key: [number, number];
  record: AuditRecord;
  value: number;
  effectiveFrom: string;
}

interface DatedTable {
  kind: 'distance' | 'fareRate' | 'allowance';
  table: string;
  keyColumns: [string, string];
  valueColumn: string;
  /** The value as stored (paise or km) from the file's figure, and back (for the audit log). */
  toStored: (value: number) => number;
  fromStored: (stored: number) => number;
}

/** Reads each row's key and value, or says what is wrong with it. */
type DatedReader = (row: Row) => { key: [number, number]; record: AuditRecord; value: number } | string;

async function planDated(
  db: Queryable,
  caller: Caller,
  rows: Row[],
  spec: DatedTable,
  read: DatedReader,
): Promise<Plan> {
  const companyId = caller.companyId;
  const problems: string[] = [];
  const [a, b] = spec.keyColumns;
  const stored = await db.query<{ a: number; b: number; value: number; effectiveFrom: string }>(
    `select ${a} as a, ${b} as b, ${spec.valueColumn} as value, to_char(effective_from, 'YYYY-MM-DD') as "effectiveFrom"
       from ${spec.table} where company_id = $1`,
    [companyId],
  );
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
    if (typeof read1 === 'string') {
      problems.push(`Row ${row.line}: ${read1}`);
      continue;
    }
    if (!isDate(effectiveFrom)) {
      problems.push(`Row ${row.line}: effective_from ${effectiveFrom} must be a date as YYYY-MM-DD`);
      continue;
    }
    const key = `${read1.key[0]}|${read1.key[1]}`;
    const seenKey = `${key}|${effectiveFrom}`;
    if (seen.has(seenKey)) {
      problems.push(
        `Row ${row.line}: ${read1.record.recordLabel} from ${effectiveFrom} is also on row ${seen.get(seenKey)}`,
      );
      continue;
    }
    seen.set(seenKey, row.line);
    const value = spec.toStored(read1.value);
    const figures = existing.get(key);
    if (figures?.get(effectiveFrom) === value) continue;
    if (figures && figures.size > 0 && effectiveFrom <= today) {
      problems.push(
        `Row ${row.line}: ${read1.record.recordLabel} already has a figure and days up to today are priced with it: a change can take effect from tomorrow at the earliest`,
      );
      continue;
    }
    changed.push({ line: row.line, key: read1.key, record: read1.record, value, effectiveFrom });
  }
  return {
    rows: rows.length,
    problems,
    changes: changed.length,
    apply: async (tx, audit) => {
      await inBatches(changed, async (batch) => {
        await tx.query(
          `insert into ${spec.table} (company_id, ${a}, ${b}, ${spec.valueColumn}, effective_from)
           select $1, r.a, r.b, r.value, r.effective_from from json_to_recordset($2::json)
               as r(a int, b int, value int, effective_from date)
           on conflict (company_id, ${a}, ${b}, effective_from) do update set ${spec.valueColumn} = excluded.${spec.valueColumn}`,
          [
            companyId,
            JSON.stringify(
              batch.map((line) => ({
                a: line.key[0],
                b: line.key[1],
                value: line.value,
                effective_from: line.effectiveFrom,
              })),
            ),
          ],
        );
      });
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

async function namesOf(
  db: Queryable,
  sql: string,
  companyId: number,
): Promise<Map<string, { id: number; name: string }>> {
  const rows = await db.query<{ id: number; name: string }>(sql, [companyId]);
  return new Map(rows.map((row) => [lower(row.name), row]));
}

const planDistances: Planner = async (db, caller, rows) => {
  const cities = await namesOf(db, 'select id, name from city where company_id = $1', caller.companyId);
  return planDated(
    db,
    caller,
    rows,
    {
      kind: 'distance',
      table: 'road_distance',
      keyColumns: ['city_a_id', 'city_b_id'],
      valueColumn: 'distance_km',
      toStored: (km) => km,
      fromStored: (km) => km,
    },
    ({ values }) => {
      const from = cities.get(lower(values.from_city as string));
      const to = cities.get(lower(values.to_city as string));
      if (!from) return `from_city ${values.from_city} is not a city`;
      if (!to) return `to_city ${values.to_city} is not a city`;
      if (from.id === to.id) return 'from_city and to_city must be two different cities';
      const km = wholeNumber(values.km as string, 1, 5000);
      if (km === undefined) return `km ${values.km} must be a whole number from 1 to 5000`;
      const [first, second] = from.id < to.id ? [from, to] : [to, from];
      return { key: [first.id, second.id], record: distanceRecord(first, second), value: km };
    },
  );
};

const planFareRates: Planner = async (db, caller, rows) => {
  const modes = await namesOf(
    db,
    'select id, name from transport_mode where company_id = $1',
    caller.companyId,
  );
  return planDated(
    db,
    caller,
    rows,
    {
      kind: 'fareRate',
      table: 'fare_rate',
      keyColumns: ['transport_id', 'grade_id'],
      valueColumn: 'paise_per_km',
      toStored: toPaise,
      fromStored: toRupees,
    },
    ({ values }) => {
      const mode = modes.get(lower(values.transport as string));
      if (!mode) return `transport ${values.transport} is not a transport mode`;
      const grade = wholeNumber(values.grade as string, 1, 20);
      if (grade === undefined) return `grade ${values.grade} must be a whole number from 1 to 20`;
      const value = rupees(values.rupees_per_km as string);
      if (value === undefined) return `rupees_per_km ${values.rupees_per_km} must be an amount like 3.50`;
      return { key: [mode.id, grade], record: rateRecord('fareRate', mode, grade), value };
    },
  );
};

const planAllowances: Planner = async (db, caller, rows) => {
  const categories = await namesOf(
    db,
    'select id, name from category where company_id = $1',
    caller.companyId,
  );
  return planDated(
    db,
    caller,
    rows,
    {
      kind: 'allowance',
      table: 'daily_allowance',
      keyColumns: ['category_id', 'grade_id'],
      valueColumn: 'amount_paise',
      toStored: toPaise,
      fromStored: toRupees,
    },
    ({ values }) => {
      const category = categories.get(lower(values.category as string));
      if (!category) return `category ${values.category} is not a category (HQ, EX-HQ or Out Station)`;
      const grade = wholeNumber(values.grade as string, 1, 20);
      if (grade === undefined) return `grade ${values.grade} must be a whole number from 1 to 20`;
      const value = rupees(values.rupees as string);
      if (value === undefined) return `rupees ${values.rupees} must be an amount like 250 or 250.50`;
      return { key: [category.id, grade], record: rateRecord('allowance', category, grade), value };
    },
  );
};

const planHolidays: Planner = async (db, caller, rows) => {
  const companyId = caller.companyId;
  const existing = new Map(
    (
      await db.query<{ date: string; name: string }>(
        `select to_char(holiday_date, 'YYYY-MM-DD') as date, name from company_holiday where company_id = $1`,
        [companyId],
      )
    ).map((row) => [row.date, row.name]),
  );
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
      await inBatches(changed, async (batch) => {
        await tx.query(
          `insert into company_holiday (company_id, holiday_date, name)
           select $1, r.date, r.name from json_to_recordset($2::json) as r(date date, name text)
           on conflict (company_id, holiday_date) do update set name = excluded.name`,
          [companyId, JSON.stringify(batch)],
        );
      });
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

const PLANNERS: Record<TCsvKind, Planner> = {
  employees: planEmployees,
  cities: planCities,
  distances: planDistances,
  fareRates: planFareRates,
  allowances: planAllowances,
  holidays: planHolidays,
  customers: planCustomers,
};

async function plan(db: Queryable, caller: Caller, kind: TCsvKind, csv: string): Promise<Plan> {
  const { rows, problems } = readRows(kind, csv);
  const planned = await PLANNERS[kind](db, caller, rows);
  const all = [...problems, ...planned.problems].sort((x, y) => rowNumber(x) - rowNumber(y));
  return { ...planned, problems: all };
}

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
): Promise<TCsvReport> {
  if (kind !== 'employees') {
    const { rows, problems, changes } = await plan(db, caller, kind, csv);
    return { rows, problems, changes };
  }
  // A file of people may leave a waiting approval without an approver, which only the reporting
  // line as it would stand tells: a clean file is imported in a transaction that is rolled back.
  try {
    await db.transaction(async (tx) => {
      const { rows, problems, changes, apply } = await plan(tx, caller, kind, csv);
      if (problems.length === 0) {
        try {
          await apply(tx, []);
        } catch (error) {
          if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
          problems.push(error.message);
        }
      }
      throw new TrialOver({ rows, problems, changes });
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
): Promise<TCsvReport & { message: string }> {
  return db.transaction(async (tx) => {
    // Planned inside the transaction, so the file is judged against what it will be written over.
    const planned = await plan(tx, caller, kind, csv);
    if (planned.problems.length > 0) {
      const shown = planned.problems.slice(0, PROBLEMS_IN_MESSAGE).join('\n');
      const more =
        planned.problems.length > PROBLEMS_IN_MESSAGE
          ? `\n…and ${planned.problems.length - PROBLEMS_IN_MESSAGE} more`
          : '';
      throw new HttpError(
        422,
        `Nothing was imported: ${plural(planned.problems.length, 'problem', 'problems')}.\n${shown}${more}`,
      );
    }
    const audit: AuditChange[] = [];
    await planned.apply(tx, audit);
    await recordChanges(tx, audit);
    const label = CSV_LABELS[kind];
    return {
      rows: planned.rows,
      problems: [],
      changes: planned.changes,
      message:
        planned.changes === 0
          ? `${label}: all ${plural(planned.rows, 'row is', 'rows are')} already as the file says. Nothing changed.`
          : `${label}: ${plural(planned.changes, 'row', 'rows')} of ${planned.rows} imported.`,
    };
  });
}

export async function exportCsv(
  db: Queryable,
  companyId: number,
  kind: TCsvKind,
): Promise<{ fileName: string; csv: string }> {
  const header = CSV_COLUMNS[kind];
  let rows: (string | number)[][];
  if (kind === 'employees') {
    const found = await db.query<Record<string, string | number>>(
      `select e.emp_code, e.employee_name, e.designation, e.grade_id, e.area_range, coalesce(t.name, '') as territory,
              coalesce(c.name, '') as hq_city, coalesce(m.emp_code, '') as reports_to, e.email_id, e.phone_number
         from employee e left join territory t on t.id = e.territory_id left join city c on c.id = e.hq_city_id
         left join employee m on m.id = e.reports_to
        where e.company_id = $1 and e.is_active order by e.emp_code`,
      [companyId],
    );
    rows = found.map((row) => Object.values(row));
  } else if (kind === 'cities') {
    rows = (
      await db.query<{ territory: string; city: string; latitude: number | null; longitude: number | null }>(
        `select t.name as territory, c.name as city, c.latitude, c.longitude
           from city c join territory t on t.id = c.territory_id
          where c.company_id = $1 order by t.name, c.name`,
        [companyId],
      )
    ).map((row) => [row.territory, row.city, row.latitude ?? '', row.longitude ?? '']);
  } else if (kind === 'customers') {
    rows = (
      await db.query<{ name: string; type: string; city: string; territory: string; isActive: boolean }>(
        `select cu.name, cu.customer_type as type, ci.name as city, t.name as territory, cu.is_active as "isActive"
           from customer cu join city ci on ci.id = cu.city_id join territory t on t.id = cu.territory_id
          where cu.company_id = $1 order by t.name, ci.name, lower(cu.name)`,
        [companyId],
      )
    ).map((row) => [row.name, row.type, row.city, row.territory, row.isActive ? 'yes' : 'no']);
  } else if (kind === 'distances') {
    rows = (
      await db.query<{ a: string; b: string; km: number; d: string }>(
        `select a.name as a, b.name as b, d.distance_km as km, to_char(d.effective_from, 'YYYY-MM-DD') as d
           from road_distance d join city a on a.id = d.city_a_id join city b on b.id = d.city_b_id
          where d.company_id = $1 order by a.name, b.name, d.effective_from`,
        [companyId],
      )
    ).map((row) => [row.a, row.b, row.km, row.d]);
  } else if (kind === 'fareRates') {
    rows = (
      await db.query<{ name: string; grade: number; paise: number; d: string }>(
        `select m.name, r.grade_id as grade, r.paise_per_km as paise, to_char(r.effective_from, 'YYYY-MM-DD') as d
           from fare_rate r join transport_mode m on m.company_id = r.company_id and m.id = r.transport_id
          where r.company_id = $1 order by r.transport_id, r.grade_id, r.effective_from`,
        [companyId],
      )
    ).map((row) => [row.name, row.grade, toRupees(row.paise).toFixed(2), row.d]);
  } else if (kind === 'allowances') {
    rows = (
      await db.query<{ name: string; grade: number; paise: number; d: string }>(
        `select c.name, a.grade_id as grade, a.amount_paise as paise, to_char(a.effective_from, 'YYYY-MM-DD') as d
           from daily_allowance a join category c on c.company_id = a.company_id and c.id = a.category_id
          where a.company_id = $1 order by a.category_id, a.grade_id, a.effective_from`,
        [companyId],
      )
    ).map((row) => [row.name, row.grade, toRupees(row.paise).toFixed(2), row.d]);
  } else {
    rows = (
      await db.query<{ date: string; name: string }>(
        `select to_char(holiday_date, 'YYYY-MM-DD') as date, name from company_holiday
          where company_id = $1 order by holiday_date`,
        [companyId],
      )
    ).map((row) => [row.date, row.name]);
  }
  return { fileName: `${kind}.csv`, csv: formatCsv(header, rows) };
}
