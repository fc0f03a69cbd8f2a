// /tp-approval/:planId (issue 42): one plan's days as its manager decides them: Approve or Reject
// (with a reason) per submitted day, 'Approve all', Submit. A rejected day goes back to the employee
// for that day only.
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import type { TTpDay, TTpPlan } from '../../contract/tour-programme';
import type { Notice } from '../../lib/notices';
import { PATHS } from '../../lib/paths';
import { sendOnce } from '../../lib/send-once';
import { useUser } from '../../lib/session';
import { useQuery } from '../../lib/use-query';
import { useLanguage, useText } from '../../lib/use-text';
import { monthLabelIn } from '../../pure/calendar-texts';
import { InlineNotice } from '../../ui/inline-notice';
import { PageHeader } from '../../ui/page-header';
import { ChangeNote, DayPlan, statusText, useDayLabel } from './tp-day-parts';
import { onPlanAnswer, queuePlanDecision } from './tp-outbox';
import { type DayDecision, decideChangeMutation, tpPlanQuery } from './tp-queries';
import { TP_SCREEN_TEXTS as TP } from './tp-texts';
import './tp.css';

export default function TpPlanPage() {
  const t = useText();
  const { planId } = useParams<{ planId: string }>();
  const id = Number(planId);
  const { data: plan, isLoading, error } = useQuery(tpPlanQuery, Number.isInteger(id) && id > 0 ? id : null);
  return (
    <section className="page tp">
      <PageHeader
        title={plan ? t(TP.planOf({ name: plan.employeeName })) : t(TP.approvalTitle)}
        backTo={PATHS.tpApproval}
      />
      {isLoading && !plan && <p className="muted">{t(TP.loading)}</p>}
      {error && !plan && <p className="error-text">{t(TP.unavailable)}</p>}
      {plan && <Decisions key={`${plan.planId}-${plan.status}`} plan={plan} />}
    </section>
  );
}

