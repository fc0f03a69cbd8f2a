// Deactivating and activating an employee (issue 24): whoever reported to a deactivated person moves
// to their manager, and so does whatever waited for them; nothing may be left without an approver.

import { ADMIN_SAYS } from '../../../../src/contract/admin-answer-texts';
import type { Text } from '../../../../src/pure/texts';
import type { Database } from '../../../db/database';
import type { Caller } from '../../../http/caller';
import { conflict } from '../../../http/errors';
import { recordChange } from '../audit/audit';
import { employeeOfCompany, recordOf } from './employees';
import {
  countWaitingFor,
  endSessions,
  findIsActive,
  listActiveReports,
  lockReportingLines,
  moveReports,
  setActive,
} from './queries';
import { withoutStrandingApprovals } from './waiting-approvals';

/**
 * Deactivates an employee: they cannot sign in and their sessions end; the people who reported to
 * them report to their manager, so whatever waited for them as an approver waits for that manager.
 */
export async function deactivateEmployee(db: Database, caller: Caller, employeeId: number): Promise<Text> {
  const companyId = caller.companyId;
  const employee = await employeeOfCompany(db, companyId, employeeId);
  if (employeeId === caller.employeeId) throw conflict(ADMIN_SAYS.deactivateSelf);
  if (!employee.isActive) throw conflict(ADMIN_SAYS.alreadyDeactivated({ name: employee.employeeName }));
  return db.transaction(async (tx) => {
    await lockReportingLines(tx, companyId);
    const reports = await listActiveReports(tx, employeeId);
    const waitingCount = await countWaitingFor(tx, employeeId);
    if (reports.length > 0 && employee.reportsToId === null) {
      throw conflict(
        ADMIN_SAYS.reportsWithoutManager({ name: employee.employeeName, people: reports.length }),
      );
    }
    await withoutStrandingApprovals(tx, companyId, async () => {
      await moveReports(tx, employeeId, employee.reportsToId);
      await setActive(tx, employeeId, false);
    });
    await endSessions(tx, employeeId);
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
    if (reports.length === 0) return ADMIN_SAYS.deactivated({ name: employee.employeeName });
    return ADMIN_SAYS.deactivatedMoved({
      name: employee.employeeName,
      people: reports.length,
      manager: employee.reportsToName ?? '',
      approvals: waitingCount,
    });
  });
}

/**
 * Activates a deactivated employee again: they sign in with the password they had (a reset gives
 * them a new one). Their reporting line is as it was; a manager deactivated since is refused, so
 * nobody reports to someone who cannot approve.
 */
export async function activateEmployee(db: Database, caller: Caller, employeeId: number): Promise<Text> {
  const companyId = caller.companyId;
  const employee = await employeeOfCompany(db, companyId, employeeId);
  if (employee.isActive) throw conflict(ADMIN_SAYS.alreadyActive({ name: employee.employeeName }));
  return db.transaction(async (tx) => {
    await lockReportingLines(tx, companyId);
    if (employee.reportsToId !== null) {
      const manager = await findIsActive(tx, employee.reportsToId);
      if (!manager?.isActive) {
        throw conflict(
          ADMIN_SAYS.managerInactive({ name: employee.employeeName, manager: employee.reportsToName ?? '' }),
        );
      }
    }
    await setActive(tx, employeeId, true);
    await recordChange(tx, {
      companyId,
      actorId: caller.employeeId,
      ...recordOf(employee),
      action: 'activated',
      oldValue: { active: false },
      newValue: { active: true },
    });
    return ADMIN_SAYS.activated({ name: employee.employeeName });
  });
}
