// /admin/holidays: the company's holidays of a year; days from tomorrow on can be added or removed,
// since the months up to today are already made; each with its history (issue 24).
import { type FormEvent, useState } from 'react';
import { auditRef } from '../../contract/admin/audit';
import type { Notice } from '../../lib/notices';
import { useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/use-query';
import { useLanguage, useText } from '../../lib/use-text';
import { addDays, businessDate, monthOf } from '../../pure/calendar';
import { formatListDateIn } from '../../pure/calendar-texts';
import { DateField } from '../../ui/date-field';
import { SelectField } from '../../ui/field';
import { InlineNotice } from '../../ui/inline-notice';
import { PageHeader } from '../../ui/page-header';
import { AdminNav } from './admin-nav';
import { AdminTable } from './admin-table';
import { ADMIN_TEXTS as A } from './admin-texts';
import { holidaysQuery, saveHolidayMutation } from './holidays-queries';
import { HistoryButton } from './record-history';
import { TextField } from './text-field';
import './admin.css';

export default function HolidaysPage() {
  const t = useText();
  const language = useLanguage();
  const dateOf = (isoDate: string) => formatListDateIn(isoDate, language);
  const today = businessDate();
  const [year, setYear] = useState(monthOf(today).year);
  const { data: holidays = [], isLoading, error } = useQuery(holidaysQuery, year);
  const [date, setDate] = useState(addDays(today, 1));
  const [name, setName] = useState('');
  const [outcome, setOutcome] = useState<Notice>();
  const save = useMutation(saveHolidayMutation);

  async function run(input: { date: string; name: string; remove?: boolean }) {
    setOutcome((await save.run(input)).notice);
  }
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void run({ date, name });
  }

  return (
    <section className="page">
      <PageHeader title={t(A.administration)} backTo="/home" />
      <AdminNav />
      <h2>{t(A.holidays)}</h2>
      <div className="admin-toolbar">
        <SelectField
          id="holiday-year"
          label={t(A.year)}
          value={year}
          onChange={(value) => setYear(Number(value))}
          options={[-1, 0, 1, 2].map((shift) => {
            const option = monthOf(today).year + shift;
            return { value: option, label: String(option) };
          })}
        />
      </div>
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <DateField id="holiday-date" label={t(A.date)} value={date} onChange={setDate} />
        <TextField id="holiday-name" label={t(A.holiday)} value={name} onChange={setName} />
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t(A.saveHoliday)}
          </button>
          <InlineNotice notice={outcome} />
        </div>
      </form>
      {error && <p className="error-text">{error}</p>}
      {isLoading && holidays.length === 0 && <p className="muted">{t(A.loading)}</p>}
      {!isLoading && !error && holidays.length === 0 && (
        <p className="centred-message">{t(A.noHolidays({ year: String(year) }))}</p>
      )}
      {holidays.length > 0 && (
        <AdminTable head={[A.date, A.holiday, A.actions]}>
          {holidays.map((holiday) => (
            <tr key={holiday.date}>
              <td data-label={t(A.date)}>{dateOf(holiday.date)}</td>
              <td data-label={t(A.holiday)} translate="no">
                {holiday.name}
              </td>
              <td className="admin-actions">
                <HistoryButton
                  record={{
                    recordKind: 'holiday',
                    recordRef: auditRef.holiday(holiday.date),
                    label: `${dateOf(holiday.date)} ${holiday.name}`,
                  }}
                />
                {holiday.date > today && (
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={save.isPending}
                    onClick={() => void run({ date: holiday.date, name: holiday.name, remove: true })}
                  >
                    {t(A.remove)}
                    <span className="visually-hidden" translate="no">
                      {` ${holiday.name}`}
                    </span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
