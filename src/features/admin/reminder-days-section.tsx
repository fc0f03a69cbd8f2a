// The days a claim may wait before its approver is reminded (issue 38): twice as long, the
// approver's manager. A company setting, 5 by default.
import { type FormEvent, useState } from 'react';
import { AWAY_TEXTS } from '../../contract/away-texts';
import type { Notice } from '../../lib/notices';
import { useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/use-query';
import { useText } from '../../lib/use-text';
import { Field } from '../../ui/field';
import { InlineNotice } from '../../ui/inline-notice';
import { reminderDaysQuery, saveReminderDaysMutation } from './company-queries';

export function ReminderDaysSection() {
  const t = useText();
  const { data: days } = useQuery(reminderDaysQuery, undefined);
  const save = useMutation(saveReminderDaysMutation);
  const [outcome, setOutcome] = useState<Notice>();

  async function onSave(value: number) {
    setOutcome((await save.run(value)).notice);
  }

  return (
    <div className="admin-section">
      <h3>{t(AWAY_TEXTS.reminderTitle)}</h3>
      {days !== undefined && <DaysForm key={days} days={days} isSaving={save.isPending} onSave={onSave} />}
      <InlineNotice notice={outcome} />
    </div>
  );
}

function DaysForm({
  days,
  isSaving,
  onSave,
}: {
  days: number;
  isSaving: boolean;
  onSave: (value: number) => Promise<void>;
}) {
  const t = useText();
  const [written, setWritten] = useState(String(days));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void onSave(Number(written));
  }

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      <Field id="reminder-days" label={t(AWAY_TEXTS.reminderDays)} note={t(AWAY_TEXTS.reminderNote)}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="number"
            inputMode="numeric"
            min={1}
            max={60}
            value={written}
            onChange={(event) => setWritten(event.target.value)}
          />
        )}
      </Field>
      <div className="admin-form__actions">
        <button type="submit" className="button button--primary" disabled={isSaving}>
          {t(AWAY_TEXTS.reminderSave)}
        </button>
      </div>
    </form>
  );
}
