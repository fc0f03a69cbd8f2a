// 'Rename' beside a territory, a city or an expense type: a small dialog with the name to correct.
// The change is audited like any other; the record's history keeps the entries of its old name.
import { type FormEvent, useState } from 'react';
import type { Notice } from '../../lib/notices';
import type { MutationResult } from '../../lib/server-mutation';
import { useText } from '../../lib/use-text';
import { Dialog } from '../../ui/dialog';
import { InlineNotice } from '../../ui/inline-notice';
import { ADMIN_TEXTS as A } from './admin-texts';
import { TextField } from './text-field';

export function RenameButton({
  id,
  name,
  onSave,
}: {
  /** Unique on the screen: the dialog's field id is made from it. */
  id: string;
  name: string;
  /** The rename's write: a refusal stays in the dialog; a success closes it. */
  onSave: (name: string) => Promise<MutationResult<string>>;
}) {
  const t = useText();
  const [draft, setDraft] = useState<string>();
  const [outcome, setOutcome] = useState<Notice>();
  const [isSaving, setIsSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setIsSaving(true);
    const result = await onSave(draft ?? name);
    setIsSaving(false);
    if (result.ok) setDraft(undefined);
    else setOutcome(result.notice);
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
        {t(A.rename)}
        <span className="visually-hidden" translate="no">
          {` ${name}`}
        </span>
      </button>
      {draft !== undefined && (
        <Dialog title={t(A.renameNamed({ name }))} onClose={() => setDraft(undefined)}>
          <form className="admin-form" onSubmit={onSubmit} noValidate>
            <TextField id={`rename-${id}`} label={t(A.newName)} value={draft} onChange={setDraft} />
            <div className="admin-form__actions">
              <button type="submit" className="button button--primary" disabled={isSaving}>
                {t(A.saveName)}
              </button>
              <InlineNotice notice={outcome} />
            </div>
          </form>
        </Dialog>
      )}
    </>
  );
}