function Decisions({ plan }: { plan: TTpPlan }) {
  const t = useText();
  const language = useLanguage();
  const dayLabel = useDayLabel();
  const [, navigate] = useLocation();
  const waiting = plan.days.filter((day) => day.status === 'S');
  const user = useUser();
  const [decisions, setDecisions] = useState<Record<string, DayDecision>>({});
  const [note, setNote] = useState<Notice>();
  const [isSaving, setIsSaving] = useState(false);
  /** A decision waits on the phone: the plan takes nothing more. */
  const [isLocked, setIsLocked] = useState(false);
  const isWaiting = plan.status === 'S';

  const decisionOf = (date: string): DayDecision => decisions[date] ?? { date, status: 'A' };
  const setDecision = (date: string, change: Partial<DayDecision>) =>
    setDecisions((all) => ({ ...all, [date]: { ...decisionOf(date), ...change } }));

  // Saved on the phone first and sent once (issue 38 'Decisions offline'); the plan reloaded after
  // a 409 keeps this component, and so the approver's choices.
  async function submit(days: DayDecision[]) {
    if (!user) return;
    if (days.some((day) => day.status === 'R' && !day.reason?.trim())) {
      setNote({ text: TP.reasonRequired, isError: true });
      return;
    }
    setNote(undefined);
    setIsSaving(true);
    const queued = queuePlanDecision(user, {
      planId: plan.planId as number,
      planVersion: plan.planVersion ?? '',
      days: days.map((day) =>
        day.status === 'R' ? { ...day, reason: day.reason?.trim() } : { date: day.date, status: 'A' },
      ),
      label: `Tour programme approval, ${plan.employeeName}, ${plan.month}/${plan.year}`,
    });
    const outcome = await sendOnce(queued).finally(() => setIsSaving(false));
    onPlanAnswer(outcome, {
      note: setNote,
      lock: () => setIsLocked(true),
      leave: () => navigate(PATHS.tpApproval),
      reload: () => void tpPlanQuery.invalidate(),
    });
  }

  return (
    <>
      <div className="card tp__status">
        <p>
          <strong>{monthLabelIn(plan, language)}</strong> ·{' '}
          {t(TP.statusLine({ status: t(statusText(plan.status)) }))}
          {plan.isLate && <span className="tp__late">{t(TP.late)}</span>}
        </p>
        {!isWaiting && !plan.hasChangeRequest && (
          <p className="muted">{t(TP.waitsForOthers({ status: t(statusText(plan.status)) }))}</p>
        )}
      </div>
      <InlineNotice notice={note} className="tp-plan__note" />
      <ol className="tp-days" aria-label={t(TP.days({ month: monthLabelIn(plan, language) }))}>
        {plan.days.map((day) => {
          const decision = decisionOf(day.date);
          const isOpen = isWaiting && day.status === 'S';
          return (
            <li
              key={day.date}
              className={`card tp-day${day.isHoliday ? ' tp-day--holiday' : ''}`}
              data-testid="tp-day"
            >
              <span className="tp-day__date">{dayLabel(day.date)}</span>
              <span className="tp-day__body">
                <DayPlan day={day} />
                {day.customers.length > 0 && (
                  <span className="muted tp-day__customers">
                    {day.customers.map((customer) => customer.name).join(', ')}
                  </span>
                )}
                {!isOpen && day.status === 'R' && day.reason && (
                  <span className="tp-day__rejected">{t(TP.rejectedBecause({ reason: day.reason }))}</span>
                )}
              </span>
              {day.change?.status === 'P' && <ChangeDecision day={day} />}
              {isOpen && (
                <fieldset className="tp-day__decision">
                  <legend className="visually-hidden">
                    {t(TP.decisionOf({ date: dayLabel(day.date) }))}
                  </legend>
                  {(['A', 'R'] as const).map((status) => (
                    <label key={status} className="tp-form__check">
                      <input
                        type="radio"
                        name={`decision-${day.date}`}
                        checked={decision.status === status}
                        onChange={() => setDecision(day.date, { status })}
                      />
                      {t(status === 'A' ? TP.approve : TP.reject)}
                    </label>
                  ))}
                  {decision.status === 'R' && (
                    <label className="tp-day__reason">
                      <span className="visually-hidden">
                        {t(TP.reason)} {dayLabel(day.date)}
                      </span>
                      <input
                        className="input"
                        placeholder={t(TP.reason)}
                        value={decision.reason ?? ''}
                        maxLength={300}
                        onChange={(event) => setDecision(day.date, { reason: event.target.value })}
                      />
                    </label>
                  )}
                </fieldset>
              )}
            </li>
          );
        })}
      </ol>
      {isWaiting && waiting.length > 0 && (
        <div className="tp__actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={isSaving || isLocked}
            onClick={() => void submit(waiting.map((day) => ({ date: day.date, status: 'A' })))}
          >
            {t(TP.approveAll)}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={isSaving || isLocked}
            onClick={() => void submit(waiting.map((day) => decisionOf(day.date)))}
          >
            {t(TP.submitDecision)}
          </button>
        </div>
      )}
    </>
  );
}

/** A change the employee asked for on a day of the approved plan: approve it, or reject it with a reason. */
function ChangeDecision({ day }: { day: TTpDay }) {
  const t = useText();
  const dayLabel = useDayLabel();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  const change = day.change;
  if (!change) return null;

  async function decide(status: 'A' | 'R') {
    if (status === 'R' && reason.trim() === '') {
      setError(t(TP.reasonRequired));
      return;
    }
    setIsSaving(true);
    const result = await decideChangeMutation.run({
      changeId: change?.changeId as number,
      status,
      ...(status === 'R' ? { reason: reason.trim() } : {}),
    });
    setIsSaving(false);
    if (!result.ok && result.isRefusal && result.notice) setError(t(result.notice.text));
  }

  return (
    <div className="tp-day__decision tp-day__change-decision">
      <ChangeNote day={day} />
      <label className="tp-day__reason">
        <span className="visually-hidden">{t(TP.rejectReasonOf({ date: dayLabel(day.date) }))}</span>
        <input
          className="input"
          placeholder={t(TP.reason)}
          value={reason}
          maxLength={300}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      <button
        type="button"
        className="button button--secondary"
        disabled={isSaving}
        onClick={() => void decide('R')}
      >
        {t(TP.rejectChange)}
      </button>
      <button
        type="button"
        className="button button--primary"
        disabled={isSaving}
        onClick={() => void decide('A')}
      >
        {t(TP.approveChange)}
      </button>
      {error && (
        <span className="error-text" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
