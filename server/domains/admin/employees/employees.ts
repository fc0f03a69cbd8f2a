// Employees as an administrator sees them (issue 24): one of the company's, added or edited, with
// the checks of their places and reporting line; what the audit log keeps of them.

import { randomBytes } from 'node:crypto';
import type { TAdminEmployee, TEmployeeFields } from '../../../../src/contract/admin/employees';
import { ADMIN_SAYS } from '../../../../src/contract/admin-answer-texts';
import { emailProblem } from '../../../../src/contract/profile';
import type { Text } from '../../../../src/pure/texts';
import type { Database, Queryable } from '../../../db/database';
import type { Caller } from '../../../http/caller';
import { badRequest, conflict, forbidden } from '../../../http/errors';
import { hashPassword } from '../../auth/passwords';
import { changedFields, recordChange } from '../audit/audit';
import { employeeRecord, employeeValues } from '../audit/records';
import { findEmailDomains } from '../company/queries';
import { FOREIGN_RECORD } from '../company-rows';
import {
  findCityPlace,
  findCodeHolder,
  findEmployee,
  findLoop,
  findManager,
  findTerritoryCompany,
  insertEmployee,
  lockReportingLines,
  takenUserNames,
  updateEmployee,
} from './queries';
import { withoutStrandingApprovals } from './waiting-approvals';

/** The employee, when they are of the company; another company's (or nobody's) id is 403. */
export async function employeeOfCompany(
  db: Queryable,
  companyId: number,
  employeeId: number,
): Promise<TAdminEmployee> {
  const row = await findEmployee(db, employeeId);
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

export const recordOf = (employee: TAdminEmployee) =>
  employeeRecord({ id: employee.employeeId, code: employee.empCode, name: employee.employeeName });

export function loopText(name: string, managerName: string): Text {
  return ADMIN_SAYS.loop({ name, manager: managerName });
}

/** Refuses a manager who is the employee or below them. */
async function assertNoLoop(
  db: Queryable,
  employee: { employeeId: number | null; employeeName: string },
  managerId: number,
): Promise<void> {
  if (employee.employeeId === null) return;
  if (managerId === employee.employeeId) {
    throw conflict(ADMIN_SAYS.selfManager({ name: employee.employeeName }));
  }
  const row = await findLoop(db, managerId, employee.employeeId);
  if (row?.found) throw conflict(loopText(employee.employeeName, row.managerName));
}

/** Checks that the territory, HQ city and manager named are the company's and fit together. */
async function assertPlacesAndManager(
  db: Queryable,
  companyId: number,
  fields: Pick<TEmployeeFields, 'territoryId' | 'hqCityId' | 'reportsToId'>,
): Promise<void> {
  if (fields.territoryId !== null) {
    const territory = await findTerritoryCompany(db, fields.territoryId);
    if (territory?.companyId !== companyId) throw forbidden(FOREIGN_RECORD);
  }
  if (fields.hqCityId !== null) {
    const city = await findCityPlace(db, fields.hqCityId);
    if (city?.companyId !== companyId) throw forbidden(FOREIGN_RECORD);
    if (fields.territoryId !== null && city.territoryId !== fields.territoryId) {
      throw conflict(ADMIN_SAYS.hqNotInTerritory({ city: city.name }));
    }
  }
  if (fields.reportsToId !== null) {
    const manager = await findManager(db, fields.reportsToId);
    if (manager?.companyId !== companyId) throw forbidden(FOREIGN_RECORD);
    if (!manager.isActive) throw conflict(ADMIN_SAYS.managerDeactivated({ name: manager.name }));
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
): Promise<{ employeeId: number; message: Text }> {
  const companyId = caller.companyId;
  const before = input.employeeId === null ? null : await employeeOfCompany(db, companyId, input.employeeId);
  // The company's email domains, as on the profile (issue 40); an address kept unchanged stays.
  if (input.emailId !== '' && input.emailId !== before?.emailId) {
    const problem = emailProblem(input.emailId, await findEmailDomains(db, companyId));
    if (problem) throw badRequest(problem);
  }
  return db.transaction(async (tx) => {
    await lockReportingLines(tx, companyId);
    await assertPlacesAndManager(tx, companyId, input);
    if (input.reportsToId !== null) {
      await assertNoLoop(
        tx,
        { employeeId: input.employeeId, employeeName: input.employeeName },
        input.reportsToId,
      );
    }
    const sameCode = await findCodeHolder(tx, companyId, input.empCode, input.employeeId);
    if (sameCode) throw conflict(ADMIN_SAYS.codeTaken({ code: input.empCode, name: sameCode.name }));
    let employeeId: number;
    if (before) {
      if (before.employeeId === caller.employeeId && !input.isAdmin) {
        throw conflict(ADMIN_SAYS.ownAdminFlag);
      }
      // A new manager or area range changes who approves what waits for this person or their people.
      await withoutStrandingApprovals(tx, companyId, () => updateEmployee(tx, before.employeeId, input));
      employeeId = before.employeeId;
    } else {
      const userName = input.empCode.toLowerCase();
      if ((await takenUserNames(tx, [userName])).size > 0)
        throw conflict(ADMIN_SAYS.userNameTaken({ userName }));
      employeeId = await insertEmployee(tx, companyId, {
        ...input,
        userName,
        passwordHash: await unusablePasswordHash(),
      });
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
        ? ADMIN_SAYS.saved({ name: after.employeeName })
        : ADMIN_SAYS.employeeAdded({ name: after.employeeName, userName: after.userName }),
    };
  });
}
