// The manager's side of the tour programme (issue 42): the team's plans of a month, one plan's days,
// and the decision on each day. Who approves is the reporting line's level 1 (line.ts), as for the
// fare chart: a plan has one level.

import type { z } from 'zod';
import { NOTIFICATION_LINKS } from '../../../src/contract/notifications';
import type { TTpStatus, TTpTeamPlan, tpApprovalSubmit } from '../../../src/contract/tour-programme';
import { TP_TEXTS } from '../../../src/contract/tour-programme-texts';
import { PLAN_CHANGED } from '../../../src/contract/tp-decision';
import { formatListDate } from '../../../src/pure/calendar';
import { monthNameText } from '../../../src/pure/calendar-texts';
import type { Queryable } from '../../db/database';
import type { ApprovalGrant, ApprovalSubject } from '../../http/access';
import { badRequest, conflict } from '../../http/errors';
import { fingerprintOf } from '../decisions/fingerprint';
import { addNotification } from '../notifications/queries';
import { actingForOf, forNameSql } from '../reporting-line/delegation';
import { APPROVER_LINES } from '../reporting-line/line';
import { decidePlanDay, findPlanById, listPlanDays, type PlanDayRow, setPlanDecided } from './queries';

/**
 * Whose plan it is and who approves it. A submitted plan waits at level 1; `isViewing` lets its
 * approver read it in any status (the decision itself needs it waiting).
 */
export async function planSubject(
  db: Queryable,
  planId: number,
  isViewing: boolean,
): Promise<ApprovalSubject | null> {
  const rows = await db.query<{
    employeeId: number;
    companyId: number;
    level1: number | null;
    level1For: number | null;
    status: string;
  }>(
    `select p.employee_id as "employeeId", p.company_id as "companyId", l.level1, l.level1_for as "level1For", p.status
       from tour_plan p join ${APPROVER_LINES} l on l.employee_id = p.employee_id
      where p.id = $1`,
    [planId],
  );
  const plan = rows[0];
  if (!plan) return null;
  return {
    employeeId: plan.employeeId,
    companyId: plan.companyId,
    approvers: [plan.level1],
    waitingLevel: plan.status === 'S' || isViewing ? 1 : null,
    actingFor: [plan.level1For],
  };
}

/** The approver's team (those they approve at level 1) and each one's plan of the month. */
export function teamPlans(
  db: Queryable,
  approverId: number,
  year: number,
  month: number,
): Promise<TTpTeamPlan[]> {
  return db.query<TTpTeamPlan>(
    `select p.id as "planId", e.id as "employeeId", e.employee_name as "employeeName", e.emp_code as "empCode",
            coalesce(t.name, '') as territory, e.designation, coalesce(p.status, 'N') as status,
            coalesce(p.is_late, false) as "isLate",
            exists (select 1 from tour_plan_change c where c.plan_id = p.id and c.status = 'P') as "hasChangeRequest",
            ${forNameSql('l.level1_for')} as "forName"
       from ${APPROVER_LINES} l join employee e on e.id = l.employee_id and e.is_active
       left join territory t on t.id = e.territory_id
       left join tour_plan p on p.employee_id = e.id and p.year = $2 and p.month = $3
      where l.level1 = $1
      order by lower(e.employee_name), e.id`,
    [approverId, year, month],
  );
}

type Decision = z.output<typeof tpApprovalSubmit.body>;

/** The submitted days as the approver judges them (issue 38 'Decisions offline'). */
const versionOf = (days: readonly PlanDayRow[]) => fingerprintOf(days.filter((day) => day.status === 'S'));

export async function planVersion(db: Queryable, planId: number): Promise<string> {
  return versionOf(await listPlanDays(db, planId));
}

/**
 * Decides the submitted days: each named day approved or rejected (with a reason), the submitted
 * days not named approved. Any rejected day returns the plan to the employee for those days only;
 * none approves and locks it. The employee is told either way. `judgedVersion`, when given (a
 * decision sent from the outbox), must be what the submitted days are now (planVersion), else 409.
 */
export async function decidePlan(
  tx: Queryable,
  grant: ApprovalGrant,
  approverId: number,
  decision: Decision,
  judgedVersion?: string,
): Promise<Exclude<TTpStatus, 'N'>> {
  const plan = await findPlanById(tx, decision.planId, true);
  if (plan?.status !== 'S') throw conflict(TP_TEXTS.nothingToDecide);
  const days = await listPlanDays(tx, plan.id);
  if (judgedVersion !== undefined && judgedVersion !== versionOf(days)) throw conflict(PLAN_CHANGED);
  const waiting = new Set(days.filter((day) => day.status === 'S').map((day) => day.date));
  const named = new Map(decision.days.map((day) => [day.date, day]));
  for (const day of decision.days) {
    if (!waiting.has(day.date)) throw badRequest(TP_TEXTS.notADay({ date: formatListDate(day.date) }));
    if (day.status === 'R' && !day.reason) throw badRequest(TP_TEXTS.reasonRequired);
  }
  let rejected = 0;
  for (const date of waiting) {
    const day = named.get(date);
    const status = day?.status ?? 'A';
    if (status === 'R') rejected += 1;
    await decidePlanDay(tx, plan.id, date, status, day?.reason ?? '');
  }
  const status = rejected > 0 ? 'R' : 'A';
  await setPlanDecided(tx, plan.id, status, approverId, actingForOf(grant));
  const values = { month: monthNameText(plan.month), year: plan.year };
  await addNotification(
    tx,
    grant.subject.employeeId,
    status === 'A'
      ? TP_TEXTS.notifyApproved(values)
      : TP_TEXTS.notifyReturned({ ...values, count: rejected }),
    NOTIFICATION_LINKS.tourProgramme,
  );
  return status;
}
