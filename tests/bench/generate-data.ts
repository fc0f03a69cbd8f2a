// Generates a large company straight in the database (not through the API, not the demo seed):
// a regional manager, area managers with about ten reps each, and for every rep `months` months of
// days ending this month. Older months are approved (with both levels' decisions and the final
// lines), last month waits for level 1, this month is open; each month has two attached bills and
// this month one unreported bill. Everyone signs in with the demo password.
import type { Database } from '../../server/db/database';
import { businessDate, monthOf } from '../../src/pure/calendar';

const REPS_PER_MANAGER = 10;

export interface GeneratedCompany {
  /** Sign-in names of one rep and of their level-1 and level-2 approvers. */
  rep: string;
  areaManager: string;
  regionalManager: string;
}

/** Runs a sequence of set-based statements; each inserts thousands of rows at once. */
export async function generateCompany(
  db: Database,
  { employees, months }: { employees: number; months: number },
): Promise<GeneratedCompany> {
  const [template] = await db.query<{
    companyId: number;
    territoryId: number;
    hqCityId: number;
    gradeId: number;
    passwordHash: string;
    expenseTypeId: number;
  }>(
    `select e.company_id as "companyId", e.territory_id as "territoryId", e.hq_city_id as "hqCityId",
            e.grade_id as "gradeId", e.password_hash as "passwordHash",
            (select min(id) from expense_type t where t.company_id = e.company_id
                and t.expense_or_sundry = 'E') as "expenseTypeId"
       from employee e where e.user_name = 'asha'`,
  );
  if (!template) throw new Error('generateCompany: the demo seed must run first');
  const { companyId, territoryId, hqCityId, gradeId, passwordHash, expenseTypeId } = template;
  const managers = Math.max(1, Math.ceil((employees - 1) / (REPS_PER_MANAGER + 1)));
  const reps = employees - 1 - managers;
  const insertPeople = (range: string, from: number, to: number, reportsTo: string) =>
    db.query(
      `insert into employee (company_id, user_name, password_hash, employee_name, emp_code, designation,
                             area_range, reports_to, grade_id, territory_id, hq_city_id)
       select $1, 'gen_' || lower($2) || n, $3, 'Generated ' || $2 || ' ' || n, 'G' || $2 || n,
              case $2 when 'R' then 'Regional Manager' when 'A' then 'Area Manager'
                      else 'Medical Representative' end,
              $2, ${reportsTo}, $4, $5, $6
         from generate_series($7::int, $8::int) n`,
      [companyId, range, passwordHash, gradeId, territoryId, hqCityId, from, to],
    );
  await insertPeople('R', 1, 1, 'null');
  await insertPeople('A', 1, managers, `(select id from employee where user_name = 'gen_r1')`);
  // Reps go round the managers: rep n reports to manager ((n - 1) % managers) + 1.
  await insertPeople(
    'T',
    1,
    reps,
    `(select id from employee where user_name = 'gen_a' || (((n - 1) % ${managers}) + 1))`,
  );

  const now = monthOf(businessDate());
  const firstIndex = now.year * 12 + (now.month - 1) - (months - 1);
  // Months: index 0 is the oldest; the last is this month (open), the one before waits (Submitted).
  await db.query(
    `insert into expense (company_id, employee_id, year, month, status, submitted_at)
     select $1, e.id, (($2::int + m) / 12), (($2::int + m) % 12) + 1,
            case when m = $3::int - 1 then 'Unsubmitted' when m = $3::int - 2 then 'Submitted' else 'Approved' end,
            case when m < $3::int - 1 then make_date(($2::int + m) / 12, (($2::int + m) % 12) + 1, 1) + 30 end
       from employee e cross join generate_series(0, $3::int - 1) m
      where e.user_name like 'gen_t%'`,
    [companyId, firstIndex, months],
  );
  // One line per day; Sundays are holidays, other days HQ field work with the HQ allowance.
  await db.query(
    `insert into expense_detail (expense_id, activity_date, is_holiday, activity, activity_type_id, from_city_id,
                                 to_city_id, category_id, allowance_paise)
     select x.id, d::date, extract(isodow from d) = 7,
            case when extract(isodow from d) = 7 then 'Holiday' else 'Field Work' end,
            case when extract(isodow from d) = 7 then null else 1 end,
            case when extract(isodow from d) = 7 then null else $1::int end,
            case when extract(isodow from d) = 7 then null else $1::int end,
            case when extract(isodow from d) = 7 then null else 1 end,
            case when extract(isodow from d) = 7 then 0 else 25000 end
       from expense x
       join employee e on e.id = x.employee_id and e.user_name like 'gen_t%'
      cross join generate_series(make_date(x.year, x.month, 1),
                                 make_date(x.year, x.month, 1) + interval '1 month' - interval '1 day',
                                 interval '1 day') d`,
    [hqCityId],
  );
  // Two bills attached to the 2nd and 3rd of every month, one unreported bill this month.
  await db.query(
    `insert into bill (company_id, employee_id, expense_type_id, invoice_number, invoice_date, amount_paise,
                       image, image_type, status)
     select $1, x.employee_id, $2, 'G-' || x.id || '-' || b, make_date(x.year, x.month, 1 + b), 10000 * b,
            '\\xffd8ffd9'::bytea, 'image/jpeg', 'A'
       from expense x cross join generate_series(1, 2) b
      where x.company_id = $1 and x.employee_id in (select id from employee where user_name like 'gen_t%')`,
    [companyId, expenseTypeId],
  );
  await db.query(
    `insert into expense_attachment (expense_detail_id, bill_id)
     select d.id, b.id
       from bill b
       join expense x on x.employee_id = b.employee_id and x.year = extract(year from b.invoice_date)
                     and x.month = extract(month from b.invoice_date)
       join expense_detail d on d.expense_id = x.id and d.activity_date = b.invoice_date
      where b.invoice_number like 'G-%'`,
  );
  await db.query(
    `insert into bill (company_id, employee_id, expense_type_id, invoice_number, invoice_date, amount_paise,
                       image, image_type, status)
     select $1, x.employee_id, $2, 'G-U-' || x.id, make_date(x.year, x.month, 1), 5000,
            '\\xffd8ffd9'::bytea, 'image/jpeg', 'U'
       from expense x
      where x.status = 'Unsubmitted' and x.employee_id in (select id from employee where user_name like 'gen_t%')`,
    [companyId, expenseTypeId],
  );
  // Approved months: both levels decided, and level 2's lines approve every working day.
  await db.query(
    `insert into expense_approval (expense_id, level_id, approver_id, submitted_at, is_closed)
     select x.id, l, case l when 1 then e.reports_to else m.reports_to end, x.submitted_at + l * interval '1 day', true
       from expense x
       join employee e on e.id = x.employee_id
       join employee m on m.id = e.reports_to
      cross join generate_series(1, 2) l
      where x.status = 'Approved' and e.user_name like 'gen_t%'`,
  );
  await db.query(
    `insert into expense_approval_line (approval_id, expense_detail_id, status, judged_paise)
     select a.id, d.id, 'A', d.allowance_paise
       from expense_approval a
       join expense_detail d on d.expense_id = a.expense_id and not d.is_holiday
      where a.level_id = 2 and a.approver_id = (select id from employee where user_name = 'gen_r1')`,
  );
  await db.query('analyze');
  return { rep: 'gen_t1', areaManager: 'gen_a1', regionalManager: 'gen_r1' };
}
