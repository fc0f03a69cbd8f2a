// The invoice fields both receipt forms share: expense type, number, seller GSTIN (issue 37), date,
// amount with its limit (issue 37), and the total.
import type { TExpenseTypeOption } from '../../contract/receipts';
import { useQuery } from '../../lib/use-query';
import { useText } from '../../lib/use-text';
import { businessDate } from '../../pure/calendar';
import { formatRupees } from '../../pure/money';
import { DateField } from '../../ui/date-field';
import { Field, SelectField } from '../../ui/field';
import { limitNotice } from './bill-limit';
import { billLimitsQuery } from './bill-limits-query';
import { EInvoiceStatus } from './einvoice-status';
import { GSTIN_TEXTS } from './gstin-texts';
import {
  amountValue,
  INVOICE_NUMBER_MAX,
  type InvoiceErrors,
  type InvoiceField,
  type InvoiceValues,
  invoiceErrorText,
  sanitizeAmount,
  sellerGstinProblem,
  withExpenseType,
} from './invoice-form';
import { LimitNote } from './limit-note';
import { RECEIPTS_TEXTS } from './receipts-texts';

interface InvoiceFieldsProps {
  idPrefix: string;
  values: InvoiceValues;
  errors: InvoiceErrors;
  options: TExpenseTypeOption[];
  isLoadingOptions?: boolean;
  onChange: (values: InvoiceValues, editedField: InvoiceField) => void;
  labels?: { amount?: string; total?: string };
  hasCalendarButton?: boolean;
  /** Fields filled from the photo and not edited since: each carries a note asking to check it. */
  marked?: readonly InvoiceField[];
}

export function InvoiceFields({
  idPrefix,
  values,
  errors,
  options,
  isLoadingOptions,
  onChange,
  labels = {},
  hasCalendarButton,
  marked = [],
}: InvoiceFieldsProps) {
  const t = useText();
  const id = (field: string) => `${idPrefix}-${field}`;
  const gstin = sellerGstinProblem(values.sellerGstin);
  const note = (field: InvoiceField) =>
    marked.includes(field) ? t(RECEIPTS_TEXTS.readFromPhoto) : undefined;
  const error = (field: InvoiceField) => {
    const text = invoiceErrorText(errors[field]);
    return text === undefined ? undefined : t(text);
  };
  const hasSavedType =
    values.expenseType && !options.some((option) => option.expense_Type === values.expenseType);

  return (
    <div className="invoice-fields">
      <SelectField
        id={id('expenseType')}
        label={t(RECEIPTS_TEXTS.expenseType)}
        error={error('expenseType')}
        note={note('expenseType')}
        value={values.expenseType}
        onChange={(value) => onChange(withExpenseType(values, value, options), 'expenseType')}
        placeholder={t(isLoadingOptions ? RECEIPTS_TEXTS.loadingTypes : RECEIPTS_TEXTS.selectType)}
        options={[
          ...(hasSavedType ? [{ value: values.expenseType, label: values.expenseType }] : []),
          ...options.map((option) => ({
            value: option.expense_Type,
            label:
              option.expenseOrSundry === 'S'
                ? t(RECEIPTS_TEXTS.sundryType({ type: option.expense_Type }))
                : option.expense_Type,
          })),
        ]}
      />
      <Field
        id={id('invoiceNumber')}
        label={t(RECEIPTS_TEXTS.invoiceNumber)}
        error={error('invoiceNumber')}
        note={note('invoiceNumber')}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            value={values.invoiceNumber}
            maxLength={INVOICE_NUMBER_MAX}
            autoComplete="off"
            onChange={(event) => onChange({ ...values, invoiceNumber: event.target.value }, 'invoiceNumber')}
          />
        )}
      </Field>
      <Field
        id={id('sellerGstin')}
        label={t(GSTIN_TEXTS.sellerGstin)}
        error={gstin ? t(gstin.text) : undefined}
        note={note('sellerGstin')}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            value={values.sellerGstin ?? ''}
            maxLength={20}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(event) =>
              onChange({ ...values, sellerGstin: event.target.value.toUpperCase() }, 'sellerGstin')
            }
          />
        )}
      </Field>
      {values.einvoiceQr && <EInvoiceStatus qr={values.einvoiceQr} />}
      <DateField
        id={id('invoiceDate')}
        label={t(RECEIPTS_TEXTS.invoiceDate)}
        value={values.invoiceDate}
        error={error('invoiceDate')}
        note={note('invoiceDate')}
        hasCalendarButton={hasCalendarButton}
        maxDate={businessDate()}
        onChange={(invoiceDate) => onChange({ ...values, invoiceDate }, 'invoiceDate')}
      />
      <Field
        id={id('amount')}
        label={labels.amount ?? t(RECEIPTS_TEXTS.amount)}
        error={error('amount')}
        note={note('amount')}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            inputMode="decimal"
            autoComplete="off"
            value={values.amount}
            onChange={(event) =>
              onChange({ ...values, amount: sanitizeAmount(event.target.value) }, 'amount')
            }
          />
        )}
      </Field>
      <InvoiceLimit values={values} />
      <Field id={id('total')} label={labels.total ?? t(RECEIPTS_TEXTS.total)}>
        {(control) => (
          <input
            {...control}
            className="input input--total"
            readOnly
            value={formatRupees(amountValue(values.amount))}
          />
        )}
      </Field>
    </div>
  );
}

/**
 * The limit the bill meets: at the headquarters, in effect on its invoice date (today until a whole
 * date is entered). Once attached, the day's city decides, and the unreported list says so.
 */
function InvoiceLimit({ values }: { values: InvoiceValues }) {
  const today = businessDate();
  const date =
    /^\d{4}-\d{2}-\d{2}$/.test(values.invoiceDate) && values.invoiceDate <= today
      ? values.invoiceDate
      : today;
  const { data } = useQuery(billLimitsQuery, { date });
  const amountPaise = Math.round(amountValue(values.amount) * 100);
  return (
    <LimitNote notice={values.expenseType ? limitNotice(data, values.expenseType, amountPaise) : null} />
  );
}
