// Invoice form state that is written to Dexie as it changes, so a reload never loses what was typed.
import { useEffect, useRef, useState } from 'react';
import { db } from '../../lib/db';
import { INVOICE_MESSAGES, type InvoiceErrors, type InvoiceField, type InvoiceValues } from './invoice-form';

export function useInvoiceDraft(
  key: string | undefined,
  employeeId: number | undefined,
  initial: InvoiceValues,
) {
  const [values, setValues] = useState<InvoiceValues>(initial);
  const [errors, setErrors] = useState<InvoiceErrors>({});
  const [isRestored, setIsRestored] = useState(false);
  const initialRef = useRef(initial);
  initialRef.current = initial;

  useEffect(() => {
    if (!key) return;
    let isCancelled = false;
    setIsRestored(false);
    void db.drafts.get(key).then((draft) => {
      if (isCancelled) return;
      setValues(draft ? (draft.value as unknown as InvoiceValues) : initialRef.current);
      setErrors({});
      setIsRestored(true);
    });
    return () => {
      isCancelled = true;
    };
  }, [key]);

  function change(next: InvoiceValues, field: InvoiceField) {
    setValues(next);
    // An edit clears that field's error; clearing the date sets its error again (spec section 4).
    setErrors((current) => {
      const { [field]: _cleared, ...rest } = current;
      return field === 'invoiceDate' && !next.invoiceDate
        ? { ...rest, invoiceDate: INVOICE_MESSAGES.invoiceDate }
        : rest;
    });
    if (key && employeeId !== undefined) {
      void db.drafts.put({ key, employeeId, value: { ...next }, updatedAt: Date.now() });
    }
  }

  return { values, errors, setErrors, change, isRestored };
}
