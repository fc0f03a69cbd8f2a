// 'Rename' beside a territory, a city or an expense type: a small dialog with the name to correct.
// The change is audited like any other; the record's history keeps the entries of its old name.
import { type FormEvent, useState } from 'react';
import { Dialog } from '../../ui/dialog';
import { type Outcome, OutcomeText } from './outcome';
import { TextField } from './text-field';

export function RenameButton({
  id,
  name,
  onSave,
}: {
  /** Unique on the screen: the dialog's field id is made from it. */
  id: string;
  name: string;
  onSave: (name: string) => Promise<Outcome>;
}) {
  const [draft, setDraft] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [isSaving, setIsSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setIsSaving(true);
    const result = await onSave(draft ?? name);
    setIsSaving(false);
    if (result?.isError) setOutcome(result);
    else setDraft(undefined);
  }

  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          setOutcome(undefined);
          setDraft(name);
        }}
      >
        Rename<span className="visually-hidden"> {name}</span>
      </button>
      {draft !== undefined && (
        <Dialog title={`Rename ${name}`} onClose={() => setDraft(undefined)}>
          <form className="admin-form" onSubmit={onSubmit} noValidate>
            <TextField id={`rename-${id}`} label="New name" value={draft} onChange={setDraft} />
            <div className="admin-form__actions">
              <button type="submit" className="button button--primary" disabled={isSaving}>
                Save name
              </button>
              <OutcomeText outcome={outcome} />
            </div>
          </form>
        </Dialog>
      )}
    </>
  );
}
