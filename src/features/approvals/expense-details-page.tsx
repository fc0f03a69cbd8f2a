// /expense-details/{expenseId} 'Expense Details': a subordinate's month, day by day, to approve or
// reject with a deduction; Save Draft keeps the values, Submit decides this level and returns to
// /expense-approval after 2 seconds.
import { useDeferredValue, useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import type { TExpenseDayDetail } from '../../contract/approvals';
import type { Notice } from '../../lib/notices';
import { useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/use-query';
import { useText } from '../../lib/use-text';
import { formatListDate } from '../../pure/calendar';
import { formatRupees } from '../../pure/money';
import { ClaimPdfButton } from '../../shared/downloads';
import { PageHeader } from '../../ui/page-header';
import {
  approverTotal,
  countedDeduction,
  type DayDecision,
  dayErrors,
  dayLine,
  hasErrors,
  initialDayDecision,
  type LineErrors,
} from './approval-lines';
import { saveClaimDraftMutation, submitClaimMutation } from './approval-mutations';
import { claimQuery, claimSundryQuery } from './approval-queries';
import { ClaimDays } from './claim-days';
import { Loading } from './stpfc-approval-page';
import './approvals.css';

const NO_DAYS: TExpenseDayDetail[] = [];

/** Spec section 9: back to the list 2 seconds after a submit. */
export const SUBMIT_REDIRECT_MS = 2000;

export default function ExpenseDetailsPage() {
  const { expenseId } = useParams<{ expenseId: string }>();
  const id = Number(expenseId);
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <section className="page">
        <PageHeader title="Expense Details" backTo="/expense-approval" />
        <p className="approvals__empty">No Data Found</p>
      </section>
    );
  }
  return <Claim expenseId={id} />;
}

