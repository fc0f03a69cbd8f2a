// /tour-programme 'Tour Programme' (issue 42): the field employee's plan of next month (and of this
// month while it is not approved), a row per day; each working day planned in a dialog, through the
// outbox so drafting works offline; 'Copy last month'; Submit to the manager.
import { useState } from 'react';
import type { TTourProgramme } from '../../contract/tour-programme';
import { showToast } from '../../lib/notices';
import { useOutboxItems } from '../../lib/outbox';
import { type StoredUserData, useUser } from '../../lib/session';
import { discard, retryNow } from '../../lib/sync';
import { useQuery } from '../../lib/use-query';
import { useLanguage, useText } from '../../lib/use-text';
import { businessDate, monthOf, type YearMonth } from '../../pure/calendar';
import { formatListDateIn, monthLabelIn } from '../../pure/calendar-texts';
import { PageHeader } from '../../ui/page-header';
import { DayDialog } from './tp-day-dialog';
import { ChangeNote, DayPlan, statusText, useDayLabel } from './tp-day-parts';
import { type DayRow, isCopyWaiting, planRows, queueCopyLastMonth } from './tp-outbox';
import { submitPlanMutation, tpMonthQuery } from './tp-queries';
import { TP_SCREEN_TEXTS as TP } from './tp-texts';
import './tp.css';

export default function TourProgrammePage() {
  const user = useUser();
  if (!user) return null;
  return <TourProgramme user={user} />;
}

function TourProgramme({ user }: { user: StoredUserData }) {
  const t = useText();
  const language = useLanguage();
  const today = businessDate();
  const thisMonth = monthOf(today);
  const nextMonth = monthOf(today, 1);
  const current = useQuery(tpMonthQuery, thisMonth);
  // This month is offered while its plan is not approved (the issue): then it comes first.
  const isThisMonthOpen = current.data !== undefined && current.data.status !== 'A';
  const [isThisMonthChosen, setIsThisMonthChosen] = useState(false);
  const month = isThisMonthOpen && isThisMonthChosen ? thisMonth : nextMonth;
  const { data, isLoading, error, isFromCache, requestedAt } = useQuery(tpMonthQuery, month);
  const items = useOutboxItems(user.employeeId, { includeDone: true }) ?? [];
  const [editing, setEditing] = useState<{ day: DayRow; isChange: boolean }>();
  const [refusal, setRefusal] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);

  const rows = data ? planRows(data, items, requestedAt) : [];
  const isWaiting =
    rows.some((row) => row.pending && row.pending.state !== 'failed') || isCopyWaiting(items, month);
  const canDraft = data?.status === 'N' || data?.status === 'D';
  const canSubmit = canDraft || data?.status === 'R';

  async function onCopy() {
    setRefusal('');
    try {
      await queueCopyLastMonth(user, month);
      showToast(t(TP.copyQueued));
    } catch (failure) {
      showToast((failure as Error).message, 'fail');
    }
  }

  async function onSubmit() {
    setRefusal('');
    setIsSubmitting(true);
    const result = await submitPlanMutation.run(month);
    setIsSubmitting(false);
    // Success shows as a toast and a failure as an alert (tp-queries.ts); a refusal stays here.
    if (!result.ok && result.isRefusal && result.notice) setRefusal(t(result.notice.text));
  }

  return (
    <section className="page tp">
      <PageHeader title={t(TP.title)}>
        {canDraft && (
          <button type="button" className="button button--secondary" onClick={() => void onCopy()}>
            {t(TP.copyLastMonth)}
          </button>
        )}
        {canSubmit && (
          <button
            type="button"
            className="button button--primary"
            disabled={isSubmitting || isWaiting}
            onClick={() => void onSubmit()}
          >
            {t(isSubmitting ? TP.submitting : TP.submit)}
          </button>
        )}
      </PageHeader>
      {isThisMonthOpen && (
        <fieldset className="tp__months">
          <legend className="visually-hidden">{t(TP.month)}</legend>
          {[thisMonth, nextMonth].map((option, index) => (
            <button
              key={option.month}
              type="button"
              className="chip"
              aria-pressed={(index === 0) === (month === thisMonth)}
              onClick={() => setIsThisMonthChosen(index === 0)}
            >
              {monthLabelIn(option, language)}
            </button>
          ))}
        </fieldset>
      )}
      {data && <PlanStatus plan={data} isFromCache={isFromCache} isWaiting={isWaiting && canSubmit} />}
      {refusal && (
        <p className="error-text" role="alert">
          {refusal}
        </p>
      )}
      {isLoading && !data && <p className="muted">{t(TP.loading)}</p>}
      {error && !data && <p className="error-text">{t(TP.unavailable)}</p>}
      {data && (
        <DayList rows={rows} month={month} onEdit={(day, isChange) => setEditing({ day, isChange })} />
      )}
      {editing && data && (
        <DayDialog
          user={user}
          plan={data}
          day={editing.day}
          isChange={editing.isChange}
          onClose={() => setEditing(undefined)}
        />
      )}
    </section>
  );
}

