// Employees as an administrator sees them (issue 24): list, add, edit, deactivate, reset a password.
import { randomBytes, randomInt } from 'node:crypto';
import type { TAdminEmployee, TEmployeeFields } from '../../../src/contract/admin/employees';
import { plural } from '../../../src/pure/plural';
import type { Database, Queryable } from '../../db/database';
import type { Caller } from '../../http/caller';
import { conflict, forbidden } from '../../http/errors';
import { hashPassword } from '../auth/passwords';
import { APPROVER_LINES, monthsWaitingFor } from '../reporting-line/line';
import { changedFields, recordChange } from './audit';
import { employeeRecord, employeeValues } from './audit-records';
import { withoutStrandingApprovals } from './waiting-approvals';

export const FOREIGN_RECORD = 'You may not see or change another company’s data.';

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

export async function listEmployees(
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

/** The employee, when they are of the company; another company's (or nobody's) id is 403. */
export async function employeeOfCompany(
  db: Queryable,
  companyId: number,
  employeeId: number,
): Promise<TAdminEmployee> {
  const rows = await db.query<TAdminEmployee & { companyId: number }>(
    `select ${EMPLOYEE_COLUMNS}, e.company_id as "companyId" ${EMPLOYEE_FROM} where e.id = $1`,
    [employeeId],
  );
  const row = rows[0];
  if (!row || row.companyId !== companyId) throw forbidden(FOREIGN_RECORD);
  const { companyId: _company, ...employee } = row;
  return employee;
}

/** What the audit log keeps of an employee: their fields as a file names them, and the flags. */
function auditView(employee: TAdminEmployee): Record<string, unknown> {
  return {
    ...employeeValues({
      code: employee.empCode,
      name: employee.employeeName,
      designation: employee.designation,
      grade: employee.gradeId,
      areaRange: employee.areaRange,
      territory: employee.territoryName,
      hqCity: employee.hqCityName,
      reportsTo: employee.reportsToCode,
      email: employee.emailId,
      phone: employee.phoneNumber,
    }),
    administrator: employee.isAdmin,
    finance: employee.isFinance,
    active: employee.isActive,
  };
}

const recordOf = (employee: TAdminEmployee) =>
  employeeRecord({ id: employee.employeeId, code: employee.empCode, name: employee.employeeName });

export function loopText(name: string, managerName: string): string {
  return `${name} cannot report to ${managerName}: ${managerName} already reports to ${name}, directly or through others.`;
}

/**
 * Refuses a manager who is the employee or below them: walks up from the manager through the
 * company's reporting line (at most the company's size, so a loop already in the data stops too).
 */
export async function assertNoLoop(
  db: Queryable,
  employee: { employeeId: number | null; employeeName: string },
  managerId: number,
): Promise<void> {
  if (employee.employeeId === null) return;
  if (managerId === employee.employeeId) {
    throw conflict(`${employee.employeeName} cannot report to themselves.`);
  }
  const rows = await db.query<{ found: boolean; managerName: string }>(
    `with recursive line (id, depth) as (
        select $1::int, 0
        union all
        select e.reports_to, line.depth + 1 from employee e join line on e.id = line.id
         where e.reports_to is not null and line.depth < 10000
      )
      select exists (select 1 from line where id = $2) as found,
             (select employee_name from employee where id = $1) as "managerName"`,
    [managerId, employee.employeeId],
  );
  const row = rows[0];
  if (row?.found) throw conflict(loopText(employee.employeeName, row.managerName));
}

/** Checks that the territory, HQ city and manager named are the company's and fit together. */
export async function assertPlacesAndManager(
  db: Queryable,
  companyId: number,
  fields: Pick<TEmployeeFields, 'territoryId' | 'hqCityId' | 'reportsToId'>,
): Promise<void> {
  if (fields.territoryId !== null) {
    const [territory] = await db.query<{ companyId: number }>(
      'select company_id as "companyId" from territory where id = $1',
      [fields.territoryId],
    );
    if (territory?.companyId !== companyId) throw forbidden(FOREIGN_RECORD);
  }
  if (fields.hqCityId !== null) {
    const [city] = await db.query<{ companyId: number; territoryId: number; name: string }>(
      'select company_id as "companyId", territory_id as "territoryId", name from city where id = $1',
      [fields.hqCityId],
    );
    if (city?.companyId !== companyId) throw forbidden(FOREIGN_RECORD);
    if (fields.territoryId !== null && city.territoryId !== fields.territoryId) {
      throw conflict(`The HQ city ${city.name} is not in the territory chosen.`);
    }
  }
  if (fields.reportsToId !== null) {
    const [manager] = await db.query<{ companyId: number; isActive: boolean; name: string }>(
      'select company_id as "companyId", is_active as "isActive", employee_name as name from employee where id = $1',
      [fields.reportsToId],
    );
    if (manager?.companyId !== companyId) throw forbidden(FOREIGN_RECORD);
    if (!manager.isActive) throw conflict(`${manager.name} is deactivated and cannot be a manager.`);
  }
}

let unusableHash: Promise<string> | undefined;

/**
 * A password nobody knows (random, thrown away): an employee added without one signs in only after
 * a reset. Hashed once per process, so adding 2,000 people costs one argon2 hash, not 2,000.
 */
export function unusablePasswordHash(): Promise<string> {
  unusableHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return unusableHash;
}

export async function saveEmployee(
  db: Database,
  caller: Caller,
  input: TEmployeeFields & { employeeId: number | null },
): Promise<{ employeeId: number; message: string }> {
  const companyId = caller.companyId;
  const before = input.employeeId === null ? null : await employeeOfCompany(db, companyId, input.employeeId);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1, $2)', [REPORTING_LINE_LOCK, companyId]);
    await assertPlacesAndManager(tx, companyId, input);
    if (input.reportsToId !== null) {
      await assertNoLoop(
        tx,
        { employeeId: input.employeeId, employeeName: input.employeeName },
        input.reportsToId,
      );
    }
    const [sameCode] = await tx.query<{ id: number; name: string }>(
      `select id, employee_name as name from employee
        where company_id = $1 and lower(emp_code) = lower($2) and id <> coalesce($3::int, 0)`,
      [companyId, input.empCode, input.employeeId],
    );
    if (sameCode) throw conflict(`The employee code ${input.empCode} is already ${sameCode.name}’s.`);
    const values = [
      input.empCode,
      input.employeeName,
      input.designation,
      input.gradeId,
      input.areaRange,
      input.territoryId,
      input.hqCityId,
      input.reportsToId,
      input.emailId,
      input.phoneNumber,
      input.isAdmin,
      input.isFinance,
    ];
    let employeeId: number;
    if (before) {
      if (before.employeeId === caller.employeeId && !input.isAdmin) {
        throw conflict('You cannot take away your own administrator flag: ask another administrator.');
      }
      // A new manager or area range changes who approves what waits for this person or their people.
      await withoutStrandingApprovals(tx, companyId, () =>
        tx.query(
          `update employee set emp_code = $1, employee_name = $2, designation = $3, grade_id = $4,
                  area_range = $5, territory_id = $6, hq_city_id = $7, reports_to = $8, email_id = $9,
                  phone_number = $10, is_admin = $11, is_finance = $12,
                  city = coalesce((select name from city where id = $7), city)
            where id = $13`,
          [...values, before.employeeId],
        ),
      );
      employeeId = before.employeeId;
    } else {
      const userName = input.empCode.toLowerCase();
      const [taken] = await tx.query('select 1 from employee where lower(user_name) = $1', [userName]);
      if (taken)
        throw conflict(`The sign-in name ${userName} is already taken: choose another employee code.`);
      const [row] = await tx.query<{ id: number }>(
        `insert into employee (emp_code, employee_name, designation, grade_id, area_range, territory_id,
                               hq_city_id, reports_to, email_id, phone_number, is_admin, is_finance,
                               company_id, user_name, password_hash, city)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
                 coalesce((select name from city where id = $7), ''))
         returning id`,
        [...values, companyId, userName, await unusablePasswordHash()],
      );
      employeeId = row?.id as number;
    }
    const after = await employeeOfCompany(tx, companyId, employeeId);
    const diff = before ? changedFields(auditView(before), auditView(after)) : null;
    if (!before || diff) {
      await recordChange(tx, {
        companyId,
        actorId: caller.employeeId,
        ...recordOf(after),
        action: before ? 'changed' : 'created',
        oldValue: diff?.oldValue ?? null,
        newValue: diff?.newValue ?? auditView(after),
      });
    }
    return {
      employeeId,
      message: before
        ? `${after.employeeName} is saved.`
        : `${after.employeeName} is added with the sign-in name ${after.userName}. Use 'Reset password' to give them a one-time password.`,
    };
  });
}

