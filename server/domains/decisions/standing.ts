// Where a claim stands for the employee (issue 22): the latest level's decision in the claim's
// current round, read from the same lines the approvers' screens show, so both sides agree.
import type { TClaimPayment, TClaimStanding, TDayStanding } from '../../../src/contract/approval-history';
import { toRupees } from '../../../src/pure/money';
import type { Queryable } from '../../db/database';
import { findPaymentRow, listLatestDecisionLines } from './queries';

/** The last decision a level submitted on a month, with what it approved of each day. */
interface LatestDecision {
  levelId: number;
  approverName: string;
  forName: string | null;
  isClosed: boolean;
  days: Map<number, { status: 'A' | 'R'; approvedPaise: number }>;
}

export async function latestDecision(db: Queryable, expenseId: number): Promise<LatestDecision | undefined> {
  const rows = await listLatestDecisionLines(db, expenseId);
  const [first] = rows;
  if (!first) return undefined;
  return {
    levelId: first.levelId,
    approverName: first.approverName,
    forName: first.forName,
    isClosed: first.isClosed,
    days: new Map(
      rows.map((row) => [row.expenseDetailId, { status: row.status, approvedPaise: row.approvedPaise }]),
    ),
  };
}

/**
 * A decision belongs to the claim as it stands: while the month is 'Submitted', only a decision of
 * the open round (a resubmitted month starts again at level 1); once decided, the closing one.
 */
function isCurrentDecision(status: string, decision: { isClosed: boolean } | undefined): boolean {
  if (!decision || status === 'Unsubmitted') return false;
  return status === 'Submitted' ? !decision.isClosed : decision.isClosed;
}

/** A claim's payment as the employee sees it, from the payment row (paise) if there is one. */
export function claimPayment(
  row: { amountPaise: number; paidOn: string; reference: string } | undefined,
): TClaimPayment | null {
  return row ? { amount: toRupees(row.amountPaise), paidOn: row.paidOn, reference: row.reference } : null;
}

/** The payment of a month, if finance has paid it. */
export async function findPayment(db: Queryable, expenseId: number): Promise<TClaimPayment | null> {
  const row = await findPaymentRow(db, expenseId);
  return claimPayment(row);
}

export function claimStanding(
  status: string,
  claimedPaise: number,
  decision:
    | {
        levelId: number;
        approverName: string;
        forName?: string | null;
        isClosed: boolean;
        approvedPaise: number;
      }
    | undefined,
  payment: TClaimPayment | null = null,
): TClaimStanding {
  const current = isCurrentDecision(status, decision) ? decision : undefined;
  return {
    status,
    claimed: toRupees(claimedPaise),
    approved: current ? toRupees(current.approvedPaise) : null,
    levelId: current?.levelId ?? null,
    approverName: current?.approverName ?? null,
    // Only when a delegate decided (issue 38).
    ...(current?.forName ? { forName: current.forName } : {}),
    isDecided: status !== 'Unsubmitted' && status !== 'Submitted',
    payment,
  };
}

export function dayStanding(
  expenseDetailId: number,
  status: string,
  decision: LatestDecision | undefined,
): TDayStanding {
  const line = isCurrentDecision(status, decision) ? decision?.days.get(expenseDetailId) : undefined;
  return {
    expenseDetailId,
    status: line?.status ?? 'U',
    approved: line ? toRupees(line.approvedPaise) : null,
    levelId: line ? (decision?.levelId ?? null) : null,
    approverName: line ? (decision?.approverName ?? null) : null,
    ...(line && decision?.forName ? { forName: decision.forName } : {}),
  };
}

/** The month's standing from its latest decision: what that level approved of every day. */
export function monthStanding(
  status: string,
  claimedPaise: number,
  decision: LatestDecision | undefined,
  payment: TClaimPayment | null = null,
): TClaimStanding {
  const approvedPaise = decision
    ? [...decision.days.values()].reduce((sum, day) => sum + day.approvedPaise, 0)
    : 0;
  return claimStanding(status, claimedPaise, decision && { ...decision, approvedPaise }, payment);
}
