// 'Away' (issue 38), for approvers only: the dates they are away and the delegate who decides for
// them meanwhile (their manager or an approver of their level), and 'I am back'.
import { useState } from 'react';
import type { TAwayDelegate } from '../../contract/away';
import { AWAY_TEXTS } from '../../contract/away-texts';
import { useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/use-query';
import { useLanguage, useText } from '../../lib/use-text';
import { addDays, businessDate } from '../../pure/calendar';
import { formatListDateIn } from '../../pure/calendar-texts';
import { DateField } from '../../ui/date-field';
import { Field } from '../../ui/field';
import { InlineNotice } from '../../ui/inline-notice';
import { awayQuery, clearAwayMutation, setAwayMutation } from './away-queries';

/** Today to Saturday: the rest of this week (a Sunday, the whole week ahead). */
function thisWeek(): { fromDate: string; toDate: string } {
  const today = businessDate();
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return { fromDate: today, toDate: addDays(today, 6 - weekday) };
}

export function AwaySection() {
  const t = useText();
  const { data, isLoading, error } = useQuery(awayQuery);
  if (data && !data.isApprover) return null;
  return (
    <section className="card settings__section" aria-labelledby="settings-away">
      <h2 id="settings-away" className="settings__heading">
        {t(AWAY_TEXTS.title)}
      </h2>
      {!data && isLoading && <p className="settings__loading">{t(AWAY_TEXTS.loading)}</p>}
      {error && (
        <p className="error-text" role="alert">
          {t(AWAY_TEXTS.failed)}
        </p>
      )}
      {data && <AwayForm key={JSON.stringify(data.away)} away={data.away} delegates={data.delegates} />}
    </section>
  );
}

function AwayForm({
  away,
  delegates,
}: {
  away: { fromDate: string; toDate: string; delegateId: number; delegateName: string } | null;
  delegates: TAwayDelegate[];
}) {
  const t = useText();
  const language = useLanguage();
  const [values, setValues] = useState(() => ({
    ...(away ?? thisWeek()),
    delegateId: away ? String(away.delegateId) : String(delegates[0]?.employeeId ?? ''),
  }));
  const save = useMutation(setAwayMutation);
  const clear = useMutation(clearAwayMutation);
  const isBusy = save.isPending || clear.isPending;
  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLSelectElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  if (delegates.length === 0) return <p className="muted">{t(AWAY_TEXTS.noDelegates)}</p>;
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    void save.run({
      fromDate: values.fromDate,
      toDate: values.toDate,
      delegateId: Number(values.delegateId),
    });
  };
  return (
    <form className="away-form" onSubmit={onSubmit} noValidate>
      <p className="muted">{t(AWAY_TEXTS.intro)}</p>
      {away && (
        <p className="away-form__current" role="status">
          {t(
            AWAY_TEXTS.current({
              from: formatListDateIn(away.fromDate, language),
              to: formatListDateIn(away.toDate, language),
              name: away.delegateName,
            }),
          )}
        </p>
      )}
      <div className="away-form__fields">
        <DateField
          id="away-from"
          label={t(AWAY_TEXTS.fromDate)}
          value={values.fromDate}
          onChange={(fromDate) => setValues((current) => ({ ...current, fromDate }))}
          minDate={businessDate()}
        />
        <DateField
          id="away-to"
          label={t(AWAY_TEXTS.toDate)}
          value={values.toDate}
          onChange={(toDate) => setValues((current) => ({ ...current, toDate }))}
          minDate={values.fromDate}
        />
        <Field id="away-delegate" label={t(AWAY_TEXTS.delegate)}>
          {(control) => (
            <select {...control} className="select" value={values.delegateId} onChange={set('delegateId')}>
              {delegates.map((delegate) => (
                <option key={delegate.employeeId} value={delegate.employeeId}>
                  {t(
                    delegate.relation === 'manager'
                      ? AWAY_TEXTS.relationManager({ name: delegate.employeeName })
                      : AWAY_TEXTS.relationPeer({
                          name: delegate.employeeName,
                          designation: delegate.designation,
                        }),
                  )}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="away-form__actions">
        <button type="submit" className="button button--primary" disabled={isBusy}>
          {t(save.isPending ? AWAY_TEXTS.saving : AWAY_TEXTS.save)}
        </button>
        {away && (
          <button
            type="button"
            className="button button--secondary"
            disabled={isBusy}
            onClick={() => void clear.run(undefined)}
          >
            {t(AWAY_TEXTS.clear)}
          </button>
        )}
      </div>
      <InlineNotice notice={save.notice} className="settings__notice" />
      <InlineNotice notice={clear.notice} className="settings__notice" />
    </form>
  );
}
