// Fare chart approval (spec section 7 'Approvals', DESIGN.md section 4 'Fare chart'): the manager
// approves or rejects each submitted journey, with a reason for a rejection.

import { APPROVAL_ANSWER_TEXTS } from '../../../src/contract/approval-answer-texts';
import type {
  TStpfcApprovalItem,
  TStpfcApprovalSubmit,
  TStpfcDetailItem,
} from '../../../src/contract/approvals';
import { CHART_CHANGED } from '../../../src/contract/chart-decision';
import { NOTIFICATION_TEXTS } from '../../../src/contract/notification-texts';
import { NOTIFICATION_LINKS } from '../../../src/contract/notifications';
import { REQUEST_SAYS } from '../../../src/contract/request-texts';
import type { TextLanguage } from '../../../src/pure/messages';
import { toRupees } from '../../../src/pure/money';
import { plural } from '../../../src/pure/plural';
import { renderText } from '../../../src/pure/texts';
import type { Queryable } from '../../db/database';
import type { ApprovalGrant } from '../../http/access';
import { conflict, forbidden } from '../../http/errors';
import { fingerprintOf } from '../decisions/fingerprint';
import { historyOf } from '../decisions/history';
import { listChartDecisions } from '../decisions/queries';
import { addNotification } from '../notifications/queries';
import { actingForOf, deciderOf } from '../reporting-line/delegation';
import {
  chartVersion,
  decideJourneys,
  employeeName,
  listChartsWaiting,
  listWaitingJourneys,
  lockChart,
  moveEffectiveFrom,
} from './queries';

export async function chartsWaitingFor(db: Queryable, approverId: number): Promise<TStpfcApprovalItem[]> {
  const charts = await listChartsWaiting(db, approverId);
  return charts.map((chart) => ({ ...chart, status: 'Submitted', levelId: 1 }));
}

/** The chart's submitted journeys, each with its earlier decisions (a journey rejected, edited and sent again). */
export async function journeysWaiting(
  db: Queryable,
  grant: ApprovalGrant,
  stpfcId: number,
): Promise<{ stpfcApprovalDetails: TStpfcDetailItem[]; slNo: number; chartVersion: string }> {
  await chartOfSubject(db, grant, stpfcId);
  const [journeys, decisions, slNo] = await Promise.all([
    listWaitingJourneys(db, stpfcId),
    listChartDecisions(db, stpfcId),
    chartVersion(db, stpfcId),
  ]);
  const stpfcApprovalDetails = journeys.map(
    ({ allowancePaise, oneWayFarePaise, twoWayFarePaise, totalPaise, ...journey }) => {
      const history = historyOf(decisions, journey.stpfcDetailId);
      const last = history.at(-1);
      return {
        ...journey,
        allowance: toRupees(allowancePaise),
        oneWayFare: toRupees(oneWayFarePaise),
        twoWayFare: toRupees(twoWayFarePaise),
        total: toRupees(totalPaise),
        status: last?.status ?? ('U' as const),
        reason: last?.reason ?? '',
        history,
      };
    },
  );
  return { stpfcApprovalDetails, slNo, chartVersion: fingerprintOf(journeys) };
}

/**
 * Applies the manager's decisions in one go: the lines must name exactly the journeys waiting
 * and slNo must be the chart's current one, else 409 and nothing changes. `judgedVersion`, when
 * given (a decision sent from the outbox), must be what the journeys are now (journeysWaiting).
 */
export async function decideChart(
  tx: Queryable,
  grant: ApprovalGrant,
  approverId: number,
  body: Pick<TStpfcApprovalSubmit, 'stpfcId' | 'slNo' | 'tblDetails'>,
  language: TextLanguage,
  judgedVersion?: string,
): Promise<{ status: string; message: string }> {
  const chart = await lockChart(tx, body.stpfcId);
  if (!chart || chart.employeeId !== grant.subject.employeeId) throw forbidden(REQUEST_SAYS.notYourApproval);
  if ((await chartVersion(tx, body.stpfcId)) !== body.slNo) throw conflict(REQUEST_SAYS.approvalMovedOn);
  const journeys = await listWaitingJourneys(tx, body.stpfcId);
  if (judgedVersion !== undefined && judgedVersion !== fingerprintOf(journeys)) throw conflict(CHART_CHANGED);
  const waiting = journeys.map((journey) => journey.stpfcDetailId);
  const named = body.tblDetails.map((line) => line.stpfcDetailId);
  const sameSet =
    new Set(named).size === named.length &&
    named.length === waiting.length &&
    waiting.every((id) => named.includes(id));
  if (!sameSet) throw conflict(REQUEST_SAYS.approvalMovedOn);
  const decisions = body.tblDetails.map(({ stpfcDetailId, status, reason }) => ({
    stpfcDetailId,
    status,
    reason,
  }));
  const applied = await decideJourneys(
    tx,
    { stpfcId: body.stpfcId, levelId: grant.level, approverId, forApproverId: actingForOf(grant) },
    decisions,
  );
  if (applied !== decisions.length) throw conflict(REQUEST_SAYS.approvalMovedOn);
  const approved = decisions.filter((line) => line.status === 'A').map((line) => line.stpfcDetailId);
  if (approved.length > 0) await moveEffectiveFrom(tx, body.stpfcId, approved);
  const rejected = decisions.length - approved.length;
  const status = `${plural(approved.length, 'journey', 'journeys')} approved, ${rejected} rejected`;
  const said = {
    approver: await deciderOf(tx, approverId, actingForOf(grant)),
    approved: approved.length,
    rejected,
  };
  await addNotification(
    tx,
    grant.subject.employeeId,
    rejected > 0 ? NOTIFICATION_TEXTS.chartReviewedRejecting(said) : NOTIFICATION_TEXTS.chartReviewed(said),
    NOTIFICATION_LINKS.sfc,
  );
  const name = await employeeName(tx, grant.subject.employeeId);
  const message = APPROVAL_ANSWER_TEXTS.chartDecided({ name, approved: approved.length, rejected });
  return { status, message: renderText(message, language) };
}

async function chartOfSubject(db: Queryable, grant: ApprovalGrant, stpfcId: number): Promise<void> {
  const rows = await db.query<{ employeeId: number }>(
    'select employee_id as "employeeId" from stpfc where id = $1',
    [stpfcId],
  );
  if (rows[0]?.employeeId !== grant.subject.employeeId) throw forbidden(REQUEST_SAYS.notYourApproval);
}
