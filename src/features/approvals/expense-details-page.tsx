// /expense-details/{expenseId} 'Expense Details': a subordinate's month, day by day, to approve or
// reject with a deduction; Save Draft keeps the values, Submit decides this level and returns to
// /expense-approval after 2 seconds.
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import type { TExpenseDayDetail } from '../../contract/approvals';
import { formatRupees } from '../../lib/format';
import { showAlert, showResult, showToast } from '../../lib/notices';
import type { StoredUserData } from '../../lib/session';
import { PageHeader } from '../../ui/page-header';
import { useUser } from '../auth/auth-store';
import { saveClaim } from './approval-actions';
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
import { useClaimStore, useClaimSundryStore } from './approval-stores';
import { ClaimDays } from './claim-days';
import { Loading } from './stpfc-approval-page';
import './approvals.css';

/** Spec section 9: back to the list 2 seconds after a submit. */
export const SUBMIT_REDIRECT_MS = 2000;

export default function ExpenseDetailsPage() {
  const user = useUser();
  const { expenseId } = useParams<{ expenseId: string }>();
  const id = Number(expenseId);
  if (!user) return null;
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <section className="page">
        <PageHeader title="Expense Details" backTo="/expense-approval" />
        <p className="approvals__empty">No Data Found</p>
      </section>
    );
  }
  return <Claim user={user} expenseId={id} />;
}

function Claim({ user, expenseId }: { user: StoredUserData; expenseId: number }) {
  const [, navigate] = useLocation();
  const { data, isLoading, error } = useClaimStore();
  const sundry = useClaimSundryStore((state) => state.data);
  const [decisions, setDecisions] = useState<Record<number, DayDecision>>({});
  const [errors, setErrors] = useState<Record<number, LineErrors>>({});
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<'draft' | 'submit' | 'done'>();

  useEffect(() => {
    for (const store of [useClaimStore, useClaimSundryStore]) {
      store.getState().reset();
      void store.getState().load(expenseId);
    }
  }, [expenseId]);

  useEffect(() => {
    setErrors({});
    setDecisions(
      Object.fromEntries(
        (data?.expenseDetails ?? []).map((day) => [day.expenseDetailId, initialDayDecision(day)]),
      ),
    );
  }, [data]);

  const days = data?.expenseDetails ?? [];
  const workingDays = days.filter((day) => day.isHoliday === 0);
  const decisionOf = (day: TExpenseDayDetail) => decisions[day.expenseDetailId] ?? initialDayDecision(day);

  function onChange(day: TExpenseDayDetail, decision: DayDecision) {
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
      // A deduction's message sits in the expanded part of its day: open those days.
      setExpanded(
        (current) =>
          new Set([
            ...current,
            ...workingDays
              .filter((day) => checked[day.expenseDetailId]?.deduction)
              .map((day) => day.expenseDetailId),
          ]),
      );
      return;
    }
    setBusy(isFinal ? 'submit' : 'draft');
    const outcome = await saveClaim(
      {
        expenseId,
        levelId: data.levelId,
        approverId: user.employeeId,
        slNo: data.slNo,
        tblDetails: workingDays.map((day) => dayLine(day, decisionOf(day))),
      },
      isFinal,
    );
    if (outcome.ok && isFinal) {
      setBusy('done');
      showToast(outcome.message, 'success');
      setTimeout(() => navigate('/expense-approval'), SUBMIT_REDIRECT_MS);
      return;
    }
    setBusy(undefined);
    if (outcome.ok) {
      showToast(outcome.message, 'success');
      void useClaimStore.getState().refresh();
      void useClaimSundryStore.getState().refresh();
    } else if (outcome.isStale) {
      // Only a submitted level makes a month stale, so it no longer waits here: the list shows
      // where it stands now.
      showAlert(outcome.message);
      navigate('/expense-approval');
    } else {
      showResult('fail', outcome.message);
    }
  }

  const sum = (pick: (day: TExpenseDayDetail) => number) =>
    workingDays.reduce((total, day) => total + pick(day), 0);
  const approvedTotal = sum((day) => approverTotal(day, decisionOf(day)));

  return (
    <section className="page approvals claim">
      <PageHeader title="Expense Details" backTo="/expense-approval" />
      {isLoading && !data && <Loading />}
      {error && !data && <p className="error-text">{error}</p>}
      {data && (
        <>
          <p className="claim__who">
            <strong>{data.employeeName}</strong> · {data.monthYear} · {data.status}
            {data.isDraft && <span className="muted"> · your draft is loaded</span>}
          </p>
          <ClaimDays
            expenseId={expenseId}
            employeeId={data.employeeId}
            days={days}
            decisionOf={decisionOf}
            errors={errors}
            expanded={expanded}
            isBusy={busy !== undefined}
            onChange={onChange}
            onToggle={onToggle}
          />
          <div className="claim__totals">
            <section className="card" aria-labelledby="grand-total-title">
              <h2 id="grand-total-title">Grand Total</h2>
              <dl className="money-lines">
                <Money term="Fare" value={sum((day) => day.fare)} />
                <Money term="Allowance" value={sum((day) => day.allownace)} />
                <Money term="Total Submitted" value={sum((day) => day.totalSubmitted)} />
                <Money
                  term="Approval Deduction"
                  value={sum((day) => countedDeduction(day, decisionOf(day)))}
                />
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
          <div className="claim__actions">
            <button
              type="button"
              className="button button--secondary"
              disabled={busy !== undefined || workingDays.length === 0}
              onClick={() => void onSave(false)}
            >
              Save Draft
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={busy !== undefined || workingDays.length === 0}
              onClick={() => void onSave(true)}
            >
              Submit
            </button>
          </div>
        </>
      )}
      {(busy === 'draft' || busy === 'submit') && (
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
