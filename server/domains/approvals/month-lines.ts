// The lines a level writes for a month (spec section 5): the request's values over the month's days,
// or every day approved with no deduction ('Approve selected', issue 38).

import { APPROVAL_ANSWER_TEXTS } from '../../../src/contract/approval-answer-texts';
import type { TApprovalHistory } from '../../../src/contract/approvals';
import type { TExpenseApproval } from '../../../src/contract/expense-approvals';
import { REQUEST_SAYS } from '../../../src/contract/request-texts';
import { toPaise } from '../../../src/pure/money';
import { badRequest } from '../../http/errors';
import { fingerprintOf } from '../decisions/fingerprint';
import type { ClaimDay, LineWrite, MonthHeader } from './expense-queries';

/** One day as the waiting level sees it, money in paise. */
export interface DayJudgement {
  day: ClaimDay;
  claimedPaise: number;
  judgedPaise: number;
  status: 'U' | 'A' | 'R';
  reason: string;
  deductionPaise: number;
  /** The previous level's decision on the day in this round, if any. */
  previousStatus: 'A' | 'R' | null;
  history: TApprovalHistory[];
}

export interface MonthView {
  header: MonthHeader;
  isDraft: boolean;
  days: DayJudgement[];
  /** What the claim is now: changes with anything the employee changes on its days (claimVersionOf). */
  claimVersion: string;
  /** Who decided the level before in this round, whose figures this level judges. */
  previousLevel?: { levelId: number; approverName: string };
}

/**
 * 'Approve selected' (issue 38): every day approved with no deduction, whatever a draft held; a
 * day the previous level rejected in this round stays rejected, with its reason.
 */
export function everyDayApproved(view: MonthView): LineWrite[] {
  return view.days.map((judged) => {
    const isRejected = judged.previousStatus === 'R';
    return {
      expenseDetailId: judged.day.expenseDetailId,
      status: isRejected ? 'R' : 'A',
      reason: isRejected ? judged.reason : '',
      judgedPaise: judged.judgedPaise,
      deductionPaise: 0,
    };
  });
}

/** Every day of the month with the request's values where it gives them; the rules of spec section 5. */
export function linesToWrite(view: MonthView, body: TExpenseApproval): LineWrite[] {
  const given = new Map(body.tblDetails.map((line) => [line.expenseDetailId, line]));
  const known = new Set(view.days.map((judged) => judged.day.expenseDetailId));
  for (const id of given.keys()) {
    if (!known.has(id)) throw badRequest(REQUEST_SAYS.dayNotInMonth({ id }));
  }
  return view.days.map((judged) => {
    const line = given.get(judged.day.expenseDetailId);
    const status = line?.approvalStatus ?? (judged.status === 'U' ? 'A' : judged.status);
    const reason = line ? line.reason : judged.reason;
    const deductionPaise = line ? toPaise(line.approvalEntered) : judged.deductionPaise;
    if (status === 'R' && reason.length === 0) throw badRequest(APPROVAL_ANSWER_TEXTS.reasonRequired);
    if (deductionPaise > judged.judgedPaise) throw badRequest(APPROVAL_ANSWER_TEXTS.deductionTooLarge);
    return {
      expenseDetailId: judged.day.expenseDetailId,
      status,
      reason,
      judgedPaise: judged.judgedPaise,
      deductionPaise: status === 'R' ? 0 : deductionPaise,
    };
  });
}

/**
 * A short fingerprint of the claim as the employee made it: each day's route, towns and money. A
 * decision made on one version and arriving on another (sent later from the outbox) is refused.
 */
export function claimVersionOf(days: readonly ClaimDay[]): string {
  const facts = days.map((day) => [
    day.expenseDetailId,
    day.activityDate,
    day.period,
    day.activity,
    day.fromTown,
    day.toTown,
    day.route,
    day.distance,
    day.farePaise,
    day.allowancePaise,
    day.expenseBillsPaise,
    day.sundryPaise,
  ]);
  return fingerprintOf(facts);
}
