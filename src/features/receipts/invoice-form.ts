// The invoice form's values and rules (spec section 5 'Invoice save' and 'Upload bill'): the
// rules are the contract's, the messages the spec's.
import { z } from 'zod';
import {
  type TExpenseOrSundry,
  type TExpenseTypeOption,
  ZUnreportedUpdateRequest,
} from '../../contract/receipts';
import { formErrors, maxLengthOf } from '../../lib/form';
import { gstinProblem, normaliseGstin } from '../../pure/gstin';
import { renderText, type Text } from '../../pure/texts';
import { GSTIN_TEXTS } from './gstin-texts';
import { RECEIPTS_TEXTS } from './receipts-texts';

export interface InvoiceValues {
  expenseType: string;
  expenseOrSundry: TExpenseOrSundry | '';
  invoiceNumber: string;
  /** 'YYYY-MM-DD' or '' */
  invoiceDate: string;
  /** As typed: digits with at most one decimal point. */
  amount: string;
  /** As typed; '' for none (issue 37). A draft saved before the field existed has none. */
  sellerGstin?: string;
  /** The e-invoice QR's text read from the photo, sent for the server to check; never shown. */
  einvoiceQr?: string;
}

export type InvoiceField = keyof Omit<InvoiceValues, 'expenseOrSundry' | 'einvoiceQr'>;
export type InvoiceErrors = Partial<Record<InvoiceField | 'file', string>>;

export const EMPTY_INVOICE: InvoiceValues = {
  expenseType: '',
  expenseOrSundry: '',
  invoiceNumber: '',
  invoiceDate: '',
  amount: '',
  sellerGstin: '',
};

const MESSAGE_TEXTS = {
  expenseType: RECEIPTS_TEXTS.typeMissing,
  invoiceNumber: RECEIPTS_TEXTS.numberMissing,
  invoiceDate: RECEIPTS_TEXTS.dateMissing,
  amount: RECEIPTS_TEXTS.amountMissing,
  file: RECEIPTS_TEXTS.fileMissing,
};

/** The spec's messages for a field left empty, as the English catalogue words them. */
export const INVOICE_MESSAGES = Object.fromEntries(
  Object.entries(MESSAGE_TEXTS).map(([field, text]) => [field, renderText(text, 'en')]),
) as Record<keyof typeof MESSAGE_TEXTS, string>;

/** A field's error in the reader's language: the spec's messages are texts, a schema's reason stays. */
export function invoiceErrorText(error: string | undefined): Text | string | undefined {
  const field = Object.entries(INVOICE_MESSAGES).find(([, message]) => message === error)?.[0];
  return field ? MESSAGE_TEXTS[field as keyof typeof MESSAGE_TEXTS] : error;
}

/** The form's fields checked with the same schemas the server checks the bill with. */
const ZInvoiceForm = z.object({
  expenseType: ZUnreportedUpdateRequest.shape.ExpenseType,
  invoiceNumber: ZUnreportedUpdateRequest.shape.InvoiceNumber,
  invoiceDate: ZUnreportedUpdateRequest.shape.InvoiceDate,
  amount: ZUnreportedUpdateRequest.shape.Amount,
});

const INVOICE_FIELDS = {
  expenseType: { label: 'Expense type', emptyMessage: INVOICE_MESSAGES.expenseType },
  invoiceNumber: { label: 'Invoice number', emptyMessage: INVOICE_MESSAGES.invoiceNumber },
  invoiceDate: { label: 'Invoice date', emptyMessage: INVOICE_MESSAGES.invoiceDate },
  amount: { label: 'Amount', emptyMessage: INVOICE_MESSAGES.amount },
};

/** The longest invoice number the server takes, from the contract. */
export const INVOICE_NUMBER_MAX = maxLengthOf(ZUnreportedUpdateRequest.shape.InvoiceNumber);

/**
 * Keeps digits and the first decimal point, at most two decimals: what the amount field accepts
 * as the user types (spec section 5).
 */
export function sanitizeAmount(typed: string): string {
  const digitsAndDots = typed.replace(/[^\d.]/g, '');
  const firstDot = digitsAndDots.indexOf('.');
  if (firstDot === -1) return digitsAndDots.slice(0, 9);
  const whole = digitsAndDots.slice(0, firstDot).slice(0, 9);
  const fraction = digitsAndDots
    .slice(firstDot + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${whole}.${fraction}`;
}

/** The amount as rupees, or 0 when the field is empty or just a point. */
export function amountValue(amount: string): number {
  const value = Number.parseFloat(amount);
  return Number.isFinite(value) ? value : 0;
}

/** The errors that block a save; an empty object means the form may be saved. */
export function validateInvoice(values: InvoiceValues): InvoiceErrors {
  // A lone point is what the field shows for nothing typed yet: it counts as empty.
  const amount = amountValue(values.amount) === 0 ? '' : String(amountValue(values.amount));
  const errors: InvoiceErrors = formErrors(ZInvoiceForm, { ...values, amount }, INVOICE_FIELDS);
  const gstin = sellerGstinProblem(values.sellerGstin);
  if (gstin?.blocks) errors.sellerGstin = gstin.text.key;
  return errors;
}

/**
 * What the seller GSTIN field says as it is typed. A wrong shape or state code blocks the save (the
 * server refuses it); a wrong check character only warns, as NIC's own test GSTINs fail it too.
 */
export function sellerGstinProblem(typed: string | undefined): { text: Text; blocks: boolean } | undefined {
  const gstin = normaliseGstin(typed ?? '');
  if (gstin === '') return undefined;
  switch (gstinProblem(gstin)) {
    case 'shape':
      return { text: GSTIN_TEXTS.gstinShape, blocks: true };
    case 'state':
      return { text: GSTIN_TEXTS.gstinState({ code: gstin.slice(0, 2) }), blocks: true };
    case 'check':
      return { text: GSTIN_TEXTS.gstinCheck, blocks: false };
    case 'ok':
      return undefined;
  }
}

/** A validated form, as the bill calls take it. */
export interface InvoiceInput {
  expenseType: string;
  expenseOrSundry: TExpenseOrSundry;
  invoiceNumber: string;
  invoiceDate: string;
  /** Rupees. */
  amount: number;
  sellerGstin: string | undefined;
  einvoiceQr: string | undefined;
}

/** The form's values as a bill: call it once validateInvoice found nothing. */
export function toInvoiceInput(values: InvoiceValues): InvoiceInput {
  return {
    expenseType: values.expenseType,
    // Every listed type has its own letter; a type kept from an older list counts as an expense.
    expenseOrSundry: values.expenseOrSundry || 'E',
    invoiceNumber: values.invoiceNumber,
    invoiceDate: values.invoiceDate,
    amount: amountValue(values.amount),
    sellerGstin: normaliseGstin(values.sellerGstin ?? '') || undefined,
    einvoiceQr: values.einvoiceQr || undefined,
  };
}

/** Choosing a type also sets expenseOrSundry from the matching option (spec section 3). */
export function withExpenseType(
  values: InvoiceValues,
  expenseType: string,
  options: readonly TExpenseTypeOption[],
): InvoiceValues {
  const option = options.find((candidate) => candidate.expense_Type === expenseType);
  return { ...values, expenseType, expenseOrSundry: option?.expenseOrSundry ?? '' };
}

/** The errors left once these fields have a value (e.g. read from the photo). */
export function withoutErrors(errors: InvoiceErrors, fields: readonly InvoiceField[]): InvoiceErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => !fields.includes(field as InvoiceField)),
  );
}
