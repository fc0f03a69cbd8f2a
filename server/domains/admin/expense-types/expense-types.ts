// Expense types as an administrator changes them (issue 24): named once in the company, each a
// bill ('E') or a sundry ('S'); every change is in the audit log.

import { ADMIN_SAYS } from '../../../../src/contract/admin-answer-texts';
import type { Text } from '../../../../src/pure/texts';
import type { Database } from '../../../db/database';
import type { Caller } from '../../../http/caller';
import { conflict, forbidden } from '../../../http/errors';
import { recordChange } from '../audit/audit';
import { expenseTypeRecord } from '../audit/records';
import { FOREIGN_RECORD } from '../company-rows';
import { findExpenseType, insertExpenseType, isExpenseTypeNameTaken, updateExpenseType } from './queries';

export async function saveExpenseType(
  db: Database,
  caller: Caller,
  body: { expenseTypeId: number | null; name: string; expenseOrSundry: 'E' | 'S' },
): Promise<Text> {
  return db.transaction(async (tx) => {
    const before = body.expenseTypeId === null ? undefined : await findExpenseType(tx, body.expenseTypeId);
    if (body.expenseTypeId !== null && before?.companyId !== caller.companyId)
      throw forbidden(FOREIGN_RECORD);
    if (await isExpenseTypeNameTaken(tx, caller.companyId, body.name, body.expenseTypeId)) {
      throw conflict(ADMIN_SAYS.expenseTypeTaken({ name: body.name }));
    }
    const id =
      before && body.expenseTypeId !== null
        ? await updateExpenseType(tx, body.expenseTypeId, body)
        : await insertExpenseType(tx, caller.companyId, body);
    if (before && before.name === body.name && before.expenseOrSundry === body.expenseOrSundry) {
      return ADMIN_SAYS.saved({ name: body.name });
    }
    await recordChange(tx, {
      companyId: caller.companyId,
      actorId: caller.employeeId,
      ...expenseTypeRecord({ id, name: body.name }),
      action: before ? 'changed' : 'created',
      oldValue: before ? { name: before.name, expenseOrSundry: before.expenseOrSundry } : null,
      newValue: { name: body.name, expenseOrSundry: body.expenseOrSundry },
    });
    return ADMIN_SAYS.saved({ name: body.name });
  });
}
