// What the claim screen does with the answer to a Save Draft or Submit sent through the outbox
// (issue 38 'Decisions offline'): the approver's choices stay on screen unless the claim is decided.

import { APPROVAL_ANSWER_TEXTS } from '../../contract/approval-answer-texts';
import { CLAIM_CHANGED } from '../../contract/expense-decision';
import type { Notice } from '../../lib/notices';
import { showAlert, showToast } from '../../lib/notices';
import { answerText } from '../../lib/send-once';
import { expenseListQuery } from './approval-queries';
import { CLAIM_DETAILS_TEXTS as T } from './claim-details-texts';
import type { DecisionOutcome } from './decision-outbox';

export interface ClaimScreen {
  /** Beside the buttons: what the save said. */
  note: (notice: Notice) => void;
  /** The screen takes nothing more (decided, or a decision waits on the phone). */
  lock: () => void;
  /** Back to the list, which loads again. */
  leave: (afterMs: number) => void;
  /** The claim as the server has it now; `keepChoices` lays the approver's choices over it. */
  reload: (keepChoices: boolean) => void;
}

export function onDecisionAnswer(
  outcome: DecisionOutcome,
  isSubmit: boolean,
  screen: ClaimScreen,
  redirectMs: number,
) {
  if (outcome.kind === 'done' && isSubmit) {
    showToast(answerText(outcome.response, 'message') || 'Submitted successfully');
    screen.lock();
    void expenseListQuery.invalidate();
    screen.leave(redirectMs);
  } else if (outcome.kind === 'done') {
    screen.note({ text: answerText(outcome.response, 'message'), isError: false });
    screen.reload(false);
  } else if (outcome.kind === 'waiting') {
    screen.lock();
    screen.note({ text: T.waitsOnPhone, isError: false });
  } else if (outcome.status === 409 && outcome.message === CLAIM_CHANGED) {
    screen.note({ text: T.claimChanged, isError: true });
    screen.reload(true);
  } else if (outcome.status === 409) {
    // Decided elsewhere: no longer this approver's to reload; the list shows where it stands.
    showAlert(outcome.message);
    void expenseListQuery.invalidate();
    screen.leave(0);
  } else {
    screen.note({ text: outcome.message || APPROVAL_ANSWER_TEXTS.draftFailed, isError: true });
  }
}
