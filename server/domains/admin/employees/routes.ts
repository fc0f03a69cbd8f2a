// The employee calls: the list, add or edit, deactivate, activate, reset a password; and the
// caller's own password change.
import type { FastifyInstance } from 'fastify';
import {
  adminEmployeeActivate,
  adminEmployeeDeactivate,
  adminEmployeeSave,
  adminEmployees,
  adminPasswordReset,
  changePassword,
} from '../../../../src/contract/admin/employees';
import { renderText } from '../../../../src/pure/texts';
import type { Database } from '../../../db/database';
import { addRoute } from '../../../http/route';
import { saveEmployee } from './employees';
import { changeOwnPassword, resetPassword } from './passwords';
import { listEmployees } from './queries';
import { activateEmployee, deactivateEmployee } from './status';

export function addEmployeeRoutes(app: FastifyInstance, db: Database): void {
  const adminEmployee = { admin: { companyId: 'body.companyId', employeeId: 'body.employeeId' } } as const;
  addRoute(app, adminEmployees, { admin: { companyId: 'query.companyId' } }, async ({ query }) => ({
    employees: await listEmployees(db, query.companyId, query),
  }));
  addRoute(app, adminEmployeeSave, adminEmployee, async ({ body, caller, language }) => {
    const saved = await saveEmployee(db, caller, body);
    return { ...saved, message: renderText(saved.message, language) };
  });
  addRoute(app, adminEmployeeDeactivate, adminEmployee, async ({ body, caller, language }) => ({
    message: renderText(await deactivateEmployee(db, caller, body.employeeId), language),
  }));
  addRoute(app, adminEmployeeActivate, adminEmployee, async ({ body, caller, language }) => ({
    message: renderText(await activateEmployee(db, caller, body.employeeId), language),
  }));
  addRoute(app, adminPasswordReset, adminEmployee, async ({ body, caller, language }) => {
    const reset = await resetPassword(db, caller, body.employeeId);
    return { ...reset, message: renderText(reset.message, language) };
  });
  addRoute(app, changePassword, 'caller', async ({ body, caller, language }) => ({
    message: renderText(await changeOwnPassword(db, caller, body), language),
  }));
}
