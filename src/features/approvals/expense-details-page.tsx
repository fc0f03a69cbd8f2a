// /expense-details/{expenseId} 'Expense Details': a subordinate's month, day by day and flagged days
// first (issue 38), to approve or reject with a deduction; Save Draft keeps the values, Submit
// decides this level and returns to /expense-approval after 2 seconds.
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import type { ResponseOf } from '../../contract/call';
import { claimStatusText } from '../../contract/claim-texts';
import type { GetExpenseViewAllDetails, TExpenseDayDetail } from '../../contract/expense-approvals';
import type { Notice } from '../../lib/notices';
import { useUser } from '../../lib/session';
import { useQuery } from '../../lib/use-query';
import { useLanguage, useText } from '../../lib/use-text';
import { formatListDateIn, monthLabelIn } from '../../pure/calendar-texts';
import { ClaimPdfButton } from '../../shared/downloads';
import { PageHeader } from '../../ui/page-header';
import {
  type DayDecision,
  dayErrors,
  dayLine,
  errorIn,
  hasErrors,
  initialDayDecision,
} from './approval-lines';
import { claimQuery, claimSundryQuery } from './approval-queries';
import { onDecisionAnswer } from './claim-answer';
import { ClaimDays } from './claim-days';
import { CLAIM_DETAILS_TEXTS as T } from './claim-details-texts';
import { flaggedFirst, suggestedDeduction } from './claim-flags';
import { ClaimFooter, ClaimTotals, claimTotals } from './claim-totals';
import { sendClaimDecision } from './decision-outbox';
import { Loading } from './stpfc-approval-page';
import { useLineDecisions } from './use-line-decisions';
import './approvals.css';

const NO_DAYS: TExpenseDayDetail[] = [];

/** Spec section 9: back to the list 2 seconds after a submit. */
export const SUBMIT_REDIRECT_MS = 2000;

export default function ExpenseDetailsPage() {
  const { expenseId } = useParams<{ expenseId: string }>();
  const t = useText();
  const id = Number(expenseId);
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <section className="page">
        <PageHeader title={t(T.title)} backTo="/expense-approval" />
        <p className="approvals__empty">{t(T.noData)}</p>
      </section>
    );
  }
  return <Claim expenseId={id} />;
}

