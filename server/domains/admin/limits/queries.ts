// SQL of the limits as administration reads and writes them (issue 37).
import type { TCityClass, TLimitPer } from '../../../../src/contract/limits';
import type { Queryable } from '../../../db/database';

export interface StoredLimit {
  expenseTypeId: number;
  expenseType: string;
  gradeId: number;
  cityClass: TCityClass;
  per: TLimitPer;
  amountPaise: number | null;
  effectiveFrom: string;
}

/** Every limit of the company, by type name, grade, class and date. */
export function listCompanyLimits(db: Queryable, companyId: number): Promise<StoredLimit[]> {
  return db.query<StoredLimit>(
    `select l.expense_type_id as "expenseTypeId", et.name as "expenseType", l.grade_id as "gradeId",
            l.city_class as "cityClass", l.per, l.amount_paise as "amountPaise",
            l.effective_from as "effectiveFrom"
       from expense_limit l join expense_type et on et.id = l.expense_type_id
      where l.company_id = $1
      order by lower(et.name), l.grade_id, l.city_class, l.effective_from`,
    [companyId],
  );
}

export interface LimitLine {
  expenseTypeId: number;
  gradeId: number;
  cityClass: TCityClass;
  per: TLimitPer;
  amountPaise: number | null;
  effectiveFrom: string;
}

/** Writes limits through one JSON parameter; a limit of the same date is replaced. */
export async function upsertLimits(tx: Queryable, companyId: number, lines: LimitLine[]): Promise<void> {
  await tx.query(
    `insert into expense_limit (company_id, expense_type_id, grade_id, city_class, per, amount_paise, effective_from)
     select $1, r.type, r.grade, r.class, r.per, r.paise, r.effective_from
       from json_to_recordset($2::json) as r(type int, grade int, class text, per text, paise int, effective_from date)
     on conflict (company_id, grade_id, expense_type_id, city_class, effective_from)
     do update set per = excluded.per, amount_paise = excluded.amount_paise`,
    [
      companyId,
      JSON.stringify(
        lines.map((line) => ({
          type: line.expenseTypeId,
          grade: line.gradeId,
          class: line.cityClass,
          per: line.per,
          paise: line.amountPaise,
          effective_from: line.effectiveFrom,
        })),
      ),
    ],
  );
}
