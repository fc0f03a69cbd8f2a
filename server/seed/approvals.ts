// The demo's approvals (DESIGN.md section 6, issue 10): sanjay's month before last approved by vikram at level 1, so meera has a claim waiting at
// level 2 while asha's and rahul's last months and rahul's chart wait for vikram (DESIGN.md
// section 6 keeps rahul's last month at level 1: issue 22).

import { businessDate, monthOf } from '../../src/pure/calendar';
import type { Queryable } from '../db/database';
import { judgeMonth } from '../domains/approvals/expense-approval';
import { monthVersion } from '../domains/approvals/expense-queries';
import { monthSubject } from '../domains/approvals/subjects';

export async function seedApprovals(tx: Queryable, employeeIds: Map<string, number>): Promise<void> {
  await approveAtLevelOne(tx, employeeIds.get('sanjay') as number, employeeIds.get('vikram') as number);
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
