// SQL of fare rates (per transport mode) and daily allowances (per category), by grade and date.
import type { TAllowance, TFareRate } from '../../../../src/contract/admin/rates';
import type { Queryable } from '../../../db/database';

export function listTransportModes(db: Queryable, companyId: number) {
  return db.query<{ id: number; name: string }>(
    'select id, name from transport_mode where company_id = $1 order by id',
    [companyId],
  );
}

export function listCategories(db: Queryable, companyId: number) {
  return db.query<{ id: number; name: string }>(
    'select id, name from category where company_id = $1 order by id',
    [companyId],
  );
}

/** Every fare rate, newest first within a mode and grade. */
export function listFareRates(db: Queryable, companyId: number) {
  return db.query<Omit<TFareRate, 'rupeesPerKm'> & { paise: number }>(
    `select r.transport_id as "transportId", m.name as "transportName", r.grade_id as "gradeId",
            r.paise_per_km as paise, to_char(r.effective_from, 'YYYY-MM-DD') as "effectiveFrom"
       from fare_rate r join transport_mode m on m.company_id = r.company_id and m.id = r.transport_id
      where r.company_id = $1 order by r.transport_id, r.grade_id, r.effective_from desc`,
    [companyId],
  );
}

/** Every daily allowance, newest first within a category and grade. */
export function listAllowances(db: Queryable, companyId: number) {
  return db.query<Omit<TAllowance, 'rupees'> & { paise: number }>(
    `select a.category_id as "categoryId", c.name as "categoryName", a.grade_id as "gradeId",
            a.amount_paise as paise, to_char(a.effective_from, 'YYYY-MM-DD') as "effectiveFrom"
       from daily_allowance a join category c on c.company_id = a.company_id and c.id = a.category_id
      where a.company_id = $1 order by a.category_id, a.grade_id, a.effective_from desc`,
    [companyId],
  );
}

/** Where each kind of rate is kept: its table, what it is of, and its amount column. */
const RATE_TABLES = {
  fareRate: { owner: 'transport_mode', table: 'fare_rate', of: 'transport_id', amount: 'paise_per_km' },
  allowance: { owner: 'category', table: 'daily_allowance', of: 'category_id', amount: 'amount_paise' },
} as const;

export type RateKind = keyof typeof RATE_TABLES;

export async function findRateOwner(db: Queryable, kind: RateKind, companyId: number, ofId: number) {
  const [row] = await db.query<{ name: string }>(
    `select name from ${RATE_TABLES[kind].owner} where company_id = $1 and id = $2`,
    [companyId, ofId],
  );
  return row;
}

/** One thing's figures for a grade, oldest first. */
export function listRateFigures(
  db: Queryable,
  kind: RateKind,
  rate: { companyId: number; ofId: number; gradeId: number },
) {
  const { table, of, amount } = RATE_TABLES[kind];
  return db.query<{ paise: number; effectiveFrom: string }>(
    `select ${amount} as paise, to_char(effective_from, 'YYYY-MM-DD') as "effectiveFrom" from ${table}
      where company_id = $1 and ${of} = $2 and grade_id = $3 order by effective_from`,
    [rate.companyId, rate.ofId, rate.gradeId],
  );
}

export async function upsertRate(
  tx: Queryable,
  kind: RateKind,
  rate: { companyId: number; ofId: number; gradeId: number; paise: number; effectiveFrom: string },
): Promise<void> {
  const { table, of, amount } = RATE_TABLES[kind];
  await tx.query(
    `insert into ${table} (company_id, ${of}, grade_id, ${amount}, effective_from)
     values ($1, $2, $3, $4, $5)
     on conflict (company_id, ${of}, grade_id, effective_from) do update set ${amount} = excluded.${amount}`,
    [rate.companyId, rate.ofId, rate.gradeId, rate.paise, rate.effectiveFrom],
  );
}

/** Every fare rate as a fare rates file lists them. */
export function listFareRatesForFile(db: Queryable, companyId: number) {
  return db.query<{ name: string; grade: number; paise: number; d: string }>(
    `select m.name, r.grade_id as grade, r.paise_per_km as paise, to_char(r.effective_from, 'YYYY-MM-DD') as d
       from fare_rate r join transport_mode m on m.company_id = r.company_id and m.id = r.transport_id
      where r.company_id = $1 order by r.transport_id, r.grade_id, r.effective_from`,
    [companyId],
  );
}

/** Every daily allowance as an allowances file lists them. */
export function listAllowancesForFile(db: Queryable, companyId: number) {
  return db.query<{ name: string; grade: number; paise: number; d: string }>(
    `select c.name, a.grade_id as grade, a.amount_paise as paise, to_char(a.effective_from, 'YYYY-MM-DD') as d
       from daily_allowance a join category c on c.company_id = a.company_id and c.id = a.category_id
      where a.company_id = $1 order by a.category_id, a.grade_id, a.effective_from`,
    [companyId],
  );
}
