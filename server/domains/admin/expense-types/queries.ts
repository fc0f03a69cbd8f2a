// SQL of expense types: the bills ('E') and sundries ('S') an employee can claim.
import type { Queryable } from '../../../db/database';

export function listExpenseTypes(db: Queryable, companyId: number) {
  return db.query<{ expenseTypeId: number; name: string; expenseOrSundry: 'E' | 'S' }>(
    `select id as "expenseTypeId", name, expense_or_sundry as "expenseOrSundry"
       from expense_type where company_id = $1 order by expense_or_sundry, name`,
    [companyId],
  );
}

export async function findExpenseType(db: Queryable, expenseTypeId: number) {
  const [row] = await db.query<{ companyId: number; name: string; expenseOrSundry: string }>(
    `select company_id as "companyId", name, expense_or_sundry as "expenseOrSundry" from expense_type where id = $1`,
    [expenseTypeId],
  );
  return row;
}

/** Another expense type of the company with the name (any case), besides the one with `id`. */
export async function isExpenseTypeNameTaken(
  db: Queryable,
  companyId: number,
  name: string,
  id: number | null,
): Promise<boolean> {
  const rows = await db.query(
    'select 1 from expense_type where company_id = $1 and lower(name) = lower($2) and id <> coalesce($3::int, 0)',
    [companyId, name, id],
  );
  return rows.length > 0;
}

interface ExpenseTypeFields {
  name: string;
  expenseOrSundry: 'E' | 'S';
}

export async function updateExpenseType(tx: Queryable, id: number, type: ExpenseTypeFields): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'update expense_type set name = $2, expense_or_sundry = $3 where id = $1 returning id',
    [id, type.name, type.expenseOrSundry],
  );
  return row?.id ?? 0;
}

export async function insertExpenseType(
  tx: Queryable,
  companyId: number,
  type: ExpenseTypeFields,
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'insert into expense_type (company_id, name, expense_or_sundry) values ($1, $2, $3) returning id',
    [companyId, type.name, type.expenseOrSundry],
  );
  return row?.id ?? 0;
}
