// SQL of limits (issue 37): a company's limits for one grade, the bills of one claim with their
// day's city class, and the city a bill being entered belongs to.
import type { TCityClass } from '../../../src/contract/limits';
import type { Queryable } from '../../db/database';
import type { ClaimBill, LimitRow } from './rules';

/** Every limit of a company and grade that took effect on or before a date (limits are few). */
export function listGradeLimits(
  db: Queryable,
  companyId: number,
  gradeId: number,
  upTo: string,
): Promise<LimitRow[]> {
  return db.query<LimitRow>(
    `select expense_type_id as "expenseTypeId", city_class as "cityClass", per,
            amount_paise as "amountPaise", effective_from as "effectiveFrom"
       from expense_limit
      where company_id = $1 and grade_id = $2 and effective_from <= $3`,
    [companyId, gradeId, upTo],
  );
}

/** The limits claims' bills may meet: each employee's grade's, in effect by the month's end. */
export function listClaimLimits(
  db: Queryable,
  expenseIds: readonly number[],
): Promise<(LimitRow & { expenseId: number })[]> {
  return db.query<LimitRow & { expenseId: number }>(
    `select e.id as "expenseId", l.expense_type_id as "expenseTypeId", l.city_class as "cityClass", l.per,
            l.amount_paise as "amountPaise", l.effective_from as "effectiveFrom"
       from expense e
       join employee emp on emp.id = e.employee_id
       join expense_limit l on l.company_id = e.company_id and l.grade_id = emp.grade_id
      where e.id = any($1::int[])
        and l.effective_from < make_date(e.year, e.month, 1) + interval '1 month'`,
    [expenseIds],
  );
}

export interface ClaimHeader {
  expenseId: number;
  companyId: number;
  gradeId: number;
  year: number;
  month: number;
  hqClass: TCityClass;
}

export function listClaimHeaders(db: Queryable, expenseIds: readonly number[]): Promise<ClaimHeader[]> {
  return db.query<ClaimHeader>(
    `select e.id as "expenseId", e.company_id as "companyId", emp.grade_id as "gradeId", e.year, e.month,
            coalesce(hq.city_class, 'Z') as "hqClass"
       from expense e
       join employee emp on emp.id = e.employee_id
       left join city hq on hq.id = emp.hq_city_id
      where e.id = any($1::int[])`,
    [expenseIds],
  );
}

/** The bills attached to the claims' days, each with its claim, its day's date and city class. */
export function listClaimBills(
  db: Queryable,
  expenseIds: readonly number[],
): Promise<(ClaimBill & { expenseType: string; expenseId: number })[]> {
  return db.query<ClaimBill & { expenseType: string; expenseId: number }>(
    `select d.expense_id as "expenseId", b.id as "billId", b.expense_type_id as "expenseTypeId", et.name as "expenseType",
            b.amount_paise as "amountPaise", d.id as "expenseDetailId", d.activity_date as "date",
            coalesce(dc.city_class, hq.city_class, 'Z') as "cityClass"
       from expense_detail d
       join expense_attachment a on a.expense_detail_id = d.id
       join bill b on b.id = a.bill_id
       join expense_type et on et.id = b.expense_type_id
       join expense e on e.id = d.expense_id
       join employee emp on emp.id = e.employee_id
       left join city dc on dc.id = d.to_city_id
       left join city hq on hq.id = emp.hq_city_id
      where d.expense_id = any($1::int[])`,
    [expenseIds],
  );
}

export interface BillPlace {
  gradeId: number;
  cityName: string;
  cityClass: TCityClass;
  hqClass: TCityClass;
}

/**
 * Where an employee's bill is spent: the day's city (where it ends) when the day is named and is
 * theirs, else their headquarters. Null when the day is not one of the employee's.
 */
export async function findBillPlace(
  db: Queryable,
  employeeId: number,
  expenseDetailId: number | undefined,
): Promise<BillPlace | null> {
  const [row] = await db.query<BillPlace & { dayFound: boolean }>(
    `select emp.grade_id as "gradeId",
            coalesce(dc.name, hq.name, '') as "cityName",
            coalesce(dc.city_class, hq.city_class, 'Z') as "cityClass",
            coalesce(hq.city_class, 'Z') as "hqClass",
            d.id is not null as "dayFound"
       from employee emp
       left join city hq on hq.id = emp.hq_city_id
       left join expense_detail d on d.id = $2
            and d.expense_id in (select id from expense where employee_id = emp.id)
       left join city dc on dc.id = d.to_city_id
      where emp.id = $1`,
    [employeeId, expenseDetailId ?? null],
  );
  if (!row || (expenseDetailId !== undefined && !row.dayFound)) return null;
  return { gradeId: row.gradeId, cityName: row.cityName, cityClass: row.cityClass, hqClass: row.hqClass };
}

export function listExpenseTypeNames(db: Queryable, companyId: number) {
  return db.query<{ id: number; name: string }>('select id, name from expense_type where company_id = $1', [
    companyId,
  ]);
}