/** Changes to reporting lines wait for each other within a company, so two cannot make a loop together. */
export const REPORTING_LINE_LOCK = 24_001;

/**
 * Deactivates an employee: they cannot sign in and their sessions end; the people who reported to
 * them report to their manager, so whatever waited for them as an approver waits for that manager.
 */
export async function deactivateEmployee(db: Database, caller: Caller, employeeId: number): Promise<string> {
  const companyId = caller.companyId;
  const employee = await employeeOfCompany(db, companyId, employeeId);
  if (employeeId === caller.employeeId)
    throw conflict('You cannot deactivate yourself: ask another administrator.');
  if (!employee.isActive) throw conflict(`${employee.employeeName} is already deactivated.`);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1, $2)', [REPORTING_LINE_LOCK, companyId]);
    const reports = await tx.query<{ id: number }>(
      'select id from employee where reports_to = $1 and is_active',
      [employeeId],
    );
    const [waiting] = await tx.query<{ count: number }>(
      `select ((select count(distinct c.employee_id) from stpfc c join stpfc_detail d on d.stpfc_id = c.id
                 join ${APPROVER_LINES} l on l.employee_id = c.employee_id
                where l.level1 = $1 and d.status = 'S')
             + (select count(*) from (${monthsWaitingFor('$1')}) months))::int as count`,
      [employeeId],
    );
    const waitingCount = waiting?.count ?? 0;
    if (reports.length > 0 && employee.reportsToId === null) {
      throw conflict(
        `${employee.employeeName} has ${plural(reports.length, 'person', 'people')} reporting to them and no manager to take them over: change their reporting lines first.`,
      );
    }
    await withoutStrandingApprovals(tx, companyId, async () => {
      await tx.query('update employee set reports_to = $2 where reports_to = $1', [
        employeeId,
        employee.reportsToId,
      ]);
      await tx.query('update employee set is_active = false where id = $1', [employeeId]);
    });
    await tx.query('update session set revoked_at = now() where employee_id = $1 and revoked_at is null', [
      employeeId,
    ]);
    await recordChange(tx, {
      companyId,
      actorId: caller.employeeId,
      ...recordOf(employee),
      action: 'deactivated',
      oldValue: { active: true, ...(reports.length > 0 ? { reportsHere: reports.length } : {}) },
      newValue: {
        active: false,
        ...(reports.length > 0
          ? { reportsMovedTo: employee.reportsToCode, waitingApprovalsMoved: waitingCount }
          : {}),
      },
    });
    if (reports.length === 0) return `${employee.employeeName} is deactivated.`;
    return `${employee.employeeName} is deactivated. ${plural(reports.length, 'person', 'people')} who reported to them now report to ${employee.reportsToName}, and ${plural(waitingCount, 'approval', 'approvals')} that waited for them now ${waitingCount === 1 ? 'waits' : 'wait'} for ${employee.reportsToName}.`;
  });
}

