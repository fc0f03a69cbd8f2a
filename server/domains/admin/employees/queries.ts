// SQL of employees as the administrator keeps them (issue 24): the list, one employee, their
// reporting line, sign-in, and the batched writes of an employees file.
import type { TAdminEmployee } from '../../../../src/contract/admin/employees';
import type { Queryable } from '../../../db/database';
import { APPROVER_LINES, monthsWaitingFor } from '../../reporting-line/line';

const EMPLOYEE_COLUMNS = `
  e.id as "employeeId", e.user_name as "userName", e.emp_code as "empCode",
  e.employee_name as "employeeName", e.designation, e.grade_id as "gradeId", e.area_range as "areaRange",
  e.territory_id as "territoryId", t.name as "territoryName", e.hq_city_id as "hqCityId",
  c.name as "hqCityName", e.reports_to as "reportsToId", m.emp_code as "reportsToCode",
  m.employee_name as "reportsToName", e.email_id as "emailId", e.phone_number as "phoneNumber",
  e.is_admin as "isAdmin", e.is_finance as "isFinance", e.is_active as "isActive"`;

const EMPLOYEE_FROM = `
  from employee e
  left join territory t on t.id = e.territory_id
  left join city c on c.id = e.hq_city_id
  left join employee m on m.id = e.reports_to`;

export function listEmployees(
  db: Queryable,
  companyId: number,
  options: { search?: string | undefined; includeInactive?: boolean | undefined },
): Promise<TAdminEmployee[]> {
  const search = options.search?.trim()
    ? `%${options.search
        .trim()
        .toLowerCase()
        .replace(/[\\%_]/g, '\\$&')}%`
    : null;
  return db.query<TAdminEmployee>(
    `select ${EMPLOYEE_COLUMNS} ${EMPLOYEE_FROM}
      where e.company_id = $1 and ($2 or e.is_active)
        and ($3::text is null or lower(e.employee_name) like $3 or lower(e.emp_code) like $3)
      order by e.is_active desc, e.employee_name, e.id`,
    [companyId, options.includeInactive === true, search],
  );
}

export async function findEmployee(db: Queryable, employeeId: number) {
  const [row] = await db.query<TAdminEmployee & { companyId: number }>(
    `select ${EMPLOYEE_COLUMNS}, e.company_id as "companyId" ${EMPLOYEE_FROM} where e.id = $1`,
    [employeeId],
  );
  return row;
}

/** Changes to reporting lines wait for each other within a company, so two cannot make a loop together. */
const REPORTING_LINE_LOCK = 24_001;

export async function lockReportingLines(tx: Queryable, companyId: number): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1, $2)', [REPORTING_LINE_LOCK, companyId]);
}

/**
 * Whether `employeeId` is `managerId` or above them: walks up from the manager through the reporting
 * line (at most the company's size, so a loop already in the data stops too).
 */
export async function findLoop(db: Queryable, managerId: number, employeeId: number) {
  const [row] = await db.query<{ found: boolean; managerName: string }>(
    `with recursive line (id, depth) as (
        select $1::int, 0
        union all
        select e.reports_to, line.depth + 1 from employee e join line on e.id = line.id
         where e.reports_to is not null and line.depth < 10000
      )
      select exists (select 1 from line where id = $2) as found,
             (select employee_name from employee where id = $1) as "managerName"`,
    [managerId, employeeId],
  );
  return row;
}

export async function findTerritoryCompany(db: Queryable, territoryId: number) {
  const [row] = await db.query<{ companyId: number }>(
    'select company_id as "companyId" from territory where id = $1',
    [territoryId],
  );
  return row;
}

export async function findCityPlace(db: Queryable, cityId: number) {
  const [row] = await db.query<{ companyId: number; territoryId: number; name: string }>(
    'select company_id as "companyId", territory_id as "territoryId", name from city where id = $1',
    [cityId],
  );
  return row;
}

export async function findManager(db: Queryable, managerId: number) {
  const [row] = await db.query<{ companyId: number; isActive: boolean; name: string }>(
    'select company_id as "companyId", is_active as "isActive", employee_name as name from employee where id = $1',
    [managerId],
  );
  return row;
}

/** Another employee of the company with the code (any case), besides the one with `employeeId`. */
export async function findCodeHolder(
  db: Queryable,
  companyId: number,
  code: string,
  employeeId: number | null,
) {
  const [row] = await db.query<{ id: number; name: string }>(
    `select id, employee_name as name from employee
      where company_id = $1 and lower(emp_code) = lower($2) and id <> coalesce($3::int, 0)`,
    [companyId, code, employeeId],
  );
  return row;
}

