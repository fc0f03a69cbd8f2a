// The doctors and chemists of each territory (issue 27), as an administrator keeps them: saving one
// an employee added in the field confirms it; every change is in the audit log.

import { ADMIN_SAYS } from '../../../../src/contract/admin-answer-texts';
import type { TCustomerType } from '../../../../src/contract/calls';
import type { Text } from '../../../../src/pure/texts';
import type { Database } from '../../../db/database';
import type { Caller } from '../../../http/caller';
import { conflict, forbidden } from '../../../http/errors';
import { recordChange } from '../audit/audit';
import { customerRecord } from '../audit/records';
import { assertCompanyRow, FOREIGN_RECORD } from '../company-rows';
import { findCustomerForUpdate, insertCustomer, isCustomerNameTaken, updateCustomer } from './queries';

interface CustomerFields {
  customerId: number | null;
  name: string;
  customerType: TCustomerType;
  cityId: number;
  isActive: boolean;
}

export async function saveCustomer(db: Database, caller: Caller, body: CustomerFields): Promise<Text> {
  return db.transaction(async (tx) => {
    const city = await assertCompanyRow(tx, 'city', caller.companyId, body.cityId);
    const before = body.customerId === null ? undefined : await findCustomerForUpdate(tx, body.customerId);
    if (body.customerId !== null && before?.companyId !== caller.companyId) throw forbidden(FOREIGN_RECORD);
    if (await isCustomerNameTaken(tx, body.cityId, body.name, body.customerId)) {
      throw conflict(ADMIN_SAYS.customerTaken({ name: body.name, city: city.name }));
    }
    const id =
      before && body.customerId !== null
        ? await updateCustomer(tx, body.customerId, body)
        : await insertCustomer(tx, caller.companyId, body);
    const after = { name: body.name, type: body.customerType, city: city.name, isActive: body.isActive };
    const isUnchanged =
      before?.isConfirmed &&
      before.name === after.name &&
      before.customerType === after.type &&
      before.city === after.city &&
      before.isActive === after.isActive;
    if (!isUnchanged) {
      await recordChange(tx, {
        companyId: caller.companyId,
        actorId: caller.employeeId,
        ...customerRecord({ id, name: body.name, city: city.name }),
        action: before ? 'changed' : 'created',
        oldValue: before
          ? {
              name: before.name,
              type: before.customerType,
              city: before.city,
              isActive: before.isActive,
              isConfirmed: before.isConfirmed,
            }
          : null,
        newValue: { ...after, isConfirmed: true },
      });
    }
    return ADMIN_SAYS.saved({ name: body.name });
  });
}
