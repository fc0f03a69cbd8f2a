// The invoice fields both receipt forms share: expense type, number, date, amount and the total.
import type { TExpenseTypeOption } from '../../contract/receipts';
import { formatRupees } from '../../lib/format';
import { DateField } from './date-field';
import {
  amountValue,
  INVOICE_NUMBER_MAX,
  type InvoiceErrors,
  type InvoiceField,
  type InvoiceValues,
  sanitizeAmount,
  withExpenseType,
} from './invoice-form';

interface InvoiceFieldsProps {
  idPrefix: string;
  values: InvoiceValues;
  errors: InvoiceErrors;
  options: TExpenseTypeOption[];
  isLoadingOptions?: boolean;
  onChange: (values: InvoiceValues, editedField: InvoiceField) => void;
  labels?: { amount?: string; total?: string };
  hasCalendarButton?: boolean;
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
}: InvoiceFieldsProps) {
  const id = (field: string) => `${idPrefix}-${field}`;
  const describedBy = (field: InvoiceField) => (errors[field] ? `${id(field)}-error` : undefined);
  const fieldError = (field: InvoiceField) =>
    errors[field] && (
      <span id={`${id(field)}-error`} className="field__error">
        {errors[field]}
      </span>
    );
  const hasSavedType =
    values.expenseType && !options.some((option) => option.expense_Type === values.expenseType);

  return (
    <div className="invoice-fields">
      <div className="field">
        <label className="field__label" htmlFor={id('expenseType')}>
          Expense Type
        </label>
        <select
          id={id('expenseType')}
          className="select"
          value={values.expenseType}
          aria-invalid={Boolean(errors.expenseType)}
          aria-describedby={describedBy('expenseType')}
          onChange={(event) => onChange(withExpenseType(values, event.target.value, options), 'expenseType')}
        >
          <option value="">{isLoadingOptions ? 'Loading...' : 'Select expense type'}</option>
          {hasSavedType && <option value={values.expenseType}>{values.expenseType}</option>}
          {options.map((option) => (
            <option key={option.expenseTypeId} value={option.expense_Type}>
              {option.expense_Type}
              {option.expenseOrSundry === 'S' ? ' (sundry)' : ''}
            </option>
          ))}
        </select>
        {fieldError('expenseType')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={id('invoiceNumber')}>
          Invoice Number
        </label>
        <input
          id={id('invoiceNumber')}
          className="input"
          value={values.invoiceNumber}
          maxLength={INVOICE_NUMBER_MAX}
          autoComplete="off"
          aria-invalid={Boolean(errors.invoiceNumber)}
          aria-describedby={describedBy('invoiceNumber')}
          onChange={(event) => onChange({ ...values, invoiceNumber: event.target.value }, 'invoiceNumber')}
        />
        {fieldError('invoiceNumber')}
      </div>
      <DateField
        id={id('invoiceDate')}
        label="Invoice Date"
        value={values.invoiceDate}
        error={errors.invoiceDate}
        hasCalendarButton={hasCalendarButton}
        onChange={(invoiceDate) => onChange({ ...values, invoiceDate }, 'invoiceDate')}
      />
      <div className="field">
        <label className="field__label" htmlFor={id('amount')}>
          {labels.amount ?? 'Amount'}
        </label>
        <input
          id={id('amount')}
          className="input"
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          aria-invalid={Boolean(errors.amount)}
          aria-describedby={describedBy('amount')}
          onChange={(event) => onChange({ ...values, amount: sanitizeAmount(event.target.value) }, 'amount')}
        />
        {fieldError('amount')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={id('total')}>
          {labels.total ?? 'Total'}
        </label>
        <input
          id={id('total')}
          className="input input--total"
          readOnly
          value={formatRupees(amountValue(values.amount))}
        />
      </div>
    </div>
  );
}
