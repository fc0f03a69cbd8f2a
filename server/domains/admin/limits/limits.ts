// Limits as an administrator keeps them (issue 37): effective-dated like the rates, so a change is
// a row from its date on and a day already judged keeps its limit; audited like every change.

import { ADMIN_SAYS } from '../../../../src/contract/admin-answer-texts';
import type { TCityClass, TLimitPer } from '../../../../src/contract/limits';
import { toPaise, toRupees } from '../../../../src/pure/money';
import type { Text } from '../../../../src/pure/texts';
import type { Database, Queryable } from '../../../db/database';
import type { Caller } from '../../../http/caller';
import { listExpenseTypeNames } from '../../limits/queries';
import { recordChange } from '../audit/audit';
import { limitRecord } from '../audit/records';
import { assertCompanyRow, assertNotRepricing } from '../company-rows';
import { listCompanyLimits, upsertLimits } from './queries';

export async function listLimits(db: Queryable, companyId: number) {
  const [types, limits] = await Promise.all([
    listExpenseTypeNames(db, companyId),
    listCompanyLimits(db, companyId),
  ]);
  return {
    expenseTypes: types.sort((a, b) => a.name.localeCompare(b.name)),
    limits: limits.map(({ amountPaise, ...limit }) => ({
      ...limit,
      rupees: amountPaise === null ? null : toRupees(amountPaise),
    })),
  };
}

interface LimitChange {
  expenseTypeId: number;
  gradeId: number;
  cityClass: TCityClass;
  per: TLimitPer;
  rupees?: number | null | undefined;
  effectiveFrom: string;
}

const describe = (per: string, rupees: number | null) =>
  rupees === null ? ADMIN_SAYS.noLimit : ADMIN_SAYS.limitAmount({ rupees, per });

export async function saveLimit(db: Database, caller: Caller, change: LimitChange): Promise<Text> {
  return db.transaction(async (tx) => {
    const type = await assertCompanyRow(tx, 'expense_type', caller.companyId, change.expenseTypeId);
    const what = ADMIN_SAYS.limitWhat({
      type: type.name,
      grade: change.gradeId,
      cityClass: change.cityClass,
    });
    const rupees = change.rupees ?? null;
    const amountPaise = rupees === null ? null : toPaise(rupees);
    const existing = (await listCompanyLimits(tx, caller.companyId)).filter(
      (row) =>
        row.expenseTypeId === change.expenseTypeId &&
        row.gradeId === change.gradeId &&
        row.cityClass === change.cityClass,
    );
    const same = existing.find((row) => row.effectiveFrom === change.effectiveFrom);
    if (same && same.per === change.per && same.amountPaise === amountPaise) {
      return ADMIN_SAYS.limitAlready({
        what,
        limit: describe(change.per, rupees),
        date: change.effectiveFrom,
      });
    }
    assertNotRepricing(change.effectiveFrom, existing.length > 0, what);
    await upsertLimits(tx, caller.companyId, [{ ...change, amountPaise }]);
    const last = existing.filter((row) => row.effectiveFrom <= change.effectiveFrom).at(-1);
    await recordChange(tx, {
      companyId: caller.companyId,
      actorId: caller.employeeId,
      ...limitRecord({ id: change.expenseTypeId, name: type.name }, change.gradeId, change.cityClass),
      action: last ? 'changed' : 'created',
      oldValue: last
        ? {
            per: last.per,
            rupees: last.amountPaise === null ? null : toRupees(last.amountPaise),
            effectiveFrom: last.effectiveFrom,
          }
        : null,
      newValue: { per: change.per, rupees, effectiveFrom: change.effectiveFrom },
    });
    return ADMIN_SAYS.limitSaved({ what, limit: describe(change.per, rupees), date: change.effectiveFrom });
  });
}
