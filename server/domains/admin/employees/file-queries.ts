// SQL of an employees file: what a file is checked against, its batched writes, and the export.
import type { Queryable } from '../../../db/database';

/** Every employee of the company with their manager's code, as an employees file is checked against. */
export function listEmployeesForPlan(db: Queryable, companyId: number) {
  return db.query<{
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
}

export function listCityTerritories(db: Queryable, companyId: number) {
  return db.query<{ id: number; name: string; territoryId: number }>(
    'select id, name, territory_id as "territoryId" from city where company_id = $1',
    [companyId],
  );
}

/** An employee as a file's row carries them, places by id. */
export interface EmployeeFileRecord {
  code: string;
  name: string;
  designation: string;
  grade: number;
  area_range: string;
  territory_id: number | null;
  hq_city_id: number | null;
  email: string;
  phone: string;
}

const RECORD_TYPE = `r(code text, name text, designation text, grade int, area_range text, territory_id int,
  hq_city_id int, email text, phone text)`;

/** New employees, batched: their sign-in name is their code in lower case, their password unusable. */
export async function insertEmployees(
  tx: Queryable,
  companyId: number,
  passwordHash: string,
  batch: EmployeeFileRecord[],
): Promise<void> {
  await tx.query(
    `insert into employee (company_id, user_name, password_hash, employee_name, emp_code, designation,
                           grade_id, area_range, territory_id, hq_city_id, email_id, phone_number, city)
     select $1, lower(r.code), $2, r.name, r.code, r.designation, r.grade, r.area_range, r.territory_id,
            r.hq_city_id, r.email, r.phone, coalesce(c.name, '')
       from json_to_recordset($3::json) as ${RECORD_TYPE}
       left join city c on c.id = r.hq_city_id`,
    [companyId, passwordHash, JSON.stringify(batch)],
  );
}

/** Employees a file names, batched by code: a deactivated one is activated. */
export async function updateEmployees(tx: Queryable, companyId: number, batch: EmployeeFileRecord[]) {
  await tx.query(
    `update employee e set emp_code = r.code, employee_name = r.name, designation = r.designation,
            grade_id = r.grade, area_range = r.area_range, territory_id = r.territory_id,
            hq_city_id = r.hq_city_id, email_id = r.email, phone_number = r.phone, is_active = true,
            city = coalesce((select name from city where id = r.hq_city_id), e.city)
       from json_to_recordset($2::json) as ${RECORD_TYPE}
      where e.company_id = $1 and lower(e.emp_code) = lower(r.code)`,
    [companyId, JSON.stringify(batch)],
  );
}

/** Managers by code, batched: written after every employee of the file exists. */
export async function setManagers(
  tx: Queryable,
  companyId: number,
  batch: { code: string; manager: string | null }[],
): Promise<void> {
  await tx.query(
    `update employee e set reports_to = m.id
       from json_to_recordset($2::json) as r(code text, manager text)
       left join employee m on m.company_id = $1 and lower(m.emp_code) = lower(r.manager)
      where e.company_id = $1 and lower(e.emp_code) = lower(r.code)`,
    [companyId, JSON.stringify(batch)],
  );
}

/** The ids of the company's employees with these codes (any case), by lower-case code. */
export async function idsByCode(
  tx: Queryable,
  companyId: number,
  codes: string[],
): Promise<Map<string, number>> {
  const rows = await tx.query<{ id: number; code: string }>(
    'select id, lower(emp_code) as code from employee where company_id = $1 and lower(emp_code) = any($2::text[])',
    [companyId, codes.map((code) => code.toLowerCase())],
  );
  return new Map(rows.map((row) => [row.code, row.id]));
}

/** The company's active employees as an employees file lists them. */
export function listEmployeesForFile(db: Queryable, companyId: number) {
  return db.query<Record<string, string | number>>(
    `select e.emp_code, e.employee_name, e.designation, e.grade_id, e.area_range, coalesce(t.name, '') as territory,
            coalesce(c.name, '') as hq_city, coalesce(m.emp_code, '') as reports_to, e.email_id, e.phone_number
       from employee e left join territory t on t.id = e.territory_id left join city c on c.id = e.hq_city_id
       left join employee m on m.id = e.reports_to
      where e.company_id = $1 and e.is_active order by e.emp_code`,
    [companyId],
  );
}
