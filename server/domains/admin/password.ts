// The caller's own password: chosen after a reset (issue 24), or changed knowing the current one.
import { PASSWORD_CHANGED } from '../../../src/contract/admin/employees';
import type { Database } from '../../db/database';
import type { Caller } from '../../http/caller';
import { badRequest, conflict } from '../../http/errors';
import { hashPassword, verifyPassword } from '../auth/passwords';

export async function changeOwnPassword(
  db: Database,
  caller: Caller,
  body: { currentPassword?: string | undefined; newPassword: string },
): Promise<string> {
  const [row] = await db.query<{ hash: string }>('select password_hash as hash from employee where id = $1', [
    caller.employeeId,
  ]);
  if (!row) throw conflict('Your account is no longer there.');
  if (!caller.mustChangePassword) {
    if (!body.currentPassword) throw badRequest('currentPassword: is required');
    if (!(await verifyPassword(row.hash, body.currentPassword)))
      throw conflict('The current password is not right.');
  }
  if (await verifyPassword(row.hash, body.newPassword)) {
    throw conflict('Choose a password other than the one you signed in with.');
  }
  const hash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await tx.query('update employee set password_hash = $2, must_change_password = false where id = $1', [
      caller.employeeId,
      hash,
    ]);
    // Every other session ends: whoever knew the old password is signed out everywhere.
    await tx.query(
      'update session set revoked_at = now() where employee_id = $1 and token_hash <> $2 and revoked_at is null',
      [caller.employeeId, caller.tokenHash],
    );
  });
  return PASSWORD_CHANGED;
}
