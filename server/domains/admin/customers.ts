// The doctors and chemists of each territory (issue 27), as an administrator keeps them: saving one
// an employee added in the field confirms it; every change is in the audit log.
import type { TAdminCustomer } from '../../../src/contract/admin/customers';
import type { TCustomerType } from '../../../src/contract/calls';
import type { Database, Queryable } from '../../db/database';
import type { Caller } from '../../http/caller';
import { conflict, forbidden } from '../../http/errors';
import { recordChange } from './audit';
import { customerRecord } from './audit-records';
import { FOREIGN_RECORD } from './employees';
import { assertCompanyRow } from './reference';

export function listCustomers(db: Queryable, companyId: number): Promise<TAdminCustomer[]> {
  return db.query<TAdminCustomer>(
    `select cu.id as "customerId", cu.name, cu.customer_type as "customerType", cu.city_id as "cityId",
            ci.name as "cityName", t.name as "territoryName", cu.is_active as "isActive",
            cu.is_confirmed as "isConfirmed", e.employee_name as "addedByName"
       from customer cu
       join city ci on ci.id = cu.city_id
       join territory t on t.id = cu.territory_id
       left join employee e on e.id = cu.added_by
      where cu.company_id = $1
      order by cu.is_confirmed, t.name, ci.name, lower(cu.name)`,
    [companyId],
  );
}

interface CustomerFields {
  customerId: number | null;
  name: string;
  customerType: TCustomerType;
  cityId: number;
  isActive: boolean;
}

export async function saveCustomer(db: Database, caller: Caller, body: CustomerFields): Promise<string> {
  return db.transaction(async (tx) => {
    const city = await assertCompanyRow(tx, 'city', caller.companyId, body.cityId);
    const before =
      body.customerId === null
        ? undefined
        : (
            await tx.query<{
              companyId: number;
              name: string;
              customerType: TCustomerType;
              city: string;
              isActive: boolean;
              isConfirmed: boolean;
            }>(
              `select cu.company_id as "companyId", cu.name, cu.customer_type as "customerType", ci.name as city,
                      cu.is_active as "isActive", cu.is_confirmed as "isConfirmed"
                 from customer cu join city ci on ci.id = cu.city_id where cu.id = $1 for update of cu`,
              [body.customerId],
            )
          )[0];
    if (body.customerId !== null && before?.companyId !== caller.companyId) throw forbidden(FOREIGN_RECORD);
    const [same] = await tx.query(
      `select 1 from customer where city_id = $1 and lower(name) = lower($2) and id <> coalesce($3::int, 0)`,
      [body.cityId, body.name, body.customerId],
    );
    if (same) throw conflict(`There is already a customer called ${body.name} in ${city.name}.`);
    const [{ id } = { id: 0 }] = before
      ? await tx.query<{ id: number }>(
          `update customer set name = $2, customer_type = $3, city_id = $4,
                  territory_id = (select territory_id from city where id = $4), is_active = $5, is_confirmed = true
            where id = $1 returning id`,
          [body.customerId, body.name, body.customerType, body.cityId, body.isActive],
        )
      : await tx.query<{ id: number }>(
          `insert into customer (company_id, territory_id, city_id, name, customer_type, is_active)
           select $1, territory_id, id, $3, $4, $5 from city where id = $2 returning id`,
          [caller.companyId, body.cityId, body.name, body.customerType, body.isActive],
        );
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
    return `${body.name} is saved.`;
  });
}
