// CSV import and export (issue 24): 'Check' lists every problem by row and writes nothing;
// 'Import' writes every row in one transaction, or with any problem none; exporting a file and
// importing it again changes nothing (rows already as the file says are not written).
// Each kind of file is planned in its own module (csv-employees.ts, csv-cities.ts, ...) from the
// shared parts in csv-rows.ts; this module checks, imports and exports.
import { CSV_COLUMNS, CSV_LABELS, type TCsvKind, type TCsvReport } from '../../../src/contract/admin/csv';
import { paiseAsDecimal } from '../../../src/pure/money';
import { plural } from '../../../src/pure/plural';
import type { Database, Queryable } from '../../db/database';
import type { Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { writeCsv } from '../../lib/csv';
import { type AuditChange, recordChanges } from './audit';
import { planCities } from './csv-cities';
import { planCustomers } from './csv-customers';
import { planAllowances, planDistances, planFareRates } from './csv-dated-figures';
import { planEmployees } from './csv-employees';
import { planHolidays } from './csv-holidays';
import { type Plan, type Planner, readRows, rowNumber } from './csv-rows';

const PLANNERS: Record<TCsvKind, Planner> = {
  employees: planEmployees,
  cities: planCities,
  distances: planDistances,
  fareRates: planFareRates,
  allowances: planAllowances,
  holidays: planHolidays,
  customers: planCustomers,
};

async function plan(db: Queryable, caller: Caller, kind: TCsvKind, csv: string): Promise<Plan> {
  const { rows, problems } = readRows(kind, csv);
  const planned = await PLANNERS[kind](db, caller, rows);
  const all = [...problems, ...planned.problems].sort((x, y) => rowNumber(x) - rowNumber(y));
  return { ...planned, problems: all };
}

/** Thrown to roll back a trial import once its report is known. */
class TrialOver extends Error {
  constructor(readonly report: TCsvReport) {
    super('trial import rolled back');
  }
}

export async function checkCsv(
  db: Database,
  caller: Caller,
  kind: TCsvKind,
  csv: string,
): Promise<TCsvReport> {
  if (kind !== 'employees') {
    const { rows, problems, changes } = await plan(db, caller, kind, csv);
    return { rows, problems, changes };
  }
  // A file of people may leave a waiting approval without an approver, which only the reporting
  // line as it would stand tells: a clean file is imported in a transaction that is rolled back.
  try {
    await db.transaction(async (tx) => {
      const { rows, problems, changes, apply } = await plan(tx, caller, kind, csv);
      if (problems.length === 0) {
        try {
          await apply(tx, []);
        } catch (error) {
          if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
          problems.push(error.message);
        }
      }
      throw new TrialOver({ rows, problems, changes });
    });
  } catch (error) {
    if (error instanceof TrialOver) return error.report;
    throw error;
  }
  throw new Error('unreachable: a trial import always rolls back');
}

/** At most this many problems in a refusal's text; 'Check' lists them all. */
const PROBLEMS_IN_MESSAGE = 20;

export async function importCsv(
  db: Database,
  caller: Caller,
  kind: TCsvKind,
  csv: string,
): Promise<TCsvReport & { message: string }> {
  return db.transaction(async (tx) => {
    // Planned inside the transaction, so the file is judged against what it will be written over.
    const planned = await plan(tx, caller, kind, csv);
    if (planned.problems.length > 0) {
      const shown = planned.problems.slice(0, PROBLEMS_IN_MESSAGE).join('\n');
      const more =
        planned.problems.length > PROBLEMS_IN_MESSAGE
          ? `\n…and ${planned.problems.length - PROBLEMS_IN_MESSAGE} more`
          : '';
      throw new HttpError(
        422,
        `Nothing was imported: ${plural(planned.problems.length, 'problem', 'problems')}.\n${shown}${more}`,
      );
    }
    const audit: AuditChange[] = [];
    await planned.apply(tx, audit);
    await recordChanges(tx, audit);
    const label = CSV_LABELS[kind];
    return {
      rows: planned.rows,
      problems: [],
      changes: planned.changes,
      message:
        planned.changes === 0
          ? `${label}: all ${plural(planned.rows, 'row is', 'rows are')} already as the file says. Nothing changed.`
          : `${label}: ${plural(planned.changes, 'row', 'rows')} of ${planned.rows} imported.`,
    };
  });
}

export async function exportCsv(
  db: Queryable,
  companyId: number,
  kind: TCsvKind,
): Promise<{ fileName: string; csv: string }> {
  const header = CSV_COLUMNS[kind];
  let rows: (string | number)[][];
  if (kind === 'employees') {
    const found = await db.query<Record<string, string | number>>(
      `select e.emp_code, e.employee_name, e.designation, e.grade_id, e.area_range, coalesce(t.name, '') as territory,
              coalesce(c.name, '') as hq_city, coalesce(m.emp_code, '') as reports_to, e.email_id, e.phone_number
         from employee e left join territory t on t.id = e.territory_id left join city c on c.id = e.hq_city_id
         left join employee m on m.id = e.reports_to
        where e.company_id = $1 and e.is_active order by e.emp_code`,
      [companyId],
    );
    rows = found.map((row) => Object.values(row));
  } else if (kind === 'cities') {
    rows = (
      await db.query<{ territory: string; city: string; latitude: number | null; longitude: number | null }>(
        `select t.name as territory, c.name as city, c.latitude, c.longitude
           from city c join territory t on t.id = c.territory_id
          where c.company_id = $1 order by t.name, c.name`,
        [companyId],
      )
    ).map((row) => [row.territory, row.city, row.latitude ?? '', row.longitude ?? '']);
  } else if (kind === 'customers') {
    rows = (
      await db.query<{ name: string; type: string; city: string; territory: string; isActive: boolean }>(
        `select cu.name, cu.customer_type as type, ci.name as city, t.name as territory, cu.is_active as "isActive"
           from customer cu join city ci on ci.id = cu.city_id join territory t on t.id = cu.territory_id
          where cu.company_id = $1 order by t.name, ci.name, lower(cu.name)`,
        [companyId],
      )
    ).map((row) => [row.name, row.type, row.city, row.territory, row.isActive ? 'yes' : 'no']);
  } else if (kind === 'distances') {
    rows = (
      await db.query<{ a: string; b: string; km: number; d: string }>(
        `select a.name as a, b.name as b, d.distance_km as km, to_char(d.effective_from, 'YYYY-MM-DD') as d
           from road_distance d join city a on a.id = d.city_a_id join city b on b.id = d.city_b_id
          where d.company_id = $1 order by a.name, b.name, d.effective_from`,
        [companyId],
      )
    ).map((row) => [row.a, row.b, row.km, row.d]);
  } else if (kind === 'fareRates') {
    rows = (
      await db.query<{ name: string; grade: number; paise: number; d: string }>(
        `select m.name, r.grade_id as grade, r.paise_per_km as paise, to_char(r.effective_from, 'YYYY-MM-DD') as d
           from fare_rate r join transport_mode m on m.company_id = r.company_id and m.id = r.transport_id
          where r.company_id = $1 order by r.transport_id, r.grade_id, r.effective_from`,
        [companyId],
      )
    ).map((row) => [row.name, row.grade, paiseAsDecimal(row.paise), row.d]);
  } else if (kind === 'allowances') {
    rows = (
      await db.query<{ name: string; grade: number; paise: number; d: string }>(
        `select c.name, a.grade_id as grade, a.amount_paise as paise, to_char(a.effective_from, 'YYYY-MM-DD') as d
           from daily_allowance a join category c on c.company_id = a.company_id and c.id = a.category_id
          where a.company_id = $1 order by a.category_id, a.grade_id, a.effective_from`,
        [companyId],
      )
    ).map((row) => [row.name, row.grade, paiseAsDecimal(row.paise), row.d]);
  } else {
    rows = (
      await db.query<{ date: string; name: string }>(
        `select to_char(holiday_date, 'YYYY-MM-DD') as date, name from company_holiday
          where company_id = $1 order by holiday_date`,
        [companyId],
      )
    ).map((row) => [row.date, row.name]);
  }
  return { fileName: `${kind}.csv`, csv: writeCsv([header, ...rows]) };
}
