// SQL of the tour programme's change requests (issue 42): a day of an approved plan changed only by
// a request its approver decides.
import type { Queryable } from '../../db/database';
import type { DayWrite } from './queries';

export interface ChangeRow extends DayWrite {
  changeId: number;
  planId: number;
  date: string;
  reason: string;
  status: 'P' | 'A' | 'R';
  decisionReason: string;
}

const CHANGE_SELECT = `select c.id as "changeId", c.plan_id as "planId", to_char(c.plan_date, 'YYYY-MM-DD') as date,
                              c.work_type as "workType", c.stpfc_detail_id as "journeyId",
                              c.customer_ids as "customerIds", c.is_joint_work as "isJointWork", c.reason,
                              c.status, c.decision_reason as "decisionReason"
                         from tour_plan_change c`;

/** The latest change request of each day of the plan that had one. */
export function listLatestChanges(db: Queryable, planId: number): Promise<ChangeRow[]> {
  return db.query<ChangeRow>(
    `select distinct on (latest.date) * from (${CHANGE_SELECT} where c.plan_id = $1) latest
      order by latest.date, latest."changeId" desc`,
    [planId],
  );
}

export async function findChange(
  db: Queryable,
  changeId: number,
  lock = false,
): Promise<ChangeRow | undefined> {
  const rows = await db.query<ChangeRow>(`${CHANGE_SELECT} where c.id = $1${lock ? ' for update' : ''}`, [
    changeId,
  ]);
  return rows[0];
}

/** Records a request; false when one already waits for the day. */
export async function insertChange(
  tx: Queryable,
  planId: number,
  date: string,
  change: DayWrite & { reason: string },
): Promise<boolean> {
  const rows = await tx.query(
    `insert into tour_plan_change (plan_id, plan_date, work_type, stpfc_detail_id, customer_ids, is_joint_work, reason)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (plan_id, plan_date) where status = 'P' do nothing returning id`,
    [planId, date, change.workType, change.journeyId, change.customerIds, change.isJointWork, change.reason],
  );
  return rows.length > 0;
}

export async function setChangeDecided(
  tx: Queryable,
  changeId: number,
  status: 'A' | 'R',
  reason: string,
  approverId: number,
  forApproverId: number | null = null,
) {
  await tx.query(
    `update tour_plan_change set status = $2, decision_reason = $3, decided_at = now(), decided_by = $4,
            decided_for = $5 where id = $1`,
    [changeId, status, reason, approverId, forApproverId],
  );
}

/** Sets an approved plan's day to what an approved change asked for. */
export async function applyChange(tx: Queryable, change: ChangeRow) {
  await tx.query(
    `insert into tour_plan_day (plan_id, plan_date, work_type, stpfc_detail_id, customer_ids, is_joint_work, status)
     values ($1, $2, $3, $4, $5, $6, 'A')
     on conflict (plan_id, plan_date) do update
        set work_type = excluded.work_type, stpfc_detail_id = excluded.stpfc_detail_id,
            customer_ids = excluded.customer_ids, is_joint_work = excluded.is_joint_work, status = 'A', reason = ''`,
    [change.planId, change.date, change.workType, change.journeyId, change.customerIds, change.isJointWork],
  );
}
