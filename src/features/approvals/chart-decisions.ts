// A fare chart's decision on screen and through the outbox (issue 38 'Decisions offline'): the
// approver's choices per journey, kept over a chart the employee changed meanwhile, and what the
// screen does with the answer to a Submit.
import { STPFC_SUCCESS, type TStpfcDetailItem } from '../../contract/approvals';
import { CHART_CHANGED } from '../../contract/chart-decision';
import { SOMETHING_WENT_WRONG } from '../../lib/api-error';
import type { Notice } from '../../lib/notices';
import { showAlert, showResult } from '../../lib/notices';
import { answerText } from '../../lib/send-once';
import { UI_TEXTS } from '../../ui/ui-texts';
import { initialLineDecision } from './approval-lines';
import { stpfcListQuery } from './approval-queries';
import { CLAIM_DETAILS_TEXTS as T } from './claim-details-texts';
import type { DecisionOutcome } from './decision-outbox';
import { STPFC_TEXTS as S } from './stpfc-approval-texts';
import { useLineDecisions } from './use-line-decisions';

export interface ChartScreen {
  /** Beside Submit: what the decision's answer said. */
  note: (notice: Notice) => void;
  /** The journeys take nothing more: a decision waits on the phone. */
  lock: () => void;
  /** The employee closes; the list shows who still waits. */
  close: () => void;
  /** The journeys as the server has them now, with the approver's choices laid over them. */
  reloadKeepingChoices: () => void;
}

export function onChartAnswer(outcome: DecisionOutcome, screen: ChartScreen) {
  if (outcome.kind === 'done') {
    // The server's 'Success' (the specification's word) in the approver's language.
    const status = answerText(outcome.response, 'status');
    showResult('success', !status || status === STPFC_SUCCESS ? UI_TEXTS.success : status);
    void stpfcListQuery.invalidate();
    screen.close();
  } else if (outcome.kind === 'waiting') {
    screen.lock();
    screen.note({ text: T.waitsOnPhone, isError: false });
  } else if (outcome.status === 409 && outcome.message === CHART_CHANGED) {
    screen.note({ text: S.chartChanged, isError: true });
    screen.reloadKeepingChoices();
  } else if (outcome.status === 409) {
    // Decided elsewhere: the list shows who still waits.
    showAlert(outcome.message);
    void stpfcListQuery.invalidate();
    screen.close();
  } else {
    showResult('fail', outcome.message || SOMETHING_WENT_WRONG);
  }
}

type Journeys = { stpfcApprovalDetails: TStpfcDetailItem[] } | undefined;

/** The approver's choice on each journey (use-line-decisions.ts); a journey's errors come on Submit. */
export function useChartDecisions(data: Journeys) {
  return useLineDecisions(
    data,
    data?.stpfcApprovalDetails ?? [],
    (line: TStpfcDetailItem) => line.stpfcDetailId,
    initialLineDecision,
    () => ({}),
  );
}
