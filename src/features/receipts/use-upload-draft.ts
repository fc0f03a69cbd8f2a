// The upload-bill draft as form state: each change starts from the latest draft (a reading, a
// compression and a keystroke may overlap) and is kept in Dexie; once the form is closed nothing
// late (a reading, a compression) writes it back.
import { useEffect, useRef, useState } from 'react';
import { EMPTY_INVOICE } from './invoice-form';
import { type ChosenFile, type UploadDraft, writeUploadDraft } from './upload-draft';

export function useUploadDraft(employeeId: number, initial: UploadDraft) {
  const [draft, setDraftState] = useState(initial);
  const draftRef = useRef(initial);
  const isOpenRef = useRef(true);

  useEffect(() => {
    isOpenRef.current = true;
    return () => {
      isOpenRef.current = false;
    };
  }, []);

  /** Changes the draft from its latest state and keeps it in Dexie. */
  function updateDraft(change: (current: UploadDraft) => UploadDraft) {
    if (!isOpenRef.current) return;
    const next = change(draftRef.current);
    if (next === draftRef.current) return;
    draftRef.current = next;
    setDraftState(next);
    void writeUploadDraft(employeeId, next);
  }

  /** Changes the chosen file only if it is still the one chosen (not removed or replaced meanwhile). */
  function updateFile(file: ChosenFile, change: (chosen: ChosenFile, current: UploadDraft) => UploadDraft) {
    updateDraft((current) =>
      current.file && current.file.id === file.id && current.file.name === file.name
        ? change(current.file, current)
        : current,
    );
  }

  /** After a save or a cancel: the form shows an empty draft and writes no more. */
  function close() {
    isOpenRef.current = false;
    draftRef.current = { mode: 'create', values: EMPTY_INVOICE };
    setDraftState(draftRef.current);
  }

  return { draft, updateDraft, updateFile, close };
}