function PlanStatus({
  plan,
  isFromCache,
  isWaiting,
}: {
  plan: TTourProgramme;
  isFromCache: boolean;
  isWaiting: boolean;
}) {
  const t = useText();
  const language = useLanguage();
  return (
    <div className="card tp__status" aria-live="polite">
      <p>
        <strong>{t(TP.statusLine({ status: t(statusText(plan.status)) }))}</strong>
        {plan.isLate && <span className="tp__late">{t(TP.late)}</span>}
        {plan.hasChangeRequest && <span className="tp__tag">{t(TP.changeRequestedTag)}</span>}
        {(plan.status === 'N' || plan.status === 'D') && (
          <span className="muted">
            {' '}
            · {t(TP.submitBy({ date: formatListDateIn(plan.cutoffDate, language) }))}
          </span>
        )}
      </p>
      {plan.status === 'R' && <p>{t(TP.returnedNote)}</p>}
      {plan.status === 'A' && <p className="muted">{t(TP.lockedNote)}</p>}
      {isWaiting && <p className="muted">{t(TP.waitForUploads)}</p>}
      {isFromCache && <p className="muted">{t(TP.savedOnPhone)}</p>}
    </div>
  );
}

function DayList({
  rows,
  month,
  onEdit,
}: {
  rows: DayRow[];
  month: YearMonth;
  onEdit: (day: DayRow, isChange: boolean) => void;
}) {
  const t = useText();
  const language = useLanguage();
  const dayLabel = useDayLabel();
  return (
    <ol className="tp-days" aria-label={t(TP.days({ month: monthLabelIn(month, language) }))}>
      {rows.map((day) => (
        <li
          key={day.date}
          className={`card tp-day${day.isHoliday ? ' tp-day--holiday' : ''}`}
          data-testid="tp-day"
        >
          <span className="tp-day__date">{dayLabel(day.date)}</span>
          <span className="tp-day__body">
            <DayPlan day={day} />
            {day.status === 'R' && day.reason && (
              <span className="tp-day__rejected">{t(TP.rejectedBecause({ reason: day.reason }))}</span>
            )}
            {day.pending && <PendingMark pending={day.pending} />}
            <ChangeNote day={day} />
          </span>
          {day.canEdit && !day.pending && (
            <button
              type="button"
              className="button button--secondary tp-day__edit"
              onClick={() => onEdit(day, false)}
            >
              {t(TP.edit)}
              <span className="visually-hidden"> {dayLabel(day.date)}</span>
            </button>
          )}
          {day.canRequestChange && (
            <button
              type="button"
              className="button button--secondary tp-day__edit"
              onClick={() => onEdit(day, true)}
            >
              {t(TP.requestChange)}
              <span className="visually-hidden"> {dayLabel(day.date)}</span>
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}

function PendingMark({ pending }: { pending: NonNullable<DayRow['pending']> }) {
  const t = useText();
  if (pending.state !== 'failed') return <span className="tp-day__state">{t(TP.waitingToUpload)}</span>;
  return (
    <span className="tp-day__state tp-day__state--failed">
      {t(TP.failed({ error: pending.error ?? '' }))}
      <button type="button" className="link-button" onClick={() => void retryNow(pending.seq)}>
        {t(TP.retryNow)}
      </button>
      <button type="button" className="link-button" onClick={() => void discard(pending.seq)}>
        {t(TP.discard)}
      </button>
    </span>
  );
}
