// A claim's money under its days: the Grand Total and Sundry cards, and the footer that keeps the
// two totals, what the last save said, and Save Draft and Submit in view.
import type { TExpenseDayDetail } from '../../contract/expense-approvals';
import type { Notice } from '../../lib/notices';
import { useText } from '../../lib/use-text';
import { formatRupees } from '../../pure/money';
import { approverTotal, countedDeduction, type DayDecision } from './approval-lines';

export interface Totals {
  fare: number;
  allowance: number;
  submitted: number;
  deduction: number;
  rejected: number;
  approved: number;
}

/** Rupees over the working days, as the approver's decisions stand now. */
export function claimTotals(
  workingDays: readonly TExpenseDayDetail[],
  decisionOf: (day: TExpenseDayDetail) => DayDecision,
): Totals {
  const sum = (pick: (day: TExpenseDayDetail) => number) =>
    workingDays.reduce((total, day) => total + pick(day), 0);
  const isRejected = (day: TExpenseDayDetail) => decisionOf(day).status === 'R';
  return {
    fare: sum((day) => day.fare),
    allowance: sum((day) => day.allownace),
    submitted: sum((day) => day.totalSubmitted),
    deduction: sum((day) => (isRejected(day) ? 0 : countedDeduction(day, decisionOf(day)))),
    // A rejected day approves nothing: its value leaves the total here, in plain sight.
    rejected: sum((day) => (isRejected(day) ? day.totalSubmitted : 0)),
    approved: sum((day) => approverTotal(day, decisionOf(day))),
  };
}

export function ClaimTotals({
  totals,
  sundry,
  levelId,
}: {
  totals: Totals;
  sundry: { sundryTotal: number; totalExpense: number } | undefined;
  levelId: number;
}) {
  return (
    <div className="claim__totals">
      <section className="card" aria-labelledby="grand-total-title">
        <h2 id="grand-total-title">Grand Total</h2>
        <dl className="money-lines">
          <Money term="Fare" value={totals.fare} />
          <Money term="Allowance" value={totals.allowance} />
          <Money term="Total Submitted" value={totals.submitted} />
          <Money term="Approval Deduction" value={totals.deduction} />
          <Money term="Rejected days" value={totals.rejected} />
          <Money term="Approval Total" value={totals.approved} isTotal />
        </dl>
      </section>
      <section className="card" aria-labelledby="sundry-title">
        <h2 id="sundry-title">Sundry</h2>
        {sundry ? (
          <dl className="money-lines">
            <Money term="Sundry Total" value={sundry.sundryTotal} />
            <Money term="Total Expense" value={sundry.totalExpense} />
            <Money term={`Approver ${levelId} Expense`} value={totals.approved} isTotal />
          </dl>
        ) : (
          <p className="muted">Loading the sundry totals...</p>
        )}
        <p className="claim__note">* all values include Sundry Expense.</p>
      </section>
    </div>
  );
}

export function ClaimFooter(props: {
  submitted: number;
  approved: number;
  note: Notice | undefined;
  isDisabled: boolean;
  onSave: (isFinal: boolean) => void;
}) {
  return (
    <div className="claim__footer">
      <p className="claim__footer-totals">
        <span>
          Submitted <strong>{formatRupees(props.submitted)}</strong>
        </span>
        <span>
          Approved <strong>{formatRupees(props.approved)}</strong>
        </span>
      </p>
      <FooterNote note={props.note} />
      <div className="claim__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={props.isDisabled}
          onClick={() => props.onSave(false)}
        >
          Save Draft
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={props.isDisabled}
          onClick={() => props.onSave(true)}
        >
          Submit
        </button>
      </div>
    </div>
  );
}

function Money({ term, value, isTotal }: { term: string; value: number; isTotal?: boolean }) {
  return (
    <div className={isTotal ? 'money-lines__total' : undefined}>
      <dt>{term}</dt>
      <dd>{formatRupees(value)}</dd>
    </div>
  );
}

/** Beside Submit: a check that stops the save (an alert), or what a kept draft says (a live status). */
function FooterNote({ note }: { note: Notice | undefined }) {
  const t = useText();
  return (
    <>
      {note?.isError && (
        <p className="error-text claim__footer-note" role="alert">
          {t(note.text)}
        </p>
      )}
      <p className="claim__footer-note" role="status">
        {note && !note.isError ? t(note.text) : ''}
      </p>
    </>
  );
}
