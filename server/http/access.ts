// The one check every route makes before it touches an employee's or a company's data.
import type { Caller } from './caller';
import { forbidden } from './errors';

export interface Subject {
  employeeId?: number | undefined;
  companyId?: number | undefined;
}

/**
 * Throws 403 unless every id the request names is the caller's own. Approval calls, which may
 * name a subordinate, check the reporting line instead (see the approvals domain).
 */
export function assertOwn(caller: Caller, subject: Subject): void {
  if (subject.employeeId !== undefined && subject.employeeId !== caller.employeeId) throw forbidden();
  if (subject.companyId !== undefined && subject.companyId !== caller.companyId) {
    throw forbidden('You may not see or change another company’s data.');
  }
}
