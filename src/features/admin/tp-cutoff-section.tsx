// The tour programme's cut-off (issue 42): the day of the month before by which a month's plan is
// due (1 to 28, the 25th by default). A plan submitted after it is marked Late for the manager.
import { type FormEvent, useState } from 'react';
import { TP_TEXTS } from '../../contract/tour-programme-texts';
import type { Notice } from '../../lib/notices';
import { useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/use-query';
import { useText } from '../../lib/use-text';
import { Field } from '../../ui/field';
import { InlineNotice } from '../../ui/inline-notice';
import { saveTpCutoffMutation, tpCutoffQuery } from './company-queries';

export function TpCutoffSection() {
  const t = useText();
  const { data: cutoffDay } = useQuery(tpCutoffQuery, undefined);
  const save = useMutation(saveTpCutoffMutation);
  const [outcome, setOutcome] = useState<Notice>();

  async function onSave(day: number) {
    setOutcome((await save.run(day)).notice);
  }

  return (
    <div className="admin-section">
      <h3>{t(TP_TEXTS.cutoffTitle)}</h3>
      {/* Keyed by the day the server holds: after a save the field shows it as stored. */}
      {cutoffDay !== undefined && (
        <CutoffForm key={cutoffDay} cutoffDay={cutoffDay} isSaving={save.isPending} onSave={onSave} />
      )}
      <InlineNotice notice={outcome} />
    </div>
  );
}

function CutoffForm({
  cutoffDay,
  isSaving,
  onSave,
}: {
  cutoffDay: number;
  isSaving: boolean;
  onSave: (day: number) => Promise<void>;
}) {
  const t = useText();
  const [day, setDay] = useState(String(cutoffDay));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void onSave(Number(day));
  }

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      <Field id="tp-cutoff-day" label={t(TP_TEXTS.cutoffLabel)} note={t(TP_TEXTS.cutoffNote)}>
        {(control) => (
          <select {...control} className="input" value={day} onChange={(event) => setDay(event.target.value)}>
            {Array.from({ length: 28 }, (_, index) => String(index + 1)).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="admin-form__actions">
        <button type="submit" className="button button--primary" disabled={isSaving}>
          {t(TP_TEXTS.cutoffSave)}
        </button>
      </div>
    </form>
  );
}
