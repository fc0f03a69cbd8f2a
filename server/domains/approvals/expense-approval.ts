// Expense approval (DESIGN.md section 4 'Expense approval'): each level judges every day of a
// submitted month, may deduct, saves drafts, and submits; the last level decides the month.

import type { TExpenseApproval, TExpenseDayDetail } from '../../../src/contract/expense-approvals';
import { CLAIM_CHANGED } from '../../../src/contract/expense-decision';
import { NOTIFICATION_TEXTS } from '../../../src/contract/notification-texts';
import { NOTIFICATION_LINKS } from '../../../src/contract/notifications';
import { REQUEST_SAYS } from '../../../src/contract/request-texts';
import { businessDate, shortMonthLabel } from '../../../src/pure/calendar';
import type { TextLanguage } from '../../../src/pure/messages';
import { formatRupees, toRupees } from '../../../src/pure/money';
import type { Queryable } from '../../db/database';
import type { ApprovalGrant } from '../../http/access';
import { conflict } from '../../http/errors';
import { claimDayCalls } from '../calls/claim-calls';
import { claimCheckFlags } from '../checks/flags';
import { returnRejectedDays, roundsByDay } from '../expenses/day-returns';
import { claimLimitFlags } from '../limits/claim-limits';
import { addNotification } from '../notifications/queries';
import { actingForOf, deciderOf } from '../reporting-line/delegation';
import { claimAgainstPlan } from '../tour-programme/plan-flags';
import {
  decideMonth,
  findMonthHeader,
  type LineRow,
  listClaimDays,
  listMonthLines,
  markSubmitted,
  monthVersion,
  saveLevelLines,
} from './expense-queries';
import {
  claimVersionOf,
  type DayJudgement,
  everyDayApproved,
  linesToWrite,
  type MonthView,
} from './month-lines';

export function monthYear(month: { year: number; month: number }): string {
  return shortMonthLabel(month);
}

/**
 * What the level judges: the day's claim at level 1, the previous level's approved value after
 * (its claim when that level rejected it). Values come from this level's draft, else the
 * previous level's decision, else the last decided round's (a resubmitted month), else U.
 */
async function viewAtLevel(
  db: Queryable,
  expenseId: number,
  level: number,
  forUpdate = false,
): Promise<MonthView> {
  const header = await findMonthHeader(db, expenseId, forUpdate);
  if (!header) throw conflict(REQUEST_SAYS.approvalMovedOn);
  const [days, lines] = await Promise.all([
    listClaimDays(db, expenseId, businessDate()),
    listMonthLines(db, expenseId),
  ]);
  const open = lines.filter((line) => !line.isClosed);
  const draft = open.filter((line) => line.levelId === level && line.submittedAt === null);
  const previous = open.filter((line) => line.levelId === level - 1 && line.submittedAt !== null);
  const decided = lines.filter((line) => line.isClosed && line.submittedAt !== null);
  const judged = days.map((day): DayJudgement => {
    const claimedPaise = day.farePaise + day.allowancePaise + day.expenseBillsPaise + day.sundryPaise;
    const mine = (rows: LineRow[]) =>
      rows.filter((row) => row.expenseDetailId === day.expenseDetailId).at(-1);
    const before = mine(previous);
    const judgedPaise = before?.status === 'A' ? before.judgedPaise - before.deductionPaise : claimedPaise;
    const own = mine(draft);
    const earlier = before ?? mine(decided);
    return {
      day,
      claimedPaise,
      judgedPaise,
      status: own?.status ?? earlier?.status ?? 'U',
      reason: own?.reason ?? earlier?.reason ?? '',
      deductionPaise: Math.min(own?.deductionPaise ?? 0, judgedPaise),
      previousStatus: before?.status ?? null,
      history: lines
        .filter((row) => row.expenseDetailId === day.expenseDetailId && row.submittedAt !== null)
        .map((row) => ({
          levelId: row.levelId,
          approverName: row.approverName,
          forName: row.forName,
          status: row.status,
          reason: row.reason,
          deduction: toRupees(row.deductionPaise),
          actedAt: (row.submittedAt as Date).toISOString(),
        })),
    };
  });
  const before = previous[0];
  return {
    header,
    isDraft: draft.length > 0,
    days: judged,
    claimVersion: claimVersionOf(days),
    ...(before ? { previousLevel: { levelId: before.levelId, approverName: before.approverName } } : {}),
  };
}

