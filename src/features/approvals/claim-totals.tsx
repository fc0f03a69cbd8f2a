// A claim's money under its days: the Grand Total and Sundry cards, and the footer that keeps the
// totals, what the last save said, and Save Draft and Submit in view. Each figure is named for whose
// it is (issue 38): the employee's claim, the level before's approval, and this approver's.
import type { TExpenseDayDetail } from '../../contract/expense-approvals';
import type { Notice } from '../../lib/notices';
import { useText } from '../../lib/use-text';
import { formatRupees } from '../../pure/money';
import { judgedLabel, MoneyLine, type PreviousLevel } from '../../shared/day-money';
import { DAY_MONEY_TEXTS } from '../../shared/day-money-texts';
import { approverTotal, countedDeduction, type DayDecision } from './approval-lines';
import { CLAIM_DETAILS_TEXTS as T } from './claim-details-texts';

export interface Totals {
  fare: number;
  allowance: number;
  bills: number;
  /** The employee's claim. */
  claimed: number;
  /** What this level judges: the claim at level 1, the level before's approved figure after. */
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
    bills: sum((day) => day.bills ?? 0),
    claimed: sum((day) => day.claimedTotal),
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
  previousLevel,
}: {
  totals: Totals;
  sundry: { sundryTotal: number; totalExpense: number } | undefined;
  levelId: number;
  previousLevel: PreviousLevel | undefined;
}) {
  const t = useText();
  return (
    <div className="claim__totals">
      <section className="card" aria-labelledby="grand-total-title">
        <h2 id="grand-total-title">{t(T.grandTotal)}</h2>
        <dl className="money-lines">
          <MoneyLine term={t(DAY_MONEY_TEXTS.fare)} value={totals.fare} />
          <MoneyLine term={t(DAY_MONEY_TEXTS.allowance)} value={totals.allowance} />
          <MoneyLine term={t(DAY_MONEY_TEXTS.bills)} value={totals.bills} />
          <MoneyLine term={t(DAY_MONEY_TEXTS.claimed)} value={totals.claimed} />
          {previousLevel && <MoneyLine term={judgedLabel(t, previousLevel)} value={totals.submitted} />}
          <MoneyLine term={t(T.yourDeduction)} value={totals.deduction} />
          <MoneyLine term={t(T.rejectedDays)} value={totals.rejected} />
          <MoneyLine
            term={t(DAY_MONEY_TEXTS.yourApproval)}
            value={totals.approved}
            className="money-lines__total"
          />
        </dl>
      </section>
      <section className="card" aria-labelledby="sundry-title">
        <h2 id="sundry-title">{t(T.sundry)}</h2>
        {sundry ? (
          <dl className="money-lines">
            <MoneyLine term={t(T.sundryTotal)} value={sundry.sundryTotal} />
            <MoneyLine term={t(T.totalExpense)} value={sundry.totalExpense} />
            <MoneyLine
              term={t(T.approverExpense({ level: levelId }))}
              value={totals.approved}
              className="money-lines__total"
            />
          </dl>
        ) : (
          <p className="muted">{t(T.loadingSundry)}</p>
        )}
        <p className="claim__note">{t(T.sundryNote)}</p>
      </section>
    </div>
  );
}

export function ClaimFooter(props: {
  totals: Totals;
  previousLevel: PreviousLevel | undefined;
  note: Notice | undefined;
  isDisabled: boolean;
  onSave: (isFinal: boolean) => void;
}) {
  const t = useText();
  const { totals, previousLevel } = props;
  return (
    <div className="claim__footer">
      <p className="claim__footer-totals">
        <span>
          {t(DAY_MONEY_TEXTS.claimed)} <strong>{formatRupees(totals.claimed)}</strong>
        </span>
        {previousLevel && (
          <span>
            {judgedLabel(t, previousLevel)} <strong>{formatRupees(totals.submitted)}</strong>
          </span>
        )}
        <span>
          {t(DAY_MONEY_TEXTS.yourApproval)} <strong>{formatRupees(totals.approved)}</strong>
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
          {t(T.saveDraft)}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={props.isDisabled}
          onClick={() => props.onSave(true)}
        >
          {t(T.submit)}
        </button>
      </div>
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