/**
 * Activates a deactivated employee again: they sign in with the password they had (a reset gives
 * them a new one). Their reporting line is as it was; a manager deactivated since is refused, so
 * nobody reports to someone who cannot approve.
 */
export async function activateEmployee(db: Database, caller: Caller, employeeId: number): Promise<string> {
  const companyId = caller.companyId;
  const employee = await employeeOfCompany(db, companyId, employeeId);
  if (employee.isActive) throw conflict(`${employee.employeeName} is already active.`);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1, $2)', [REPORTING_LINE_LOCK, companyId]);
    if (employee.reportsToId !== null) {
      const [manager] = await tx.query<{ isActive: boolean }>(
        'select is_active as "isActive" from employee where id = $1',
        [employee.reportsToId],
      );
      if (!manager?.isActive) {
        throw conflict(
          `${employee.employeeName} reports to ${employee.reportsToName}, who is deactivated: choose another manager for them with 'Edit' first.`,
        );
      }
    }
    await tx.query('update employee set is_active = true where id = $1', [employeeId]);
    await recordChange(tx, {
      companyId,
      actorId: caller.employeeId,
      ...recordOf(employee),
      action: 'activated',
      oldValue: { active: false },
      newValue: { active: true },
    });
    return `${employee.employeeName} is active again and can sign in. Use 'Reset password' if they need a new password.`;
  });
}

/** Ten characters without look-alikes (no 0/O, 1/l/I), with a digit: easy to read out once. */
export function oneTimePassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  const chars = Array.from({ length: 9 }, () => all[randomInt(all.length)]);
  chars.splice(randomInt(10), 0, digits[randomInt(digits.length)]);
  return chars.join('');
}

export async function resetPassword(
  db: Database,
  caller: Caller,
  employeeId: number,
): Promise<{ userName: string; oneTimePassword: string; message: string }> {
  const employee = await employeeOfCompany(db, caller.companyId, employeeId);
  if (!employee.isActive) throw conflict(`${employee.employeeName} is deactivated: activate them first.`);
  const password = oneTimePassword();
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.query('update employee set password_hash = $2, must_change_password = true where id = $1', [
      employeeId,
      hash,
    ]);
    await tx.query('update session set revoked_at = now() where employee_id = $1 and revoked_at is null', [
      employeeId,
    ]);
    await recordChange(tx, {
      companyId: caller.companyId,
      actorId: caller.employeeId,
      ...recordOf(employee),
      action: 'password reset',
      oldValue: null,
      newValue: { mustChooseNewPassword: true },
    });
  });
  return {
    userName: employee.userName,
    oneTimePassword: password,
    message: `Give ${employee.employeeName} this one-time password. It is shown only once; at their next sign-in they choose a new one.`,
  };
}