const approvedPaise = (day: { status: string; judgedPaise: number; deductionPaise: number }) =>
  day.status === 'R' ? 0 : day.judgedPaise - day.deductionPaise;

export async function monthDetails(
  db: Queryable,
  grant: ApprovalGrant,
  expenseId: number,
  language: TextLanguage,
) {
  const [view, slNo, limitFlags, checkFlags] = await Promise.all([
    viewAtLevel(db, expenseId, grant.level),
    monthVersion(db, expenseId),
    claimLimitFlags(db, expenseId, language),
    claimCheckFlags(db, expenseId, language),
  ]);
  const [callsOf, planOf, roundsOf] = await Promise.all([
    claimDayCalls(
      db,
      expenseId,
      view.days.map((judged) => judged.day),
    ),
    claimAgainstPlan(db, expenseId, language),
    roundsByDay(
      db,
      view.days.map((judged) => judged.day.expenseDetailId),
    ),
  ]);
  const expenseDetails: TExpenseDayDetail[] = view.days.map((judged) => ({
    expenseDetailId: judged.day.expenseDetailId,
    expenseId,
    date: judged.day.activityDate,
    halfDay: judged.day.period,
    isHoliday: judged.day.isHoliday ? 1 : 0,
    fromTown: judged.day.fromTown,
    toTown: judged.day.toTown,
    ...(judged.day.route ? { route: judged.day.route } : {}),
    activity: judged.day.activity,
    stationType: judged.day.stationType,
    fare: toRupees(judged.day.farePaise),
    distance: judged.day.distance,
    allownace: toRupees(judged.day.allowancePaise),
    bills: toRupees(judged.day.expenseBillsPaise),
    totalSubmitted: toRupees(judged.judgedPaise),
    claimedTotal: toRupees(judged.claimedPaise),
    approDedn: toRupees(judged.deductionPaise),
    approTotal: toRupees(approvedPaise(judged)),
    sundry: toRupees(judged.day.sundryPaise),
    status: judged.status,
    approveReason: judged.status === 'R' ? '' : judged.reason,
    rejectReason: judged.status === 'R' ? judged.reason : '',
    history: judged.history,
    calls: callsOf.get(judged.day.expenseDetailId)?.calls ?? 0,
    planned: planOf.get(judged.day.activityDate)?.planned ?? '',
    flags: callsOf.get(judged.day.expenseDetailId)?.flags ?? [],
    billFlags: [
      ...(limitFlags.get(judged.day.expenseDetailId) ?? []),
      ...(checkFlags.get(judged.day.expenseDetailId) ?? []),
    ],
    planFlags: planOf.get(judged.day.activityDate)?.flags ?? [],
    returns: roundsOf.get(judged.day.expenseDetailId) ?? [],
  }));
  const sum = (pick: (judged: DayJudgement) => number) =>
    toRupees(view.days.reduce((total, judged) => total + pick(judged), 0));
  return {
    expenseId,
    employeeId: view.header.employeeId,
    employeeName: view.header.employeeName,
    monthYear: monthYear(view.header),
    status: view.header.status,
    levelId: grant.level,
    slNo,
    isDraft: view.isDraft,
    claimVersion: view.claimVersion,
    ...(view.previousLevel ? { previousLevel: view.previousLevel } : {}),
    expenseDetails,
    totals: {
      fare: sum((judged) => judged.day.farePaise),
      allowance: sum((judged) => judged.day.allowancePaise),
      totalSubmitted: sum((judged) => judged.judgedPaise),
      approDedn: sum((judged) => (judged.status === 'R' ? 0 : judged.deductionPaise)),
      rejected: sum((judged) => (judged.status === 'R' ? judged.judgedPaise : 0)),
      approTotal: sum(approvedPaise),
    },
  };
}

export async function monthSundry(db: Queryable, grant: ApprovalGrant, expenseId: number) {
  const view = await viewAtLevel(db, expenseId, grant.level);
  const sum = (pick: (judged: DayJudgement) => number) =>
    toRupees(view.days.reduce((total, judged) => total + pick(judged), 0));
  return {
    expenseId,
    sundryTotal: sum((judged) => judged.day.sundryPaise),
    totalExpense: sum((judged) => judged.claimedPaise),
    previousApproved: sum((judged) => judged.judgedPaise),
    approverExpense: sum(approvedPaise),
  };
}

