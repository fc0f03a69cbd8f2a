// SQL of the doctors and chemists of each territory (issue 27), as the administrator keeps them.
import type { TAdminCustomer } from '../../../../src/contract/admin/customers';
import type { TCustomerType } from '../../../../src/contract/calls';
import type { Queryable } from '../../../db/database';

/** Customers met in the field and not confirmed yet first, then by territory, city and name. */
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

/** The customer, locked for the change. */
export async function findCustomerForUpdate(tx: Queryable, customerId: number) {
  const [row] = await tx.query<{
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
    [customerId],
  );
  return row;
}

/** Another customer of the city with the name (any case), besides the one with `id`. */
export async function isCustomerNameTaken(
  db: Queryable,
  cityId: number,
  name: string,
  id: number | null,
): Promise<boolean> {
  const rows = await db.query(
    'select 1 from customer where city_id = $1 and lower(name) = lower($2) and id <> coalesce($3::int, 0)',
    [cityId, name, id],
  );
  return rows.length > 0;
}

interface CustomerFields {
  name: string;
  customerType: TCustomerType;
  cityId: number;
  isActive: boolean;
}

/** Saving a customer confirms it; its territory is its city's. */
export async function updateCustomer(tx: Queryable, customerId: number, customer: CustomerFields) {
  const [row] = await tx.query<{ id: number }>(
    `update customer set name = $2, customer_type = $3, city_id = $4,
            territory_id = (select territory_id from city where id = $4), is_active = $5, is_confirmed = true
      where id = $1 returning id`,
    [customerId, customer.name, customer.customerType, customer.cityId, customer.isActive],
  );
  return row?.id ?? 0;
}

export async function insertCustomer(tx: Queryable, companyId: number, customer: CustomerFields) {
  const [row] = await tx.query<{ id: number }>(
    `insert into customer (company_id, territory_id, city_id, name, customer_type, is_active)
     select $1, territory_id, id, $3, $4, $5 from city where id = $2 returning id`,
    [companyId, customer.cityId, customer.name, customer.customerType, customer.isActive],
  );
  return row?.id ?? 0;
}

/** The company's cities with their territories, for a customers file. */
export function listCitiesWithTerritory(db: Queryable, companyId: number) {
  return db.query<{ id: number; name: string; territory: string }>(
    `select c.id, c.name, t.name as territory from city c join territory t on t.id = c.territory_id
      where c.company_id = $1`,
    [companyId],
  );
}

export function listCustomersForPlan(db: Queryable, companyId: number) {
  return db.query<{
    id: number;
    name: string;
    type: string;
    cityId: number;
    isActive: boolean;
    isConfirmed: boolean;
  }>(
    `select id, name, customer_type as type, city_id as "cityId", is_active as "isActive",
            is_confirmed as "isConfirmed"
       from customer where company_id = $1`,
    [companyId],
  );
}

/** A customers file's rows, batched: a customer is one name in a city; writing one confirms it. */
export async function upsertCustomers(
  tx: Queryable,
  companyId: number,
  batch: { name: string; type: string; cityId: number; isActive: boolean }[],
): Promise<void> {
  const json = JSON.stringify(
    batch.map(({ name, type, cityId, isActive }) => ({ name, type, city_id: cityId, is_active: isActive })),
  );
  await tx.query(
    `insert into customer (company_id, territory_id, city_id, name, customer_type, is_active, is_confirmed)
     select $1, c.territory_id, c.id, r.name, r.type, r.is_active, true
       from json_to_recordset($2::json) as r(name text, type text, city_id int, is_active boolean)
       join city c on c.id = r.city_id and c.company_id = $1
     on conflict (company_id, city_id, lower(name)) do update
        set name = excluded.name, customer_type = excluded.customer_type,
            is_active = excluded.is_active, is_confirmed = true`,
    [companyId, json],
  );
}

/** The ids of the customers of these cities, by 'cityId|lower-case name'. */
export async function customerIdsByKey(tx: Queryable, companyId: number, cityIds: number[]) {
  const rows = await tx.query<{ id: number; key: string }>(
    `select id, city_id || '|' || lower(name) as key from customer
      where company_id = $1 and city_id = any($2::int[])`,
    [companyId, cityIds],
  );
  return new Map(rows.map((row) => [row.key, row.id]));
}

/** Every customer as a customers file lists them. */
export function listCustomersForFile(db: Queryable, companyId: number) {
  return db.query<{ name: string; type: string; city: string; territory: string; isActive: boolean }>(
    `select cu.name, cu.customer_type as type, ci.name as city, t.name as territory, cu.is_active as "isActive"
       from customer cu join city ci on ci.id = cu.city_id join territory t on t.id = cu.territory_id
      where cu.company_id = $1 order by t.name, ci.name, lower(cu.name)`,
    [companyId],
  );
}
