// Passwords (issue 24): an administrator's reset gives a one-time password; the caller chooses their
// own after a reset, or changes it knowing the current one.

import { randomInt } from 'node:crypto';
import { ADMIN_SAYS } from '../../../../src/contract/admin-answer-texts';
import type { Text } from '../../../../src/pure/texts';
import type { Database } from '../../../db/database';
import type { Caller } from '../../../http/caller';
import { badRequest, conflict } from '../../../http/errors';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { recordChange } from '../audit/audit';
import { employeeOfCompany, recordOf } from './employees';
import { endSessions, findPasswordHash, setPassword } from './queries';

/** Ten characters without look-alikes (no 0/O, 1/l/I), with a digit: easy to read out once. */
function oneTimePassword(): string {
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
): Promise<{ userName: string; oneTimePassword: string; message: Text }> {
  const employee = await employeeOfCompany(db, caller.companyId, employeeId);
  if (!employee.isActive) throw conflict(ADMIN_SAYS.resetDeactivated({ name: employee.employeeName }));
  const password = oneTimePassword();
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await setPassword(tx, employeeId, hash, true);
    await endSessions(tx, employeeId);
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
    message: ADMIN_SAYS.oneTimePassword({ name: employee.employeeName }),
  };
}

export async function changeOwnPassword(
  db: Database,
  caller: Caller,
  body: { currentPassword?: string | undefined; newPassword: string },
): Promise<Text> {
  const row = await findPasswordHash(db, caller.employeeId);
  if (!row) throw conflict(ADMIN_SAYS.accountGone);
  if (!caller.mustChangePassword) {
    if (!body.currentPassword) throw badRequest(ADMIN_SAYS.currentPasswordRequired);
    if (!(await verifyPassword(row.hash, body.currentPassword)))
      throw conflict(ADMIN_SAYS.currentPasswordWrong);
  }
  if (await verifyPassword(row.hash, body.newPassword)) {
    throw conflict(ADMIN_SAYS.samePassword);
  }
  const hash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await setPassword(tx, caller.employeeId, hash, false);
    // Every other session ends: whoever knew the old password is signed out everywhere.
    await endSessions(tx, caller.employeeId, caller.tokenHash);
  });
  return ADMIN_SAYS.passwordChanged;
}
