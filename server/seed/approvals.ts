// The demo's approvals (DESIGN.md section 6, issue 10): customers met on field-work days, and
// sanjay's month before last approved by vikram at level 1, so meera has a claim waiting at
// level 2 while asha's and rahul's last months and rahul's chart wait for vikram (DESIGN.md
// section 6 keeps rahul's last month at level 1: issue 22).

import { businessDate, monthOf } from '../../src/lib/calendar';
import type { Queryable } from '../db/database';
import { judgeMonth } from '../domains/approvals/expense-approval';
import { monthVersion } from '../domains/approvals/expense-queries';
import { monthSubject } from '../domains/approvals/reporting-line';

interface DemoCustomer {
  customerName: string;
  customerType: 'Doctor' | 'Chemist' | 'Hospital' | 'Stockist';
  city: string;
  chemists: number;
  doctors: number;
}

const CUSTOMERS: Record<string, DemoCustomer[]> = {
  asha: [
    { customerName: 'Dr. Meena Patil Clinic', customerType: 'Doctor', city: 'Pune', chemists: 0, doctors: 2 },
    { customerName: 'Shree Medical Stores', customerType: 'Chemist', city: 'Pune', chemists: 1, doctors: 0 },
    { customerName: 'Jehangir Hospital', customerType: 'Hospital', city: 'Pune', chemists: 1, doctors: 4 },
    {
      customerName: 'Sai Pharma Distributors',
      customerType: 'Stockist',
      city: 'Pimpri-Chinchwad',
      chemists: 2,
      doctors: 0,
    },
  ],
  rahul: [
    { customerName: 'Dr. Anil Kale Clinic', customerType: 'Doctor', city: 'Nashik', chemists: 0, doctors: 1 },
    { customerName: 'Godavari Medicals', customerType: 'Chemist', city: 'Nashik', chemists: 1, doctors: 0 },
    {
      customerName: 'Sinnar Nursing Home',
      customerType: 'Hospital',
      city: 'Sinnar',
      chemists: 1,
      doctors: 3,
    },
    {
      customerName: 'Igatpuri Medical Agency',
      customerType: 'Chemist',
      city: 'Igatpuri',
      chemists: 2,
      doctors: 0,
    },
  ],
  sanjay: [
    {
      customerName: 'Dr. Sunil Jadhav Clinic',
      customerType: 'Doctor',
      city: 'Satara',
      chemists: 0,
      doctors: 2,
    },
    { customerName: 'Ajinkya Medicals', customerType: 'Chemist', city: 'Satara', chemists: 1, doctors: 0 },
    { customerName: 'Wai Rural Hospital', customerType: 'Hospital', city: 'Wai', chemists: 1, doctors: 3 },
    {
      customerName: 'Krishna Pharma Agency',
      customerType: 'Stockist',
      city: 'Karad',
      chemists: 2,
      doctors: 0,
    },
  ],
};

export async function seedApprovals(tx: Queryable, employeeIds: Map<string, number>): Promise<void> {
  for (const [userName, customers] of Object.entries(CUSTOMERS)) {
    await seedFieldWork(tx, employeeIds.get(userName) as number, customers);
  }
  await approveAtLevelOne(tx, employeeIds.get('sanjay') as number, employeeIds.get('vikram') as number);
}

/** Three of the four customers on every field-work day of the demo's months up to today, in turn. */
async function seedFieldWork(tx: Queryable, employeeId: number, customers: DemoCustomer[]): Promise<void> {
  await tx.query(
    `insert into field_work_visit (employee_id, visit_date, customer_name, customer_type, city_id,
                                   number_of_chemists, number_of_doctors)
     select x.employee_id, d.activity_date, c."customerName", c."customerType", city.id, c.chemists, c.doctors
       from expense x
       join expense_detail d on d.expense_id = x.id
       cross join jsonb_to_recordset($2::jsonb)
         as c(n int, "customerName" text, "customerType" text, city text, chemists int, doctors int)
       join city on city.company_id = x.company_id and city.name = c.city
      where x.employee_id = $1 and not d.is_holiday and d.activity = 'Field Work'
        and d.activity_date <= $3
        and (c.n + extract(day from d.activity_date)::int) % 4 <> 0`,
    [employeeId, JSON.stringify(customers.map((customer, n) => ({ n, ...customer }))), businessDate()],
  );
}

/** Sanjay's month before last: vikram approves it at level 1, deducting ₹50 from its first working day. */
async function approveAtLevelOne(tx: Queryable, sanjayId: number, vikramId: number): Promise<void> {
  const { year, month } = monthOf(businessDate(), -2);
  const [claim] = await tx.query<{ id: number; firstDay: number }>(
    `select x.id, (select d.id from expense_detail d where d.expense_id = x.id and not d.is_holiday
                    order by d.activity_date limit 1) as "firstDay"
       from expense x where x.employee_id = $1 and x.year = $2 and x.month = $3`,
    [sanjayId, year, month],
  );
  if (!claim) return;
  const subject = await monthSubject(tx, claim.id);
  if (!subject) return;
  await judgeMonth(
    tx,
    { level: 1, subject },
    vikramId,
    {
      expenseId: claim.id,
      levelId: 1,
      approverId: vikramId,
      slNo: await monthVersion(tx, claim.id),
      tblDetails: [
        {
          expenseDetailId: claim.firstDay,
          approvalStatus: 'A',
          approvalEntered: 50,
          reason: 'Parking not claimable',
        },
      ],
    },
    true,
  );
}