/**
 * Saves the level's values (a draft) or submits them. Under the month's row lock: slNo must be
 * current and the level still waiting, else 409 with nothing written.
 */
export async function judgeMonth(
  tx: Queryable,
  grant: ApprovalGrant,
  approverId: number,
  body: TExpenseApproval,
  isSubmit: boolean,
  approveAll = false,
): Promise<{ status: string; nextLevelId: number | null }> {
  const view = await viewAtLevel(tx, body.expenseId, grant.level, true);
  if (view.header.status !== 'Submitted' || (await monthVersion(tx, body.expenseId)) !== body.slNo) {
    throw conflict(REQUEST_SAYS.approvalMovedOn);
  }
  if (body.claimVersion !== undefined && body.claimVersion !== view.claimVersion)
    throw conflict(CLAIM_CHANGED);
  const lines = approveAll ? everyDayApproved(view) : linesToWrite(view, body);
  const approvalId = await saveLevelLines(
    tx,
    { expenseId: body.expenseId, levelId: grant.level, approverId, forApproverId: actingForOf(grant) },
    lines,
  );
  if (approvalId === 0) throw conflict(REQUEST_SAYS.approvalMovedOn);
  if (!isSubmit) return { status: view.header.status, nextLevelId: grant.level };
  if (!(await markSubmitted(tx, approvalId))) throw conflict(REQUEST_SAYS.approvalMovedOn);

  const approver = await deciderOf(tx, approverId, actingForOf(grant));
  const month = monthYear(view.header);
  const rejectedDays = lines.filter((line, index) => line.status === 'R' && !view.days[index]?.day.isHoliday);
  const nextApprover = grant.subject.approvers[grant.level] ?? null;
  const ownMonth = NOTIFICATION_LINKS.myExpenseMonth(view.header.year, view.header.month);
  if (nextApprover !== null) {
    await addNotification(
      tx,
      grant.subject.employeeId,
      rejectedDays.length > 0
        ? NOTIFICATION_TEXTS.reviewedAtLevelRejecting({
            approver,
            month,
            level: grant.level,
            next: grant.level + 1,
            days: rejectedDays.length,
          })
        : NOTIFICATION_TEXTS.reviewedAtLevel({ approver, month, level: grant.level, next: grant.level + 1 }),
      ownMonth,
    );
    await addNotification(
      tx,
      nextApprover,
      NOTIFICATION_TEXTS.claimWaitsForYou({ name: view.header.employeeName, month }),
      NOTIFICATION_LINKS.claim(body.expenseId),
    );
    return { status: view.header.status, nextLevelId: grant.level + 1 };
  }
  const workingDays = view.days.filter((judged) => !judged.day.isHoliday).length;
  const outcome =
    rejectedDays.length === 0
      ? 'Approved'
      : rejectedDays.length === workingDays
        ? 'Rejected'
        : 'Partially Approved';
  if (!(await decideMonth(tx, body.expenseId, outcome))) throw conflict(REQUEST_SAYS.approvalMovedOn);
  await returnRejectedDays(
    tx,
    grant.subject.employeeId,
    rejectedDays.map((line) => line.expenseDetailId),
  );
  const approvedTotal = lines.reduce((total, line) => total + approvedPaise(line), 0);
  const amount = formatRupees(toRupees(approvedTotal));
  const said = {
    month,
    approver,
    amount,
    outcome:
      outcome === 'Approved'
        ? NOTIFICATION_TEXTS.outcomeApproved
        : outcome === 'Rejected'
          ? NOTIFICATION_TEXTS.outcomeRejected
          : NOTIFICATION_TEXTS.outcomePartiallyApproved,
  };
  await addNotification(
    tx,
    grant.subject.employeeId,
    rejectedDays.length > 0
      ? NOTIFICATION_TEXTS.claimDecidedRejecting({ ...said, days: rejectedDays.length })
      : NOTIFICATION_TEXTS.claimDecided(said),
    ownMonth,
  );
  return { status: outcome, nextLevelId: null };
}
