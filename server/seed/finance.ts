// The demo company's finance team (DESIGN.md section 8): kavita, who pays approved claims. The
// administration issue may seed her too: she is added only when absent, and given the flag.
import { addDays, monthBounds, monthOf } from '../../src/pure/calendar';
import type { Queryable } from '../db/database';
import { hashPassword } from '../domains/auth/passwords';
import { DEMO_PASSWORD } from './demo-company';

const FINANCE_USER = {
  userName: 'kavita',
  employeeName: 'Kavita Rao',
  empCode: 'SPL0031',
  designation: 'Accounts',
  phoneNumber: '9820098765',
  emailId: 'kavita.rao.spl@gmail.com',
} as const;

/** Adds kavita to the company unless someone of that user name exists, and marks her finance. */
export async function seedFinanceTeam(tx: Queryable, companyId: number, hqCityId: number | undefined) {
  const found = await tx.query('select 1 from employee where lower(user_name) = $1', [FINANCE_USER.userName]);
  if (found.length === 0) {
    await tx.query(
      `insert into employee (company_id, user_name, password_hash, employee_name, emp_code, designation,
                             area_range, hq_city_id, city, state, phone_number, email_id)
       values ($1, $2, $3, $4, $5, $6, 'T', $7, 'Mumbai', 'Maharashtra', $8, $9)`,
      [
        companyId,
        FINANCE_USER.userName,
        await hashPassword(DEMO_PASSWORD),
        FINANCE_USER.employeeName,
        FINANCE_USER.empCode,
        FINANCE_USER.designation,
        hqCityId ?? null,
        FINANCE_USER.phoneNumber,
        FINANCE_USER.emailId,
      ],
    );
  }
  await tx.query('update employee set is_finance = true where company_id = $1 and lower(user_name) = $2', [
    companyId,
    FINANCE_USER.userName,
  ]);
}

/**
 * The month before last is 'Approved' for asha and rahul: give it the decisions that approved it,
 * vikram at level 1 and meera at level 2 (closed rounds, as a decided month has), so its approved
 * total is the sum of approved days like any other, with one deduction: ₹120 on asha's first day.
 */
export async function seedDecidedMonths(tx: Queryable, employeeIds: Map<string, number>, today: string) {
  const { year, month } = monthOf(today, -2);
  const [vikram, meera] = [employeeIds.get('vikram'), employeeIds.get('meera')];
  for (const userName of ['asha', 'rahul']) {
    const deductionPaise = userName === 'asha' ? 12_000 : 0;
    const [claim] = await tx.query<{ id: number }>(
      `select id from expense where employee_id = $1 and year = $2 and month = $3 and status = 'Approved'`,
      [employeeIds.get(userName), year, month],
    );
    if (!claim) continue;
    for (const [level, approverId] of [
      [1, vikram],
      [2, meera],
    ] as const) {
      const [approval] = await tx.query<{ id: number }>(
        `insert into expense_approval (expense_id, level_id, approver_id, submitted_at, is_closed, updated_at)
         values ($1, $2::smallint, $3, $4::date + time '10:00' + make_interval(hours => $2::int), true, $4::date + time '10:00')
         returning id`,
        [claim.id, level, approverId, addDays(monthBounds(year, month).last, 2)],
      );
      // Level 1 judges each day's claimed total; level 2 what level 1 approved.
      await tx.query(
        `insert into expense_approval_line (approval_id, expense_detail_id, status, judged_paise, deduction_paise, reason)
         select $1, d.id, 'A', c.claimed - case when $3::int = 2 then c.cut else 0 end,
                case when $3::int = 1 then c.cut else 0 end,
                case when $3::int = 1 and c.cut > 0 then 'Parking not claimable' end
           from expense_detail d
           cross join (select min(activity_date) as first from expense_detail
                        where expense_id = $2 and not is_holiday) f
           cross join lateral (
             select v.claimed, case when d.activity_date = f.first then least($4::int, v.claimed) else 0 end as cut
               from (select d.fare_paise + d.allowance_paise
                            + coalesce((select sum(b.amount_paise) from expense_attachment a
                                          join bill b on b.id = a.bill_id
                                         where a.expense_detail_id = d.id), 0)::int as claimed) v) c
          where d.expense_id = $2 and not d.is_holiday`,
        [approval?.id, claim.id, level, deductionPaise],
      );
    }
  }
}