function Claim({ expenseId }: { expenseId: number }) {
  const [, navigate] = useLocation();
  const { data, isLoading, error } = useQuery(claimQuery, expenseId);
  const { data: sundry } = useQuery(claimSundryQuery, expenseId);
  const saveDraft = useMutation(saveClaimDraftMutation);
  const submit = useMutation(submitClaimMutation);
  const isSaving = saveDraft.isPending || submit.isPending;
  /** Submitted: the screen waits for its way back to the list and takes nothing more. */
  const [isDone, setIsDone] = useState(false);
  const isBusy = isSaving || isDone;
  const [decisions, setDecisions] = useState<Record<number, DayDecision>>({});
  const [errors, setErrors] = useState<Record<number, LineErrors>>({});
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  /** What the last Save Draft or Submit said, beside the buttons where the approver is looking. */
  const [footerNote, setFooterNote] = useState<Notice>();
  /** The field to focus once the row it sits in is on screen: the first day a check refused. */
  const [focusId, setFocusId] = useState<string>();

  useEffect(() => {
    if (!focusId) return;
    const field = document.getElementById(focusId);
    field?.scrollIntoView({ block: 'center' });
    field?.focus();
    setFocusId(undefined);
  }, [focusId]);

  // A new answer (the first, or one after Save Draft) starts the decisions again, in the render that
  // shows it: reset in an effect, it could land after the approver's first click and undo it (an
  // answer renders as a transition, and its effects run a moment later).
  const [decidedOn, setDecidedOn] = useState(data);
  if (decidedOn !== data) {
    setDecidedOn(data);
    setErrors({});
    setDecisions(
      Object.fromEntries(
        (data?.expenseDetails ?? []).map((day) => [day.expenseDetailId, initialDayDecision(day)]),
      ),
    );
  }

  const days = data?.expenseDetails ?? NO_DAYS;
  // A month is up to 31 rows of radios and remarks: React renders them in the background, in
  // slices, so a phone's main thread is never blocked by the whole month at once (issue 26).
  const listedDays = useDeferredValue(days);
  const workingDays = days.filter((day) => day.isHoliday === 0);
  const decisionOf = (day: TExpenseDayDetail) => decisions[day.expenseDetailId] ?? initialDayDecision(day);

  function onChange(day: TExpenseDayDetail, decision: DayDecision) {
    setFooterNote(undefined);
    setDecisions((current) => ({ ...current, [day.expenseDetailId]: decision }));
    setErrors((current) => ({ ...current, [day.expenseDetailId]: dayErrors(day, decision) }));
  }

  function onToggle(day: TExpenseDayDetail) {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(day.expenseDetailId)) next.add(day.expenseDetailId);
      return next;
    });
  }

  async function onSave(isFinal: boolean) {
    if (!data) return;
    const checked = Object.fromEntries(
      workingDays.map((day) => [day.expenseDetailId, dayErrors(day, decisionOf(day))]),
    );
    setErrors(checked);
    if (hasErrors(checked)) {
      // Said beside Submit, and the first refused day's field takes the focus. A deduction's
      // message sits in the expanded part of its day: that one day opens, never the whole month.
      const refused = workingDays.find((day) => Object.keys(checked[day.expenseDetailId] ?? {}).length > 0);
      const dayErrors = refused ? checked[refused.expenseDetailId] : undefined;
      if (refused && dayErrors) {
        const isReason = dayErrors.reason !== undefined;
        setFooterNote({
          text: `${formatListDate(refused.date)}: ${dayErrors.reason ?? dayErrors.deduction}`,
          isError: true,
        });
        if (!isReason) setExpanded((current) => new Set([...current, refused.expenseDetailId]));
        setFocusId(`${isReason ? 'remark' : 'deduction'}-${refused.expenseDetailId}`);
      }
      return;
    }
    setFooterNote(undefined);
    const outcome = await (isFinal ? submit : saveDraft).run({
      expenseId,
      levelId: data.levelId,
      slNo: data.slNo,
      tblDetails: workingDays.map((day) => dayLine(day, decisionOf(day))),
    });
    if (outcome.ok && isFinal) {
      setIsDone(true);
      setTimeout(() => navigate('/expense-approval'), SUBMIT_REDIRECT_MS);
    } else if (outcome.ok) setFooterNote(outcome.notice);
    // Only a submitted level makes a month stale, so it no longer waits here: the list shows
    // where it stands now.
    else if (outcome.status === 409) navigate('/expense-approval');
  }

  const sum = (pick: (day: TExpenseDayDetail) => number) =>
    workingDays.reduce((total, day) => total + pick(day), 0);
  const approvedTotal = sum((day) => approverTotal(day, decisionOf(day)));
  const isRejected = (day: TExpenseDayDetail) => decisionOf(day).status === 'R';
  const submittedTotal = sum((day) => day.totalSubmitted);
  /** A rejected day approves nothing: its value leaves the total here, in plain sight. */
  const rejectedTotal = sum((day) => (isRejected(day) ? day.totalSubmitted : 0));
  const deductionTotal = sum((day) => (isRejected(day) ? 0 : countedDeduction(day, decisionOf(day))));

  return (
    <section className="page approvals claim">
      <PageHeader title="Expense Details" backTo="/expense-approval">
        <ClaimPdfButton expenseId={expenseId} />
      </PageHeader>
      {isLoading && !data && <Loading />}
      {error && !data && <p className="error-text">{error}</p>}
      {data && (
        <>
          <p className="claim__who">
            <strong>{data.employeeName}</strong> · {data.monthYear} · {data.status}
            {data.isDraft && <span className="muted"> · your draft is loaded</span>}
          </p>
          {/* The rows' first showing: the day list is still rendering in the background, and the
              totals wait for it rather than be pushed down by it. */}
          {listedDays === NO_DAYS && days !== NO_DAYS ? (
            <Loading />
          ) : (
            <>
              <ClaimDays
                expenseId={expenseId}
                employeeId={data.employeeId}
                days={listedDays}
                decisionOf={decisionOf}
                errors={errors}
                expanded={expanded}
                isBusy={isBusy}
                onChange={onChange}
                onToggle={onToggle}
              />
              <div className="claim__totals">
                <section className="card" aria-labelledby="grand-total-title">
                  <h2 id="grand-total-title">Grand Total</h2>
                  <dl className="money-lines">
                    <Money term="Fare" value={sum((day) => day.fare)} />
                    <Money term="Allowance" value={sum((day) => day.allownace)} />
                    <Money term="Total Submitted" value={submittedTotal} />
                    <Money term="Approval Deduction" value={deductionTotal} />
                    <Money term="Rejected days" value={rejectedTotal} />
                    <Money term="Approval Total" value={approvedTotal} isTotal />
                  </dl>
                </section>
                <section className="card" aria-labelledby="sundry-title">
                  <h2 id="sundry-title">Sundry</h2>
                  {sundry ? (
                    <dl className="money-lines">
                      <Money term="Sundry Total" value={sundry.sundryTotal} />
                      <Money term="Total Expense" value={sundry.totalExpense} />
                      <Money term={`Approver ${data.levelId} Expense`} value={approvedTotal} isTotal />
                    </dl>
                  ) : (
                    <p className="muted">Loading the sundry totals...</p>
                  )}
                  <p className="claim__note">* all values include Sundry Expense.</p>
                </section>
              </div>
              <div className="claim__footer">
                <p className="claim__footer-totals">
                  <span>
                    Submitted <strong>{formatRupees(submittedTotal)}</strong>
                  </span>
                  <span>
                    Approved <strong>{formatRupees(approvedTotal)}</strong>
                  </span>
                </p>
                <FooterNote note={footerNote} />
                <div className="claim__actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={isBusy || workingDays.length === 0}
                    onClick={() => void onSave(false)}
                  >
                    Save Draft
                  </button>
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={isBusy || workingDays.length === 0}
                    onClick={() => void onSave(true)}
                  >
                    Submit
                  </button>
                </div>
              </div>
            </>
          )}
        </>
      )}
      {isSaving && (
        <div className="saving-overlay" role="status" aria-label="Saving">
          <span className="spinner" />
        </div>
      )}
    </section>
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