/** The sign-in names of these (lower case) already taken, in any company. */
export async function takenUserNames(db: Queryable, userNames: string[]): Promise<Set<string>> {
  const rows = await db.query<{ userName: string }>(
    'select lower(user_name) as "userName" from employee where lower(user_name) = any($1::text[])',
    [userNames],
  );
  return new Set(rows.map((row) => row.userName));
}

interface EmployeeRow {
  empCode: string;
  employeeName: string;
  designation: string;
  gradeId: number;
  areaRange: string;
  territoryId: number | null;
  hqCityId: number | null;
  reportsToId: number | null;
  emailId: string;
  phoneNumber: string;
  isAdmin: boolean;
  isFinance: boolean;
}

const rowValues = (row: EmployeeRow) => [
  row.empCode,
  row.employeeName,
  row.designation,
  row.gradeId,
  row.areaRange,
  row.territoryId,
  row.hqCityId,
  row.reportsToId,
  row.emailId,
  row.phoneNumber,
  row.isAdmin,
  row.isFinance,
];

/** Updates an employee; the city column keeps the HQ city's name for the screens that show it. */
export async function updateEmployee(tx: Queryable, employeeId: number, row: EmployeeRow): Promise<void> {
  await tx.query(
    `update employee set emp_code = $1, employee_name = $2, designation = $3, grade_id = $4,
            area_range = $5, territory_id = $6, hq_city_id = $7, reports_to = $8, email_id = $9,
            phone_number = $10, is_admin = $11, is_finance = $12,
            city = coalesce((select name from city where id = $7), city)
      where id = $13`,
    [...rowValues(row), employeeId],
  );
}

export async function insertEmployee(
  tx: Queryable,
  companyId: number,
  row: EmployeeRow & { userName: string; passwordHash: string },
): Promise<number> {
  const [inserted] = await tx.query<{ id: number }>(
    `insert into employee (emp_code, employee_name, designation, grade_id, area_range, territory_id,
                           hq_city_id, reports_to, email_id, phone_number, is_admin, is_finance,
                           company_id, user_name, password_hash, city)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
             coalesce((select name from city where id = $7), ''))
     returning id`,
    [...rowValues(row), companyId, row.userName, row.passwordHash],
  );
  return inserted?.id as number;
}

export async function listActiveReports(db: Queryable, managerId: number) {
  return db.query<{ id: number }>('select id from employee where reports_to = $1 and is_active', [managerId]);
}

/** Charts and months that wait for the approver now, as the reporting line says. */
export async function countWaitingFor(db: Queryable, approverId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `select ((select count(distinct c.employee_id) from stpfc c join stpfc_detail d on d.stpfc_id = c.id
               join ${APPROVER_LINES} l on l.employee_id = c.employee_id
              where l.level1 = $1 and d.status = 'S')
           + (select count(*) from (${monthsWaitingFor('$1')}) months))::int as count`,
    [approverId],
  );
  return row?.count ?? 0;
}

export async function moveReports(tx: Queryable, fromId: number, toId: number | null): Promise<void> {
  await tx.query('update employee set reports_to = $2 where reports_to = $1', [fromId, toId]);
}

export async function setActive(tx: Queryable, employeeId: number, isActive: boolean): Promise<void> {
  await tx.query('update employee set is_active = $2 where id = $1', [employeeId, isActive]);
}

export async function findIsActive(db: Queryable, employeeId: number) {
  const [row] = await db.query<{ isActive: boolean }>(
    'select is_active as "isActive" from employee where id = $1',
    [employeeId],
  );
  return row;
}

/** Ends the employee's sessions, all but the one with `keepTokenHash` when given. */
export async function endSessions(tx: Queryable, employeeId: number, keepTokenHash?: Buffer): Promise<void> {
  await tx.query(
    `update session set revoked_at = now()
      where employee_id = $1 and revoked_at is null and ($2::bytea is null or token_hash <> $2)`,
    [employeeId, keepTokenHash ?? null],
  );
}

export async function findPasswordHash(db: Queryable, employeeId: number) {
  const [row] = await db.query<{ hash: string }>('select password_hash as hash from employee where id = $1', [
    employeeId,
  ]);
  return row;
}

export async function setPassword(
  tx: Queryable,
  employeeId: number,
  hash: string,
  mustChange: boolean,
): Promise<void> {
  await tx.query('update employee set password_hash = $2, must_change_password = $3 where id = $1', [
    employeeId,
    hash,
    mustChange,
  ]);
}
