// The prefill rule: which values of a photo's reading go into the invoice form, and which fields
// they mark. Pure, so every case (typed fields, late readings, another bill's reading) is testable.
import { type TExpenseTypeOption, ZUnreportedUpdateRequest } from '../../../contract/receipts';
import type { ReadFields } from '../../../lib/db';
import { type InvoiceField, type InvoiceValues, withExpenseType } from '../invoice-form';
import { matchExpenseType } from './expense-type-match';

/** Kept in the form's draft beside its values, so a reload keeps the marks. */
export interface PrefillState {
  /** The photo (capture id or chosen file id) whose reading the form has taken. */
  appliedTo?: string | undefined;
  /** Filled from the photo and not edited since: each shows 'Read from the photo — check it'. */
  marked: InvoiceField[];
  /** Edited by the user: a reading never changes them, even when it finds them empty. */
  touched: InvoiceField[];
}

export const NO_PREFILL: PrefillState = { marked: [], touched: [] };

export interface PrefillForm {
  /** The photo the form describes now; undefined when it has none (an edited bill). */
  photoId: string | undefined;
  values: InvoiceValues;
  prefill: PrefillState;
}

export interface PhotoReading {
  photoId: string;
  fields: ReadFields;
}

/**
 * The form after taking a reading, or undefined when the reading changes nothing: it is another
 * photo's (a file since removed, a retaken picture) or was taken already. A field is filled only
 * when the user has not edited it and it is empty or still holds an earlier photo's reading; so a
 * reading that arrives after the user typed leaves what they typed. Values the server would refuse
 * (a future date, a too-long number) are left out rather than shown as if they were right.
 */
export function mergeReading(
  form: PrefillForm,
  reading: PhotoReading,
  context: { options: readonly TExpenseTypeOption[]; today: string },
): Pick<PrefillForm, 'values' | 'prefill'> | undefined {
  if (form.photoId !== reading.photoId || form.prefill.appliedTo === reading.photoId) return undefined;
  const { touched, marked } = form.prefill;
  const isOpen = (field: InvoiceField) =>
    !touched.includes(field) && (!form.values[field] || marked.includes(field));
  const found = readValues(reading.fields, context);
  let values = form.values;
  const filled: InvoiceField[] = [];
  for (const field of ['invoiceNumber', 'invoiceDate', 'amount', 'sellerGstin'] as const) {
    const value = found[field];
    if (value === undefined || !isOpen(field)) continue;
    values = { ...values, [field]: value };
    filled.push(field);
  }
  if (found.expenseType && isOpen('expenseType')) {
    values = withExpenseType(values, found.expenseType, context.options);
    filled.push('expenseType');
  }
  // The QR goes with the photo it was read from, whatever the user typed: the server compares them.
  if (reading.fields.einvoiceQr) values = { ...values, einvoiceQr: reading.fields.einvoiceQr };
  return {
    values,
    prefill: {
      appliedTo: reading.photoId,
      touched,
      marked: [...marked.filter((field) => !filled.includes(field)), ...filled],
    },
  };
}

/** The user edited a field: it is theirs from now on and no longer marked. */
export function touchField(prefill: PrefillState, field: InvoiceField): PrefillState {
  if (prefill.touched.includes(field) && !prefill.marked.includes(field)) return prefill;
  return {
    ...prefill,
    touched: prefill.touched.includes(field) ? prefill.touched : [...prefill.touched, field],
    marked: prefill.marked.filter((marked) => marked !== field),
  };
}

/** The reading's values as the form's fields hold them, each only if the server would take it. */
function readValues(
  fields: ReadFields,
  { options, today }: { options: readonly TExpenseTypeOption[]; today: string },
): Partial<Record<InvoiceField, string>> {
  const found: Partial<Record<InvoiceField, string>> = {};
  const invoiceNumber = fields.invoiceNo?.trim();
  if (invoiceNumber && ZUnreportedUpdateRequest.shape.InvoiceNumber.safeParse(invoiceNumber).success) {
    found.invoiceNumber = invoiceNumber;
  }
  const date = fields.invoiceDate;
  if (date && date <= today && ZUnreportedUpdateRequest.shape.InvoiceDate.safeParse(date).success) {
    found.invoiceDate = date;
  }
  const amount = fields.amount;
  if (amount !== undefined && ZUnreportedUpdateRequest.shape.Amount.safeParse(amount).success) {
    found.amount = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  }
  const seller = fields.sellerGstin;
  if (seller && ZUnreportedUpdateRequest.shape.SellerGstin.safeParse(seller).success)
    found.sellerGstin = seller;
  const option = matchExpenseType(fields.expenseType, options);
  if (option) found.expenseType = option.expense_Type;
  return found;
}