function Claim({ expenseId }: { expenseId: number }) {
  const t = useText();
  const language = useLanguage();
  const [, navigate] = useLocation();
  const user = useUser();
  const claim = useQuery(claimQuery, expenseId);
  const { data, isLoading, error } = claim;
  const sundry = useQuery(claimSundryQuery, expenseId);
  /** A decision is on its way: saved on the phone, its answer awaited. */
  const [isSaving, setIsSaving] = useState(false);
  /** Submitted: the screen waits for its way back to the list and takes nothing more. */
  const [isDone, setIsDone] = useState(false);
  const isBusy = isSaving || isDone;
  const { decisionOf, errors, setErrors, change, keepChoices } = useDecisions(data);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  /** What the last Save Draft or Submit said, beside the buttons where the approver is looking. */
  const [footerNote, setFooterNote] = useState<Notice>();
  /** The field to focus once the row it sits in is on screen: the first day a check refused. */
  const setFocusId = useFocusWhenShown();

  // The days that need a human lead (issue 38); the others follow in date order.
  const days = useMemo(() => (data ? flaggedFirst(data.expenseDetails) : NO_DAYS), [data]);
  // A month is up to 31 rows of radios and remarks: React renders them in the background, in
  // slices, so a phone's main thread is never blocked by the whole month at once (issue 26).
  const listedDays = useDeferredValue(days);
  const workingDays = days.filter((day) => day.isHoliday === 0);

  function onChange(day: TExpenseDayDetail, decision: DayDecision) {
    setFooterNote(undefined);
    change(day, decision);
  }

  const onToggle = (day: TExpenseDayDetail) =>
    setExpanded((current) => toggled(current, day.expenseDetailId));

  /** The policy excess as the deduction, shown in the opened day; the approver still saves. */
  function onApplySuggested(day: TExpenseDayDetail) {
    onChange(day, { ...decisionOf(day), deduction: String(suggestedDeduction(day)) });
    setExpanded((current) => new Set([...current, day.expenseDetailId]));
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
          text: `${formatListDateIn(refused.date, language)}: ${errorIn(t, dayErrors.reason ?? dayErrors.deduction)}`,
          isError: true,
        });
        if (!isReason) setExpanded((current) => new Set([...current, refused.expenseDetailId]));
        setFocusId(`${isReason ? 'remark' : 'deduction'}-${refused.expenseDetailId}`);
      }
      return;
    }
    if (!user) return;
    setFooterNote(undefined);
    setIsSaving(true);
    const outcome = await sendClaimDecision(user, {
      expenseId,
      levelId: data.levelId,
      slNo: data.slNo,
      claimVersion: data.claimVersion ?? '',
      isSubmit: isFinal,
      lines: workingDays.map((day) => dayLine(day, decisionOf(day))),
      label: `Expense approval, ${data.employeeName}, ${data.monthYear}${isFinal ? '' : ' (draft)'}`,
    }).finally(() => setIsSaving(false));
    onDecisionAnswer(
      outcome,
      isFinal,
      {
        note: setFooterNote,
        lock: () => setIsDone(true),
        leave: (afterMs) => setTimeout(() => navigate('/expense-approval'), afterMs),
        reload: (isKept) => {
          if (isKept) keepChoices();
          void claim.refresh();
          void sundry.refresh();
        },
      },
      SUBMIT_REDIRECT_MS,
    );
  }

  const totals = claimTotals(workingDays, decisionOf);

  return (
    <section className="page approvals claim">
      <PageHeader title={t(T.title)} backTo="/expense-approval">
        <ClaimPdfButton expenseId={expenseId} />
      </PageHeader>
      {isLoading && !data && <Loading />}
      {error && !data && <p className="error-text">{error}</p>}
      {data && (
        <>
          <ClaimWho claim={data} />
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
                previousLevel={data.previousLevel}
                decisionOf={decisionOf}
                errors={errors}
                expanded={expanded}
                isBusy={isBusy}
                onChange={onChange}
                onToggle={onToggle}
                onApplySuggested={onApplySuggested}
              />
              <ClaimTotals
                totals={totals}
                sundry={sundry.data}
                levelId={data.levelId}
                previousLevel={data.previousLevel}
              />
              <ClaimFooter
                totals={totals}
                previousLevel={data.previousLevel}
                note={footerNote}
                isDisabled={isBusy || workingDays.length === 0}
                onSave={(isFinal) => void onSave(isFinal)}
              />
            </>
          )}
        </>
      )}
      {isSaving && (
        <div className="saving-overlay" role="status" aria-label={t(T.saving)}>
          <span className="spinner" />
        </div>
      )}
    </section>
  );
}

/** Whose claim, which month, where it stands, and whether this level's draft is what shows. */
function ClaimWho({ claim }: { claim: ResponseOf<typeof GetExpenseViewAllDetails> }) {
  const t = useText();
  const language = useLanguage();
  const first = claim.expenseDetails[0]?.date;
  const month = first
    ? monthLabelIn({ year: Number(first.slice(0, 4)), month: Number(first.slice(5, 7)) }, language)
    : claim.monthYear;
  return (
    <p className="claim__who">
      <strong>{claim.employeeName}</strong> · {month} · {t(claimStatusText(claim.status))}
      {claim.isDraft && <span className="muted"> · {t(T.draftLoaded)}</span>}
    </p>
  );
}

/** The approver's decision on each day, and what the checks say of it (use-line-decisions.ts). */
function useDecisions(data: ResponseOf<typeof GetExpenseViewAllDetails> | undefined) {
  return useLineDecisions(
    data,
    data?.expenseDetails ?? [],
    (day: TExpenseDayDetail) => day.expenseDetailId,
    initialDayDecision,
    dayErrors,
  );
}

/** Focuses the field of the given id once it is rendered, scrolled to the middle of the screen. */
function useFocusWhenShown(): (id: string) => void {
  const [focusId, setFocusId] = useState<string>();
  useEffect(() => {
    if (!focusId) return;
    const field = document.getElementById(focusId);
    field?.scrollIntoView({ block: 'center' });
    field?.focus();
    setFocusId(undefined);
  }, [focusId]);
  return setFocusId;
}

/** The set with the id taken out if it was in, else put in. */
function toggled(set: ReadonlySet<number>, id: number): ReadonlySet<number> {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
}
