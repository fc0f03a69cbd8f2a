// /admin/holidays: the company's holidays of a year; days from tomorrow on can be added or removed,
// since the months up to today are already made; each with its history (issue 24).
import { type FormEvent, useState } from 'react';
import { auditRef } from '../../contract/admin/audit';
import type { Notice } from '../../lib/notices';
import { useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/use-query';
import { addDays, businessDate, formatListDate, monthOf } from '../../pure/calendar';
import { DateField } from '../../ui/date-field';
import { SelectField } from '../../ui/field';
import { InlineNotice } from '../../ui/inline-notice';
import { PageHeader } from '../../ui/page-header';
import { AdminNav } from './admin-nav';
import { AdminTable } from './admin-table';
import { holidaysQuery, saveHolidayMutation } from './holidays-queries';
import { HistoryButton } from './record-history';
import { TextField } from './text-field';
import './admin.css';

export default function HolidaysPage() {
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
      <PageHeader title="Administration" backTo="/home" />
      <AdminNav />
      <h2>Holidays</h2>
      <div className="admin-toolbar">
        <SelectField
          id="holiday-year"
          label="Year"
          value={year}
          onChange={(value) => setYear(Number(value))}
          options={[-1, 0, 1, 2].map((shift) => {
            const option = monthOf(today).year + shift;
            return { value: option, label: String(option) };
          })}
        />
      </div>
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <DateField id="holiday-date" label="Date" value={date} onChange={setDate} />
        <TextField id="holiday-name" label="Holiday" value={name} onChange={setName} />
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            Save holiday
          </button>
          <InlineNotice notice={outcome} />
        </div>
      </form>
      {error && <p className="error-text">{error}</p>}
      {isLoading && holidays.length === 0 && <p className="muted">Loading...</p>}
      {!isLoading && !error && holidays.length === 0 && (
        <p className="centred-message">No holidays in {year}.</p>
      )}
      {holidays.length > 0 && (
        <AdminTable head={['Date', 'Holiday', 'Actions']}>
          {holidays.map((holiday) => (
            <tr key={holiday.date}>
              <td data-label="Date">{formatListDate(holiday.date)}</td>
              <td data-label="Holiday">{holiday.name}</td>
              <td className="admin-actions">
                <HistoryButton
                  record={{
                    recordKind: 'holiday',
                    recordRef: auditRef.holiday(holiday.date),
                    label: `${formatListDate(holiday.date)} ${holiday.name}`,
                  }}
                />
                {holiday.date > today && (
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={save.isPending}
                    onClick={() => void run({ date: holiday.date, name: holiday.name, remove: true })}
                  >
                    Remove<span className="visually-hidden"> {holiday.name}</span>
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
