// /expense-details/{expenseId} 'Expense Details': a subordinate's month, day by day, to approve or
// reject with a deduction; Save Draft keeps the values, Submit decides this level and returns to
// /expense-approval after 2 seconds.
import { useDeferredValue, useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import type { TExpenseDayDetail } from '../../contract/expense-approvals';
import type { Notice } from '../../lib/notices';
import { useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/use-query';
import { formatListDate } from '../../pure/calendar';
import { ClaimPdfButton } from '../../shared/downloads';
import { PageHeader } from '../../ui/page-header';
import {
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
import { ClaimFooter, ClaimTotals, claimTotals } from './claim-totals';
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

  const onToggle = (day: TExpenseDayDetail) =>
    setExpanded((current) => toggled(current, day.expenseDetailId));

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

  const totals = claimTotals(workingDays, decisionOf);

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
              <ClaimTotals totals={totals} sundry={sundry} levelId={data.levelId} />
              <ClaimFooter
                submitted={totals.submitted}
                approved={totals.approved}
                note={footerNote}
                isDisabled={isBusy || workingDays.length === 0}
                onSave={(isFinal) => void onSave(isFinal)}
              />
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

/** The set with the id taken out if it was in, else put in. */
function toggled(set: ReadonlySet<number>, id: number): ReadonlySet<number> {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
}
