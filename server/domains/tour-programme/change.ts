// Changes to an approved tour programme (issue 42): a day that has not passed changes only by a
// request with a reason, which the plan's approver (level 1 of the reporting line) decides.

import type { z } from 'zod';
import { NOTIFICATION_LINKS } from '../../../src/contract/notifications';
import type { TTpDay, tpChangeDecide, ZTpChangeRequest } from '../../../src/contract/tour-programme';
import { TP_TEXTS } from '../../../src/contract/tour-programme-texts';
import { formatListDate, monthOf } from '../../../src/pure/calendar';
import type { Queryable } from '../../db/database';
import type { ApprovalGrant, ApprovalSubject } from '../../http/access';
import type { Caller } from '../../http/caller';
import { badRequest, conflict } from '../../http/errors';
import { addNotification } from '../notifications/queries';
import { actingForOf } from '../reporting-line/delegation';
import { APPROVER_LINES } from '../reporting-line/line';
import { applyChange, findChange, insertChange, setChangeDecided } from './change-queries';
import { monthFacts, planOfMonth } from './month';
import { assertOpenMonth, checkDay, levelOneApprover } from './plan';
import { findPlan, findPlanById, findPlanner } from './queries';

type ChangeRequest = z.output<typeof ZTpChangeRequest>;
type ChangeDecision = z.output<typeof tpChangeDecide.body>;

/** Asks to change a day of the approved plan; the approver is told. Answers the day as shown. */
export async function requestChange(
  tx: Queryable,
  caller: Caller,
  body: ChangeRequest,
  today: string,
): Promise<TTpDay> {
  const month = monthOf(body.date);
  assertOpenMonth(month, today);
  if (body.date < today) throw badRequest(TP_TEXTS.pastDay);
  const facts = await monthFacts(tx, caller.companyId, month);
  if (facts.days.find((day) => day.date === body.date)?.holidayName) {
    throw badRequest(TP_TEXTS.holiday({ date: formatListDate(body.date) }));
  }
  const write = await checkDay(tx, caller.employeeId, body);
  const plan = await findPlan(tx, caller.employeeId, month.year, month.month, true);
  if (plan?.status !== 'A') throw conflict(TP_TEXTS.changeNeedsApproval);
  if (!(await insertChange(tx, plan.id, body.date, { ...write, reason: body.reason }))) {
    throw conflict(TP_TEXTS.changeWaiting);
  }
  const approverId = await levelOneApprover(tx, caller.employeeId);
  const planner = await findPlanner(tx, caller.employeeId);
  if (approverId && planner) {
    await addNotification(
      tx,
      approverId,
      TP_TEXTS.notifyChangeRequested({ name: planner.employeeName, date: formatListDate(body.date) }),
      NOTIFICATION_LINKS.tpPlan(plan.id),
    );
  }
  const view = await planOfMonth(tx, { ...caller, ...month }, plan, today);
  return view.days.find((day) => day.date === body.date) as TTpDay;
}

/** Whose request it is and who decides it: waiting at level 1 while it is pending. */
export async function changeSubject(db: Queryable, changeId: number): Promise<ApprovalSubject | null> {
  const rows = await db.query<{
    employeeId: number;
    companyId: number;
    level1: number | null;
    level1For: number | null;
    status: string;
  }>(
    `select p.employee_id as "employeeId", p.company_id as "companyId", l.level1, l.level1_for as "level1For", c.status
       from tour_plan_change c join tour_plan p on p.id = c.plan_id
       join ${APPROVER_LINES} l on l.employee_id = p.employee_id
      where c.id = $1`,
    [changeId],
  );
  const change = rows[0];
  if (!change) return null;
  return {
    employeeId: change.employeeId,
    companyId: change.companyId,
    approvers: [change.level1],
    waitingLevel: change.status === 'P' ? 1 : null,
    actingFor: [change.level1For],
  };
}

/** Approves a request (the day takes it) or rejects it with a reason; the employee is told. */
export async function decideChange(
  tx: Queryable,
  grant: ApprovalGrant,
  approverId: number,
  decision: ChangeDecision,
): Promise<'A' | 'R'> {
  const change = await findChange(tx, decision.changeId, true);
  if (change?.status !== 'P') throw conflict(TP_TEXTS.changeDecided);
  if (decision.status === 'R' && !decision.reason) throw badRequest(TP_TEXTS.reasonRequired);
  const plan = await findPlanById(tx, change.planId, true);
  if (plan?.status !== 'A') throw conflict(TP_TEXTS.nothingToDecide);
  if (decision.status === 'A') await applyChange(tx, change);
  await setChangeDecided(
    tx,
    change.changeId,
    decision.status,
    decision.reason ?? '',
    approverId,
    actingForOf(grant),
  );
  const date = formatListDate(change.date);
  await addNotification(
    tx,
    grant.subject.employeeId,
    decision.status === 'A'
      ? TP_TEXTS.notifyChangeApproved({ date })
      : TP_TEXTS.notifyChangeRejected({ date, reason: decision.reason ?? '' }),
    NOTIFICATION_LINKS.tourProgramme,
  );
  return decision.status;
}
