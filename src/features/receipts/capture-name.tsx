// The capture's name in the /capture-image header: shown shortened, edited and saved in place.
import { type FormEvent, useState } from 'react';
import { useText } from '../../lib/use-text';
import { truncate } from '../../pure/text';
import { Icon } from '../../ui/icons';
import { renameCapture } from './captures';
import { RECEIPTS_TEXTS } from './receipts-texts';

/** Spec section 9: the name is shown as 10 characters plus an ellipsis. */
const SHOWN_LENGTH = 10;

export function CaptureName({ id, name }: { id: string; name: string }) {
  const t = useText();
  /** The text being typed; null while the name is only shown. */
  const [draft, setDraft] = useState<string | null>(null);

  function save(event?: FormEvent) {
    event?.preventDefault();
    if (draft === null) return;
    // The spec sets no rule for the name; an emptied field simply keeps the name it had.
    const next = draft.trim();
    setDraft(null);
    if (next !== '' && next !== name) void renameCapture(id, next);
  }

  if (draft === null) {
    return (
      <div className="capture__name">
        <button
          type="button"
          className="capture__name-button"
          title={name}
          aria-label={t(RECEIPTS_TEXTS.renameCapture({ name }))}
          onClick={() => setDraft(name)}
        >
          <span translate="no">{truncate(name, SHOWN_LENGTH)}</span>
          <Icon name="edit" size={16} />
        </button>
      </div>
    );
  }
  return (
    <form className="capture__name" onSubmit={save}>
      <label className="visually-hidden" htmlFor="capture-name-input">
        {t(RECEIPTS_TEXTS.captureName)}
      </label>
      <input
        id="capture-name-input"
        className="input capture__name-input"
        value={draft}
        // Moving focus into the field the user just asked to edit is expected here.
        // biome-ignore lint/a11y/noAutofocus: the field appears because the user pressed its button
        autoFocus
        enterKeyHint="done"
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => save()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDraft(null);
        }}
      />
    </form>
  );
}
