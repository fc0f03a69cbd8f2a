// Invoice form state that is written to Dexie as it changes, so a reload never loses what was typed
// nor which fields were read from the photo.
import { useEffect, useRef, useState } from 'react';
import type { TExpenseTypeOption } from '../../contract/receipts';
import { db } from '../../lib/db';
import { businessDate } from '../../pure/calendar';
import {
  INVOICE_MESSAGES,
  type InvoiceErrors,
  type InvoiceField,
  type InvoiceValues,
  withoutErrors,
} from './invoice-form';
import {
  mergeReading,
  NO_PREFILL,
  type PhotoReading,
  type PrefillState,
  touchField,
} from './prefill/merge-reading';

interface DraftForm {
  values: InvoiceValues;
  prefill: PrefillState;
}

/** The stored draft: the form's values at the top (as before prefill existed) and its marks. */
type StoredDraft = InvoiceValues & { prefill?: PrefillState };

export function useInvoiceDraft(
  key: string | undefined,
  employeeId: number | undefined,
  initial: InvoiceValues,
  photoId?: string,
) {
  const [form, setForm] = useState<DraftForm>({ values: initial, prefill: NO_PREFILL });
  const [errors, setErrors] = useState<InvoiceErrors>({});
  const [isRestored, setIsRestored] = useState(false);
  const initialRef = useRef(initial);
  initialRef.current = initial;
  // The latest form at once, not at the next render: a reading and a keystroke never work on stale values.
  const formRef = useRef(form);

  useEffect(() => {
    if (!key) return;
    let isCancelled = false;
    setIsRestored(false);
    void db.drafts.get(key).then((draft) => {
      if (isCancelled) return;
      const restored = draft ? fromStored(draft.value as unknown as StoredDraft) : undefined;
      formRef.current = restored ?? { values: initialRef.current, prefill: NO_PREFILL };
      setForm(formRef.current);
      setErrors({});
      setIsRestored(true);
    });
    return () => {
      isCancelled = true;
    };
  }, [key]);

  function keep(next: DraftForm) {
    formRef.current = next;
    setForm(next);
    if (key && employeeId !== undefined) {
      const value: StoredDraft = { ...next.values, prefill: next.prefill };
      void db.drafts.put({ key, employeeId, value: { ...value }, updatedAt: Date.now() });
    }
  }

  function change(next: InvoiceValues, field: InvoiceField) {
    keep({ values: next, prefill: touchField(formRef.current.prefill, field) });
    // An edit clears that field's error; clearing the date sets its error again (spec section 4).
    setErrors((current) => {
      const { [field]: _cleared, ...rest } = current;
      return field === 'invoiceDate' && !next.invoiceDate
        ? { ...rest, invoiceDate: INVOICE_MESSAGES.invoiceDate }
        : rest;
    });
  }

  /** Takes a photo's reading into the fields the user has left alone (see mergeReading). */
  function applyReading(reading: PhotoReading, options: readonly TExpenseTypeOption[]) {
    if (!isRestored) return;
    const merged = mergeReading({ photoId, ...formRef.current }, reading, { options, today: businessDate() });
    if (!merged) return;
    keep(merged);
    // A field the photo filled no longer lacks a value.
    setErrors((current) => withoutErrors(current, merged.prefill.marked));
  }

  return {
    values: form.values,
    marked: form.prefill.marked,
    errors,
    setErrors,
    change,
    applyReading,
    isRestored,
  };
}

function fromStored({ prefill, ...values }: StoredDraft): DraftForm {
  return { values, prefill: prefill ?? NO_PREFILL };
}
